"""« on en est où? » ("where are we?") typed at a member's private count got « Je ne connais
pas le mot « on ». Comptez comme ceci : … », and by the member waiting on it only « ce n'est
pas votre tour »: it asks where the game stands, so it now says the board, each side by name,
then what the step waits for; nothing is counted."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    ("lang", "base", "asked", "board"),
    [
        ("fr", 22_100, "on en est où?", "Planche : "),
        ("fr", 22_120, "Où on en est ?", "Planche : "),
        ("fr", 22_140, "on est rendus où?", "Planche : "),
        ("fr", 22_160, "où en est-on?", "Planche : "),
        ("en", 22_180, "where are we?", "Board: "),
    ],
)
async def test_where_the_game_stands_asked(
    bot_driver: Driver, db: Database, lang: str, base: int, asked: str, board: str
) -> None:
    counter, other = await at_step(bot_driver, db, lang, base)
    before, _ = await live(db, counter.user)
    for member in (counter, other):
        said = html_to_text("\n".join(texts(await member.private(asked)))).replace("\u00a0", " ")
        assert said.startswith(board), said
        assert "Marie" in said and "Robert" in said, said
    after, _ = await live(db, counter.user)
    assert after.state == before.state
