"""Fay Comeau added late during round 6 of a FADOQ night of 6 rounds: the reply said « Fay
Comeau joue à partir de la ronde 7 », a round the night does not have (its last score closed
it). It now says that this round is the night's last; a latecomer of an earlier round, or of
a Jeux 50+ night that her coming lengthens, is still told the round she plays from."""

from __future__ import annotations

import random

import pytest

from bot.drills.night import Format
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi
from bot.views.night_list import latecomer_line
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round

LAST = {
    "fr": "Un joueur en retard perd sa première partie (règlement FADOQ); la ronde 6 est la"
    " dernière de la soirée.",
    "en": "A late player loses their first game (FADOQ rule); round 6 is the night's last.",
}
NEXT = {"fr": "joue à partir de la ronde 7", "en": "plays from round 7 on"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("words", ["fadoq", "jeux50"])
async def test_a_latecomer_at_the_last_round(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(words)
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    rng = random.Random(6)
    for round_ in range(1, 6):
        await hall.order("ronde", "round")
        await play_round(hall, night, round_, rng)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    said = hall.group()[-1]
    if words == "fadoq":
        assert said.endswith(LAST[lang]) and NEXT[lang] not in said, said
    else:  # ten rounds now: she plays from round 7
        assert NEXT[lang] in said, said
    await play_round(hall, night, 6, rng)
    closed = await hall.db.nights.get_night(night.id)
    assert closed is not None and closed.is_open is (words == "jeux50")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Rita Cormier et Gaston Roy arrivent en retard, en équipe (numéros 7 et 8) : leur"
            " partie de la ronde 9 est perdue par défaut, 0 à 121. Une équipe en retard perd sa"
            " première partie (règle de la soirée, écrite en entier sous /soiree classement);"
            " la ronde 9 est la dernière de la soirée.",
        ),
        (
            "en",
            "Rita Cormier and Gaston Roy join late as a team (numbers 7 and 8): their game of"
            " round 9 is lost by default, 0 to 121. A late team loses its first game (this"
            " night's rule, written out under /night standings); round 9 is the night's last.",
        ),
    ],
)
def test_a_late_team_at_an_acc_night_s_last_round(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    name = "Rita Cormier et Gaston Roy" if lang == "fr" else "Rita Cormier and Gaston Roy"
    line = latecomer_line(name, [7, 8], (9, 10), 121, None, Format.ACC, tr, last=True)
    assert line.replace("\u00a0", " ") == said
