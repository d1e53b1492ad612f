"""/jeu compte: a combination called for points it can never peg (« paire 4 », « quinze 3 »)
got « Au jeu, paire vaut 2 points. » (no article), "A go is worth 1 point in the play." and
« suite vaut de 3 à 7 (un par carte) »; now each is named as a sentence names it."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError
from bot.drills.peg_calls import parse_peg_call
from bot.i18n import I18n
from bot.views.peg import call_error

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "paire 4", "Au jeu, une paire vaut 2 points."),
        ("fr", "quinze 3", "Au jeu, un quinze vaut 2 points."),
        ("fr", "31 pour 3", "Au jeu, un trente et un vaut 2 points."),
        ("fr", "brelan 4", "Au jeu, un brelan vaut 6 points."),
        ("fr", "carré 6", "Au jeu, un carré vaut 12 points."),
        ("fr", "suite 9", "Au jeu, une suite vaut de 3 à 7 points, un par carte."),
        ("fr", "go 2", "Au jeu, le go vaut 1 point."),
        ("fr", "dernière carte 2", "Au jeu, la dernière carte vaut 1 point."),
        ("en", "pair 4", "In the play, a pair is worth 2 points."),
        ("en", "fifteen 3", "In the play, a fifteen is worth 2 points."),
        ("en", "pair royal 4", "In the play, a pair royal is worth 6 points."),
        ("en", "run 9", "In the play, a run is worth 3 to 7 points, one per card."),
        ("en", "go 2", "In the play, the go is worth 1 point."),
        ("en", "last card 2", "In the play, the last card is worth 1 point."),
    ],
)
def test_a_call_worth_what_it_can_never_peg_is_told_in_a_sentence(
    lang: str, typed: str, said: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call(typed)
    assert call_error(caught.value, I18N.translator(lang)) == said
