"""/stats in a club's group counts the hands and cribs counted, as the private report does."""

from __future__ import annotations

import pytest
from test_handlers import GROUP, one_text

from bot.tg.local import Driver


@pytest.mark.parametrize(
    ("code", "typed", "count", "head"),
    [
        ("fr", "/jeu compte", "/statistiques", "<b>Zoé</b> — Le détail de vos progrès"),
        ("en", "/peg count", "/stats", "<b>Zoé</b> — Your progress in detail"),
    ],
)
async def test_play_questions_are_not_hands_counted(
    bot_driver: Driver, code: str, typed: str, count: str, head: str
) -> None:
    """Played: Zoé answered two « /jeu compte » questions in the club's group, then typed
    /statistiques there and read « Zoé : 2 mains comptées », while the report it opens said
    no hand counted (only « Le jeu : Une carte : 0 sur 2 »). The group's line now counts
    what the report's head counts: hands and cribs."""
    group = {
        "user_id": 51,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": code,
        "first_name": "Zoé",
    }
    for _ in range(2):
        await bot_driver.send(typed, **group)  # type: ignore[arg-type]
        await bot_driver.send("0", **group)  # type: ignore[arg-type]
    said = one_text(await bot_driver.send(count, **group))  # type: ignore[arg-type]
    assert said.startswith(head), said
    assert "\n" not in said, said
