"""The expert's play near the end (`bot.drills.table_endgame`): the points pegged so far,
the chances against the net points, and who pegs out first."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.content_odds import shipped_odds
from bot.drills.lookahead import NEVER, exact_nets, win_chances
from bot.drills.table_bot import expert_policy, unseen_cards
from bot.drills.table_endgame import Standing, play_chances, round_points
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.dealing import deal
from bot.engine.odds import OddsTables
from bot.engine.pegging import Go, Play, PlayView, greedy_policy, simulate_play
from bot.engine.variants import FADOQ, STANDARD, Rules


@pytest.mark.parametrize("rules", [STANDARD, FADOQ])
def test_points_so_far_are_the_engine_s(rules: Rules) -> None:
    """From the cards laid only, as the engine pegged them (goes and FADOQ bars included)."""
    rng = random.Random(9)
    start = (110, 114) if rules is FADOQ else (0, 0)
    views: list[PlayView] = []

    def watch(view: PlayView, legal: Sequence[Card]) -> Card:
        views.append(view)
        return rng.choice(list(legal))

    for _ in range(150):
        dealt = deal(rng, 8)
        views.clear()
        record = simulate_play(
            [dealt[:4], dealt[4:]], dealer=1, policies=[watch, watch], rules=rules, scores=start
        )
        for view in views:
            pegged = [0, 0]
            laid = 0
            for event in record.events:
                if isinstance(event, Play):
                    if laid == len(view.history):
                        break
                    laid += 1
                    pegged[event.player] += event.score.total
                elif isinstance(event, Go) and laid <= len(view.history):
                    if laid == len(view.history) and view.count:
                        break
                    pegged[event.player] += event.points
            me, them = view.player, 1 - view.player
            threshold = None if rules.fadoq116 is None else rules.fadoq116.threshold
            found = round_points(view, (start[me], start[them]), threshold)
            assert found == [pegged[me], pegged[them]]


def test_far_from_the_end_the_play_is_the_net_points() -> None:
    view = PlayView(0, 1, tuple(parse_cards("5H 6S 9D 10C")), (), 0, ())
    standing = Standing((40, 50), 121, None, parse_cards("KS")[0], shipped_odds())
    unseen = unseen_cards(view, [standing.starter])
    assert play_chances(view, view.hand, unseen, 4, standing) is None


def test_without_a_target_in_reach_the_chances_follow_nothing_but_the_value() -> None:
    """Needs never reached: each card's chance is its outcomes' mean value; with the net
    points as the value, it is `exact_nets`."""
    hand = tuple(parse_cards("8H 7H 7C 6H"))
    lead = parse_cards("6D")[0]
    view = PlayView(1, 1, hand, (lead,), 6, ((0, lead),))
    unseen = unseen_cards(view, parse_cards("3D 3S 9D"))
    nets = exact_nets(view, hand, unseen, 3)
    chances = win_chances(
        view,
        hand,
        unseen,
        3,
        needs=(NEVER, NEVER),
        bars=(NEVER, NEVER),
        value=lambda me, them, out: float(me - them),
    )
    assert {c: chance for c, (chance, _) in chances.items()} == pytest.approx(
        {c: float(v) for c, v in nets.items()}
    )
    assert {c: net for c, (_, net) in chances.items()} == nets


def test_pegging_out_wins_at_once() -> None:
    """The dealer two points from home: the 5 on the pone's 10 makes 15 and wins whatever
    follows; any other card wins less often (the pone, counting first, may get there)."""
    lead = parse_cards("10C")[0]
    view = PlayView(1, 1, tuple(parse_cards("5H 2C 3S 9D")), (lead,), 10, ((0, lead),))
    standing = Standing((119, 108), 121, None, parse_cards("KS")[0], shipped_odds())
    unseen = unseen_cards(view, [standing.starter, *parse_cards("AS AD")])
    chances = play_chances(view, view.hand, unseen, 3, standing)
    assert chances is not None
    five = parse_cards("5H")[0]
    assert chances[five][0] == 1.0
    assert all(chances[c][0] < 1.0 for c in chances if c != five)
    chosen = expert_policy((standing.starter, *parse_cards("AS AD")), standing)(view, view.hand)
    assert chosen == five


def test_the_standing_changes_the_card_on_some_positions() -> None:
    """Near the end the expert's card is sometimes not the one with the best net points, and
    then its chance of winning is higher."""
    rng = random.Random(12)
    odds = shipped_odds()
    differ = 0
    views: list[tuple[PlayView, Sequence[Card]]] = []

    def watch(view: PlayView, legal: Sequence[Card]) -> Card:
        views.append((view, legal))
        return greedy_policy(view, legal)

    for _ in range(60):
        dealt = deal(rng, 9)
        starter = dealt[8]
        hands = [list(dealt[:4]), list(dealt[4:8])]
        scores = (rng.randrange(100, 121), rng.randrange(100, 121))
        views.clear()
        simulate_play(hands, dealer=1, policies=[watch, greedy_policy])
        for view, legal in views:
            if len({c.rank for c in legal}) < 2:
                continue
            standing = Standing(scores, 121, None, starter, odds)
            held = 4 - sum(1 for p, _ in view.history if p != view.player)
            unseen = unseen_cards(view, [starter])
            chances = play_chances(view, legal, unseen, held, standing)
            if chances is None:
                continue
            nets = exact_nets(view, legal, unseen, held)
            chosen = expert_policy([starter], standing)(view, legal)
            assert chances[chosen][0] == pytest.approx(max(c for c, _ in chances.values()))
            assert chances[chosen][1] == nets[chosen]
            best_net = max(legal, key=lambda c: nets[c])
            if nets[chosen] < nets[best_net]:
                differ += 1
                assert chances[chosen][0] > chances[best_net][0]
    assert differ > 0


def test_under_the_fadoq_rule_the_next_deals_are_the_rule_s() -> None:
    """After the play and the shows, a game under the FADOQ rule goes on under the rule: the
    chances come from the rule's table (`OddsTables.fadoq`), not the standard game's."""
    odds = shipped_odds()
    lead = parse_cards("10C")[0]
    view = PlayView(1, 1, tuple(parse_cards("5H 2C 3S 9D")), (lead,), 10, ((0, lead),))
    starter = parse_cards("KS")[0]
    unseen = unseen_cards(view, [starter, *parse_cards("AS AD")])
    standard_only = OddsTables(odds.tables, odds.meta, odds.parts)
    as_standard = OddsTables({121: odds.fadoq[121].table}, odds.meta, odds.parts)

    def chances(threshold: int | None, tables: OddsTables) -> object:
        standing = Standing((100, 104), 121, threshold, starter, tables)
        return play_chances(view, view.hand, unseen, 3, standing)

    under_rule = chances(116, odds)
    assert under_rule == chances(116, as_standard)
    assert under_rule != chances(116, standard_only)
