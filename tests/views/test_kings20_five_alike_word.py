"""kings20: five alike was called « cinq pareils pour 20 » while the counting help (and the
rules of seed 004, the glossary) say « 5 identiques : 20 ». Now the call says « cinq identiques
pour 20 », the help's word; in English "five alike", the help's "5 alike"."""

from __future__ import annotations

import pytest

from bot.engine.kings import score_line
from bot.i18n import I18n
from bot.views.kings import line_call
from bot.views.kings_asides import counting_about_lines
from tests.engine.kings_helpers import tiles


@pytest.mark.parametrize(("lang", "word"), [("fr", "identiques"), ("en", "alike")])
def test_five_alike_is_called_as_the_counting_help_says_it(lang: str, word: str) -> None:
    tr = I18n.load().translator(lang)
    call = line_call(score_line(tiles("8 8 8 8 8")), tr)
    assert call.split()[1] == word, call
    helped = " ".join(counting_about_lines(tr)).replace("\u00a0", " ")
    assert f"5 {word} : 20" in helped or f"5 {word}: 20" in helped, helped
