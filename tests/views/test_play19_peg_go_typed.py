"""/jeu jouer (« Quelle carte jouez-vous? ») with cards that fit: « go » typed got « Touchez un
des boutons de carte sous la question. », nothing of why no go: now that a card can still be
laid, and when go is said."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition
from bot.drills.peg_typed import PlayTyped, TypedPlay
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views.peg_play import typed_play_of
from bot.views.peg_replies import play_help, typed_play_refused_line

I18N = I18n.load()
POSITION = PlayPosition(
    tuple(parse_cards("7C 2H")),
    tuple(parse_cards("10H 8S")),
    (False, True),
    (),
    parse_card("5S"),
    2,
    False,
)


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        (
            "fr",
            "go",
            "Vous pouvez encore jouer une carte\u00a0: on dit go seulement quand aucune de vos "
            "cartes ne garde le compte à 31 ou moins. Touchez un des boutons de carte sous la "
            "question.",
        ),
        (
            "en",
            "Go!",
            "You can still play a card: go is said only when none of your cards keeps the count "
            "at 31 or less. Tap one of the card buttons under the question.",
        ),
        ("fr", "je passe", "Vous pouvez encore jouer une carte"),
    ],
)
def test_go_typed_while_a_card_fits_says_why_no_go(lang: str, typed: str, told: str) -> None:
    tr = I18N.translator(lang)
    said = typed_play_of(POSITION, typed, tr)
    assert said == TypedPlay(PlayTyped.GO_REFUSED)
    assert typed_play_refused_line(said, POSITION, tr).startswith(told)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Touchez la carte que vous joueriez parmi les boutons sous la question, ou tapez"),
        ("en", "Tap the card you would play among the buttons under the question, or type it"),
    ],
)
def test_the_help_says_a_card_may_be_typed(lang: str, said: str) -> None:
    """« comment? » at /jeu jouer said only to tap a button, though a card typed is laid."""
    assert said in play_help(I18N.translator(lang), go=False)
