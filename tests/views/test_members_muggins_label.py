"""A « Muggins… » button under the shows of a table where a member resigned read
« Muggins… (le robot (pour Gérard), main) »: brackets inside brackets. Now the seat's name
stands plainly before what is counted: « Muggins… le robot (pour Gérard) — main »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.members import bot_for
from bot.views.members_deal import muggins_on_button

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "crib", "label"),
    [
        ("fr", False, "Muggins… le robot (pour Gérard) — main"),
        ("fr", True, "Muggins… le robot (pour Gérard) — crib"),
        ("en", False, "Muggins… Gérard's bot — hand"),
        ("en", True, "Muggins… Gérard's bot — crib"),
    ],
)
def test_a_resigned_members_seat_is_named_without_brackets_inside_brackets(
    lang: str, crib: bool, label: str
) -> None:
    tr = I18N.translator(lang)
    assert muggins_on_button(bot_for("Gérard", tr), crib, tr) == label


@pytest.mark.parametrize(
    ("lang", "label"), [("fr", "Muggins… Zoé — main"), ("en", "Muggins… Zoé — hand")]
)
def test_a_members_hand_reads_plainly(lang: str, label: str) -> None:
    assert muggins_on_button("Zoé", False, I18N.translator(lang)) == label
