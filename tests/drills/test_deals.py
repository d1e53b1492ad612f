"""Drill deals: what is dealt, who deals, and the JSON round trip."""

import json
import random

import pytest

from bot.drills.deals import (
    Deal,
    DealError,
    DrillKind,
    deal_crib,
    deal_drill,
    deal_hand,
    stored_deal,
)
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import SHOWS_KEPT, Kind, score_hand


@pytest.mark.parametrize("seed", range(200))
def test_json_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    for deal in (deal_hand(rng), deal_crib(rng)):
        data = json.loads(json.dumps(deal.to_dict()))
        assert Deal.from_dict(data) == deal


def test_a_deal_scored_again_is_the_show_the_engine_gives() -> None:
    """Shows are kept for the last deals: scored again, soon or after many other deals, a
    deal is the engine's show; the hand and the crib of the same cards keep their own."""
    rng = random.Random(11)
    deals = [deal_drill(DrillKind.CRIB if i % 3 else DrillKind.HAND, rng) for i in range(300)]
    first = [deal.score() for deal in deals]
    for _ in range(SHOWS_KEPT + 10):
        deal_hand(rng).score()
    for deal, score in zip(deals, first, strict=True):
        fresh = score_hand(deal.hand, deal.starter, crib=deal.is_crib)
        assert deal.score() == score == fresh
    flush = tuple(parse_cards("2H 4H 6H 8H"))
    cut = parse_card("KS")
    assert Deal(DrillKind.HAND, flush, cut, True).score().total == 4  # a four-card flush
    assert Deal(DrillKind.CRIB, flush, cut, True).score().total == 0  # not in a crib


def test_dict_form_uses_card_codes() -> None:
    deal = Deal(DrillKind.CRIB, tuple(parse_cards("5H 5D 5C JS")), parse_card("5S"), True)
    assert deal.to_dict() == {
        "kind": "crib",
        "hand": ["5H", "5D", "5C", "JS"],
        "starter": "5S",
        "dealer": "player",
    }


def test_deals_are_five_distinct_cards_and_sorted() -> None:
    rng = random.Random(7)
    for _ in range(500):
        deal = deal_hand(rng)
        assert len({*deal.hand, deal.starter}) == 5
        assert list(deal.hand) == sorted(deal.hand)


def test_same_seed_same_deal() -> None:
    assert deal_hand(random.Random(3)) == deal_hand(random.Random(3))
    assert deal_crib(random.Random(3)) == deal_crib(random.Random(3))


def test_crib_is_always_the_players_and_hands_vary() -> None:
    rng = random.Random(11)
    assert all(deal_crib(rng).player_is_dealer for _ in range(100))
    dealers = {deal_hand(rng).player_is_dealer for _ in range(100)}
    assert dealers == {True, False}


def test_deal_drill_dispatches_on_kind() -> None:
    assert deal_drill(DrillKind.CRIB, random.Random(1)).kind is DrillKind.CRIB
    assert deal_drill(DrillKind.HAND, random.Random(1)).kind is DrillKind.HAND


def test_crib_scoring_needs_five_card_flush() -> None:
    hand, starter = tuple(parse_cards("2H 4H 6H 9H")), parse_card("KC")
    assert Deal(DrillKind.HAND, hand, starter, False).score().total == 4 + 4  # flush + 2 15s
    assert Deal(DrillKind.CRIB, hand, starter, True).score().total == 4  # 2+4+9, 6+9


def test_heels_only_for_a_jack_starter_and_never_in_the_count() -> None:
    hand = tuple(parse_cards("5H 5D 10C QS"))
    jack = Deal(DrillKind.HAND, hand, parse_card("JH"), True)
    heels = jack.heels()
    assert heels is not None and heels.kind is Kind.HEELS and heels.points == 2
    assert all(c.kind is not Kind.HEELS for c in jack.score().combos)
    assert Deal(DrillKind.HAND, hand, parse_card("9H"), True).heels() is None


@pytest.mark.parametrize(
    "data",
    [
        pytest.param({}, id="empty"),
        pytest.param(
            {"kind": "hand", "hand": ["5H"], "starter": "5S", "dealer": "bot"}, id="one-card"
        ),
        pytest.param(
            {"kind": "hand", "hand": ["5H", "5D", "5C", "JS"], "starter": "5H", "dealer": "bot"},
            id="starter-in-hand",
        ),
        pytest.param(
            {"kind": "hand", "hand": ["5H", "5D", "5C", "ZZ"], "starter": "5S", "dealer": "bot"},
            id="bad-card",
        ),
        pytest.param(
            {"kind": "pegging", "hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "dealer": "bot"},
            id="unknown-kind",
        ),
        pytest.param(
            {"kind": "crib", "hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "dealer": "bot"},
            id="crib-of-the-pone",
        ),
        pytest.param(
            {"kind": "hand", "hand": ["5H", "5D", "5C", "JS"], "starter": "5S", "dealer": "x"},
            id="unknown-dealer",
        ),
        pytest.param(
            {"kind": "hand", "hand": 5, "starter": "5S", "dealer": "bot"}, id="not-a-list"
        ),
    ],
)
def test_malformed_deals_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(DealError):
        Deal.from_dict(data)


def test_a_stored_deal_reads_back_or_is_none() -> None:
    deal = deal_hand(random.Random(3))
    assert stored_deal(deal.to_dict()) == deal
    assert stored_deal({}) is None
    assert stored_deal({**deal.to_dict(), "dealer": "nobody"}) is None
    assert stored_deal({**deal.to_dict(), "hand": ["ZZ"]}) is None
