"""A five-card /ecart deal (three or four players) where she is the pone said « Vous êtes le
receveur : le crib est au donneur, ses points comptent contre vous »: at four, when the dealer
is her partner, the crib is her team's and counts for her (the FADOQ rules: two against two,
five cards each). The pone's averages count the crib against her, which is right only when an
opponent deals: the words now say so, and the button says « Un adversaire donne »."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart import challenge_text
from bot.views.ecart_lookup import role_label
from bot.views.ecart_table import role_text

FIVE = Challenge(tuple(parse_cards("2C 2H 4S 8S JD")), dealer=False)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Vous êtes le receveur : un adversaire donne, le crib est à lui (et à son "
            "partenaire, à quatre), ses points comptent contre vous.",
        ),
        (
            "en",
            "You are the pone: an opponent deals, the crib is theirs (and their partner's, at "
            "four), its points count against you.",
        ),
    ],
)
def test_the_pone_of_five_cards_faces_an_opponent(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    text = role_text(dealer=False, size=5, tr=tr).replace("\u00a0", " ")
    assert text == said
    assert said in challenge_text(FIVE, tr).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Vous êtes le donneur : le crib est à vous (à votre équipe, à quatre), ses points "
            "s'ajoutent à ceux de votre main.",
        ),
        (
            "en",
            "You deal: the crib is yours (your team's, at four), its points add to your hand's.",
        ),
    ],
)
def test_the_dealer_of_five_cards_shares_the_crib_at_four(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    assert role_text(dealer=True, size=5, tr=tr).replace("\u00a0", " ") == said


def test_six_cards_keep_the_two_player_words() -> None:
    tr = I18n.load().translator("fr")
    assert role_text(dealer=False, size=6, tr=tr).replace("\u00a0", " ") == (
        "Vous êtes le receveur : le crib est au donneur, ses points comptent contre vous."
    )


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Un adversaire donne"), ("en", "An opponent deals")]
)
def test_the_button_of_five_cards_names_an_opponent(lang: str, said: str) -> None:
    assert role_label(False, 5, I18n.load().translator(lang)) == said
