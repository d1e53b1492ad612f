"""The English daily challenge said "You said 8, it makes 6 points. In the daily challenge,
points counted over count against you.": French turned word for word ("ça fait", « comptés en
trop »), not what a club player says."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.daily_parts import over_text


def test_a_count_too_high_reads_as_english() -> None:
    text = over_text(8, 6, I18n.load().translator("en"))
    assert text == (
        "You said 8, but it's only 6 points. "
        "In the daily challenge, extra points you claim count against you."
    )


def test_the_french_is_kept() -> None:
    text = over_text(8, 6, I18n.load().translator("fr"))
    assert text.startswith("Vous dites 8, ça fait 6")
    assert "comptent contre vous" in text


def test_a_count_of_nothing_says_so() -> None:
    """ "You said 8, but it's only 0 points." read oddly."""
    text = over_text(8, 0, I18n.load().translator("en"))
    assert text.startswith("You said 8, but there are no points."), text
    french = over_text(12, 0, I18n.load().translator("fr")).replace("\u00a0", " ")
    assert french.startswith("Vous dites 12, ça ne fait aucun point."), french
