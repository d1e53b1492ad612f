"""/jeu jouer: the best card laid, with another worth as much (or less than a twentieth of a
point less), was told « Meilleure carte : 10♠. » above « En jouant 10♠, vous gagnez en moyenne
1,3 point » and « En jouant 9♦, vous gagnez en moyenne 1,3 point »: which was best, then? The
head now names the card that is worth as much."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition, grade_play
from bot.engine.card_parsing import parse_card
from bot.i18n import I18n
from bot.views.peg_play import play_verdict_sentences

I18N = I18n.load()

# Played: pone, the count at 0, 10♠ and 9♦ left; 9♦ is 1/22 of a point behind 10♠.
NEAR = PlayPosition.from_dict(
    {
        "hand": ["10S", "9D"],
        "pile": [],
        "mine": [],
        "earlier": ["5C", "QS", "JH", "4C", "AH"],
        "starter": "KD",
        "opponent_cards": 1,
        "dealer": False,
    }
)
# Two tens: the same worth to the point.
TIE = PlayPosition.from_dict(
    {
        "hand": ["10S", "10H", "5C", "KD"],
        "pile": [],
        "mine": [],
        "earlier": [],
        "starter": "AC",
        "opponent_cards": 4,
        "dealer": False,
    }
)


@pytest.mark.parametrize(
    ("lang", "near", "tie"),
    [
        (
            "fr",
            "Meilleure carte\u00a0: 10♠ (9♦ vaut presque autant).",
            "Meilleure carte\u00a0: 10♥ (10♠ vaut autant).",
        ),
        (
            "en",
            "Best card: 10♠ (9♦ is worth almost as much).",
            "Best card: 10♥ (10♠ is worth as much).",
        ),
    ],
)
def test_the_best_card_names_a_card_worth_as_much(lang: str, near: str, tie: str) -> None:
    tr = I18N.translator(lang)
    grade = grade_play(NEAR, parse_card("10S"))
    assert grade.loss == 0
    assert play_verdict_sentences(grade, tr)[0] == near
    grade = grade_play(TIE, parse_card("10H"))
    assert grade.loss == 0
    assert play_verdict_sentences(grade, tr)[0] == tie


def test_a_best_card_alone_is_still_just_the_best() -> None:
    """R♦ and 5♣ are far behind: nothing more is said."""
    hand = {**TIE.to_dict(), "hand": ["10S", "5C", "KD"]}
    grade = grade_play(PlayPosition.from_dict(hand), parse_card("10S"))
    assert play_verdict_sentences(grade, I18N.translator("fr"))[0] == "Meilleure carte\u00a0: 10♠."
