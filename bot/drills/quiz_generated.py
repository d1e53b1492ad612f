"""The quiz's generated questions: a hand built around a common counting mistake ("how many
points does this hand score?") and a play whose last card pegs ("what does this card peg?"),
each with its options, one right and the others the totals a mistake gives.

Pure: no I/O, no text (`bot.views.quiz` words them), randomness from a passed `random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.engine.cards import DECK, JACK, RANKS, SUITS, Card
from bot.engine.dealing import deal
from bot.engine.pegging import THIRTY_ONE, pile_count, score_play
from bot.engine.show import (
    FIFTEEN_POINTS,
    HAND_FLUSH_POINTS,
    PAIR_FAMILY,
    PAIR_POINTS,
    RUN_FAMILY,
    Kind,
    Score,
    run_count,
    score_hand,
)

HAND_OPTIONS: Final = 4
PEG_OPTIONS: Final = 4
PEG_PILE_SIZES: Final = (2, 3, 4, 5)
PEG_SCORING_TRIES: Final = 12
PLAY_RULE: Final = "R-000-15"


# -- Generated questions: "how many points does this hand score?" ---------------------------


class Trap(StrEnum):
    """The counting mistake a generated hand is built to tempt."""

    NOBS = "nobs"
    DOUBLE_RUN = "double_run"
    CRIB_FLUSH = "crib_flush"


class Mistake(StrEnum):
    """Why a wrong option is tempting."""

    MISSED_NOBS = "missed_nobs"
    ONE_RUN = "one_run"
    CRIB_FOUR_FLUSH = "crib_four_flush"
    MISSED_FIFTEEN = "missed_fifteen"
    PAIR_ONLY = "pair_only"
    EXTRA_FIFTEEN = "extra_fifteen"
    NEAR = "near"


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of a generated question: a number of points and why it tempts (None: right)."""

    points: int
    mistake: Mistake | None


class _Options:
    """What a generated question shares: its options, one right (no mistake)."""

    __slots__ = ()
    choices: tuple[Choice, ...]

    @property
    def correct(self) -> int:
        """The index of the right option."""
        return next(i for i, c in enumerate(self.choices) if c.mistake is None)


@dataclass(frozen=True, slots=True)
class HandQuiz(_Options):
    """A generated show question: four cards, the starter, hand or crib, the options."""

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    trap: Trap
    score: Score
    choices: tuple[Choice, ...]

    @property
    def topic(self) -> str:
        """The topic its trap teaches."""
        return {Trap.NOBS: "nobs", Trap.CRIB_FLUSH: "flush"}.get(self.trap, "show_combos")

    @property
    def rule(self) -> str:
        """The rule its trap teaches."""
        return {Trap.NOBS: "R-000-22", Trap.CRIB_FLUSH: "R-000-21"}.get(self.trap, "R-000-25")


def hand_mistakes(hand: Sequence[Card], starter: Card, score: Score, *, crib: bool) -> list[Choice]:
    """The wrong totals the common mistakes give: missed nobs, a double run counted as one
    run, a crib counted with a four-card flush, a missed or an extra fifteen."""
    total = score.total
    kinds = score.by_kind()
    wrong: list[Choice] = []
    if kinds[Kind.NOBS]:
        wrong.append(Choice(total - kinds[Kind.NOBS], Mistake.MISSED_NOBS))
    lost = sum(
        (run_count(c) - 1) * c.length for c in score.combos if c.kind in RUN_FAMILY and c.parts
    )
    if lost:
        wrong.append(Choice(total - lost, Mistake.ONE_RUN))
    suits = {c.suit for c in hand}
    if crib and len(suits) == 1 and starter.suit not in suits:
        wrong.append(Choice(total + HAND_FLUSH_POINTS, Mistake.CRIB_FOUR_FLUSH))
    if kinds[Kind.FIFTEEN]:
        wrong.append(Choice(total - FIFTEEN_POINTS, Mistake.MISSED_FIFTEEN))
    wrong.append(Choice(total + FIFTEEN_POINTS, Mistake.EXTRA_FIFTEEN))
    return wrong


def _choices(
    rng: random.Random, answer: int, wrong: Sequence[Choice], size: int
) -> tuple[Choice, ...]:
    """The answer and `size - 1` distinct wrong options (mistakes first, then near misses),
    in increasing order."""
    picked: dict[int, Choice] = {answer: Choice(answer, None)}
    for choice in wrong:
        if len(picked) == size:
            break
        if choice.points >= 0 and choice.points not in picked:
            picked[choice.points] = choice
    step = 1
    while len(picked) < size:
        for points in rng.sample([answer - step, answer + step], 2):
            if len(picked) < size and points >= 0 and points not in picked:
                picked[points] = Choice(points, Mistake.NEAR)
        step += 1
    return tuple(picked[p] for p in sorted(picked))


def _trap_cards(rng: random.Random, trap: Trap) -> tuple[list[Card], Card]:
    """Four cards and a starter built so that `trap` applies."""
    if trap is Trap.NOBS:
        starter = rng.choice([c for c in DECK if c.rank != JACK])
        jack = Card(JACK, starter.suit)
        others = deal(rng, 3, exclude=(starter, jack))
        return [jack, *others], starter
    if trap is Trap.CRIB_FLUSH:
        suit = rng.choice(SUITS)
        ranks = rng.sample(RANKS, 4)
        starter = rng.choice([c for c in DECK if c.suit != suit])
        return [Card(r, suit) for r in ranks], starter
    low = rng.randrange(1, 12)
    ranks = [low, low + 1, low + 2, low + rng.randrange(3)]
    cards: list[Card] = []
    for rank in ranks:
        cards.append(rng.choice([Card(rank, s) for s in SUITS if Card(rank, s) not in cards]))
    cards += deal(rng, 1, exclude=cards)
    rng.shuffle(cards)
    return cards[:4], cards[4]


def hand_quiz(rng: random.Random, trap: Trap | None = None) -> HandQuiz:
    """A generated show question built around a common mistake (random trap by default)."""
    trap = rng.choice(list(Trap)) if trap is None else trap
    hand, starter = _trap_cards(rng, trap)
    crib = trap is Trap.CRIB_FLUSH or rng.randrange(3) == 0
    score = score_hand(hand, starter, crib=crib)
    wrong = hand_mistakes(hand, starter, score, crib=crib)
    choices = _choices(rng, score.total, wrong, HAND_OPTIONS)
    return HandQuiz(tuple(hand), starter, crib, trap, score, choices)


# -- Generated questions: "what does this card peg?" ----------------------------------------


@dataclass(frozen=True, slots=True)
class PegQuiz(_Options):
    """A generated play question: the cards laid since the count was reset; the last one pegs."""

    pile: tuple[Card, ...]
    score: Score
    choices: tuple[Choice, ...]

    @property
    def topic(self) -> str:
        """The topic of the play it drills."""
        kinds = {c.kind for c in self.score.combos}
        if kinds & RUN_FAMILY:
            return "play_runs"
        if kinds & PAIR_FAMILY:
            return "play_pairs"
        if kinds:
            return "fifteen_31"
        return "foreign_card"

    @property
    def rule(self) -> str:
        """The rule of the play it drills."""
        return {"play_runs": "R-000-16", "fifteen_31": "R-000-11", "foreign_card": "R-000-16"}.get(
            self.topic, PLAY_RULE
        )


def _random_pile(rng: random.Random) -> tuple[Card, ...]:
    """Two to five cards whose count stays within 31, drawn at random."""
    size = rng.choice(PEG_PILE_SIZES)
    pile: list[Card] = []
    while len(pile) < size:
        count = pile_count(pile)
        legal = [c for c in DECK if c not in pile and count + c.value <= THIRTY_ONE]
        if not legal:
            break
        pile.append(rng.choice(legal))
    return tuple(pile)


def peg_quiz(rng: random.Random) -> PegQuiz:
    """A generated play question (the last card usually scores something)."""
    pile = _random_pile(rng)
    for _ in range(PEG_SCORING_TRIES):
        if score_play(pile).total > 0:
            break
        pile = _random_pile(rng)
    score = score_play(pile)
    total = score.total
    kinds = score.by_kind()
    wrong: list[Choice] = []
    if kinds[Kind.PAIR_ROYAL] or kinds[Kind.DOUBLE_PAIR_ROYAL]:
        wrong.append(
            Choice(total - sum(kinds[k] for k in PAIR_FAMILY) + PAIR_POINTS, Mistake.PAIR_ONLY)
        )
    if kinds[Kind.FIFTEEN] or kinds[Kind.THIRTY_ONE]:
        wrong.append(Choice(total - FIFTEEN_POINTS, Mistake.MISSED_FIFTEEN))
    wrong.append(Choice(total + FIFTEEN_POINTS, Mistake.EXTRA_FIFTEEN))
    choices = _choices(rng, total, wrong, PEG_OPTIONS)
    return PegQuiz(pile, score, choices)
