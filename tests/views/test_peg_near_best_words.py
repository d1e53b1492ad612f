"""/peg play: a card graded as good as the best, yet a tenth of a point behind it in the
figures, is not called « Meilleure carte » (the player read « Meilleure carte : 3♣ » above
« En jouant 3♣ … 2,0 » and « En jouant 9♦ … 1,9 »)."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition, grade_play
from bot.engine.card_parsing import parse_card
from bot.i18n import I18n
from bot.views.peg_play import play_verdict_sentences
from bot.views.peg_replies import play_reply

I18N = I18n.load()

# Pone, nothing laid yet: 3♣ is 0.036 point behind the best card, less than SAME_WORTH.
POSITION = PlayPosition.from_dict(
    {
        "hand": ["5H", "5D", "3C", "9D"],
        "pile": [],
        "mine": [],
        "earlier": [],
        "starter": "AC",
        "opponent_cards": 4,
        "dealer": False,
    }
)


@pytest.mark.parametrize(
    ("lang", "near", "toast"),
    [
        ("en", "3♣ is worth almost as much as the best card, ", "A good card!"),
        ("fr", "3♣ vaut presque autant que la meilleure carte, ", "Bonne carte!"),
    ],
)
def test_a_card_a_tenth_behind_is_not_called_the_best(lang: str, near: str, toast: str) -> None:
    tr = I18N.translator(lang)
    grade = grade_play(POSITION, parse_card("3C"))
    assert grade.correct and grade.loss > 0
    # The figures the player reads differ at a tenth of a point.
    assert round(float(grade.chosen.round_net), 1) != round(float(grade.best.round_net), 1)
    head = play_verdict_sentences(grade, tr)[0]
    assert head.startswith(near), head
    assert head.count("♣") + head.count("♦") + head.count("♥") >= 2  # both cards named
    assert play_reply(grade, tr)[2] == toast


def test_the_best_card_itself_is_still_the_best() -> None:
    tr = I18N.translator("fr")
    grade = grade_play(POSITION, parse_card("3C"))
    best = grade_play(POSITION, grade.best.card)
    assert best.loss == 0
    assert play_verdict_sentences(best, tr)[0].startswith("Meilleure carte\u00a0: ")
    assert play_reply(best, tr)[2] == "Meilleure carte!"


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "5♥ costs you 0.8 points on average: the best card was 9♦."),
        ("fr", "5♥ vous coûte 0,8 point en moyenne\u00a0: la meilleure carte était 9♦."),
    ],
)
def test_what_a_card_costs_is_said_in_points(lang: str, head: str) -> None:
    """« 5♥ vous coûte 0,8 en moyenne »: 0,8 what? Points, as every other line says."""
    grade = grade_play(POSITION, parse_card("5H"))
    assert play_verdict_sentences(grade, I18N.translator(lang))[0] == head
