"""« je sais pas » after « Qui donne? » under five cards named two buttons, « Je donne » or
« Un adversaire donne », where three show (« Mon partenaire donne » too, at four): the note
names the three; six cards, the two they have."""

from __future__ import annotations

import pytest

from bot.drills.ecart import FIVE, SIX
from bot.i18n import I18n
from bot.views.ecart_lookup import role_unknown_note


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Touchez « Je donne », « Un adversaire donne » ou « Mon partenaire donne » sous les "
            "cartes, ou tapez « donneur » ou « receveur ».",
        ),
        (
            "en",
            "Press “I deal”, “An opponent deals” or “My partner deals” under the cards, or type "
            "“dealer” or “pone”.",
        ),
    ],
)
def test_five_cards_name_the_three_buttons(lang: str, said: str) -> None:
    note = role_unknown_note(FIVE, I18n.load().translator(lang)).replace("\u00a0", " ")
    assert note.endswith(said), note


def test_six_cards_name_their_two() -> None:
    note = role_unknown_note(SIX, I18n.load().translator("fr")).replace("\u00a0", " ")
    assert note.endswith(
        "Touchez « Je donne » ou « L'autre joueur donne » sous les cartes, ou tapez « donneur » "
        "ou « receveur »."
    ), note
