"""The levels of /stats and /coach name each drill as its button does."""

from __future__ import annotations

from bot.coach.questions import Drill
from bot.i18n import I18n
from bot.views.coach import drill_name
from bot.views.practice import count_crib_button, count_hand_button

I18N = I18n.load()


def test_the_levels_name_a_hand_and_a_crib_alike() -> None:
    """Played: /statistiques listed « Compter une main : débutant… » right above « Compter le
    crib : débutant… », and the verdict's button says « Compter un crib »: is « le crib » some
    other crib (the dealer's only)? Both levels now read as their buttons do."""
    tr = I18N.translator("fr")
    assert drill_name(Drill.HAND, tr) == count_hand_button(tr) == "Compter une main"
    assert drill_name(Drill.CRIB, tr) == count_crib_button(tr) == "Compter un crib"
    en = I18N.translator("en")
    assert (drill_name(Drill.HAND, en), drill_name(Drill.CRIB, en)) == (
        "Counting a hand",
        "Counting a crib",
    )
