"""Whole games between two bots, dealt from a fixed deck, for measuring one bot against
another in duplicate pairs (`python -m bot.bench play`).

A game under `rules` (the standard game of 121 by default; under the FADOQ rule a side at its
threshold or above pegs no go or last card): deal n's pack is `keyed_deck(f"{key}:{n}")`, the
pone gets the first card and every other card, the dealer the others, the starter is the next
card (his heels pegs 2 for the dealer). The pone leads the play (`simulate_play`, which stops
the game at the target); the shows are counted in order (pone's hand, dealer's hand, crib),
each stopping the game at the target. A duplicate pair is two games on the same deck key and
the same first dealer with the bots in swapped seats, so luck of the cards cancels out.

Each bot is a `Bot`: its lay-away and its way of choosing a card, given the scores (a bot may
play differently near the end). The game gives a bot only the scores: a bot that plays by the
rules is made for the game's (`bot.bench.play_duel.expert_bot`). The time each decision took
is recorded per bot.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from bot.engine.cards import JACK, Card
from bot.engine.dealing import keyed_deck
from bot.engine.pegging import PlayView, Policy, simulate_play
from bot.engine.show import HEELS_POINTS, score_hand
from bot.engine.variants import STANDARD, Rules

LayAway = Callable[[Sequence[Card], bool, tuple[int, int]], tuple[Card, ...]]
"""(six cards, whether the bot deals, (its score, the opponent's)) -> the two cards laid away."""
PolicyMaker = Callable[[random.Random, Iterable[Card], tuple[int, int]], Policy]
"""(rng, cards known not to be the opponent's, (its score, the opponent's)) -> a policy."""

DEAL_SIZE = 6


@dataclass(frozen=True, slots=True)
class Bot:
    """A player of whole games: a name, a lay-away and a card policy."""

    name: str
    lay_away: LayAway
    policy: PolicyMaker


@dataclass(slots=True)
class Timings:
    """Seconds per decision, by bot name: lay-aways and cards (only real choices), on the
    clock and in processor time (`*_cpu`: the thread's own, what an idle machine would take)."""

    lay_away: dict[str, list[float]] = field(default_factory=dict)
    card: dict[str, list[float]] = field(default_factory=dict)
    lay_away_cpu: dict[str, list[float]] = field(default_factory=dict)
    card_cpu: dict[str, list[float]] = field(default_factory=dict)


def _timed_policy(policy: Policy, times: list[float], cpu: list[float]) -> Policy:
    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        started, started_cpu = time.perf_counter(), time.thread_time()
        card = policy(view, legal)
        if len({c.rank for c in legal}) > 1:
            times.append(time.perf_counter() - started)
            cpu.append(time.thread_time() - started_cpu)
        return card

    return choose


def play_game(
    bots: tuple[Bot, Bot],
    key: str,
    first_dealer: int,
    rng: random.Random,
    *,
    rules: Rules = STANDARD,
    timings: Timings | None = None,
) -> tuple[int, tuple[int, int]]:
    """One game under `rules`, bots[i] in seat i: the winning seat and the final scores."""
    target = rules.target
    scores = [0, 0]
    dealer = first_dealer
    for number in range(1, 1000):
        pone = 1 - dealer
        pack = keyed_deck(f"{key}:{number}")
        hands = {pone: pack[0 : 2 * DEAL_SIZE : 2], dealer: pack[1 : 2 * DEAL_SIZE : 2]}
        starter = pack[2 * DEAL_SIZE]
        tossed: dict[int, tuple[Card, ...]] = {}
        for seat in (0, 1):
            mine = (scores[seat], scores[1 - seat])
            started, started_cpu = time.perf_counter(), time.thread_time()
            tossed[seat] = bots[seat].lay_away(hands[seat], seat == dealer, mine)
            if timings is not None:
                name = bots[seat].name
                timings.lay_away.setdefault(name, []).append(time.perf_counter() - started)
                spent = time.thread_time() - started_cpu
                timings.lay_away_cpu.setdefault(name, []).append(spent)
        kept = {s: [c for c in hands[s] if c not in tossed[s]] for s in (0, 1)}
        if starter.rank == JACK:
            scores[dealer] = min(target, scores[dealer] + HEELS_POINTS)
            if scores[dealer] >= target:
                return dealer, (scores[0], scores[1])
        # The engine's play numbers the pone 0 and the dealer 1.
        order = (pone, dealer)
        policies: list[Policy] = []
        for seat in order:
            policy = bots[seat].policy(
                rng, (starter, *tossed[seat]), (scores[seat], scores[1 - seat])
            )
            if timings is not None:
                name = bots[seat].name
                policy = _timed_policy(
                    policy,
                    timings.card.setdefault(name, []),
                    timings.card_cpu.setdefault(name, []),
                )
            policies.append(policy)
        record = simulate_play(
            [kept[pone], kept[dealer]],
            dealer=1,
            policies=policies,
            rules=rules,
            scores=[scores[pone], scores[dealer]],
        )
        scores[pone] = min(target, scores[pone] + record.points[0])
        scores[dealer] = min(target, scores[dealer] + record.points[1])
        if record.winner is not None:
            return order[record.winner], (scores[0], scores[1])
        crib = [*tossed[pone], *tossed[dealer]]
        for seat in (pone, dealer):
            scores[seat] = min(target, scores[seat] + score_hand(kept[seat], starter).total)
            if scores[seat] >= target:
                return seat, (scores[0], scores[1])
        scores[dealer] = min(target, scores[dealer] + score_hand(crib, starter, crib=True).total)
        if scores[dealer] >= target:
            return dealer, (scores[0], scores[1])
        dealer = pone
    raise RuntimeError("a game between bots did not end")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class PairResult:
    """A duplicate pair: the first bot's wins (0, 1 or 2) and its margin over both games."""

    wins: int
    margin: int


def play_pair(
    first: Bot,
    second: Bot,
    key: str,
    rng: random.Random,
    *,
    rules: Rules = STANDARD,
    timings: Timings | None = None,
) -> PairResult:
    """Two games under `rules` on the same deck key and first dealer (seat 0), the bots in
    swapped seats."""
    wins = margin = 0
    for bots, seat in (((first, second), 0), ((second, first), 1)):
        winner, scores = play_game(bots, key, 0, rng, rules=rules, timings=timings)
        wins += winner == seat
        margin += scores[seat] - scores[1 - seat]
    return PairResult(wins, margin)
