"""The coach's rating of a first try (`bot.coach.rating`), pure: the player's half of one
Glicko-2 game against the question, and each theme's half of the same game."""

from __future__ import annotations

import pytest

from bot.coach.glicko import BASE, Rating, Result, floor_rd, update
from bot.coach.questions import Drill, Seen, prior_difficulty
from bot.coach.rating import (
    NEW_THEME,
    QUESTION_RD,
    difficulty,
    player_after,
    themes_after,
)
from bot.engine.themes import Theme as T

SEEN = Seen(Drill.HAND, (T.FIFTEENS_1, T.NOBS), 3)


def test_difficulty_is_the_prior_until_themes_have_learned() -> None:
    assert difficulty(SEEN, {}) == prior_difficulty(SEEN)
    harder = {T.NOBS: Rating(BASE + 200, 100)}
    easier = {T.NOBS: Rating(BASE - 200, 100)}
    assert difficulty(SEEN, easier) < difficulty(SEEN, {}) < difficulty(SEEN, harder)


@pytest.mark.parametrize("won", [True, False])
def test_the_player_plays_the_question_at_its_difficulty(won: bool) -> None:
    player = Rating(1600, 120, 0.06)
    after = player_after(player, 1550.0, won=won)
    game = floor_rd(update(player, [Result(Rating(1550.0, QUESTION_RD), float(won))]))
    assert after == game
    assert (after.rating > player.rating) is won and after.rd < player.rd


@pytest.mark.parametrize("won", [True, False])
def test_each_theme_takes_the_question_s_side_of_the_game(won: bool) -> None:
    player = Rating(1500, 200)
    known = {T.FIFTEENS_1: Rating(BASE + 50, 90, 0.06)}
    moves = themes_after(SEEN, player, 1520.0, known, won=won)
    assert [theme for theme, _ in moves] == [T.FIFTEENS_1, T.NOBS]
    for theme, after in moves:
        before = known.get(theme, NEW_THEME)
        # a player's win makes the theme easier than it was learned, a miss harder
        assert (after.rating < before.rating) is won
    assert known == {T.FIFTEENS_1: Rating(BASE + 50, 90, 0.06)}  # the caller's map is kept


def test_a_theme_listed_twice_learns_twice_from_its_first_change() -> None:
    twice = Seen(Drill.HAND, (T.NOBS, T.NOBS), 1)
    (_, first), (_, second) = themes_after(twice, Rating(), 1500.0, {}, won=False)
    (_, once), *_ = themes_after(Seen(Drill.HAND, (T.NOBS,), 1), Rating(), 1500.0, {}, won=False)
    assert first == once and second.rating > first.rating and second.rd < first.rd
