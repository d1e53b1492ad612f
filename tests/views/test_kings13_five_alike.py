"""Five alike alone on a line was called « cinq pareils pour 20, ça fait 20 »: the total
repeated the only item. As a cribbage call alone that says its points (« une suite de 4 »),
it is now « cinq pareils pour 20 »; after other calls the total still ends it."""

from __future__ import annotations

import pytest

from bot.engine.kings import score_line
from bot.i18n import I18n
from bot.views.kings import line_call
from tests.engine.kings_helpers import tiles


@pytest.mark.parametrize(
    # kings20: « cinq identiques », the help's and the rules' word (was « cinq pareils »)
    ("lang", "said"),
    [("fr", "cinq identiques pour 20"), ("en", "five alike for 20")],
)
def test_five_alike_alone_says_no_total(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    assert line_call(score_line(tiles("8 8 8 8 8")), tr) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "quinze 2, cinq identiques pour 20, ça fait 22"),  # kings20: was « pareils »
        ("en", "fifteen 2, five alike for 20 makes 22"),
    ],
)
def test_five_alike_after_a_fifteen_says_the_total(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    assert line_call(score_line(tiles("3 3 3 3 3")), tr).replace("\u00a0", " ") == said
