"""Grading answers against the engine's show: verdicts, per-category misses, muggins points."""

import dataclasses
import random

import pytest

from bot.drills.answer_claims import Category, Claims
from bot.drills.answers import parse_answer
from bot.drills.deals import deal_crib, deal_hand
from bot.drills.grading import (
    Grade,
    SettledCount,
    Verdict,
    category_shares,
    expected_claims,
    expected_json,
    grade,
    infer_missed,
    verdict_of,
)
from bot.drills.peg import PegCountGrade
from bot.drills.peg_round import PegRoundGrade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind, Score, score_hand


def show(text: str, *, crib: bool = False) -> Score:
    cards = parse_cards(text)
    return score_hand(cards[:4], cards[4], crib=crib)


def C(fifteens: int = 0, pairs: int = 0, runs: int = 0, flush: int = 0, nobs: int = 0) -> Claims:
    return Claims(fifteens, pairs, runs, flush, nobs)


KNOWN = [
    ("5H 5D 5C JS 5S", False, C(fifteens=16, pairs=12, nobs=1)),
    ("6H 7D 7C 8S 2D", False, C(fifteens=8, pairs=2, runs=6)),
    ("4H 5D 6C 6S 6D", False, C(fifteens=6, pairs=6, runs=9)),
    ("7C 8C 9D 9H 10S", False, C(fifteens=2, pairs=2, runs=8)),
    ("2C 3C 4D 4H 3S", False, C(pairs=4, runs=12)),
    ("JH 2H 3H 4H 9C", False, C(fifteens=4, runs=3, flush=4)),
    ("JH 2H 3H 4H 9C", True, C(fifteens=4, runs=3)),
    ("JH 2H 3H 4H 9H", True, C(fifteens=4, runs=3, flush=5, nobs=1)),
    ("JC 5S 10H QD 5C", False, C(fifteens=12, pairs=2, runs=3, nobs=1)),
    ("AS 3D 6C 9H KS", False, C(fifteens=2)),
    ("AS 3D 7C 9H KS", False, C()),
]


@pytest.mark.parametrize(
    ("cards", "crib", "claims"), KNOWN, ids=[f"{c}{' crib' * k}" for c, k, _ in KNOWN]
)
def test_expected_claims_of_known_shows(cards: str, crib: bool, claims: Claims) -> None:
    score = show(cards, crib=crib)
    assert expected_claims(score) == claims
    assert claims.total == score.total


@pytest.mark.parametrize("seed", range(20))
def test_expected_claims_add_up_to_the_total(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(100):
        deal = deal_hand(rng) if rng.random() < 0.5 else deal_crib(rng)
        score = deal.score()
        assert expected_claims(score).total == score.total
        shares = [category_shares(combo) for combo in score.combos]
        claims = expected_claims(score)
        for category in Category:
            assert claims.get(category) == sum(share.get(category, 0) for share in shares)


def test_claims_as_json_name_each_category() -> None:
    claims = C(fifteens=8, pairs=2, runs=6, flush=4, nobs=1)
    assert list(claims.to_dict().items()) == [
        ("fifteens", 8), ("pairs", 2), ("runs", 6), ("flush", 4), ("nobs", 1),
    ]  # fmt: skip
    assert [claims.get(category) for category in Category] == [8, 2, 6, 4, 1]


VERDICTS = [
    # cards, answer, verdict, player pegs, bot pegs (under the ACC's rule: the seeds' law
    # only corrects an over-count, the bot then pegs nothing for it)
    ("5H 5D 5C JS 5S", "29", Verdict.EXACT, 29, 0),
    ("5H 5D 5C JS 5S", "28", Verdict.LOW, 28, 1),
    ("5H 5D 5C JS 5S", "0", Verdict.LOW, 0, 29),
    ("6H 7D 7C 8S 2D", "16", Verdict.EXACT, 16, 0),
    ("6H 7D 7C 8S 2D", "14", Verdict.LOW, 14, 2),
    ("6H 7D 7C 8S 2D", "20", Verdict.HIGH, 16, 4),
    ("6H 7D 7C 8S 2D", "29", Verdict.HIGH, 16, 13),
    ("AS 3D 7C 9H KS", "0", Verdict.EXACT, 0, 0),
    ("AS 3D 7C 9H KS", "19", Verdict.EXACT, 0, 0),
    ("AS 3D 7C 9H KS", "2", Verdict.HIGH, 0, 2),
    ("AS 3D 6C 9H KS", "19", Verdict.LOW, 0, 2),
    ("AS 3D 6C 9H KS", "dix-neuf", Verdict.LOW, 0, 2),
]


@pytest.mark.parametrize(
    ("cards", "text", "verdict", "player", "bot"),
    VERDICTS,
    ids=[f"{c}={t}" for c, t, *_ in VERDICTS],
)
def test_plain_verdicts_and_pegs(
    cards: str, text: str, verdict: Verdict, player: int, bot: int
) -> None:
    g = grade(parse_answer(text), show(cards))
    assert g.verdict is verdict
    assert g.correct == (verdict is Verdict.EXACT)
    assert (g.player_points, g.bot_points) == (player, 0 if verdict is Verdict.HIGH else bot)
    acc = grade(parse_answer(text), show(cards), excess_to_opponent=True)
    assert (acc.player_points, acc.bot_points) == (player, bot)
    assert g.missed == max(0, g.expected - g.answered)
    assert g.over == max(0, g.answered - g.expected)
    assert not g.itemized and g.categories == ()


@pytest.mark.parametrize(
    ("expected", "answered", "verdict"),
    [
        (8, 8, Verdict.EXACT),
        (8, 6, Verdict.LOW),
        (8, 10, Verdict.HIGH),
        (0, 0, Verdict.EXACT),
        (0, 2, Verdict.HIGH),
        (2, 0, Verdict.LOW),
    ],
)
def test_verdict_of_a_count_is_the_laws_one(expected: int, answered: int, verdict: Verdict) -> None:
    """The one verdict every drill gives a count (show, /peg count and round)."""
    assert verdict_of(expected, answered) is verdict


def test_nineteen_is_a_zero_hand_whatever_the_hand() -> None:
    zero = grade(parse_answer("dix-neuf"), show("AS 3D 7C 9H KS"))
    assert zero.correct and zero.nineteen and zero.answered == 0 and zero.player_points == 0
    not_zero = grade(parse_answer("19"), show("AS 3D 6C 9H KS"))
    assert not_zero.verdict is Verdict.LOW and not_zero.nineteen and not_zero.answered == 0
    assert (not_zero.player_points, not_zero.bot_points) == (0, 2)


@pytest.mark.parametrize(
    ("text", "muggins", "player", "bot"),
    [
        ("14", True, 14, 2),
        ("14", False, 14, 0),
        ("20", True, 16, 4),
        ("20", False, 16, 4),
        ("16", False, 16, 0),
    ],
)
def test_muggins_on_or_off(text: str, muggins: bool, player: int, bot: int) -> None:
    g = grade(parse_answer(text), show("6H 7D 7C 8S 2D"), muggins=muggins, excess_to_opponent=True)
    assert (g.player_points, g.bot_points) == (player, bot)
    assert g.muggins is muggins and g.to_result()["muggins"] is muggins


def test_plain_low_answer_infers_what_was_missed_when_only_one_way() -> None:
    g = grade(parse_answer("28"), show("5H 5D 5C JS 5S"))
    assert g.inferred and g.missed_kinds == (Kind.NOBS,)
    g = grade(parse_answer("13"), show("6H 7D 7C 8S 2D"))  # 3 short: one run of three
    assert g.inferred and g.missed_kinds == (Kind.DOUBLE_RUN,)
    g = grade(parse_answer("14"), show("6H 7D 7C 8S 2D"))  # 2 short: a fifteen or the pair
    assert not g.inferred and g.missed_kinds == ()


INFER = [
    ("5H 5D 5C JS 5S", False, 1, (Category.NOBS,)),
    ("5H 5D 5C JS 5S", False, 2, ()),
    ("JH 2H 3H 4H 9C", False, 3, (Category.RUNS,)),
    ("JH 2H 3H 4H 9C", False, 4, ()),
    ("JH 2H 3H 4H 9C", False, 5, (Category.FIFTEENS, Category.RUNS)),
    ("JH 2H 3H 4H 9H", True, 1, ()),  # the nobs or the fifth card of the flush
    ("AS 3D 6C 9H KS", False, 2, (Category.FIFTEENS,)),
    ("AS 3D 6C 9H KS", False, 3, ()),
    ("AS 3D 6C 9H KS", False, 0, ()),
]


@pytest.mark.parametrize(
    ("cards", "crib", "missed", "categories"),
    INFER,
    ids=[f"{c}{' crib' * k}-{m}" for c, k, m, _ in INFER],
)
def test_infer_missed(
    cards: str, crib: bool, missed: int, categories: tuple[Category, ...]
) -> None:
    assert infer_missed(show(cards, crib=crib), missed) == categories


ITEMIZED = [
    # cards, answer, verdict, missed categories, over categories
    ("6H 7D 7C 8S 2D", "15-2 15-4 15-6 15-8 double run 16", Verdict.EXACT, (), ()),
    ("6H 7D 7C 8S 2D", "15-8 pair 10 run 13 run 16", Verdict.EXACT, (), ()),
    ("6H 7D 7C 8S 2D", "15-2 15-4 15-6 15-8 runs 14", Verdict.LOW, (Category.PAIRS,), ()),
    ("6H 7D 7C 8S 2D", "15-6 double run 14", Verdict.LOW, (Category.FIFTEENS,), ()),
    ("6H 7D 7C 8S 2D", "15-10 double run 18", Verdict.HIGH, (), (Category.FIFTEENS,)),
    (
        "6H 7D 7C 8S 2D",
        "15-10 run 13 run 16",
        Verdict.EXACT,
        (Category.PAIRS,),
        (Category.FIFTEENS,),
    ),
    ("JC 5S 10H QD 5C", "15:12 p:2 r:3", Verdict.LOW, (Category.NOBS,), ()),
    ("JH 2H 3H 4H 9C", "fifteen 4, run 3, flush 4", Verdict.EXACT, (), ()),
    ("JH 2H 3H 4H 9C", "fifteen 4, run 3, flush 4, nobs 1", Verdict.HIGH, (), (Category.NOBS,)),
    ("5H 5D 5C JS 5S", "15-16 carré 28 un pour le valet 29", Verdict.EXACT, (), ()),
    ("5H 5D 5C JS 5S", "15-16 brelan 22", Verdict.LOW, (Category.PAIRS, Category.NOBS), ()),
]


@pytest.mark.parametrize(
    ("cards", "text", "verdict", "missed", "over"), ITEMIZED, ids=[t for _, t, *_ in ITEMIZED]
)
def test_itemized_grading(
    cards: str,
    text: str,
    verdict: Verdict,
    missed: tuple[Category, ...],
    over: tuple[Category, ...],
) -> None:
    score = show(cards)
    g = grade(parse_answer(text), score)
    assert g.itemized and len(g.categories) == 5
    assert g.verdict is verdict
    assert tuple(c.category for c in g.categories if c.missed) == missed
    assert tuple(c.category for c in g.categories if c.over) == over
    assert g.mixed_up == bool(missed or over)
    assert sum(c.expected for c in g.categories) == score.total


def test_itemized_missed_kinds_name_the_combinations() -> None:
    g = grade(parse_answer("15-2 15-4 15-6 15-8 runs 14"), show("6H 7D 7C 8S 2D"))
    assert g.missed_kinds == (Kind.DOUBLE_RUN,)  # the pair inside the double run
    g = grade(parse_answer("15-16 brelan 22"), show("5H 5D 5C JS 5S"))
    assert g.missed_kinds == (Kind.DOUBLE_PAIR_ROYAL, Kind.NOBS)
    g = grade(parse_answer("fifteen 4, run 3, flush 4, nobs 1"), show("JH 2H 3H 4H 9C"))
    assert g.over_kinds == (Kind.NOBS,) and g.missed_kinds == ()


def test_result_dict_for_storage() -> None:
    g = grade(parse_answer("15-2 15-4 15-6 15-8 runs 14"), show("6H 7D 7C 8S 2D"))
    result = g.to_result()
    assert result["correct"] is False
    assert result["verdict"] == "low"
    assert result["missed"] == 2
    assert result["missed_kinds"] == ["double_run"]
    assert result["over_kinds"] == []
    assert result["itemized"] is True
    assert result["categories"]["pairs"] == {"expected": 2, "claimed": 0}
    plain = grade(parse_answer("16"), show("6H 7D 7C 8S 2D")).to_result()
    assert plain["correct"] is True and plain["verdict"] == "exact" and plain["missed"] == 0
    assert "categories" not in plain and plain["itemized"] is False


@pytest.mark.parametrize("seed", range(10))
def test_exact_itemized_answers_from_the_truth_always_match(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(100):
        deal = deal_hand(rng) if rng.random() < 0.5 else deal_crib(rng)
        score = deal.score()
        truth = expected_claims(score)
        keys = {"fifteens": "f", "pairs": "p", "runs": "r", "flush": "fl", "nobs": "n"}
        parts = [f"{keys[name]}:{points}" for name, points in truth.to_dict().items() if points]
        text = " ".join(parts)
        if not parts:
            continue
        g = grade(parse_answer(text), score)
        assert g.correct and not g.mixed_up, (deal, text)


def test_the_stored_expected_breakdown_adds_up() -> None:
    best = expected_json(show("5H 5C 5S JD 5D"))
    assert best["total"] == 29
    assert best["claims"] == {"fifteens": 16, "pairs": 12, "runs": 0, "flush": 0, "nobs": 1}
    combos = best["combos"]
    assert isinstance(combos, list) and {"kind": "nobs", "cards": ["JD"], "points": 1} in combos
    for seed in range(200):
        deal = deal_hand(random.Random(seed))
        stored = expected_json(deal.score())
        combos = stored["combos"]
        assert isinstance(combos, list) and isinstance(stored["claims"], dict)
        assert stored["total"] == sum(c["points"] for c in combos)
        assert stored["total"] == sum(stored["claims"].values())


@pytest.mark.parametrize("kind", [Grade, PegCountGrade, PegRoundGrade])
def test_every_grade_takes_the_laws_by_name_with_one_default(kind: type[SettledCount]) -> None:
    """The laws (`SettledCount`): muggins on and the excess corrected unless said otherwise."""
    laws = {
        f.name: f for f in dataclasses.fields(kind) if f.name in {"muggins", "excess_to_opponent"}
    }
    assert {name: (f.default, f.kw_only) for name, f in laws.items()} == {
        "muggins": (True, True),
        "excess_to_opponent": (False, True),
    }
