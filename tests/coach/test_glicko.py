"""Glicko-2 against Glickman's worked example, and the properties a rating must keep."""

from __future__ import annotations

import pytest

from bot.coach.glicko import (
    MIN_RD,
    Rating,
    Result,
    expected,
    new_volatility,
    play,
    update,
)


def test_glickmans_worked_example() -> None:
    """ "Example of the Glicko-2 system" (2013): a 1500 player (RD 200, volatility 0.06, tau
    0.5) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300): 1464.06,
    RD 151.52, volatility 0.05999. The paper rounds its intermediate steps (mu' = -0.2069),
    hence the tolerance on the rating."""
    player = Rating(1500, 200, 0.06)
    games = [
        Result(Rating(1400, 30), 1.0),
        Result(Rating(1550, 100), 0.0),
        Result(Rating(1700, 300), 0.0),
    ]
    after = update(player, games)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.005)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_the_papers_volatility_step() -> None:
    # Step 5 of the example: phi = 1.1513, v = 1.7785, delta = -0.4834 -> sigma' = 0.05999.
    assert new_volatility(0.06, 1.1513, 1.7785, -0.4834) == pytest.approx(0.05999, abs=1e-5)


def test_no_game_only_widens_the_deviation() -> None:
    player = Rating(1600, 100, 0.06)
    after = update(player, [])
    assert after.rating == 1600
    assert after.rd > 100


@pytest.mark.parametrize("difficulty", [1200.0, 1500.0, 1800.0])
def test_a_win_raises_the_player_and_lowers_the_question(difficulty: float) -> None:
    player, question = Rating(1500, 120), Rating(difficulty, 80)
    won_player, won_question = play(player, question, won=True)
    lost_player, lost_question = play(player, question, won=False)
    assert won_player.rating > player.rating > lost_player.rating
    assert won_question.rating < question.rating < lost_question.rating


def test_a_surprise_moves_more_than_the_expected() -> None:
    player = Rating(1500, 120)
    easy_win, _ = play(player, Rating(1100, 80), won=True)
    hard_win, _ = play(player, Rating(1900, 80), won=True)
    assert hard_win.rating - 1500 > easy_win.rating - 1500 > 0


def test_expected_score_is_symmetric_for_equal_deviation() -> None:
    a, b = Rating(1600, 100), Rating(1400, 100)
    a_beats_b, b_beats_a = expected(a.mu, b.mu, b.phi), expected(b.mu, a.mu, a.phi)
    assert a_beats_b + b_beats_a == pytest.approx(1.0)
    assert a_beats_b > 0.5


def test_deviation_never_falls_below_the_floor() -> None:
    player, question = Rating(1500, 50), Rating(1500, 50)
    for _ in range(200):
        player, question = play(player, question, won=True)
    assert player.rd >= MIN_RD
    assert question.rd >= MIN_RD
