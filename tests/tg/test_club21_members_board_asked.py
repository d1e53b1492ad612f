"""« c'est quoi le compte? » ("what's the count?") typed at a member's private lay-away, in a
game between members, was « Carte inconnue « c » »: no play is under way, so it now says the
board, each side's score by name (not /jouer's « vous 9, moi 10 »), and that the lay-away
waits; nothing is laid away."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    ("lang", "asked", "board", "waits"),
    [
        ("fr", "c'est quoi le compte?", "Planche : ", "écart"),
        ("en", "what's the count?", "Board: ", "crib"),
    ],
)
async def test_the_count_asked_at_the_lay_away_says_the_board(
    bot_driver: Driver, db: Database, lang: str, asked: str, board: str, waits: str
) -> None:
    base = 21_100 if lang == "fr" else 21_110
    player, _ = await at_step(bot_driver, db, lang, base, "lay_away")
    before, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    assert "inconnue" not in said and "Unknown" not in said, said
    assert board in said, said
    assert "Marie" in said and "Robert" in said, said  # each side by name
    assert "vous" not in said.lower().split(board.lower())[-1].split(".")[0], said
    assert waits in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
