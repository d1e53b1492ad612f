"""A latecomer added in a round with no bye was shown « Exempt : Marie-Ève Gagnon », then
« Marie-Ève Gagnon en retard : l'exemption compte comme une partie perdue par défaut », under
the rule « Être exempt compte comme une partie gagnée 121 à 0 »: « exempt » a win in one line,
a loss in the next. Her case is now named as seed 002 names it, late, her game lost by
default, wherever it is shown: the group's round, the standings, the printed pairings, and a
late side's private notice of its bye."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, Hall

LATE = {
    "fr": "Marie-Ève Gagnon en retard : partie perdue par défaut.",
    "en": "Marie-Ève Gagnon late: game lost by default.",
}
BYE = {"fr": ("Exempt", "exempt"), "en": ("Bye", "bye")}


def says_bye(text: str, lang: str) -> bool:
    return any(word in text for word in BYE[lang])


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_latecomer_in_a_round_without_a_bye_is_late_not_exempt(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    before = len(hall.group())
    await hall.order("ajouter", "add", "Marie-Ève Gagnon")
    await hall.order("classement", "standings")
    round_post, _added, standings = hall.group(before)
    lines = round_post.splitlines()
    assert lines.count(LATE[lang]) == 1 and lines[3] == LATE[lang]
    assert not says_bye(round_post, lang)
    assert LATE[lang] in standings.splitlines()
    assert not any(says_bye(line, lang) for line in standings.splitlines() if "Gagnon" in line)
    pdfium = pytest.importorskip("pypdfium2")
    calls = await hall.order("feuilles", "sheets")
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    page = pdfium.PdfDocument(sent.params["document"])[0]
    text = page.get_textpage().get_text_range().replace("\u00a0", " ").replace("\r", "")
    assert LATE[lang] in text.splitlines()
    first = text.split("Ronde 2" if lang == "fr" else "Round 2")[0]  # the round she was late for
    assert not any(says_bye(line, lang) for line in first.splitlines() if "Gagnon" in line)
    exempt = [line for line in text.splitlines() if line.startswith(BYE[lang][0])]
    assert len(exempt) == len(set(exempt)) == 5, exempt  # rounds 2 to 6: one bye each


@pytest.mark.parametrize(
    ("lang", "told", "posted"),
    [
        ("fr", "Ronde 1 — votre équipe est en retard : sa partie est perdue par défaut.",
         "Ann Leblanc et Ben Roy en retard : partie perdue par défaut."),
        ("en", "Round 1 — your team is late: its game is lost by default.",
         "Ann Leblanc and Ben Roy late: game lost by default."),
    ],
)  # fmt: skip
async def test_a_late_team_drawn_the_bye_is_told_it_lost_its_game(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, told: str, posted: str
) -> None:
    """Before: « Ronde 1 — votre équipe est exempte. » then « Votre équipe est en retard : son
    exemption compte comme une partie perdue par défaut. »"""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, CAT, DAN, EVE, FAY):
        await hall.join(night, user)
    await hall.order("retard", "late", "1")  # Ann and Ben, who have the bye of round 1
    await hall.order("ronde", "round")
    assert hall.told(BEN)[-1] == told
    lines = hall.group()[-1].splitlines()
    assert lines.count(posted) == 1 and not says_bye(hall.group()[-1], lang)
