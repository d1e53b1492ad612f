"""/main's verdict said the points pegged twice: « ❌ Trop haut. Vous avez compté 29, ça fait
2 points : vous marquez 2 points. (…) » then « Vous marquez 2 points, je marque 0 point. »;
« je prends les 4 points oubliés » then « Vous marquez 0 point, je marque 4 points. ». The
verdict says what was counted, what it makes and the law; the pegs line who pegs what."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import count_hand
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import show

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})
TWO = Deal(DrillKind.HAND, tuple(parse_cards("AS 3C 9H 9D")), parse_card("7C"), False)
"""A pair of nines, nothing else: 2 points."""
FOUR = Deal(DrillKind.HAND, tuple(parse_cards("5S 4C 9H KD")), parse_card("QC"), False)
"""Two fifteens (5-K, 5-Q): 4 points."""


def _text(deal: Deal, said: str, lang: str, **laws: bool) -> list[str]:
    answer = parse_answer(said)
    counted = count_hand(deal, answer, in_game=True, **laws)
    tr = I18n.load().translator(lang)
    text = show.count_verdict_text(counted, answer, None, tr, private=True, name="Rita")
    return text.translate(NB).split("\n")


@pytest.mark.parametrize(
    ("lang", "head", "pegs", "peg_word"),
    [
        (
            "fr",
            "❌ <b>Trop haut.</b> Vous avez compté 29, ça fait 2 points. "
            "(Un compte trop haut est corrigé, sans pénalité.)",
            "Vous marquez 2 points, je marque 0 point.",
            "marque",
        ),
        (
            "en",
            "❌ <b>Too high.</b> You counted 29, it makes 2 points. "
            "(A count too high is corrected, with no penalty.)",
            "You peg 2 points, I peg 0 points.",
            "peg",
        ),
    ],
)
def test_a_count_too_high_says_the_points_pegged_once(
    lang: str, head: str, pegs: str, peg_word: str
) -> None:
    lines = _text(TWO, "29", lang)
    assert lines[0] == head
    assert pegs in lines
    assert sum(line.count(peg_word) for line in lines) == 2, lines  # « vous marquez, je marque »


def test_the_excess_given_to_the_opponent_is_said_once() -> None:
    lines = _text(TWO, "6", "fr", excess_to_opponent=True)
    assert "Vous marquez 2 points, je marque 4 points." in lines
    assert "4 points de trop" not in "\n".join(lines), lines
    assert "règle de l'ACC" in lines[0]


@pytest.mark.parametrize(
    ("lang", "head", "pegs"),
    [
        (
            "fr",
            "🫵 <b>Muggins!</b> Vous avez compté 0, ça fait 4 points : je prends les points "
            "oubliés.",
            "Vous marquez 0 point, je marque 4 points.",
        ),
        (
            "en",
            "🫵 <b>Muggins!</b> You counted 0, it makes 4 points: I take the points you missed.",
            "You peg 0 points, I peg 4 points.",
        ),
    ],
)
def test_a_muggins_says_the_points_taken_once(lang: str, head: str, pegs: str) -> None:
    lines = _text(FOUR, "0", lang, muggins=True)
    assert lines[0] == head
    assert pegs in lines
    assert sum(line.count("4 points") for line in lines) == 2, lines  # « ça fait », « je marque »
