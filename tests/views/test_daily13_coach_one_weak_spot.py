"""/entraineur with one weak spot said « Vos points les plus faibles : » over a single line
("Your weakest spots:" over one): one spot is said in the singular, « Votre point le plus
faible : »; two or more keep the plural."""

from __future__ import annotations

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.storage.repo_coach import ThemeRecord
from bot.views.coach import weak_lines

I18N = I18n.load()


def record(theme: Theme) -> ThemeRecord:
    return ThemeRecord(ThemeStat(theme, tries=4, misses=4), None, None)


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("fr", "Votre point le plus faible\u00a0:", "Vos points les plus faibles\u00a0:"),
        ("en", "Your weakest spot:", "Your weakest spots:"),
    ],
)
def test_the_head_of_the_weak_spots_agrees_with_their_number(lang: str, one: str, two: str) -> None:
    tr = I18N.translator(lang)
    lines = weak_lines([record(Theme.NOBS)], tr)
    assert lines[0] == one and len(lines) == 2
    lines = weak_lines([record(Theme.NOBS), record(Theme.RUN)], tr)
    assert lines[0] == two and len(lines) == 3
