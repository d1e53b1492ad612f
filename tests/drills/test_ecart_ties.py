"""Lay-aways a hair apart: equal as shown (two decimals), they share the best's rank, and
the grade (the verdict, /stats, the daily challenge) calls none of them a loss."""

from __future__ import annotations

import random

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.daily import ECART_POINTS, ecart_result
from bot.drills.ecart import TIE, Challenge, analyse, deal, grade, shown
from bot.engine.card_parsing import parse_cards
from bot.engine.crib_tables import CribTables
from bot.i18n import I18n

NEAR_TIES = [
    # cards, dealer, the best, the next (a thousandth or so behind, the same to two decimals)
    ("AD 4S 7H 9C 10H JD", True, "7H 9C", "AD 4S"),
    ("2C 4H 5C 6C 10H QD", True, "2C QD", "2C 10H"),
    ("3H 6S 7C 9H 9S 10S", True, "3H 7C", "3H 10S"),
    ("4S 7C 9H 10D QC KH", True, "9H 10D", "7C 9H"),
    ("2C 2H 4S 8S JD", False, "JD", "8S"),
    ("AC AH 4H 5D QD", False, "AH", "AC"),
    ("4D 4S 5D 10D 10S", False, "4D", "4S"),
    ("4S 6D 8H JS KD", True, "JS", "4S"),
    ("AS 2C 5D 7D KD", True, "2C", "7D"),
]


@pytest.fixture(scope="module")
def tables() -> CribTables:
    return shipped_crib_tables()


@pytest.mark.parametrize(("cards", "dealer", "best", "near"), NEAR_TIES)
def test_a_near_tie_ranks_first_and_loses_nothing(
    cards: str, dealer: bool, best: str, near: str, tables: CribTables
) -> None:
    challenge = Challenge(tuple(parse_cards(cards)), dealer=dealer)
    top = grade(challenge, parse_cards(best), tables=tables)
    verdict = grade(challenge, parse_cards(near), tables=tables)
    apart = top.chosen.total_ev - verdict.chosen.total_ev
    assert TIE < apart < 0.01  # really behind, by less than the shown precision
    assert shown(top.chosen.total_ev) == shown(verdict.chosen.total_ev)
    assert top.rank == verdict.rank == 1 and not top.tied
    assert verdict.is_best and verdict.tied
    assert verdict.loss == 0.0 and verdict.habits == ()
    result = verdict.to_result()
    assert result["rank"] == 1 and result["loss"] == 0.0 and result["habits"] == []
    daily = ecart_result(verdict.loss, verdict.rank)
    assert daily.exact and daily.pour == ECART_POINTS and daily.contre == 0


def test_ranks_follow_the_totals_as_shown(tables: CribTables) -> None:
    """Over many deals, a rank counts the lay-aways that read better, never one that reads
    the same; a lay-away that reads worse than the best still loses its exact points."""
    rng = random.Random(3)
    for _ in range(40):
        challenge = deal(rng)
        options = analyse(challenge, tables=tables)
        for option in options:
            verdict = grade(challenge, option.discard, tables=tables)
            better = [o for o in options if shown(o.total_ev) > shown(option.total_ev)]
            assert verdict.rank == 1 + len(better)
            if better:
                assert verdict.loss == options[0].total_ev - option.total_ev


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_shown_is_what_the_player_reads(lang: str) -> None:
    """`shown` rounds as the messages do (an exact half up, from the float's shortest text)."""
    tr = I18n.load().translator(lang)
    rng = random.Random(5)
    values = [0.925, -0.925, 2.675, 0.125, 0.015, 1.005, -0.005, 0.005]
    values += [rng.uniform(-30, 30) for _ in range(500)]
    for x in values:
        text = tr.decimal(abs(x))
        assert text == tr.decimal(float(abs(shown(x)))), x
