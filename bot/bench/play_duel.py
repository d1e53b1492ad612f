"""The expert against its frozen self, and the play against an exact look-ahead: the figures
`python -m bot.bench play` prints for issue 42 (`bot.drills.duel`).

- duplicate pairs: today's expert against `expert-2026-11` (`bot.drills.table_bot_2026_11`),
  each pair two games of 121 on the same deck key with the seats swapped, under the bench's
  rules (the standard game, or the FADOQ rule: today's expert then plays by it as `/play`
  does, the frozen expert knows no rule); the win rate with a 95 % interval from the pairs'
  spread (normal approximation), the margin a game;
- move times: p50 and p99 of today's expert's lay-aways and cards (real choices only) in
  those games;
- the play's loss: on positions from expert-against-expert deals where the expert has a real
  choice, the points a decision lost against the card that is best when every hand the
  opponent could hold (every rank multiset of the unseen cards, weighted by its number of
  hands, up to four cards) is played out, both sides then laying their most-points card.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterable, Sequence
from fractions import Fraction
from math import ceil, sqrt

from bot.content_odds import shipped_odds
from bot.drills import table_bot_2026_11 as frozen
from bot.drills.duel import Bot, PairResult, Timings, play_pair
from bot.drills.table_bot import (
    Level,
    expected_net,
    expert_lay_away,
    expert_policy,
    lay_away,
    opponent_hands,
    unseen_cards,
)
from bot.drills.table_endgame import Standing
from bot.engine.cards import DECK, Card
from bot.engine.lay_away import CribValues
from bot.engine.pegging import PlayView, Policy, simulate_play
from bot.engine.variants import STANDARD, Rules

Z_95 = 1.96


def expert_bot(tables: CribValues | None, rules: Rules = STANDARD) -> Bot:
    """Today's expert, as `/play` plays it in a game under `rules` (its target, and under the
    FADOQ rule its threshold, for the lay-away and the card near the end)."""
    odds = shipped_odds()
    target = rules.target
    fadoq = None if rules.fadoq116 is None else rules.fadoq116.threshold

    def lay(cards: Sequence[Card], dealer: bool, scores: tuple[int, int]) -> tuple[Card, ...]:
        return lay_away(
            Level.EXPERT,
            cards,
            dealer=dealer,
            tables=tables,
            scores=scores,
            target=target,
            fadoq=fadoq,
        )

    def policy(rng: random.Random, known: Iterable[Card], scores: tuple[int, int]) -> Policy:
        cards = tuple(known)
        return expert_policy(cards, Standing(scores, target, fadoq, cards[0], odds))

    return Bot("expert", lay, policy)


def frozen_bot(tables: CribValues | None) -> Bot:
    """The expert of November 2026, frozen."""

    def lay(cards: Sequence[Card], dealer: bool, scores: tuple[int, int]) -> tuple[Card, ...]:
        return frozen.expert_lay_away(cards, dealer=dealer, tables=tables)

    def policy(rng: random.Random, known: Iterable[Card], scores: tuple[int, int]) -> Policy:
        return frozen.expert_policy(rng, known)

    return Bot(frozen.NAME, lay, policy)


def interval(pairs: Sequence[PairResult]) -> tuple[float, float, float]:
    """The first bot's win rate and its 95 % interval, from the pairs' scores (wins / 2)."""
    scores = [p.wins / 2 for p in pairs]
    mean = statistics.fmean(scores)
    if len(scores) < 2:
        return mean, 0.0, 1.0
    half = Z_95 * statistics.stdev(scores) / sqrt(len(scores))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which `share` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, ceil(share * len(ordered)) - 1))]


def duel(
    new: Bot, old: Bot, pairs: int, seed: int, rules: Rules = STANDARD
) -> tuple[list[PairResult], Timings]:
    """`pairs` duplicate pairs of `new` against `old`, in games under `rules`."""
    rng = random.Random(f"duel:{seed}")
    timings = Timings()
    results = [
        play_pair(new, old, f"duel:{seed}:{i}", rng, rules=rules, timings=timings)
        for i in range(pairs)
    ]
    return results, timings


# -- The play against the exact look-ahead ---------------------------------------------------


Position = tuple[PlayView, tuple[Card, ...], tuple[Card, ...]]
"""What the player saw, its legal cards, and the cards it knows the opponent does not hold."""


def positions(count: int, seed: int, tables: CribValues | None) -> list[Position]:
    """`count` positions of the play, from expert-against-expert deals, with a real choice
    (legal cards of two ranks or more)."""
    rng = random.Random(f"positions:{seed}")
    found: list[Position] = []
    while len(found) < count:
        pack = list(DECK)
        rng.shuffle(pack)
        hands = (pack[0:12:2], pack[1:12:2])
        starter = pack[12]
        tossed = [expert_lay_away(hands[s], dealer=s == 1, tables=tables) for s in (0, 1)]
        kept = [[c for c in hands[s] if c not in tossed[s]] for s in (0, 1)]

        policies = [_recording((starter, *tossed[s]), found, count) for s in (0, 1)]
        simulate_play(kept, dealer=1, policies=policies)
    return found


def _recording(known: tuple[Card, ...], found: list[Position], count: int) -> Policy:
    """The expert's policy, recording each real choice in `found` (up to `count`)."""
    inner = expert_policy(known)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        if len({c.rank for c in legal}) > 1 and len(found) < count:
            found.append((view, tuple(legal), known))
        return inner(view, legal)

    return choose


def exact_values(position: Position) -> dict[Card, Fraction]:
    """Each legal card's expected net points against every hand the opponent could hold."""
    view, legal, known = position
    held = 4 - sum(1 for player, _ in view.history if player != view.player)
    unseen = unseen_cards(view, known)
    hands = opponent_hands(unseen, held)
    return {card: expected_net(view, card, hands) for card in legal}


def play_loss(found: Sequence[Position]) -> tuple[float, float]:
    """The expert's mean loss a decision against the exact look-ahead, and how often it
    chose a best card."""
    losses: list[float] = []
    for position in found:
        view, legal, known = position
        values = exact_values(position)
        chosen = expert_policy(known)(view, legal)
        losses.append(float(max(values.values()) - values[chosen]))
    agree = sum(1 for loss in losses if loss == 0) / len(losses)
    return statistics.fmean(losses), agree
