"""An organizer who marked a player absent (or late) by mistake, or who saw them come back,
found no way to undo it: /soiree aide and the orders line under a word not understood named
« absent » and « retard » but not « present », which the bot understood. Both name it now."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.night_help import usage
from bot.views.night_replies import orders_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "helped", "orders"),
    [
        ("fr", "<code>/soiree present 3</code>\u00a0: le joueur 3 est de retour (il n'est plus "
         "absent ni en retard).", "retard, absent, present, echanger"),
        ("en", "<code>/night present 3</code>: player 3 is back (no longer absent or late).",
         "late, absent, present, swap"),
    ],
)  # fmt: skip
def test_the_help_says_how_a_player_comes_back(lang: str, helped: str, orders: str) -> None:
    tr = I18N.translator(lang)
    assert helped in usage(tr)
    assert orders in orders_line(tr)
