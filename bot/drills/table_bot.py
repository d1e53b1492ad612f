"""The bot at the table (`/play`): how it lays away, which card it lays, how it counts its show.

Three levels, each a pure function of what the bot sees:

- lay-away: **easy** keeps the four cards that score most on their own (a rule of thumb: no
  starter, no crib); **normal** keeps the best hand over every starter (the crib ignored);
  **expert** lays away for the best expected hand plus (dealer) or minus (pone) crib, with the
  expert crib tables (`bot.engine.lay_away.analyse_lay_aways`), plus the kept four's net pegging
  from the pegging tables (`bot.engine.peg_tables`, `PEGGING_IN_LAY_AWAY`), and near the end
  of a game for the best chance of winning it (`bot.engine.endgame`).
- the play: **easy** lays a legal card at random; **normal** the card pegging the most now
  (`bot.engine.pegging.greedy_policy`); **expert** the card with the best expected net points
  to the end of the round (`bot.drills.lookahead.exact_nets`): one card of each legal rank is
  played, then the rest of the round is played out, both sides laying their most-points
  card, against every hand the opponent could hold (each hand of the unseen cards equally
  likely), as one tree over the opponent's replies; near the end of a game, the card most
  likely to win it (`bot.drills.table_endgame`). `playout` and `expected_net` play out one
  hand at a time: the yardstick the tree is checked against.
- the count: the bot calls its show aloud; below expert it sometimes leaves a combination out
  on purpose so that the player learns to call « Muggins! » (`MISCOUNT_RATES`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from typing import Final

from bot.content_odds import shipped_odds
from bot.content_tables import shipped_peg_tables
from bot.drills.lookahead import (
    exact_nets,
    greedy_choice,
    pile_rank_points,
)
from bot.drills.table_endgame import Standing, play_chances
from bot.engine.cards import DECK, RANKS, Card, card_value
from bot.engine.endgame import lay_away_chances, within_reach
from bot.engine.lay_away import (
    CribValues,
    PegValues,
    analyse_lay_aways,
    hand_by_starter,
    unseen_pool,
)
from bot.engine.odds import DEFAULT_TARGET, OddsTables
from bot.engine.pegging import (
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    PlayView,
    Policy,
    greedy_policy,
    random_policy,
)
from bot.engine.show import Score, rank_points


class Level(StrEnum):
    """The bot's strength."""

    EASY = "easy"
    NORMAL = "normal"
    EXPERT = "expert"


EASY_MISCOUNT_RATE: Final = 0.4
"""How often the easy bot leaves a combination out of a show that scores (often)."""
NORMAL_MISCOUNT_RATE: Final = 0.15
"""How often the normal bot does (sometimes)."""
EXPERT_MISCOUNT_RATE: Final = 0.0
"""The expert bot never miscounts."""
PEGGING_IN_LAY_AWAY: Final = True
"""Whether the expert adds the pegging tables' value to hand and crib when it lays away (see
`expert_pegging`). On with it, `python -m bot.bench play --skip-levels --pairs 1000` gave
52.60 % against `expert-2026-11` (51.95 % without; docs/odds.md)."""
CHANCE_DIGITS: Final = 9
"""Chances of winning equal to this many decimals are a tie (sums of floats in another order)."""
MISCOUNT_RATES: Final[dict[Level, float]] = {
    Level.EASY: EASY_MISCOUNT_RATE,
    Level.NORMAL: NORMAL_MISCOUNT_RATE,
    Level.EXPERT: EXPERT_MISCOUNT_RATE,
}


# -- Lay-away -------------------------------------------------------------------------------


def _own_points(keep: Sequence[Card]) -> int:
    """What four cards score by themselves: fifteens, pairs and runs, without a starter."""
    return rank_points(tuple(sorted(c.rank for c in keep)))


def easy_lay_away(cards: Sequence[Card], *, dealer: bool) -> tuple[Card, ...]:
    """Keep the four cards that score most on their own; on a tie, lay away the highest cards."""
    size = len(cards) - 4
    options = [tuple(t) for t in combinations(cards, size)]

    def key(tossed: tuple[Card, ...]) -> tuple[int, int]:
        keep = [c for c in cards if c not in tossed]
        return (_own_points(keep), sum(c.value for c in tossed))

    return max(options, key=key)


def normal_lay_away(cards: Sequence[Card], *, dealer: bool) -> tuple[Card, ...]:
    """Keep the four cards with the best hand over every starter (the crib is not weighed)."""
    pool = unseen_pool(cards)
    size = len(cards) - 4

    def hand_total(tossed: tuple[Card, ...]) -> int:
        keep = tuple(c for c in cards if c not in tossed)
        return sum(points for _, points in hand_by_starter(keep, pool))

    return max((tuple(t) for t in combinations(cards, size)), key=hand_total)


def expert_pegging() -> PegValues | None:
    """The pegging tables the expert lays away with: the shipped ones when
    `PEGGING_IN_LAY_AWAY`, else none."""
    return shipped_peg_tables() if PEGGING_IN_LAY_AWAY else None


def expert_lay_away(
    cards: Sequence[Card],
    *,
    dealer: bool,
    tables: CribValues | None,
    scores: tuple[int, int] | None = None,
    target: int = DEFAULT_TARGET,
    odds: OddsTables | None = None,
    pegging: PegValues | None = None,
    fadoq: int | None = None,
) -> tuple[Card, ...]:
    """The best expected hand plus or minus crib (expert tables for 6 cards, else exact), plus
    the kept four's net pegging when given `pegging` tables (2 players); with `scores` (the
    bot's, the opponent's) within reach of `target`, the lay-away most likely to win the game
    (`bot.engine.endgame`, from the win table `odds`, the shipped one by default; under the
    FADOQ rule from `fadoq`, when given, the rule's play and table if `odds` has them, else
    the standard game's).
    """
    players = 2 if len(cards) == 6 else 3
    if tables is not None and players == 2:
        options = analyse_lay_aways(
            cards, dealer=dealer, crib_model="expert", tables=tables, pegging=pegging
        )
    else:
        options = analyse_lay_aways(cards, dealer=dealer, players=players)
    if players != 2 or scores is None or not within_reach(*scores, target):
        if pegging is not None and players == 2:
            return max(options, key=lambda o: (o.full_ev, o.total_ev)).discard
        return options[0].discard
    odds = odds if odds is not None else shipped_odds()
    parts = odds.parts
    if parts is None or target not in odds.tables:
        return options[0].discard
    if fadoq is not None and (
        not odds.has(target, fadoq) or parts.fadoq_play(target, fadoq) is None
    ):
        fadoq = None
    chances = lay_away_chances(options, parts, odds.table(target, fadoq), *scores, fadoq)
    best = max(range(len(options)), key=lambda i: (chances[i], -i))
    return options[best].discard


def lay_away(
    level: Level,
    cards: Sequence[Card],
    *,
    dealer: bool,
    tables: CribValues | None = None,
    scores: tuple[int, int] | None = None,
    target: int = DEFAULT_TARGET,
    fadoq: int | None = None,
) -> tuple[Card, ...]:
    """The cards the bot lays away at `level` (the expert plays to win near the end of a
    two-player game when given the `scores`, its own first, under the FADOQ rule from
    `fadoq` when given)."""
    if level is Level.EASY:
        return easy_lay_away(cards, dealer=dealer)
    if level is Level.NORMAL:
        return normal_lay_away(cards, dealer=dealer)
    return expert_lay_away(
        cards,
        dealer=dealer,
        tables=tables,
        scores=scores,
        target=target,
        pegging=expert_pegging(),
        fadoq=fadoq,
    )


# -- The play: a fast rank-only playout of the rest of a two-player round -------------------


def pile_points(pile: Sequence[int], count: int) -> int:
    """Points for the last rank of `pile` (ranks since the reset) at running `count`."""
    return pile_rank_points(tuple(pile), count)


def _greedy_rank(hand: Sequence[int], pile: list[int], count: int) -> int | None:
    """The rank a greedy player lays (as `greedy_policy`), or None when none fits."""
    return greedy_choice(tuple(sorted(hand)), tuple(pile), count)


def _next_leader(hands: tuple[list[int], list[int]], last: int) -> int:
    """After a reset the other player leads, unless they have no cards left."""
    return 1 - last if hands[1 - last] else last


def playout(hands: tuple[list[int], list[int]], pile: list[int], last: int) -> int:
    """Net points (player 0 minus player 1) to the end of the round, both playing greedily.

    `last` has just laid the last rank of `pile` (not scored here). The rules are those of
    `bot.engine.pegging.simulate_play` for two players: a player who cannot lay a card says
    go; when neither can, the last to lay a card pegs 1 (none after 31), the count resets and
    the other player leads; the last card of the round pegs 1 (none when it makes 31).
    """
    net = 0
    sign = (1, -1)
    count = sum(card_value(r) for r in pile)
    turn = 1 - last
    if count == THIRTY_ONE:
        pile, count, turn = [], 0, _next_leader(hands, last)
    while hands[0] or hands[1]:
        rank = _greedy_rank(hands[turn], pile, count)
        if rank is not None:
            hands[turn].remove(rank)
            pile.append(rank)
            count += card_value(rank)
            net += sign[turn] * pile_points(pile, count)
            last = turn
            if count == THIRTY_ONE and (hands[0] or hands[1]):
                pile, count, turn = [], 0, _next_leader(hands, last)
                continue
        elif turn == last:
            net += sign[last] * GO_POINTS
            pile, count, turn = [], 0, _next_leader(hands, last)
            continue
        turn = 1 - turn
    if pile and count < THIRTY_ONE:
        net += sign[last] * LAST_CARD_POINTS
    return net


OpponentHands = list[tuple[tuple[int, ...], int]]
"""Opponent hands as rank multisets, each with its weight (how many hands of cards give it)."""


def opponent_hands(unseen: Sequence[Card], k: int) -> OpponentHands:
    """Every hand of `k` unseen cards, by ranks, weighted by its number of hands of cards."""
    counts = Counter(c.rank for c in unseen)
    found = []
    for ranks in combinations_with_replacement(RANKS, k):
        ways = prod(comb(counts[r], n) for r, n in Counter(ranks).items())
        if ways:
            found.append((ranks, ways))
    return found


def expected_net(view: PlayView, card: Card, hands: OpponentHands) -> Fraction:
    """Expected net points (the player's minus the opponent's) to the end of the round with `card`.

    Two players: `card` is laid on `view.pile`, then the round is played out greedily against
    each of the opponent's possible `hands`, weighted.
    """
    pile = [*(c.rank for c in view.pile), card.rank]
    now = pile_points(pile, view.count + card.value)
    mine = [c.rank for c in view.hand if c != card]
    total = sum(ways * playout((list(mine), list(ranks)), list(pile), 0) for ranks, ways in hands)
    weight = sum(ways for _, ways in hands)
    return now + Fraction(total, weight or 1)


def unseen_cards(view: PlayView, known: Iterable[Card]) -> list[Card]:
    """The cards the opponent may hold: not in the hand, not laid, not `known` (starter, crib)."""
    seen = {*view.hand, *(c for _, c in view.history), *known}
    return [c for c in DECK if c not in seen]


def expert_policy(known: Iterable[Card], standing: Standing | None = None) -> Policy:
    """Lay the card with the best expected net points to the end of the round (two players);
    given the `standing` and near the end of the game, the card most likely to win it
    (`bot.drills.table_endgame.play_chances`).

    `known` are the cards the bot knows the opponent does not hold besides its hand and the
    laid cards: the starter and its own lay-away. Cards of one rank peg alike, so one card per
    rank is weighed (greedy's pick among them), each against every hand the opponent could
    hold (`exact_nets`); on a tie, greedy's card, then the higher card. Near the end, equal
    chances (to `CHANCE_DIGITS` decimals) go to the better net points.
    """
    known_cards = tuple(known)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        if len(legal) == 1:
            return legal[0]
        fallback = greedy_policy(view, legal)
        by_rank: dict[int, Card] = {}
        for card in legal:
            if card.rank not in by_rank or card == fallback:
                by_rank[card.rank] = card
        options = list(by_rank.values())
        if len(options) == 1:
            return options[0]
        held = 4 - sum(1 for player, _ in view.history if player != view.player)
        unseen = unseen_cards(view, known_cards)
        chances = None
        if standing is not None:
            chances = play_chances(view, options, unseen, held, standing)
        if chances is None:
            nets = exact_nets(view, options, unseen, held)
            values = {card: (0.0, net) for card, net in nets.items()}
        else:
            values = {
                card: (round(chance, CHANCE_DIGITS), net) for card, (chance, net) in chances.items()
            }

        def key(card: Card) -> tuple[float, Fraction, bool, int, int]:
            chance, net = values[card]
            return (chance, net, card == fallback, card.value, card.rank)

        return max(options, key=key)

    return choose


def play_policy(
    level: Level,
    rng: random.Random,
    known: Iterable[Card] = (),
    *,
    players: int = 2,
    standing: Standing | None = None,
) -> Policy:
    """The bot's way of choosing a card at `level` (expert plays as normal beyond two players;
    given its `standing`, it plays to win near the end of the game)."""
    if level is Level.EASY:
        return random_policy(rng)
    if level is Level.EXPERT and players == 2:
        return expert_policy(known, standing)
    return greedy_policy


# -- The count ------------------------------------------------------------------------------


def bot_call(score: Score, level: Level, rng: random.Random) -> int | None:
    """Which combination the bot leaves out of its call on purpose (its index in
    `score.combos`), at `MISCOUNT_RATES[level]`; None when it calls the whole count (always
    on a show worth nothing)."""
    if not score.combos or rng.random() >= MISCOUNT_RATES[level]:
        return None
    return rng.randrange(len(score.combos))


def called_score(score: Score, left_out: int | None) -> Score:
    """The combinations called when `left_out` (an index, or None) is left out."""
    if left_out is None:
        return score
    return Score(tuple(c for i, c in enumerate(score.combos) if i != left_out))
