"""Kings Cribbage on the printable worksheet (`muggins drill kings`): a move, then its count."""

from __future__ import annotations

from bot.drills.kings import KingsCount
from bot.i18n import Translator, render
from bot.views import kings as view

BLANK = "______"


def kings_question(count: KingsCount, tr: Translator) -> list[str]:
    """The grid with the move in brackets, the lines it makes, and the blank."""
    score = count.score()
    lines = view.count_question_lines(count, tr)[:-1]
    return [
        lines[0],
        *view.grid_lines(count.grid, tr, score.move),
        view.legend(tr),
        *lines[1:],
        tr._("Points (bonuses included): {blank}").format(blank=BLANK),
    ]


def kings_answer(count: KingsCount, tr: Translator) -> list[str]:
    """The move counted line by line."""
    score = count.score()
    return [render.points(score.total, tr), *view.explanation(score, tr)]
