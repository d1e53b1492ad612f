"""The bot's levels at the table: lay-away, the play, the count."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations
from typing import Any

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.lookahead import exact_nets, lay_points
from bot.drills.table import advance, new_table
from bot.drills.table_bot import (
    MISCOUNT_RATES,
    PEGGING_IN_LAY_AWAY,
    Level,
    bot_call,
    called_score,
    easy_lay_away,
    expected_net,
    expert_lay_away,
    expert_pegging,
    lay_away,
    normal_lay_away,
    opponent_hands,
    pile_points,
    playout,
    unseen_cards,
)
from bot.drills.table_state import Seat
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK, RANKS, SUITS, Card
from bot.engine.dealing import deal
from bot.engine.lay_away import analyse_lay_aways
from bot.engine.pegging import (
    THIRTY_ONE,
    PlayView,
    greedy_policy,
    pile_count,
    score_play,
    simulate_play,
)
from bot.engine.show import score_hand
from bot.engine.variants import Rules


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def test_pile_points_match_the_engine() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        pile = deal(rng, rng.randint(1, 6))
        if sum(c.value for c in pile) > 31:
            continue
        ranks = [c.rank for c in pile]
        assert pile_points(ranks, sum(c.value for c in pile)) == score_play(pile).total


def first_then_greedy(first: Card) -> Any:
    laid = [first]

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return laid.pop() if laid else greedy_policy(view, legal)

    return choose


def test_the_playout_is_the_engine_s_round_with_greedy_players() -> None:
    rng = random.Random(8)
    for _ in range(400):
        dealt = deal(rng, 8)
        mine, theirs = dealt[:4], dealt[4:]
        lead = rng.choice(mine)
        record = simulate_play(
            [mine, theirs], dealer=1, policies=[first_then_greedy(lead), greedy_policy]
        )
        rest = [c.rank for c in mine if c != lead]
        net = pile_points([lead.rank], lead.value) + playout(
            (rest, [c.rank for c in theirs]), [lead.rank], 0
        )
        assert net == record.points[0] - record.points[1]


@pytest.mark.parametrize("held", [1, 2])
def test_expected_net_averages_every_opponent_hand(held: int) -> None:
    """Against every hand of cards (brute force through the engine) when they hold few."""
    mine = cards("5H 6S 9D")
    lead = cards("10C")[0]  # the opponent led; they hold `held` cards more
    view = PlayView(0, 0, tuple(mine), (lead,), lead.value, ((1, lead),))
    unseen = unseen_cards(view, cards("KS 2D"))
    hands = opponent_hands(unseen, held)
    for card in mine:
        total = Fraction(0)
        cases = 0
        for theirs in combinations(unseen, held):
            record = simulate_play(
                [mine, [lead, *theirs]],
                dealer=0,
                policies=[_script_then_greedy([card]), _script_then_greedy([lead])],
            )
            total += record.points[0] - record.points[1]
            cases += 1
        assert expected_net(view, card, hands) == total / cases
        assert exact_nets(view, [card], unseen, held)[card] == total / cases


def test_the_tree_equals_every_hand_played_out() -> None:
    """`exact_nets` (one tree over the opponent's replies) against `expected_net` over every
    rank multiset of the unseen cards, on positions of real rounds with 1 to 4 hidden cards."""
    rng = random.Random(11)
    held_seen: set[int] = set()
    checked = 0
    views: list[tuple[PlayView, Sequence[Card]]] = []

    def watch(view: PlayView, legal: Sequence[Card]) -> Card:
        views.append((view, legal))
        return greedy_policy(view, legal)

    while checked < 40:
        dealt = deal(rng, 9)
        hands, starter = [list(dealt[:4]), list(dealt[4:8])], dealt[8]
        views.clear()
        simulate_play(hands, dealer=1, policies=[watch, watch])
        for view, legal in views:
            held = 4 - sum(1 for player, _ in view.history if player != view.player)
            unseen = unseen_cards(view, [starter])
            every = opponent_hands(unseen, held)
            assert exact_nets(view, legal, unseen, held) == {
                card: expected_net(view, card, every) for card in legal
            }
            held_seen.add(held)
            checked += 1
    assert held_seen == {0, 1, 2, 3, 4}


def _script_then_greedy(first: list[Card]) -> Any:
    queue = list(first)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return queue.pop(0) if queue else greedy_policy(view, legal)

    return choose


def test_lay_away_levels() -> None:
    rng = random.Random(2)
    tables = shipped_crib_tables()
    for _ in range(30):
        hand = deal(rng, 6)
        dealer = rng.random() < 0.5
        expert = expert_lay_away(hand, dealer=dealer, tables=tables)
        best = analyse_lay_aways(hand, dealer=dealer, crib_model="expert", tables=tables)[0]
        assert expert == best.discard
        normal = normal_lay_away(hand, dealer=dealer)
        uniform = analyse_lay_aways(hand, dealer=dealer)
        assert max(o.hand_ev for o in uniform) == next(
            o.hand_ev for o in uniform if set(o.discard) == set(normal)
        )
        easy = easy_lay_away(hand, dealer=dealer)
        assert len(easy) == 2 and set(easy) <= set(hand)


def test_easy_keeps_what_scores_on_its_own() -> None:
    assert set(easy_lay_away(cards("5H 5S 10D JC 2S 8D"), dealer=True)) == set(cards("2S 8D"))


def test_the_count_by_level() -> None:
    rng = random.Random(4)
    short = {level: 0 for level in Level}
    shows = 2000
    for _ in range(shows):
        dealt = deal(rng, 5)
        score = score_hand(dealt[:4], dealt[4])
        for level in Level:
            left_out = bot_call(score, level, rng)
            claimed = called_score(score, left_out).total
            assert claimed <= score.total
            if claimed < score.total:
                assert score.total - claimed in {c.points for c in score.combos}
                short[level] += 1
            if score.total == 0:
                assert claimed == 0
    assert short[Level.EXPERT] == 0
    assert short[Level.EASY] > short[Level.NORMAL] > 0
    assert MISCOUNT_RATES[Level.EASY] > MISCOUNT_RATES[Level.NORMAL] > 0


def test_normal_beats_easy_over_seeded_games() -> None:
    rng = random.Random(12)
    wins = 0
    games = 120
    for _ in range(games):
        table = new_table(rng, "b", Rules(), [Seat(None, Level.NORMAL), Seat(None, Level.EASY)])
        table.miscounts = False
        advance(table, rng)
        wins += table.winner == 0
    assert wins > games * 0.6


@pytest.mark.slow
def test_expert_beats_normal_over_seeded_games() -> None:
    rng = random.Random(13)
    tables = shipped_crib_tables()
    wins = 0
    games = 300
    for _ in range(games):
        table = new_table(rng, "b", Rules(), [Seat(None, Level.EXPERT), Seat(None, Level.NORMAL)])
        table.miscounts = False
        advance(table, rng, tables)
        wins += table.winner == 0
    assert wins > games / 2


def test_unseen_leaves_out_what_the_bot_knows() -> None:
    view = PlayView(0, 1, tuple(cards("5H 6S")), (), 0, ((1, cards("KD")[0]),))
    unseen = unseen_cards(view, cards("AS 2S QC"))
    assert len(unseen) == 52 - 6 and not {*cards("5H 6S KD AS 2S QC")} & set(unseen)
    assert set(unseen) <= set(DECK)


def test_expert_lays_away_with_the_play() -> None:
    """`/play`'s expert (`lay_away`) adds the pegging tables' value to hand and crib, away
    from the end of the game; `expert_lay_away` without them keeps the hand-and-crib best."""
    assert PEGGING_IN_LAY_AWAY and expert_pegging() is shipped_peg_tables()
    rng = random.Random(7)
    tables = shipped_crib_tables()
    pegging = shipped_peg_tables()
    changed = 0
    for _ in range(60):
        hand = deal(rng, 6)
        dealer = rng.random() < 0.5
        options = analyse_lay_aways(
            hand, dealer=dealer, crib_model="expert", tables=tables, pegging=pegging
        )
        chosen = lay_away(Level.EXPERT, hand, dealer=dealer, tables=tables, scores=(0, 0))
        value = next(o.full_ev for o in options if set(o.discard) == set(chosen))
        assert value == max(o.full_ev for o in options)
        plain = expert_lay_away(hand, dealer=dealer, tables=tables)
        assert plain == options[0].discard
        changed += value > options[0].full_ev + 1e-9
    assert 0 < changed < 30  # the play changes some lay-aways, not most


def pile_of(ranks: Sequence[int]) -> list[Card] | None:
    """Cards of these ranks, each rank's suits in turn (the play's points never depend on
    suits); None when a rank comes more than four times."""
    if any(ranks.count(rank) > len(SUITS) for rank in ranks):
        return None
    return [Card(rank, SUITS[ranks[:i].count(rank)]) for i, rank in enumerate(ranks)]


def test_the_look_ahead_scores_every_short_pile_as_the_rules_do() -> None:
    """`lay_points` (the look-ahead's points, from ranks alone) agrees with the engine's
    `score_play` on every pile of up to four ranks that fits under 31, and on long ones."""
    rng = random.Random(42)
    piles = [p for k in range(1, 5) for p in itertools.product(RANKS, repeat=k)]
    piles += [tuple(rng.choice(RANKS) for _ in range(rng.randint(5, 8))) for _ in range(20_000)]
    checked = 0
    for ranks in piles:
        cards = pile_of(ranks)
        if cards is None or pile_count(cards) > THIRTY_ONE:
            continue
        assert lay_points(ranks[:-1], ranks[-1], pile_count(cards)) == score_play(cards).total
        checked += 1
    assert checked > 25_000
