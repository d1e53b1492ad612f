"""/jeu jouer when the opponent has laid all their cards: « L'adversaire a encore 0 carte. »
read as a slip; it says they have none left, and that the player lays on alone."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition
from bot.i18n import I18n
from bot.views.peg_play import play_question_lines

I18N = I18n.load()


def _position(opponent_cards: int) -> PlayPosition:
    return PlayPosition.from_dict(
        {
            "hand": ["8C", "6D"],
            "pile": [],
            "mine": [],
            "earlier": ["7S", "QH", "7D", "AS", "AH", "5C"],
            "starter": "2S",
            "opponent_cards": opponent_cards,
            "dealer": True,
        }
    )


@pytest.mark.parametrize(
    ("lang", "none_left", "held"),
    [
        ("en", "Your opponent has no cards left: you play the rest alone.", "holds"),
        (
            "fr",
            "L'adversaire n'a plus de cartes\u00a0: vous jouez les vôtres à la suite.",
            "a encore",
        ),
    ],
)
def test_no_cards_left_is_said_in_words(lang: str, none_left: str, held: str) -> None:
    tr = I18N.translator(lang)
    lines = play_question_lines(_position(0), tr)
    assert none_left in lines, lines
    assert not any(held in line for line in lines), lines
    assert any(held in line for line in play_question_lines(_position(2), tr))
