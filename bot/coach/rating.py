"""The coach's ratings after a graded first try: one Glicko-2 game (`bot.coach.glicko`)
between the player and the question, as Lichess rates its puzzles.

The question's difficulty is its prior from themes and points, moved by what all players'
answers taught about its themes (`bot.coach.questions.question_difficulty`). The player keeps
their half of the game (the question's own new rating is not kept); each theme of the question
learns from the same game, played by the question rated at its difficulty with the theme's
deviation, and keeps the change. Pure: ratings in, ratings out (`bot.storage.repo_coach`
loads and saves them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from bot.coach.glicko import BASE, Rating, Result, floor_rd, update
from bot.coach.questions import Seen, question_difficulty
from bot.engine.themes import Theme

QUESTION_RD: Final = 80.0
"""How sure a question's difficulty is, as an opponent's deviation."""
THEME_START_RD: Final = 150.0
"""A theme's learned rating starts at 1500 (no change to its prior) with this deviation."""
NEW_THEME: Final = Rating(BASE, THEME_START_RD)
"""A theme's learned rating before its first answer."""


def difficulty(seen: Seen, learned: Mapping[Theme, Rating]) -> float:
    """The question's difficulty, moved by its themes' learned ratings (`learned`)."""
    return question_difficulty(seen, {t: r.rating - BASE for t, r in learned.items()})


def player_after(player: Rating, difficulty: float, *, won: bool) -> Rating:
    """The player's rating after a first try at a question of that difficulty."""
    return floor_rd(update(player, [Result(Rating(difficulty, QUESTION_RD), float(won))]))


def themes_after(
    seen: Seen, player: Rating, difficulty: float, learned: Mapping[Theme, Rating], *, won: bool
) -> list[tuple[Theme, Rating]]:
    """Each theme of the question after the try, in the themes' order: the question, rated at
    its difficulty with the theme's deviation (`NEW_THEME` before a theme's first answer),
    plays `player` (the rating before the try), and the theme keeps the change. A theme
    listed twice learns twice, from its first change."""
    known = dict(learned)
    moves: list[tuple[Theme, Rating]] = []
    for theme in seen.themes:
        before = known.get(theme, NEW_THEME)
        question = Rating(difficulty, before.rd, before.volatility)
        moved = floor_rd(update(question, [Result(player, 0.0 if won else 1.0)]))
        after = Rating(before.rating + moved.rating - difficulty, moved.rd, moved.volatility)
        known[theme] = after
        moves.append((theme, after))
    return moves
