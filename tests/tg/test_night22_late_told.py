"""The organizer marked Cat late for her game under way (« /soiree retard 3 »): her opponent
was told in private that he wins it by default, but Cat's own notice only lost its « J'ai
gagné / J'ai perdu », not a word to her. She is now told, in her language, under her
table."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall

SAID = {
    "fr": [
        "Ronde 1 — table 1, contre {b}",
        "Vous êtes en retard : cette partie est perdue par défaut.",
    ],
    "en": ["Round 1 — table 1, against {b}", "You are late: this game is lost by default."],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_late_player_is_told_her_game_is_lost(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    number = next(p.number for p in await hall.db.nights.night_players(night.id) if p.user_id == a)
    before = len(hall.told(a))
    await hall.order("retard", "late", str(number))
    (t,) = await hall.tables(night)
    assert t.confirmed
    said = [line.format(b=NAMES[b]) for line in SAID[lang]]
    assert [text.split("\n") for text in hall.told(a)[before:]] == [said], hall.told(a)[before:]
