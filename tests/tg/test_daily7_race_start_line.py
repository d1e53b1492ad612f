"""/course with no race under way: « Aucune course en cours » then « Recommencer la course : »
above the buttons, restarting nothing; now « Lancer une course : » (« Start a race: »), and
« Recommencer la course : » only when a race is under way."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "start", "again"),
    [
        ("fr", "Lancer une course\u00a0:", "Recommencer la course\u00a0:"),
        ("en", "Start a race:", "Start a new race:"),
    ],
)
async def test_race_menu_starts_a_race_when_none_is_under_way(
    bot_driver: Driver, db: Database, code: str, start: str, again: str
) -> None:
    user = 7_711 if code == "fr" else 7_712
    text = "\n".join(texts(await bot_driver.send("/race", user_id=user, language_code=code)))
    assert start in text.split("\n"), text
    assert again not in text, text
    await db.games.start_game(user, user, target=121, margin_rule="skunk")
    text = "\n".join(texts(await bot_driver.send("/race", user_id=user, language_code=code)))
    assert again in text.split("\n"), text
    assert start not in text.split("\n"), text
