"""The latecomer's reply in an acc night (or jeux50, or a night of N rounds) said « Un joueur
en retard perd sa première partie (règlement FADOQ) »: a rule of another format. It now cites
the night's own rule, where it is written out; a FADOQ night still cites the FADOQ rule."""

from __future__ import annotations

import pytest

from bot.drills.night import Format
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi
from bot.views.night_list import latecomer_line
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

SAID = {
    ("fr", False): "Un joueur en retard perd sa première partie (règle de la soirée, écrite en"
    " entier sous /soiree classement); Fay Comeau joue à partir de la ronde 2.",
    ("en", False): "A late player loses their first game (this night's rule, written out under"
    " /night standings); Fay Comeau plays from round 2 on.",
    ("fr", True): "Un joueur en retard perd sa première partie (règlement FADOQ); Fay Comeau"
    " joue à partir de la ronde 2.",
    ("en", True): "A late player loses their first game (FADOQ rule); Fay Comeau plays from"
    " round 2 on.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("words", ["acc", "jeux50", "5 acc", "fadoq"])
async def test_the_latecomer_s_rule_is_the_night_s(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(words)
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    added = [line for line in hall.group() if "Fay Comeau" in line and "(" in line][-1]
    said = SAID[lang, words == "fadoq"]
    assert added.replace("\u00a0", " ").endswith(said), added
    assert ("FADOQ" in added) is (words == "fadoq"), added


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Une équipe en retard perd sa première partie (règle de la soirée, écrite en entier"
      " sous /soiree classement)"),
     ("en", "A late team loses its first game (this night's rule, written out under /night"
      " standings)")],
)  # fmt: skip
def test_a_late_team_in_an_acc_night(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    line = latecomer_line("Ann et Ben", [5, 6], (2, 3), 121, None, Format.ACC, tr)
    assert said in line.replace("\u00a0", " ") and "FADOQ" not in line, line
