"""Themes of known hands, cribs, cards of the play and deals to lay away, and their invariants;
deals built to hold a theme."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.cards import SUITS, Card
from bot.engine.dealing import deal
from bot.engine.lay_away import rank_multisets
from bot.engine.pegging import score_play
from bot.engine.show import Combo, Kind, Score, score_hand
from bot.engine.theme_deals import (
    RANK_THEMES,
    ThemeUnavailable,
    _cards_of,
    deal_lay_away,
    deal_show,
    multiset_weight,
    rank_themes,
    show_theme_possible,
)
from bot.engine.themes import (
    LAY_AWAY_THEMES,
    PLAY_THEMES,
    SHOW_THEMES,
    Theme,
    laid_in_order,
    lay_away_themes,
    play_themes,
    show_themes,
    show_themes_and_points,
)

T = Theme


def themes_of(hand: str, starter: str, *, crib: bool = False) -> set[Theme]:
    cards = parse_cards(hand)
    turned = parse_card(starter)
    return set(show_themes(score_hand(cards, turned, crib=crib), cards, turned, crib=crib))


SHOWS = [
    # hand, starter, crib, themes
    (
        "5H 5D 5S JC",
        "5C",
        False,
        {T.FIFTEENS_4, T.LONG_FIFTEEN, T.FOUR_OF_A_KIND, T.NOBS, T.HIGH_HAND},
    ),
    ("5H 5D 5S JS", "5C", False, {T.FIFTEENS_4, T.LONG_FIFTEEN, T.FOUR_OF_A_KIND, T.HIGH_HAND}),
    ("2C 4D 6S 8H", "KC", False, {T.ZERO_HAND}),
    ("2C 4C 6C 8C", "KD", False, {T.FLUSH_4}),
    ("2C 4C 6C 8C", "KD", True, {T.ZERO_HAND, T.CRIB_FLUSH_RULE}),
    ("2C 4C 6C 8C", "KC", True, {T.FLUSH_5}),
    ("AS 2D 3C 3H", "9S", False, {T.FIFTEENS_3, T.LONG_FIFTEEN, T.DOUBLE_RUN}),
    ("3S 3D 4C 4H", "5S", False, {T.FIFTEENS_2, T.LONG_FIFTEEN, T.DOUBLE_DOUBLE_RUN, T.HIGH_HAND}),
    ("3S 3D 3C 4H", "5S", False, {T.FIFTEENS_3, T.LONG_FIFTEEN, T.TRIPLE_RUN, T.HIGH_HAND}),
    ("7S 8D 9C KH", "QS", False, {T.FIFTEENS_1, T.RUN}),
    ("KS KD QC 2H", "AS", False, {T.PAIR}),
    ("9S 9D 9C AH", "QS", False, {T.PAIR_ROYAL}),
    ("2S 3D 5C 7H", "8S", False, {T.FIFTEENS_3, T.LONG_FIFTEEN}),
    ("5S 10D JC QH", "KD", False, {T.FIFTEENS_4, T.RUN}),
    (
        "5S 5D JC 10H",
        "5C",
        False,
        {T.FIFTEENS_4, T.LONG_FIFTEEN, T.PAIR_ROYAL, T.NOBS, T.HIGH_HAND},
    ),
]


@pytest.mark.parametrize(("hand", "starter", "crib", "expected"), SHOWS)
def test_themes_of_known_shows(hand: str, starter: str, crib: bool, expected: set[Theme]) -> None:
    assert themes_of(hand, starter, crib=crib) == expected


def test_the_nineteen_hand_is_a_zero_hand() -> None:
    assert T.ZERO_HAND in themes_of("AC 3D 7S 9H", "QC")


def test_show_themes_do_not_change_with_order_or_suits() -> None:
    rng = random.Random(7)
    for _ in range(300):
        five = deal(rng, 5)
        hand, starter = five[:4], five[4]
        crib = rng.random() < 0.5
        base = show_themes(score_hand(hand, starter, crib=crib), hand, starter, crib=crib)
        shuffled = list(SUITS)
        rng.shuffle(shuffled)
        mapping = dict(zip(SUITS, shuffled, strict=True))
        relabelled = [Card(c.rank, mapping[c.suit]) for c in hand]
        turned = Card(starter.rank, mapping[starter.suit])
        for order in list(permutations(relabelled))[:6]:
            score = score_hand(order, turned, crib=crib)
            assert show_themes(score, order, turned, crib=crib) == base


def test_families_split_every_theme_once() -> None:
    assert set(SHOW_THEMES) | set(PLAY_THEMES) | set(LAY_AWAY_THEMES) == set(Theme)
    assert len(SHOW_THEMES) + len(PLAY_THEMES) + len(LAY_AWAY_THEMES) == len(Theme)


# -- The play --------------------------------------------------------------------------------

PLAYS = [
    ("10S 5H", {T.PLAY_15}),
    ("10S 5H 6C 10D", {T.PLAY_31}),
    ("7S 7H", {T.PLAY_PAIR}),
    ("7S 7H 7D", {T.PLAY_PAIR_ROYAL}),
    ("2S 2H 2D 2C", {T.PLAY_PAIR_ROYAL}),
    ("3S 4H 5D", {T.PLAY_RUN}),
    ("7S 6H 5D", {T.PLAY_RUN}),
    ("3S 5H 4D", {T.PLAY_RUN_OUT_OF_ORDER}),
    ("4S 6H 5D", {T.PLAY_15, T.PLAY_RUN_OUT_OF_ORDER}),
    ("KS 9H", set()),
]


@pytest.mark.parametrize(("pile", "expected"), PLAYS)
def test_themes_of_known_plays(pile: str, expected: set[Theme]) -> None:
    assert set(play_themes(score_play(parse_cards(pile)))) == expected


def test_go_and_last_card_are_play_themes() -> None:
    card = parse_card("9S")
    go = Score((Combo(Kind.GO, (card,), 1),))
    last = Score((Combo(Kind.LAST_CARD, (card,), 1),))
    assert play_themes(go) == (T.GO,)
    assert play_themes(last) == (T.LAST_CARD,)


@pytest.mark.parametrize(
    ("ranks", "ordered"), [((3, 4, 5), True), ((5, 4, 3), True), ((4, 3, 5), False)]
)
def test_laid_in_order(ranks: tuple[int, ...], ordered: bool) -> None:
    assert laid_in_order([Card(r, SUITS[0]) for r in ranks]) is ordered


# -- The lay-away ----------------------------------------------------------------------------

LAY_AWAYS = [
    ("AS 3D 7C 9H JS KD", False, set()),
    ("AS 3D 5C 9H JS KD", True, {T.KEEPING_FIVES}),
    ("AS 3D 5C 9H JS KD", False, {T.KEEPING_FIVES, T.BALKING}),
    ("AS 3D 7C 7H JS KD", True, {T.SPLITTING_PAIRS}),
    ("AS 3D 6C 9H JS KD", False, {T.BALKING}),
    ("AS 3D 4C 5H JS KD", True, {T.KEEPING_FIVES, T.BREAKING_RUNS}),
    ("AS 3S 7S 9S JD KD", True, {T.FLUSH_DRAWS}),
]


@pytest.mark.parametrize(("cards", "dealer", "expected"), LAY_AWAYS)
def test_themes_of_known_lay_aways(cards: str, dealer: bool, expected: set[Theme]) -> None:
    assert set(lay_away_themes(parse_cards(cards), dealer=dealer)) == expected


# -- Deals that hold a theme -----------------------------------------------------------------


@pytest.mark.parametrize("theme", SHOW_THEMES)
@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_deal_show_holds_its_theme(theme: Theme, crib: bool) -> None:
    rng = random.Random(hash((theme.value, crib)) & 0xFFFF)
    if not show_theme_possible(theme, crib=crib):
        with pytest.raises(ThemeUnavailable):
            deal_show(theme, rng, crib=crib)
        return
    for _ in range(40):
        hand, starter = deal_show(theme, rng, crib=crib)
        assert len({*hand, starter}) == 5
        assert theme in show_themes(score_hand(hand, starter, crib=crib), hand, starter, crib=crib)


def test_rank_themed_deals_follow_the_random_deal_frequencies() -> None:
    """Among deals with a pair royal, a pair royal of fives with a ten-card is as common as in
    random deals: the multisets are weighted by how many five-card sets they stand for."""
    assert multiset_weight((5, 5, 5, 10, 10)) == 4 * 6
    assert multiset_weight((1, 2, 3, 4, 5)) == 4**5
    rng = random.Random(11)
    ranks_seen = {
        tuple(sorted(c.rank for c in (*h, s)))
        for h, s in (deal_show(T.TRIPLE_RUN, rng) for _ in range(300))
    }
    assert all(T.TRIPLE_RUN in rank_themes(r) for r in ranks_seen)
    assert len(ranks_seen) > 10


def test_cards_of_draws_distinct_suits_and_every_order_alike() -> None:
    """A rank multiset's cards: its ranks, distinct cards; each rank's suits and each card's
    place as likely as any other (the starter, last, a five three times in five; the ten in
    each suit alike; the suit the fives lack, each alike), as `rng.sample` and `rng.shuffle`
    drew them."""
    rng = random.Random(3)
    ranks = (5, 5, 5, 10, 11)
    draws = 12_000
    starters: Counter[int] = Counter()
    tens: Counter[str] = Counter()
    missing: Counter[str] = Counter()
    places: Counter[int] = Counter()
    for _ in range(draws):
        cards = _cards_of(ranks, rng)
        assert sorted(c.rank for c in cards) == list(ranks)
        assert len(set(cards)) == len(cards)
        starters[cards[-1].rank] += 1
        tens.update(c.suit for c in cards if c.rank == 10)
        missing.update(set(SUITS) - {c.suit for c in cards if c.rank == 5})
        places[next(i for i, c in enumerate(cards) if c.rank == 11)] += 1
    assert abs(starters[5] / draws - 3 / 5) < 0.02
    assert abs(starters[11] / draws - 1 / 5) < 0.02
    for counts, kinds in ((tens, 4), (missing, 4), (places, 5)):
        assert len(counts) == kinds
        assert all(abs(n / draws - 1 / kinds) < 0.02 for n in counts.values())


def test_rank_themes_are_the_rank_part_of_show_themes() -> None:
    rng = random.Random(5)
    for _ in range(200):
        five = deal(rng, 5)
        ranks = tuple(sorted(c.rank for c in five))
        themes = show_themes(score_hand(five[:4], five[4]), five[:4], five[4])
        assert rank_themes(ranks) == {t for t in themes if t in RANK_THEMES}


@pytest.mark.parametrize("theme", LAY_AWAY_THEMES)
@pytest.mark.parametrize("size", [6, 5])
def test_deal_lay_away_holds_its_theme(theme: Theme, size: int) -> None:
    rng = random.Random(size)
    for _ in range(40):
        cards, dealer = deal_lay_away(theme, rng, size=size)
        assert len(set(cards)) == size
        assert theme in lay_away_themes(cards, dealer=dealer)
        if theme is T.BALKING:
            assert not dealer


def test_balking_needs_the_opponents_crib() -> None:
    with pytest.raises(ThemeUnavailable):
        deal_lay_away(T.BALKING, random.Random(1), dealer=True)
    with pytest.raises(ThemeUnavailable):
        deal_lay_away(T.NOBS, random.Random(1))


def test_themes_and_points_without_the_breakdown_are_the_breakdowns() -> None:
    """`show_themes_and_points` gives `show_themes` of `score_hand` and its total, hand and
    crib: for every five-rank shape (each in suits drawn at random, twice, the hand's cards
    in any order), and for shows drawn with a flush, the crib's flush rule or his nobs."""
    rng = random.Random(17)
    shows = []
    for ranks in rank_multisets(5):
        for _ in range(2):
            cards = _cards_of(ranks, rng)
            shows.append((tuple(cards[:4]), cards[4]))
    for theme in (T.FLUSH_4, T.FLUSH_5, T.CRIB_FLUSH_RULE, T.NOBS, T.ZERO_HAND, T.HIGH_HAND):
        for crib in (False, True):
            if show_theme_possible(theme, crib=crib):
                shows += [deal_show(theme, rng, crib=crib) for _ in range(100)]
    flushes = 0
    for hand, starter in shows:
        for crib in (False, True):
            score = score_hand(hand, starter, crib=crib)
            expected = (show_themes(score, hand, starter, crib=crib), score.total)
            shuffled = tuple(rng.sample(hand, len(hand)))
            assert show_themes_and_points(shuffled, starter, crib=crib) == expected
            flushes += any(c.kind is Kind.FLUSH for c in score.combos)
    assert flushes > 400


def test_kept_shows_are_the_engines_in_any_order_and_after_eviction() -> None:
    """`scored_show` gives what `score_hand` gives, for any order of the hand's cards, hand or
    crib, first asked or asked again after more shows than are kept."""
    from bot.engine.show import SHOWS_KEPT, scored_show

    rng = random.Random(41)
    shows = [(tuple(cards[:4]), cards[4]) for cards in (deal(rng, 5) for _ in range(150))]
    shows.append((tuple(parse_cards("5H 5D 5C JS")), parse_card("5S")))
    shows.append((tuple(parse_cards("2H 4H 6H 8H")), parse_card("KS")))
    for again in (False, True):
        for hand, starter in shows:
            for crib in (False, True):
                expected = score_hand(hand, starter, crib=crib)
                for order in (hand, tuple(reversed(hand))):
                    assert scored_show(order, starter, crib) == expected
        for cards in (deal(rng, 5) for _ in range(SHOWS_KEPT + 10)):
            scored_show(tuple(cards[:4]), cards[4], again)
