"""« 8 pis la suite 14 » (answers5): the count so far said first, then a name whose points
cannot make the total said after it, is told as a total, as « 8 pis le valet 12 » is."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views import calls

_FR_SAID = "Vous avez dit"
_FR_BEFORE = "mais ce que vous avez compté avant fait"


@pytest.mark.parametrize(
    ("lang", "text", "line"),
    [
        ("fr", "8 pis la suite 14", f"{_FR_SAID} 14, {_FR_BEFORE} 11, 12 ou 13."),
        ("en", "8 and a run 14", "You said 14, but what you counted before it makes 11, 12 or 13."),
        ("fr", "8 pis la double suite 20", f"{_FR_SAID} 20, {_FR_BEFORE} 16 ou 18."),
    ],
)
def test_count_so_far_then_a_run_off_is_told_as_a_total(lang: str, text: str, line: str) -> None:
    """It was « « suite 14 » ne tient pas : une suite vaut 3, 4 ou 5 points »."""
    lines = calls.off_lines(parse_answer(text), I18n.load().translator(lang))
    assert lines[0] == line


def test_a_run_off_after_named_parts_stays_a_part_off() -> None:
    lines = calls.off_lines(parse_answer("quinze 2 paire 7 suite 14"), I18n.load().translator("fr"))
    worth = "une suite vaut 3, 4 ou 5 points, un par carte."
    assert lines[1].replace("\xa0", " ") == f"« suite 14 » ne tient pas : {worth}"
