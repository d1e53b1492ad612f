"""« on est à combien? » ("what's the count?") typed at a member's count of a hand or crib
answered « Je ne connais pas le mot « on ». Comptez comme ceci : … »: the play is over, so
it now says the board, each side's score by name, and that the count waits; nothing is
counted."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    ("lang", "asked", "board", "waits"),
    [
        ("fr", "on est à combien?", "Planche : ", "J'attends votre compte."),
        ("en", "what's the count?", "Board: ", "I'm waiting for your count."),
    ],
)
async def test_the_count_asked_at_a_count_says_the_board(
    bot_driver: Driver, db: Database, lang: str, asked: str, board: str, waits: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 21_500 if lang == "fr" else 21_510)
    before, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    assert said.startswith(board), said
    assert "Marie" in said and "Robert" in said and waits in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
