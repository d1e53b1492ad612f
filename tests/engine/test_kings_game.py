"""The Kings Cribbage game: turns, passes and exchanges, the end, the Joker, the simulator."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from bot.engine.kings import RACK_SIZE
from bot.engine.kings_game import (
    JOKER_PENALTY,
    GameError,
    JokerVerdict,
    KingsGame,
    TurnKind,
    bot_policy,
    credited,
    game_data,
    game_from,
    joker_call,
    new_game,
    pass_turn,
    play,
    servant,
    simulate,
    winner,
)
from bot.engine.kings_grid import SET_SIZE, Grid, Illegal, IllegalMove, score_move
from bot.engine.kings_moves import has_move
from tests.engine.kings_helpers import across, down, grid, tiles


def tile_count(game: KingsGame) -> int:
    return len(game.grid.tiles) + len(game.bag) + sum(len(r) for r in game.racks)


def test_a_new_game_deals_five_tiles_each_from_the_104() -> None:  # R-004-03
    game = new_game(random.Random(1))
    assert [len(r) for r in game.racks] == [RACK_SIZE, RACK_SIZE]
    assert len(game.bag) == SET_SIZE - 2 * RACK_SIZE
    assert tile_count(game) == SET_SIZE
    assert game.first and game.scores == (0, 0)


def test_a_move_scores_and_refills_the_rack_to_five() -> None:  # R-004-05
    game = replace(
        new_game(random.Random(2)), racks=(tuple(tiles("5 K 2 2 7")), tuple(tiles("A A A A A")))
    )
    after = play(game, across(7, 7, "5 K"))
    assert after.scores == (12, 0)  # fifteen 2 and the first-move bonus
    assert len(after.racks[0]) == RACK_SIZE and after.racks[0][:3] == tuple(tiles("2 2 7"))
    assert after.turn == 1 and len(after.bag) == len(game.bag) - 2
    assert tile_count(after) == SET_SIZE
    with pytest.raises(IllegalMove) as info:
        play(after, across(0, 0, "A A"))
    assert info.value.reason is Illegal.NOT_TOUCHING


def test_passing_with_an_exchange_only_without_a_move() -> None:  # R-004-14
    g = grid(["2 4"], 15)
    game = KingsGame(g, tuple(tiles("5 5 5 5 5 5")), (tuple(tiles("10 K")), tuple(tiles("3"))))
    assert not has_move(g, game.rack())
    after = pass_turn(game, random.Random(0), tiles("10 K"))
    assert after.racks[0] == tuple(tiles("5 5")) and Counter(after.bag) == Counter(
        tiles("5 5 5 5 10 K")
    )
    assert after.history[-1].kind is TurnKind.PASS and after.history[-1].exchanged == 2
    movable = replace(game, racks=(tuple(tiles("3 10")), ()))  # 2 4 3: a run
    with pytest.raises(GameError):
        pass_turn(movable, random.Random(0), tiles("10"))
    with pytest.raises(GameError):
        pass_turn(game, random.Random(0), tiles("10 K 5 5 5 5 5"))


def test_the_game_ends_when_the_bag_is_empty_and_a_rack_is_emptied() -> None:  # R-004-15
    g = grid(["5 . ."], 15)
    game = KingsGame(g, (), (tuple(tiles("K")), tuple(tiles("A Q 7"))), scores=(30, 40))
    after = play(game, down(1, 0, "K"))
    assert after.over
    assert after.deductions == (0, 1 + 10 + 7)
    assert after.final_scores() == (32, 40 - 18)
    assert winner(after) == 0


def test_the_game_ends_when_no_one_can_score() -> None:  # R-004-15
    g = grid(["2 4"], 15)
    game = KingsGame(g, (), (tuple(tiles("10 K")), tuple(tiles("Q"))), scores=(5, 5))
    after = pass_turn(game, random.Random(0))
    assert after.over and after.deductions == (20, 10) and winner(after) == 1


def test_a_pass_with_tiles_in_the_bag_does_not_end_the_game() -> None:
    g = grid(["2 4"], 15)
    game = KingsGame(g, tuple(tiles("Q")), (tuple(tiles("10 K")), tuple(tiles("Q"))))
    after = pass_turn(game, random.Random(0))
    assert not after.over and after.passes == 1


def test_the_first_move_bonus_goes_to_the_opening_move() -> None:  # R-004-17a
    game = new_game(random.Random(5), first=1)
    assert game.turn == 1 and game.first


# -- The Joker (R-004-19) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "claimed", "verdict", "caller"),
    [
        (12, 8, JokerVerdict.TAKEN, 4),
        (12, 0, JokerVerdict.TAKEN, 12),
        (12, 12, JokerVerdict.NOTHING_MISSED, -JOKER_PENALTY),
        (12, 14, JokerVerdict.NOTHING_MISSED, -JOKER_PENALTY),
        (12, None, JokerVerdict.EARLY, -JOKER_PENALTY),
    ],
)
def test_joker_calls(points: int, claimed: int | None, verdict: JokerVerdict, caller: int) -> None:
    call = joker_call(points, claimed)
    assert call.verdict is verdict and call.caller == caller


def test_a_short_count_scores_the_count_and_an_over_count_is_corrected() -> None:
    assert credited(12, 8) == 8
    assert credited(12, 15) == 12
    assert credited(12, None) == 12
    game = replace(new_game(random.Random(2)), racks=(tuple(tiles("5 K 2 2 7")), tuple(tiles("A"))))
    assert play(game, across(7, 7, "5 K"), claimed=10).scores == (10, 0)
    assert play(game, across(7, 7, "5 K"), claimed=20).scores == (12, 0)


def test_servant_is_the_lowest_final_score() -> None:  # R-004-18
    game = KingsGame(Grid(), (), ((), ()), scores=(50, 70), over=True, deductions=(0, 30))
    assert servant(game) == 1
    assert servant(replace(game, deductions=(0, 20))) is None


# -- Whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_simulated_games_end_by_the_rules(seed: int) -> None:
    game, positions = simulate(random.Random(seed), [bot_policy(), bot_policy(3)])
    assert game.over
    assert tile_count(game) == SET_SIZE
    assert not game.bag or game.passes >= 4
    emptied = any(not rack for rack in game.racks)
    stuck = not any(has_move(game.grid, rack) for rack in game.racks if rack)
    assert emptied or stuck or game.passes >= 4
    assert game.deductions == tuple(sum(t.value for t in rack) for rack in game.racks)
    # the moves replay to the same scores, each legal when it was played
    scores = [0, 0]
    for turn in game.history:
        scores[turn.player] += turn.scored
    assert tuple(scores) == game.scores
    for pos in positions:
        assert score_move(pos.grid, pos.score.move, pos.rack).total == pos.score.total
    assert positions[0].score.first and not any(p.score.first for p in positions[1:])


def test_a_game_survives_its_storage_form() -> None:
    game, _ = simulate(random.Random(3), stop_after=4)
    back = game_from(game_data(game))
    assert back.grid == game.grid and back.bag == game.bag and back.racks == game.racks
    assert (back.scores, back.turn, back.passes, back.over) == (
        game.scores,
        game.turn,
        game.passes,
        game.over,
    )
