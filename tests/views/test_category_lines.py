"""The itemised verdict's line per category (`bot.views.show`): "there is 1", "there are 4"."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Category, Claims
from bot.drills.answers import parse_answer
from bot.drills.grading import CategoryGrade
from bot.i18n import I18n
from bot.views.show_read_back import category_line


@pytest.mark.parametrize(
    ("lang", "category", "expected", "claimed", "wanted"),
    [
        ("en", Category.NOBS, 1, 0, "🔻 <b>his nobs</b>: 0 in your count, there is 1 (missed 1)"),
        ("en", Category.RUNS, 4, 0, ": 0 in your count, there are 4 (missed 4)"),
        ("en", Category.FIFTEENS, 2, 4, ": 4 in your count, there are 2 (2 too many)"),
        ("en", Category.NOBS, 1, 2, ": 2 in your count, there is 1 (1 too many)"),
        ("en", Category.FLUSH, 0, 4, ": 4 in your count, there are 0 (4 too many)"),
        ("fr", Category.NOBS, 1, 0, "\xa0: 0 dans votre compte au lieu de 1 (oubli de 1)"),
        # not « valet (un pour le valet) », the name said twice
        ("fr", Category.NOBS, 1, 0, "🔻 <b>un pour le valet</b>\xa0: 0 dans votre compte"),
        ("fr", Category.RUNS, 4, 5, "\xa0: 5 dans votre compte au lieu de 4 (1 de trop)"),
    ],
)
def test_a_category_line_agrees_with_its_count(
    lang: str, category: Category, expected: int, claimed: int, wanted: str
) -> None:
    tr = I18n.load().translator(lang)
    line = category_line(CategoryGrade(category, expected, claimed), tr)
    assert wanted in line


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        ("en", "🔺 <b>pairs</b>: 2 in your count, there are 0 (2 too many)"),
        ("fr", "🔺 <b>paires</b>\xa0: 2 dans votre compte au lieu de 0 (2 de trop)"),
    ],
)
def test_a_family_a_double_run_holds_is_not_said_called(lang: str, wanted: str) -> None:
    """/hand « double run 8 » on a hand of nothing: « pairs: you called 2 » though the player
    said no pair; the pair is in the count the double run makes."""
    tr = I18n.load().translator(lang)
    assert parse_answer("double run 8").claims == Claims(pairs=2, runs=6)
    assert category_line(CategoryGrade(Category.PAIRS, 0, 2), tr) == wanted
