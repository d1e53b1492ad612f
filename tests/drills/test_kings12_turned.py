"""How a 6 or a 9 of the rack was laid: turned over (`turned_over`), or kept as held where
turned over it scored more (`kept_unturned`), in the move's report and in the stored match
(the Mini App shown again says it as it did)."""

from __future__ import annotations

import random

from bot.drills.kings import kept_unturned, turned_over
from bot.drills.kings_play import KingsMatch, bot_plays, last_player_move, player_move
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Placement
from tests.engine.kings_helpers import grid, tile, tiles

THREE_SIX = grid([". . . . . . .", ". . . 3 6 . ."], 15)
"""A 6 on C2 makes 6 3 6 (4 points), a 9 makes 9 3 6 (2)."""


def test_a_9_laid_as_a_9_where_a_6_scores_more_is_kept_with_that_score() -> None:
    move = [Placement(1, 2, tile("9"))]
    assert kept_unturned(THREE_SIX, move, tiles("9 A A A A")) == [(move[0], 4)]


def test_a_9_laid_turned_is_turned_not_kept() -> None:
    move = [Placement(1, 2, tile("6"))]
    rack = tiles("9 A A A A")
    assert turned_over(move, rack) == move
    assert kept_unturned(THREE_SIX, move, rack) == []


def test_a_6_laid_as_held_where_a_9_scores_no_more_is_not_said() -> None:
    move = [Placement(1, 2, tile("6"))]
    assert kept_unturned(THREE_SIX, move, tiles("6 A A A A")) == []


def test_a_turned_tile_that_makes_the_move_illegal_is_not_said() -> None:
    """A 9 laid beside a 6 where a 6 would make no line score: the other way is no move."""
    g = grid([". . . . . . .", ". . . . 6 . ."], 15)
    move = [Placement(1, 5, tile("9"))]
    assert kept_unturned(g, move, tiles("9 A A A A")) == []


def _match(rack: str) -> KingsMatch:
    game = KingsGame(
        THREE_SIX, tuple(tiles("7 7 7 7 7 7 7")), (tuple(tiles(rack)), tuple(tiles("A A")))
    )
    return KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})


def test_the_move_report_keeps_the_rack_and_what_was_kept() -> None:
    move = [Placement(1, 2, tile("9"))]
    after, report = player_move(_match("9 A A A A"), move)
    assert report.rack == tuple(tiles("9 A A A A"))
    assert report.kept == ((move[0], 4),)
    stored = KingsMatch.from_dict(after.to_dict())
    assert stored.mine is not None and stored.mine.rack == report.rack


def test_the_report_said_again_after_the_bot_moved_says_it_too() -> None:
    move = [Placement(1, 2, tile("9"))]
    after, report = player_move(_match("9 A A A A"), move)
    answered, _ = bot_plays(KingsMatch.from_dict(after.to_dict()), random.Random(1))
    again = last_player_move(answered)
    assert again is not None
    assert (again.rack, again.kept) == (report.rack, report.kept)


def test_a_step_stored_before_the_rack_was_kept_reads_back_without_it() -> None:
    after, _ = player_move(_match("9 A A A A"), [Placement(1, 2, tile("9"))])
    stored = after.to_dict()
    mine = dict(stored["mine"])  # type: ignore[call-overload]
    del mine["rack"]
    back = KingsMatch.from_dict({**stored, "mine": mine})
    assert back.mine is not None and back.mine.rack == ()
