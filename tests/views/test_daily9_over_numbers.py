"""The daily's count too high: « Vous dites 12, ça fait 6 points. Au défi du jour, les points
comptés en trop comptent contre vous. » then « 0 pour, 6 contre »: the 0 came from nowhere.
The verdict says the numbers now: the excess comes off the count and counts against."""

from __future__ import annotations

import pytest

from bot.drills.daily import Part, count_result
from bot.i18n import I18n
from bot.views.daily_parts import too_high_head

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said", "total", "numbers"),
    [
        ("fr", 12, 6, "Donc\u00a0: 6 \u2212 6 = 0."),
        ("fr", 10, 8, "Donc\u00a0: 8 \u2212 2 = 6."),
        ("fr", 29, 6, "Les points pour ne descendent jamais sous 0."),
        ("en", 12, 6, "So: 6 \u2212 6 = 0."),
        ("en", 10, 8, "So: 8 \u2212 2 = 6."),
        ("en", 29, 6, "Points for never go below 0."),
    ],
)
def test_a_count_too_high_says_its_points_for_and_against(
    lang: str, said: int, total: int, numbers: str
) -> None:
    result = count_result(Part.HAND, total, said)
    head = too_high_head(result, I18N.translator(lang))
    assert head.endswith(" " + numbers), head
    assert f" {result.pour}." in numbers or result.pour == 0
