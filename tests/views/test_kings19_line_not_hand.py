"""kings19: « how do you count? » at an English game step began « A hand counts as in
cribbage: », where every other English line of Kings Cribbage says "line" (the help: « Each
line is counted like a hand », the refusals, a count's heading « Lines made or lengthened: »).
Now the English says "line" there too; the French keeps « main », its one word."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.kings_asides import counting_about_lines


def test_how_a_line_counts_says_line_in_english() -> None:
    told = counting_about_lines(I18n.load().translator("en"))
    assert told[0] == "A line is counted like a cribbage hand:"
    assert not any(line.startswith("A hand") for line in told)


def test_the_french_keeps_main() -> None:
    told = counting_about_lines(I18n.load().translator("fr"))
    assert told[0] == "Une main se compte comme au cribbage\u00a0:"
