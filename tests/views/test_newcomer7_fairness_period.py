"""/jouer's line under each deal ended « … vérifier avec le code 460a260b48e3 (/jouer
vérifier) » with no final period; it ends as a sentence now, in both languages."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.fairness import fingerprint_line


@pytest.mark.parametrize(
    ("lang", "end"), [("fr", "(/jouer vérifier).</i>"), ("en", "(/play check).</i>")]
)
def test_the_code_line_ends_with_a_period(lang: str, end: str) -> None:
    line = fingerprint_line(3, "460a260b48e3", I18n.load().translator(lang))
    assert line.endswith(end), line
