"""/aide said « /soiree : la soirée de club au local » while /soiree's own menu line, its help
and its messages say « à la salle » (« Une soirée de club à la salle »): the club's place has
one name, the night's."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.commands import help_short


@pytest.mark.parametrize("in_group", [False, True])
def test_the_help_names_the_hall_as_the_night_does(in_group: bool) -> None:
    tr = I18n.load().translator("fr")
    text = html_to_text(help_short(tr, in_group=in_group))
    (line,) = [line for line in text.split("\n") if line.startswith("/soiree")]
    night = tr._("A club night at the hall: rounds, scores, standings")
    assert "à la salle" in night and "à la salle" in line and "local" not in line, line
