"""« /variante » in French listed « • Standard : Le go et la dernière carte rapportent
toujours 1 point… » and « • FADOQ : À partir de 116… »: a capital after « : » (OQLF: lower
case after a colon, but for a proper noun or a quoted sentence). The description after a
variant's name now starts in lower case; alone on its line (the confirmation) it keeps its
capital."""

from __future__ import annotations

import re

import pytest

from bot.drills.variant_args import FADOQ_NAME, STANDARD_NAME, Rules
from bot.i18n import I18n
from bot.views.markup import BULLET
from bot.views.variant import done_text, menu_lines

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")
AFTER_COLON = re.compile(r"\u00a0: (?:<b>)?(\w+)")
NAMES = {"Standard", "FADOQ", "Muggins"}
"""Words that keep their capital after « : » (a variant's name, the game's word)."""


@pytest.mark.parametrize("variant", [STANDARD_NAME, FADOQ_NAME])
def test_no_capital_after_a_colon(variant: str) -> None:
    rules = Rules(variant=variant, muggins=True, over_to_opponent=False, short_game="from_end")
    lines = menu_lines(rules, FR)
    bullets = [line for line in lines if line.startswith(BULLET)]
    assert len(bullets) == 2, lines
    for line in lines:
        for word in AFTER_COLON.findall(line):
            assert word in NAMES or not word[0].isupper(), line


def test_the_descriptions_read_as_before_elsewhere() -> None:
    assert "\nÀ partir de 116 dans une partie de 121" in done_text(FADOQ_NAME, FR)
    assert "\nLe go et la dernière carte" in done_text(STANDARD_NAME, FR)
    rules = Rules(
        variant=STANDARD_NAME, muggins=True, over_to_opponent=False, short_game="from_end"
    )
    assert "<b>Standard</b>: A go or the last card always pegs 1" in "\n".join(
        menu_lines(rules, EN)
    )
