"""Deals a player can verify (`bot.engine.fairness`) and the table dealing them."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_fairness import deal_fingerprint, deal_seed_of
from bot.drills.table_state import PLAYER_SEAT, Seat, Table
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK
from bot.engine.fairness import (
    deal_pack,
    deal_seed,
    fingerprint,
    new_secret,
    normal_fingerprint,
    normal_seed,
    seed_fingerprint,
    two_player_deal,
)
from bot.engine.variants import Rules

SECRET = "00" * 16


def test_a_known_seed_deals_known_cards() -> None:
    """Pinned: the same seed must deal the same cards on every machine and in every version,
    or a player could not check an old deal."""
    seed = deal_seed(SECRET, 1)
    assert seed == "297c9ff301bdb8df"
    assert seed_fingerprint(seed) == "4aa6020af8b3"
    pone, dealer, starter = two_player_deal(deal_pack(seed))
    assert pone == parse_cards("3H QS QH AC 4H AS")
    assert dealer == parse_cards("9D AH AD KD 7C 4C")
    assert starter == parse_cards("5H")[0]


def test_seeds_differ_by_deal_and_by_game() -> None:
    seeds = {deal_seed(SECRET, n) for n in range(1, 41)}
    seeds |= {deal_seed("11" * 16, n) for n in range(1, 41)}
    assert len(seeds) == 80
    assert all(normal_seed(s) == s for s in seeds)
    with pytest.raises(ValueError):
        deal_seed(SECRET, 0)


def test_a_pack_is_the_whole_deck_and_one_card_changes_the_fingerprint() -> None:
    pack = deal_pack(deal_seed(SECRET, 2))
    assert sorted(pack) == sorted(DECK)
    swapped = [pack[1], pack[0], *pack[2:]]
    assert fingerprint(swapped) != fingerprint(pack)
    assert normal_fingerprint(fingerprint(pack)) == fingerprint(pack)


@pytest.mark.parametrize(
    ("text", "seed", "print_"),
    [
        ("297C9FF301BDB8DF", "297c9ff301bdb8df", None),
        (" 4aa6020af8b3 ", None, "4aa6020af8b3"),
        ("297c9ff301bdb8d", None, None),
        ("297c9ff301bdb8dg", None, None),
        ("", None, None),
    ],
)
def test_reading_seeds_and_fingerprints(text: str, seed: str | None, print_: str | None) -> None:
    assert normal_seed(text) == seed
    assert normal_fingerprint(text) == print_


def test_a_secret_takes_sixteen_bytes() -> None:
    assert new_secret(bytes(16)) == SECRET
    with pytest.raises(ValueError):
        new_secret(bytes(8))


def test_a_game_with_a_secret_deals_each_seed_s_cards() -> None:
    rng = random.Random(4)
    seats = [Seat(None, Level.NORMAL), Seat(None, Level.NORMAL)]
    table = new_table(rng, "g", Rules(target=61), seats, secret=SECRET)
    table.miscounts = False
    advance(table, rng)
    assert table.finished and len(table.deals) >= 2
    for number, deal in enumerate(table.deals, start=1):
        seed = deal_seed_of(table, number)
        assert seed == deal_seed(SECRET, number)
        assert deal_fingerprint(table, number) == seed_fingerprint(seed)
        pone, dealer, starter = two_player_deal(deal_pack(seed))
        assert deal.hands[1 - deal.dealer] == pone
        assert deal.hands[deal.dealer] == dealer
        assert deal.starter == starter
    again = Table.from_json(table.to_json())
    assert again.secret == SECRET


def test_a_game_without_a_secret_has_no_seeds() -> None:
    rng = random.Random(4)
    table = new_table(rng, "g", Rules(), [Seat(1), Seat(None, Level.EXPERT)])
    advance(table, rng)
    assert deal_seed_of(table, 1) is None and deal_fingerprint(table, 1) is None
    fixed = new_table(
        rng, "g", Rules(), [Seat(1), Seat(None, Level.EXPERT)], deck="t", secret=SECRET
    )
    assert deal_seed_of(fixed, 1) is None
    assert PLAYER_SEAT == 0
