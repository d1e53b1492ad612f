"""Club tournaments, the pure part: formats, ranking rules and tie-breaks, the duplicate deals
(one deck order per tournament, game and deal), the round robin's draw, the skill index."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date
from itertools import combinations, permutations

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_show import accept, count
from bot.drills.table_state import Seat, Table
from bot.drills.table_turn import show_cards, status
from bot.drills.tournament import (
    FADOQ_GAMES,
    JEUX50_GAMES,
    Format,
    Result,
    closing_day,
    first_dealer,
    game_deck,
    game_loss,
    game_record,
    games_of,
    layaway_loss,
    layaways_of,
    meetings,
    played_pairs,
    position_rng,
    standings,
    tied,
    winners,
)
from bot.drills.tournament_robin import (
    Counted,
    Robin,
    SeatResult,
    counted_game,
    next_pairing,
    pairings,
    robin_results,
    seat_results,
    still_to_play,
)
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK
from bot.engine.dealing import keyed_deck
from bot.engine.lay_away import analyse_lay_aways
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.storage.repo_members import MemberSeat

# -- Formats ----------------------------------------------------------------------------------


def test_the_formats_games() -> None:
    assert games_of(Format.FADOQ) == FADOQ_GAMES == 6  # seed 002
    assert games_of(Format.JEUX50) == JEUX50_GAMES == 16  # seed 003
    assert games_of(Format.CUSTOM, 4) == 4
    for bad in (None, 0, 25):
        with pytest.raises(ValueError):
            games_of(Format.CUSTOM, bad)


def test_meetings_of_a_round_robin() -> None:
    assert meetings(Format.FADOQ, 6) == 1
    assert meetings(Format.JEUX50, 16) == 2  # two games against each of eight players
    assert meetings(Format.CUSTOM, 3) == 3
    with pytest.raises(ValueError):
        meetings(Format.CUSTOM, 5)


def test_closing_day() -> None:
    assert closing_day(date(2026, 11, 24)) == date(2026, 12, 1)
    assert closing_day(date(2026, 12, 30), 3) == date(2027, 1, 2)
    for bad in (0, 91):
        with pytest.raises(ValueError):
            closing_day(date(2026, 11, 24), bad)


# -- Standings and tie-breaks -----------------------------------------------------------------


def _results(*rows: tuple[int, int, int]) -> list[Result]:
    return [Result(user, i + 1, pour, contre) for i, (user, pour, contre) in enumerate(rows)]


def test_fadoq_ranks_by_points_and_ties_share_a_place() -> None:
    results = _results((1, 121, 100), (2, 121, 80), (3, 110, 121), (4, 90, 121))
    table = standings(Format.FADOQ, [1, 2, 3, 4, 5], results)
    assert [(s.user, s.rank) for s in table] == [(1, 1), (2, 1), (3, 3), (4, 4), (5, 5)]
    assert table[-1].games == 0  # member 5 has not played: listed last
    assert tied(table)
    assert [s.user for s in winners(table)] == [1, 2, 3]


def test_jeux50_breaks_ties_on_points_against() -> None:
    results = _results((1, 121, 100), (2, 121, 80), (3, 110, 121))
    table = standings(Format.JEUX50, [1, 2, 3], results)
    assert [(s.user, s.rank) for s in table] == [(2, 1), (1, 2), (3, 3)]
    assert not tied(table)
    same = standings(Format.JEUX50, [1, 2], _results((1, 121, 90), (2, 121, 90)))
    assert [s.rank for s in same] == [1, 1]


def test_totals_over_several_games() -> None:
    results = _results((1, 121, 60), (1, 70, 121), (2, 121, 119))
    table = standings(Format.FADOQ, [1, 2], results)
    one = next(s for s in table if s.user == 1)
    assert (one.games, one.pour, one.contre, one.rank) == (2, 191, 181, 1)


@pytest.mark.parametrize("fmt", list(Format))
def test_standings_do_not_depend_on_the_order_of_results(fmt: Format) -> None:
    rng = random.Random(3)
    results = [
        Result(rng.randrange(1, 6), k, rng.randrange(40, 122), rng.randrange(40, 122))
        for k in range(1, 25)
    ]
    expected = standings(fmt, [1, 2, 3, 4, 5], results)
    for _ in range(10):
        rng.shuffle(results)
        got = standings(fmt, [1, 2, 3, 4, 5], results)
        assert {(s.user, s.rank, s.pour, s.contre) for s in got} == {
            (s.user, s.rank, s.pour, s.contre) for s in expected
        }
    ranks = [s.rank for s in expected]
    assert ranks == sorted(ranks)


def test_a_member_who_left_is_out_of_the_standings() -> None:
    results = _results((1, 121, 100), (2, 121, 80))
    table = standings(Format.FADOQ, [2], results)
    assert [s.user for s in table] == [2]


def test_the_skill_index_sums_over_members_deals() -> None:
    results = [Result(1, 1, 121, 90, 2.5), Result(1, 2, 100, 121, 1.25), Result(2, 1, 90, 121)]
    table = {s.user: s for s in standings(Format.FADOQ, [1, 2], results)}
    assert table[1].lost == 3.8  # rounded to a tenth
    assert table[2].lost is None
    assert table[1].per_deal is None  # no count of lay-aways: no average


def test_the_skill_index_is_per_deal_so_a_long_game_weighs_nothing() -> None:
    """Two members lose the same half point per deal; one's games ran to twice the deals."""
    results = [
        Result(1, 1, 121, 90, 3.0, layaways=6),
        Result(1, 2, 121, 100, 2.0, layaways=4),
        Result(2, 1, 121, 80, 10.0, layaways=20),
        Result(3, 1, 70, 121, 4.5, layaways=6),
    ]
    table = {s.user: s for s in standings(Format.FADOQ, [1, 2, 3], results)}
    assert (table[1].lost, table[2].lost) == (5.0, 10.0)
    assert table[1].per_deal == table[2].per_deal == 0.5
    assert table[3].per_deal == 0.75


def test_layaways_counts_the_deals_laid_away_in() -> None:
    tossed = parse_cards("5H 5D")
    assert layaways_of([tossed, None, tossed]) == 2
    assert layaways_of([None]) == layaways_of([]) == 0


# -- Duplicate deals --------------------------------------------------------------------------


def test_keyed_decks_are_fixed_and_differ_by_key() -> None:
    first = keyed_deck("tournament:abc:1:1")
    assert first == keyed_deck("tournament:abc:1:1")
    assert sorted(first) == sorted(DECK)
    assert first != keyed_deck("tournament:abc:1:2")
    assert first != keyed_deck("tournament:abd:1:1")


def test_keyed_decks_look_shuffled() -> None:
    """Each card lands in each half of the deck about as often (a loose uniformity check)."""
    top = Counter(c for n in range(2000) for c in keyed_deck(f"k:{n}")[:26])
    assert min(top.values()) > 850 and max(top.values()) < 1150


def test_the_first_dealer_is_fixed_by_the_tournament() -> None:
    dealers = [first_dealer("t1", k) for k in range(1, 101)]
    assert dealers == [first_dealer("t1", k) for k in range(1, 101)]
    assert 30 < sum(dealers) < 70


def _play_bot_game(user: int, deck: str, dealer: int, level: Level) -> Table:
    """A 'member' who lays away like the given level, the rest played by the table."""
    rng = random.Random(user)
    table = new_table(
        rng,
        f"g{user}",
        Rules(target=61),
        [Seat(None, level), Seat(None, Level.EXPERT)],
        first_dealer=dealer,
        deck=deck,
    )
    assert advance(table, rng) is None and table.finished
    return table


def test_every_member_gets_the_same_deals() -> None:
    deck = game_deck("abc", 2)
    dealer = first_dealer("abc", 2)
    games = [_play_bot_game(u, deck, dealer, lv) for u, lv in ((1, Level.EASY), (2, Level.NORMAL))]
    a, b = games
    for deal_a, deal_b in zip(a.deals, b.deals, strict=False):
        assert deal_a.dealer == deal_b.dealer
        assert deal_a.hands == deal_b.hands
        assert deal_a.starter == deal_b.starter
    assert a.deals[0].dealer == dealer


def test_the_deck_survives_the_stored_form() -> None:
    rng = random.Random(1)
    table = new_table(
        rng, "g", Rules(), [Seat(5), Seat(None, Level.EXPERT)], first_dealer=0, deck="d"
    )
    waiting = advance(table, rng)
    assert waiting is not None
    again = Table.from_json(table.to_json())
    assert again.deck == "d" and again.to_json() == table.to_json()
    hand = table.deal.hands[0]
    assert hand == keyed_deck("d:1")[1:12:2]  # dealt one by one, the pone first
    lay_away_cards(again, 0, hand[:2])
    advance(again, rng)
    assert again.deal.starter == keyed_deck("d:1")[12]
    assert status(again) is not None


# -- The skill index --------------------------------------------------------------------------


def test_the_best_lay_away_loses_nothing_and_others_lose_what_the_analysis_says() -> None:
    tables = shipped_crib_tables()
    hand = parse_cards("5H 5S JD QC 2H 9S")
    options = analyse_lay_aways(hand, dealer=True, crib_model="expert", tables=tables)
    assert layaway_loss(hand, options[0].discard, dealer=True, tables=tables) == 0
    for option in options:
        lost = layaway_loss(hand, option.discard, dealer=True, tables=tables)
        assert lost == pytest.approx(options[0].total_ev - option.total_ev)
        assert lost >= 0
    # Throwing both fives away as pone is a known blunder: it costs points.
    blunder = layaway_loss(hand, parse_cards("5H 5S"), dealer=False, tables=tables)
    assert blunder > 3


def test_the_loss_does_not_depend_on_the_order_of_the_cards() -> None:
    tables = shipped_crib_tables()
    hand = parse_cards("AH 2S 3D KC KH 7S")
    tossed = parse_cards("KC 7S")
    losses = {
        round(layaway_loss(list(p), tossed, dealer=False, tables=tables), 9)
        for p in permutations(hand, 6)
        if random.Random(str(p)).random() < 0.02
    }
    assert len(losses) == 1


def test_a_games_loss_skips_deals_never_laid_away() -> None:
    tables = shipped_crib_tables()
    hand = parse_cards("5H 5S JD QC 2H 9S")
    one = layaway_loss(hand, parse_cards("5H 5S"), dealer=False, tables=tables)
    assert game_loss([(hand, parse_cards("5H 5S"), False), (hand, None, True)], tables) == one


# -- Round robin ------------------------------------------------------------------------------


def test_a_round_robin_meets_each_pair_the_format_times() -> None:
    members = [11, 12, 13, 14, 15]
    games = pairings(members, 2)
    pairs = Counter(frozenset((p.first, p.second)) for p in games)
    assert set(pairs) == {frozenset(c) for c in combinations(members, 2)}
    assert set(pairs.values()) == {2}
    # each pair swaps who sits first at the second meeting
    for a, b in combinations(members, 2):
        firsts = [p.first for p in games if {p.first, p.second} == {a, b}]
        assert sorted(firsts) == sorted([a, b])
    # meeting 1 comes before meeting 2
    assert [p.meeting for p in games] == sorted(p.meeting for p in games)


def test_nine_players_of_jeux50_play_sixteen_games_each() -> None:
    members = list(range(1, 10))
    games = pairings(members, meetings(Format.JEUX50, 16))
    per_member = Counter(m for p in games for m in (p.first, p.second))
    assert set(per_member.values()) == {16}


def test_games_still_to_play() -> None:
    games = pairings([1, 2, 3], 1)
    assert len(games) == 3
    left = still_to_play(games, [(2, 1)])
    assert {frozenset((p.first, p.second)) for p in left} == {frozenset((1, 3)), frozenset((2, 3))}
    assert still_to_play(games, [(1, 2), (3, 1), (2, 3)]) == []
    twice = pairings([1, 2], 2)
    assert len(still_to_play(twice, [(1, 2)])) == 1


def test_a_late_joiner_adds_their_games() -> None:
    before = pairings([1, 2, 3], 1)
    after = pairings([1, 2, 3, 4], 1)
    assert {frozenset((p.first, p.second)) for p in before} < {
        frozenset((p.first, p.second)) for p in after
    }
    assert len(after) == 6


def test_a_member_games_results_for_a_round_robin() -> None:
    won = SeatResult(5, True, 121, 97)
    lost = SeatResult(6, False, 97, 121)
    assert robin_results([won, lost], 121) == ((5, 121, 97), (6, 97, 121))
    # a resignation counts as pegged out: the target for the winner, against the loser
    assert robin_results([SeatResult(5, False, 80, 60), SeatResult(6, True, 60, 80)], 121) == (
        (5, 80, 121),
        (6, 121, 80),
    )
    assert robin_results([won, SeatResult(None, False, 97, 121)], 121) is None  # a bot seat
    assert robin_results([SeatResult(5, None, 0, 0), SeatResult(6, None, 0, 0)], 121) is None
    assert robin_results([won, lost, SeatResult(7, False, 50, 121)], 121) is None


def test_the_next_pairing_of_a_pair() -> None:
    schedule = pairings([1, 2, 3], 2)
    first = next_pairing(schedule, [], 2, 1)
    assert first is not None and {schedule[first - 1].first, schedule[first - 1].second} == {1, 2}
    second = next_pairing(schedule, [(1, 2)], 1, 2)
    assert second is not None and second > first and schedule[second - 1].meeting == 2
    assert next_pairing(schedule, [(1, 2), (2, 1)], 1, 2) is None
    assert next_pairing(schedule, [], 1, 4) is None


def test_a_game_played_is_two_results_counted_once() -> None:
    results = [
        Result(1, 1, 121, 90, opponent=2),
        Result(2, 1, 90, 121, opponent=1),
        Result(3, 2, 121, 100, opponent=1),
        Result(1, 2, 100, 121, opponent=3),
        Result(4, 1, 121, 80),  # a duplicate game: no opponent
    ]
    assert played_pairs(results) == [(1, 2), (1, 3)]


def test_a_round_robin_as_it_stands() -> None:
    robin = Robin([1, 2, 3], 2, [(1, 2), (2, 3)])
    assert len(robin.left) == 6 - 2
    assert robin.left == still_to_play(pairings([1, 2, 3], 2), [(1, 2), (2, 3)])
    assert [p.meeting for p in robin.left_of(2)] == [2, 2]
    assert all(3 in (p.first, p.second) for p in robin.left_of(3))
    for a, b in [(1, 2), (2, 1), (1, 3)]:
        assert robin.next_game(a, b) == next_pairing(pairings([1, 2, 3], 2), robin.played, a, b)
    assert robin.next_game(1, 4) is None  # not in the round robin
    assert Robin([1, 2], 1, [(2, 1)]).next_game(1, 2) is None  # played all their meetings


def test_a_counted_round_robin_game_is_a_row_for_each_member() -> None:
    robin = Robin([5, 6, 7], 2, [(5, 6)])
    won, lost = SeatResult(6, True, 130, 97), SeatResult(5, False, 97, 130)
    counted = counted_game([won, lost], 121, robin, None)
    assert counted == Counted(6, 5, ((6, 5, 121, 97), (5, 6, 97, 121)))  # their second game
    assert counted_game([won, lost], 121, Robin([5, 6, 7], 1, [(5, 6)]), None) is None
    assert counted_game([won, SeatResult(8, False, 97, 130)], 121, robin, None) is None
    assert counted_game([won, SeatResult(None, False, 97, 130)], 121, robin, None) is None


def _duplicate_game(noise: int) -> Table:
    """A member who always lays away the first two cards, lays the first legal card and counts
    exactly, against the expert bot, each bot turn drawn from `position_rng` as /play does;
    `noise` changes every other randomness (the cut of the first dealer is fixed)."""
    table = new_table(
        random.Random(noise),
        f"g{noise}",
        Rules(target=61, muggins=True),
        [Seat(1), Seat(None, Level.EXPERT)],
        first_dealer=first_dealer("dup", 1),
        deck=game_deck("dup", 1),
    )
    for _ in range(500):
        waiting = advance(table, position_rng(table))
        if waiting is None:
            return table
        deal = table.deal
        if waiting.step.value == "lay_away":
            lay_away_cards(table, 0, deal.hands[0][:2])
        elif waiting.step.value == "play":
            lay_card(table, 0, waiting.legal[0])
        elif waiting.step.value == "count":
            assert deal.starter is not None and waiting.what is not None
            cards = show_cards(deal, 0, waiting.what)
            count(table, 0, hand_points(cards, deal.starter, crib=waiting.what == "crib"))
        else:
            accept(table, 0)
    raise AssertionError("the game did not end")


def test_members_who_play_alike_meet_the_same_bot() -> None:
    one, two = _duplicate_game(1), _duplicate_game(2)
    assert [d.to_json() for d in one.deals] == [d.to_json() for d in two.deals]
    assert one.scores == two.scores


def test_a_duplicate_games_record() -> None:
    game = _duplicate_game(3)
    record = game_record(game, None)
    assert [record.pour, record.contre] == game.scores and max(game.scores) >= 61
    assert record.layaways == len(game.deals)  # every deal of a finished game was laid away
    laid = [(d.hands[0], d.discards[0], d.dealer == 0) for d in game.deals]
    assert record.lost == round(game_loss(laid, None), 2) > 0  # the first two cards: not best
    game.abandoned = True
    assert game_record(game, None).contre == 61  # an abandoned game: the target against


def test_a_finished_games_seats_read_as_results_the_bots_seat_without_a_member() -> None:
    """(Moved from the tournament handler.) Points not stored read 0."""
    seats = [
        MemberSeat(0, 7, "Ann", 0, True, True, 61, 40),
        MemberSeat(1, None, "Muggins", 1, False, False, None, None),
    ]
    assert seat_results(seats) == [SeatResult(7, True, 61, 40), SeatResult(None, False, 0, 0)]
