"""What /coach (/entraineur) puts on its buttons, read on a phone."""

from __future__ import annotations

from typing import Final

import pytest

from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.views.coach import practise_button, theme_name

I18N = I18n.load()

BUTTON_CHARS: Final = 40
"""What a one-button row shows whole on a phone 360 px wide: Telegram writes a button's label in
15 px Roboto Medium (about 6 px a character of French or English) and, in a club's group where
the bot's picture stands beside the message, leaves about 270 px for it; a longer label is cut
short with « … »."""


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("theme", list(Theme))
def test_every_practise_button_shows_whole_on_a_phone(lang: str, theme: Theme) -> None:
    """Played: /entraineur's one button read « Pratiquer : ne pas donner de points au crib de
    l'adversaire » (59 characters), « Pratiquer : le flush au crib (il faut les cinq cartes) »
    (54), "Practise: his nobs (the jack of the starter's suit)" (51): cut short on a phone."""
    label = practise_button(theme, I18N.translator(lang))
    assert len(label) <= BUTTON_CHARS, label


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_short_button_names_the_spot_the_coach_lists(lang: str) -> None:
    """The button names the same spot as the weak-spot line above it: its name, or the words
    that matter in it."""
    tr = I18N.translator(lang)
    prefix = practise_button(Theme.PAIR, tr).removesuffix(theme_name(Theme.PAIR, tr))
    assert prefix.strip()
    for theme in Theme:
        label = practise_button(theme, tr)
        assert label.startswith(prefix), label
    crib = "crib"
    assert crib in practise_button(Theme.BALKING, tr)
    assert crib in practise_button(Theme.CRIB_FLUSH_RULE, tr)
    five = "cinq" if lang == "fr" else "five"
    assert five in practise_button(Theme.CRIB_FLUSH_RULE, tr)


def test_the_english_button_says_his_nobs_and_the_right_jack() -> None:
    en = I18N.translator("en")
    assert practise_button(Theme.NOBS, en) == "Practise: his nobs (the right jack)"
