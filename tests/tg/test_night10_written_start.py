"""A player who wrote their score (the opponent has no Telegram: the organizer confirms it)
then presses Start in private, or types /soiree there: they read their table and « Après la
partie, un des deux joueurs inscrit le pointage, le sien d'abord : /soiree 121 98 », as if it
were still to write. Now Start says nothing of it (nothing waits for them), and /soiree says
the score is written and who confirms it."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night10_start_no_telegram import ben_against_paper
from tests.tg.test_night_handlers import BEN, Hall

SAID = {
    "fr": (
        "Après la partie",
        "Vous avez inscrit le pointage : Ben Roy 121, Rita Cormier 98. L'organisateur le confirme.",
    ),
    "en": (
        "After the game",
        "You wrote the score: Ben Roy 121, Rita Cormier 98. The organizer confirms it.",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_score_written_is_not_asked_again(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    how, written = SAID[lang]
    hall = Hall(bot_driver, local_api, lang)
    await ben_against_paper(hall, db)
    await hall.say(f"{hall.cmd} 121 98", BEN)
    before = len(hall.told(BEN))
    await hall.private("/start", BEN)
    started = hall.told(BEN)[before:]
    assert not any(how in text for text in started), started
    await hall.private(hall.cmd, BEN)
    shown = hall.told(BEN)[-1]
    assert how not in shown and written in shown, shown
