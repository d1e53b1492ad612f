"""« quinze 2 avec le 5 et le valet », the cards of a fifteen named after it, was read as a
total of 5 and his nobs: « Vous avez dit 5, mais les combinaisons nommées font 2 », 6
claimed and the jack « annoncé en trop ». Cards named after a fifteen that make 15 are its
cards, not a total nor a jack called."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import Claims
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 avec le 5 et le valet", 2, Claims(fifteens=2)),
        ("quinze 2 avec le 5 et le valet, quinze 4 avec le 6 et le 9", 4, Claims(fifteens=4)),
        ("quinze 2 le cinq pis le roi, 2", 2, Claims(fifteens=2)),
        ("fifteen 2 with the 5 and the jack", 2, Claims(fifteens=2)),
        ("fifteen two (ace, four and king) and a pair is 4", 4, Claims(fifteens=2, pairs=2)),
        ("15-2 avec 7 et 8, 15-4 avec l'as, 4 et 10", 4, Claims(fifteens=4)),
        (
            "quinze 2 avec le 5 et le valet, quinze 4 avec l'autre 5 et le valet, pis la paire, 6",
            6,
            Claims(fifteens=4, pairs=2),
        ),
        (
            "fifteen 2 with a 5 and the jack, 4 with the other 5 and the jack, 4",
            4,
            Claims(fifteens=4),
        ),
    ],
)
def test_the_cards_of_a_fifteen_are_no_count(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2 avec le valet 3", 3, Claims(fifteens=2, nobs=1)),  # his nobs
        ("quinze 2, 4, 6 et 8", 8, Claims(fifteens=8)),  # counted on: never 15
        ("quinze 2 et 3 pour la suite, 5", 5, Claims(fifteens=2, runs=3)),
    ],
)
def test_what_is_no_fifteen_s_cards_reads_as_before(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims) == (total, claims), answer


def test_the_referee_takes_the_fifteen_missed_only() -> None:
    cards = parse_cards("5H JH 2C 8S 9D")
    score = scored_show(tuple(cards[:4]), cards[4], False)
    tr = I18n.load().translator("fr")
    lines = referee_lines(judge(score, "quinze 2 avec le 5 et le valet"), tr, crib=False)
    assert lines[-2:] == ["Muggins pour 2 points!", "Oublié\u00a0: quinze (2 points)."], lines


@pytest.mark.parametrize(
    ("typed", "total", "claims"),
    [
        ("quinze 2, 4, 6 et 5 pour la couleur, 11", 11, Claims(fifteens=6, flush=5)),
        ("fifteen 2, 4, 6 and 5 for the flush is 11", 11, Claims(fifteens=6, flush=5)),
    ],
)
def test_fifteens_counted_on_then_points_stay(typed: str, total: int, claims: Claims) -> None:
    answer = parse_answer(typed)
    assert (answer.total, answer.claims, answer.off) == (total, claims, ()), answer
