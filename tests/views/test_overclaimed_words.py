"""/score … = CALL, the families a call claimed beyond the show: named with the points too
many, so « Missed » and « Called too many » add up to the verdict's points."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views import referee as referee_view

I18N = I18n.load()


def said(cards: str, call: str, lang: str, *, crib: bool = False) -> list[str]:
    hand = parse_cards(cards)
    score = score_hand(hand[:4], hand[4], crib=crib)
    lines = referee_view.referee_lines(judge(score, call), I18N.translator(lang), crib=crib)
    return [line.replace("\u00a0", " ") for line in lines]


def test_a_crib_s_four_card_flush_is_named() -> None:
    # Played: « Over-count by 4 points » and nothing said of the flush a crib cannot hold.
    lines = said("2H 3H 4H 5H 6S", "fifteen 4, run 5, flush 4", "en", crib=True)
    assert lines[-2].startswith("Over-count by 4 points: the count is put back to 9 points.")
    assert lines[-1] == "Called too many: flush (4 points)."


def test_a_short_call_that_also_claims_too_much_adds_up() -> None:
    # Played: « Muggins pour 3 points! Non réclamé : flush (4 points). » (« Oublié » now),
    # 4 missed for 3 taken, the nob called without a jack in the hand never named.
    lines = said("2H 3H 4H 5H 6S", "quinze 4, suite 5, valet 1", "fr")
    assert lines[-3:] == [
        "Muggins pour 3 points!",
        "Oublié : flush (4 points).",
        "Annoncé en trop : un pour le valet (1 point).",
    ]


@pytest.mark.parametrize(
    ("call", "line"),
    [
        ("fifteen 6, run 5, flush 4", "Called too many: fifteen (2 points)."),
        (
            "fifteen 8, pair 2, run 5, flush 4",
            "Called too many: fifteens (4 points), pair (2 points).",
        ),
    ],
)
def test_each_family_claimed_too_many(call: str, line: str) -> None:
    assert said("2H 3H 4H 5H 6S", call, "en")[-1] == line


@pytest.mark.parametrize("call", ["13", "fifteen 4, run 5, flush 4", "fifteen 2"])
def test_nothing_claimed_too_many_says_nothing(call: str) -> None:
    assert not any("too many" in line for line in said("2H 3H 4H 5H 6S", call, "en"))
