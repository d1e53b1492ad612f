"""Expert crib tables: exact crib counting per lay-away, the fixed point, the shipped file."""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from bot.content_tables import CRIB_TABLES
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card, Suit
from bot.engine.crib_tables import (
    PAIR_INDEX,
    CribTables,
    choose,
    generate_tables,
    pair_cases,
    pair_code,
    parse_pair_code,
    sample_deals,
    tables_from_json,
    tables_to_json,
    toss_totals,
    uniform_tables,
    uniform_value,
)
from bot.engine.dealing import new_deck
from bot.engine.lay_away import RANK_PAIRS, rank_pair, uniform_crib_ev
from bot.engine.show import hand_points


def brute_toss_totals(deal: Sequence[Card], tossed: Sequence[Card]) -> tuple[list[int], list[int]]:
    """Every pair of the other player's cards and every starter, grouped by the pair's ranks."""
    unseen = [c for c in new_deck() if c not in set(deal)]
    totals, cases = [0] * len(RANK_PAIRS), [0] * len(RANK_PAIRS)
    for x, y in combinations(unseen, 2):
        j = PAIR_INDEX[rank_pair(x.rank, y.rank)]
        for starter in unseen:
            if starter not in (x, y):
                totals[j] += hand_points([*tossed, x, y], starter, crib=True)
                cases[j] += 1
    return totals, cases


@pytest.mark.parametrize(
    ("deal", "tossed"),
    [
        pytest.param("AC 4H 9D KS 6C 2H", "AC 4H", id="plain"),
        pytest.param("JS 8S 3S JH 5H QS", "JS 8S", id="suited-jack-flush-and-nobs"),
        pytest.param("JS JH 5S 3H JC 2H", "JS JH", id="two-jacks-others-short-of-jacks"),
        pytest.param("5H 5D 5C 10S JD KC", "5H 5D", id="fives"),
    ],
)
def test_toss_totals_equal_brute_force(deal: str, tossed: str) -> None:
    cards, toss = parse_cards(deal), parse_cards(tossed)
    totals, cases = brute_toss_totals(cards, toss)
    assert toss_totals(cards, toss) == totals
    assert pair_cases(cards) == cases


def test_toss_totals_sum_to_the_uniform_crib() -> None:
    # Summed over the other player's pairs, it is the uniform model of the analysis.
    cards = parse_cards("7C 8D 2S QH 4D 9S")
    toss = parse_cards("7C 8D")
    assert Fraction(sum(toss_totals(cards, toss)), sum(pair_cases(cards))) == uniform_crib_ev(
        toss, cards
    )


def test_uniform_value_averages_the_suits() -> None:
    suited_pair = [Card(2, Suit.HEARTS), Card(3, Suit.HEARTS)]
    offsuit_pair = [Card(2, Suit.HEARTS), Card(3, Suit.SPADES)]
    suited = uniform_crib_ev(suited_pair, suited_pair)
    offsuit = uniform_crib_ev(offsuit_pair, offsuit_pair)
    assert suited > offsuit
    assert uniform_value((2, 3)) == (4 * suited + 12 * offsuit) / 16


def test_uniform_tables_are_the_same_for_both_roles() -> None:
    tables = uniform_tables()
    assert tables.dealer == tables.pone
    assert max(tables.dealer, key=tables.dealer.__getitem__) == (5, 5)


def test_choose_keeps_a_near_tie() -> None:
    hands = [46 * 10, 46 * 10, 46 * 9]  # hand averages 10, 10, 9
    pairs = [0, 1, 2]
    table = [1.0, 1.0005, 0.0]
    assert choose(hands, pairs, table, dealer=True) == (1, pytest.approx(0.0005))
    assert choose(hands, pairs, table, dealer=True, current=0, tolerance=0.001)[0] == 0
    assert choose(hands, pairs, table, dealer=True, current=0, tolerance=0.0001)[0] == 1
    assert choose(hands, pairs, table, dealer=False)[0] == 0  # the pone gives the smaller crib


def test_pair_codes_round_trip() -> None:
    assert pair_code((10, 13)) == "10-K"
    assert pair_code((1, 11)) == "A-J"
    assert [parse_pair_code(pair_code(p)) for p in RANK_PAIRS] == list(RANK_PAIRS)
    assert parse_pair_code("K-10") == (10, 13)


def test_json_round_trip() -> None:
    tables = CribTables(
        {p: i / 7 for i, p in enumerate(RANK_PAIRS)},
        {p: 9 - i / 11 for i, p in enumerate(RANK_PAIRS)},
        {"seed": 3},
    )
    data = tables_to_json(tables)
    back = tables_from_json(data)
    assert tables_to_json(back) == data
    assert back.crib_value((5, 2), dealer=True) == round(tables.dealer[(2, 5)], 4)


@pytest.mark.parametrize(
    "broken",
    [
        pytest.param({"format": 99}, id="unknown-format"),
        pytest.param({"format": 1, "dealer": {"5-5": 8.8}, "pone": {}}, id="missing-pairs"),
    ],
)
def test_malformed_tables_are_refused(broken: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"format|rank pairs"):
        tables_from_json(broken)


# -- The shipped file ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shipped() -> CribTables:
    return CRIB_TABLES.read()


def test_shipped_file_has_both_tables_and_its_recipe(shipped: CribTables) -> None:
    assert set(shipped.dealer) == set(shipped.pone) == set(RANK_PAIRS)
    meta = shipped.meta
    assert {"method", "samples", "seed", "iterations", "converged", "tolerance"} <= set(meta)
    assert meta["converged"] is True
    assert meta["samples"] >= 50_000
    assert len(meta["changed_choices"]) == meta["iterations"]
    assert CRIB_TABLES.path.read_text(encoding="utf-8") == CRIB_TABLES.text(shipped)


def test_shipped_tables_match_published_ones(shipped: CribTables) -> None:
    # Schell / Cribbage Pro: 5-5 into your own crib 8.5-8.8; Hessel: 10-K to the dealer 3.99.
    assert 8.5 <= shipped.dealer[(5, 5)] <= 8.9
    assert 3.85 <= shipped.pone[(10, 13)] <= 4.05
    assert max(shipped.dealer, key=shipped.dealer.__getitem__) == (5, 5)
    assert min(shipped.pone, key=shipped.pone.__getitem__) == (10, 13)


def test_the_dealer_salts_the_crib(shipped: CribTables) -> None:
    # The pone's cards meet the dealer's chosen ones, the dealer's meet the pone's junk.
    for pair in RANK_PAIRS:
        assert shipped.dealer[pair] < shipped.pone[pair], pair
    uniform = uniform_tables()
    assert shipped.dealer[(10, 13)] < uniform.dealer[(10, 13)] < shipped.pone[(10, 13)]
    assert shipped.dealer[(5, 5)] < uniform.dealer[(5, 5)] < shipped.pone[(5, 5)]


def test_one_iteration_has_the_shipped_structure(shipped: CribTables) -> None:
    quick = tables_to_json(generate_tables(samples=200, seed=5, max_iterations=1))
    full = tables_to_json(shipped)
    assert quick.keys() == full.keys()
    assert quick["meta"].keys() == full["meta"].keys()
    assert list(quick["dealer"]) == list(full["dealer"])
    assert quick["meta"]["iterations"] == 1
    assert quick["meta"]["changed_choices"] == [[200, 200]]


def test_quick_regeneration_is_deterministic_and_close(shipped: CribTables) -> None:
    seed = int(shipped.meta["seed"])
    first = generate_tables(samples=1500, seed=seed, max_iterations=8)
    again = generate_tables(samples=1500, seed=seed, max_iterations=8)
    assert tables_to_json(first) == tables_to_json(again)
    for role in ("dealer", "pone"):
        ours, theirs = getattr(first, role), getattr(shipped, role)
        diffs = [abs(ours[p] - theirs[p]) for p in RANK_PAIRS]
        assert sum(diffs) / len(diffs) < 0.15, role
        assert max(diffs) < 0.5, role


def test_another_seed_gives_other_samples() -> None:
    a = generate_tables(samples=100, seed=1, max_iterations=1)
    b = generate_tables(samples=100, seed=2, max_iterations=1)
    assert a.dealer != b.dealer


@pytest.mark.slow
def test_full_regeneration_reproduces_the_shipped_file(shipped: CribTables) -> None:
    meta = shipped.meta
    tables = generate_tables(
        samples=int(meta["samples"]),
        seed=int(meta["seed"]),
        max_iterations=int(meta["max_iterations"]),
        tolerance=float(meta["tolerance"]),
    )
    assert tables_to_json(tables) == tables_to_json(shipped)


def test_sample_deals_follow_the_seed() -> None:
    deals = sample_deals(random.Random(9), 3)
    assert deals == sample_deals(random.Random(9), 3)
    assert all(len(set(d)) == 6 for d in deals)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        pytest.param("[1, 2]", r"expected a JSON object", id="not-an-object"),
        pytest.param('{"format": 1}', r"malformed crib tables \(KeyError", id="missing-key"),
        pytest.param("{", r"Expecting property name", id="not-json"),
    ],
)
def test_a_bad_table_file_is_a_value_error_naming_it(tmp_path: Path, text: str, error: str) -> None:
    path = tmp_path / "crib_tables.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=error):
        CRIB_TABLES.read(path)


def test_a_table_file_is_written_where_asked_and_read_back(
    shipped: CribTables, tmp_path: Path
) -> None:
    path = tmp_path / "new" / "folder" / "crib_tables.json"
    with pytest.raises(OSError):
        CRIB_TABLES.read(path)
    CRIB_TABLES.write(shipped, path)
    assert path.read_text(encoding="utf-8") == CRIB_TABLES.path.read_text(encoding="utf-8")
    assert tables_to_json(CRIB_TABLES.read(path)) == tables_to_json(shipped)
