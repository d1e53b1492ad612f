"""/aide's line for /quiz read « /quiz 10 : dix de suite »: « de suite » is how players call a
run (« trois de suite »), and a run of ten is no quiz; it now says « une série de dix »."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.commands import help_quiz


def test_help_quiz_says_a_series_of_ten() -> None:
    (line,) = help_quiz(I18n.load().translator("fr"))
    assert line.endswith("/quiz 10\u00a0: une série de dix"), line
    assert "de suite" not in line, line
