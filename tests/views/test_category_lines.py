"""The itemised verdict's line per category (`bot.views.show`): "there is 1", "there are 4"."""

from __future__ import annotations

import pytest

from bot.drills.answers import Category
from bot.drills.grading import CategoryGrade
from bot.i18n import I18n
from bot.views.show import _category_line


@pytest.mark.parametrize(
    ("lang", "category", "expected", "claimed", "wanted"),
    [
        ("en", Category.NOBS, 1, 0, "🔻 <b>his nobs</b>: you called 0, there is 1 (missed 1)"),
        ("en", Category.RUNS, 4, 0, ": you called 0, there are 4 (missed 4)"),
        ("en", Category.FIFTEENS, 2, 4, ": you called 4, there are 2 (2 too many)"),
        ("en", Category.NOBS, 1, 2, ": you called 2, there is 1 (1 too many)"),
        ("en", Category.FLUSH, 0, 4, ": you called 4, there are 0 (4 too many)"),
        ("fr", Category.NOBS, 1, 0, "\xa0: vous dites 0 au lieu de 1 (oubli de 1)"),
        # not « valet (un pour le valet) », the name said twice
        ("fr", Category.NOBS, 1, 0, "🔻 <b>un pour le valet</b>\xa0: vous dites 0 au lieu de 1"),
        ("fr", Category.RUNS, 4, 5, "\xa0: vous dites 5 au lieu de 4 (1 de trop)"),
    ],
)
def test_a_category_line_agrees_with_its_count(
    lang: str, category: Category, expected: int, claimed: int, wanted: str
) -> None:
    tr = I18n.load().translator(lang)
    line = _category_line(CategoryGrade(category, expected, claimed), tr)
    assert wanted in line
