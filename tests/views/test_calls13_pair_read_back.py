"""« quinze 2 quinze 4 quinze 6 paire 8 » was read back « …quinze 6, paire 2, ça fait 8 »
(calls13): « paire 2 », a pair of twos as easily as the pair's 2 points, and not the 8 the
player called. A pair, two pairs, a pair royal are read back by name, as the bot calls its own
count and as players call it aloud (« quinze 6 et une paire, ça fait 8 »), the total after."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views.show_read_back import answer_as_read


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        (
            "fr",
            "quinze 2 quinze 4 quinze 6 paire 8",
            "quinze 2, quinze 4, quinze 6, une paire, ça fait 8",
        ),
        ("fr", "quinze 2, quinze 4, brelan 10", "quinze 2, quinze 4, un brelan, ça fait 10"),
        ("fr", "quinze 4 et un brelan 10", "quinze 4, un brelan, ça fait 10"),
        ("en", "fifteen 2, fifteen 4 and a pair is 6", "fifteen 2, fifteen 4, a pair makes 6"),
        ("en", "fifteen 2 and a double pair royal 14", "fifteen 2, a double pair royal makes 14"),
    ],
)
def test_a_pair_is_read_back_by_name_and_the_total(lang: str, said: str, read: str) -> None:
    line = answer_as_read(parse_answer(said), I18n.load().translator(lang))
    assert line.replace("\u00a0", " ").endswith(f" {read}."), line
    assert "paire 2" not in line and "pair 2" not in line


@pytest.mark.parametrize(("lang", "said"), [("fr", "paire 2"), ("en", "two pairs 4")])
def test_a_pair_alone_keeps_its_points(lang: str, said: str) -> None:
    line = answer_as_read(parse_answer(said), I18n.load().translator(lang))
    assert line.endswith(" 2.") or line.endswith(" 4."), line
