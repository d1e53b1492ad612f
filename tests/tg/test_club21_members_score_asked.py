"""« quel est le pointage? » ("what's the score?") typed at a member's private step was read
as cards or a count: « Carte inconnue « quel » » at the lay-away and the play, « « quel » :
vouliez-vous dire « que »? » at a count. It now says the board, each side's score by name,
and what the step waits for; nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
@pytest.mark.parametrize(
    ("lang", "asked", "board"),
    [("fr", "quel est le pointage?", "Planche : "), ("en", "what's the score?", "Board: ")],
)
async def test_the_score_asked_at_a_step_says_the_board(
    bot_driver: Driver, db: Database, lang: str, asked: str, board: str, step: str
) -> None:
    base = {"lay_away": 21_400, "play": 21_420, "count": 21_440}[step]
    player, _ = await at_step(bot_driver, db, lang, base + (0 if lang == "fr" else 10), step)
    before, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    assert said.startswith(board), said
    assert "Marie" in said and "Robert" in said, said
    assert "inconnue" not in said and "Unknown" not in said, said
    waits = ("J'attends", "I'm waiting", "your turn", "C'est à vous")
    assert any(w in said for w in waits), said
    after, _ = await live(db, player.user)
    assert after.state == before.state
