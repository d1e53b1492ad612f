"""The discard challenge (« Quel est le bon écart »): deal, grade a lay-away, find habits.

Pure: no Telegram, no text, no I/O; randomness comes from the `random.Random` passed in and
the expert crib tables are passed in too (`bot.content_tables.shipped_crib_tables()`).

    challenge = deal(rng, cards=6)                       # or cards=5: one card to the crib
    verdict = grade(challenge, discard, tables=tables)   # model "expert" by default
    verdict.rank, verdict.options_count, verdict.loss, verdict.top(3), verdict.habits

A challenge is six cards (the 2-player deal, two laid away) or five (the 3- and 4-player
deal, one laid away) and the player's role, dealer or pone. It stores as plain JSON
(`to_dict` / `from_dict`), so a pending question, the daily challenge or a test can hold it.

The grade ranks the lay-away among all of them by expected points (hand over every unseen
starter, plus the crib for the dealer, minus it for the pone: `bot.engine.lay_away`). Values
equal at the precision every output shows them (`SHOWN_DECIMALS`: « \u22120,92 » for two
lay-aways a thousandth apart) share a rank, so a lay-away that reads as good as the best
ranks 1, is graded a best one and loses nothing. The expert crib model needs
the tables and a 2-player deal; five-card deals are always graded under the uniform model.

Habits are costly patterns named from the cards alone (what was laid away and kept, against
the best lay-away): giving a five, a pair or a fifteen to the opponent's crib, breaking a
run, splitting a pair, keeping a four-card flush over points, starving one's own crib of
fives (`bot.drills.ecart_habits`). A lay-away as good as the best shows no habit. A
player's history of challenges, its habits added up and its totals for /stats, is
`bot.drills.ecart_history`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from math import comb
from typing import Any, Final

from bot.drills.ecart_habits import Habit, find_habits
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.dealing import deal as deal_cards
from bot.engine.lay_away import (
    CARDS_DEALT,
    CribValues,
    LayAwayOption,
    PegValues,
    analyse_lay_aways,
)
from bot.engine.show import HAND_SIZE

SIX: Final = CARDS_DEALT[2]
FIVE: Final = CARDS_DEALT[3]
DEAL_SIZES: Final = (SIX, FIVE)
PLAYERS_FOR: Final[Mapping[int, int]] = {SIX: 2, FIVE: 3}
"""The game each deal size stands for (the 4-player analysis is the same as the 3-player)."""
EXPERT: Final = "expert"
UNIFORM: Final = "uniform"
MODELS: Final = (EXPERT, UNIFORM)
DEFAULT_MODEL: Final = EXPERT
TIE: Final = 1e-9
"""Expected values closer than this are equal (the same lay-away in other suits)."""
TOP: Final = 3
SHOWN_DECIMALS: Final = 2
"""The decimals the verdict, its table and the command line show of an expected value
(`Translator.decimal`'s default): lay-aways that read the same are tied."""
_SHOWN_STEP: Final = Decimal(1).scaleb(-SHOWN_DECIMALS)


def shown(points: float) -> Decimal:
    """`points` as they are shown, to `SHOWN_DECIMALS` decimals, rounded as `tr.decimal`
    rounds them (an exact half up, from the shortest decimal text of the float: 0.925 shows
    0.93)."""
    return Decimal(repr(points)).quantize(_SHOWN_STEP, rounding=ROUND_HALF_UP)


class ChallengeError(ValueError):
    """A stored challenge, or a lay-away, that does not fit the rules."""


@dataclass(frozen=True, slots=True)
class Challenge:
    """Six (or five) dealt cards and whether the player deals (the crib is theirs)."""

    cards: tuple[Card, ...]
    dealer: bool

    def __post_init__(self) -> None:
        if len(self.cards) not in DEAL_SIZES or len(set(self.cards)) != len(self.cards):
            raise ChallengeError("a challenge is six or five distinct cards")

    @property
    def size(self) -> int:
        """Cards dealt: 6 or 5."""
        return len(self.cards)

    @property
    def players(self) -> int:
        """The game the deal belongs to: 2 players for six cards, 3 (or 4) for five."""
        return PLAYERS_FOR[self.size]

    @property
    def lay_away(self) -> int:
        """Cards to lay away: two from six, one from five."""
        return self.size - HAND_SIZE

    @property
    def options_count(self) -> int:
        """How many ways there are to lay away: 15 from six cards, 5 from five."""
        return comb(self.size, self.lay_away)

    def picked(self, selected: Sequence[int]) -> tuple[Card, ...] | None:
        """The cards at the `selected` positions when they make a whole lay-away, else None."""
        if len(selected) != self.lay_away or any(not 0 <= i < self.size for i in selected):
            return None
        return tuple(self.cards[i] for i in selected)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: card codes and the role."""
        return {"cards": [str(c) for c in self.cards], "role": "dealer" if self.dealer else "pone"}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Challenge:
        """A challenge read back from `to_dict`; `ChallengeError` when malformed."""
        try:
            cards = tuple(parse_card(code) for code in data["cards"])
            role = data["role"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ChallengeError(f"malformed challenge: {exc}") from exc
        if role not in ("dealer", "pone"):
            raise ChallengeError(f"unknown role: {role!r}")
        return cls(cards, role == "dealer")


CHALLENGE_KEY: Final = "ecart"
"""The key of a lay-away question's deal JSON (/ecart's, the daily challenge's écart part)
that holds its challenge (`Challenge.to_dict`)."""


def challenge_in(deal: Mapping[str, object]) -> Challenge | None:
    """The challenge a lay-away question's deal JSON holds; None when it holds none,
    `ChallengeError` when it is malformed."""
    data = deal.get(CHALLENGE_KEY)
    if not isinstance(data, Mapping):
        return None
    return Challenge.from_dict(data)


def deal(rng: random.Random, cards: int = SIX) -> Challenge:
    """A fresh challenge of `cards` cards (sorted by rank), the player dealer or pone at random."""
    if cards not in DEAL_SIZES:
        raise ValueError(f"a challenge deals {SIX} or {FIVE} cards, not {cards!r}")
    dealt = tuple(sorted(deal_cards(rng, cards)))
    return Challenge(dealt, dealer=rng.random() < 0.5)


def default_model(players: int) -> str:
    """The one crib model every output uses by default (chat, command line, inline mode,
    worksheets): the expert tables for a 2-player deal, the exact uniform crib otherwise."""
    return DEFAULT_MODEL if players == PLAYERS_FOR[SIX] else UNIFORM


def known_model(model: object) -> str:
    """The crib model a stored question names (`model`: its value as stored, or None): the
    default (the expert tables) unless it is one of `MODELS`."""
    return model if isinstance(model, str) and model in MODELS else DEFAULT_MODEL


def model_for(challenge: Challenge, model: str = DEFAULT_MODEL) -> str:
    """The crib model that grades `challenge`: the expert tables only fit 2-player deals."""
    if model not in MODELS:
        raise ValueError(f"crib model must be one of {MODELS}, not {model!r}")
    return model if challenge.players == 2 else UNIFORM


def check_discard(challenge: Challenge, discard: Iterable[Card]) -> tuple[Card, ...]:
    """The lay-away in deal order; `ChallengeError` unless it is the right number of dealt
    cards, each once."""
    chosen = tuple(discard)
    if len(set(chosen)) != len(chosen) or len(chosen) != challenge.lay_away:
        raise ChallengeError(f"lay away {challenge.lay_away} distinct cards")
    if any(c not in challenge.cards for c in chosen):
        raise ChallengeError("a laid-away card was not dealt")
    return tuple(c for c in challenge.cards if c in chosen)


# -- Grading ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """A graded lay-away: every option best first, the player's among them, and its habits."""

    challenge: Challenge
    discard: tuple[Card, ...]
    model: str
    options: tuple[LayAwayOption, ...]

    @property
    def chosen(self) -> LayAwayOption:
        """The player's lay-away."""
        mine = set(self.discard)
        return next(o for o in self.options if set(o.discard) == mine)

    @property
    def best(self) -> LayAwayOption:
        """The best lay-away."""
        return self.options[0]

    @property
    def options_count(self) -> int:
        """15 or 5."""
        return len(self.options)

    def rank_of(self, option: LayAwayOption) -> int:
        """1 + the number of lay-aways better than `option` as shown (`shown`: lay-aways a
        thousandth apart both read « \u22120,92 » and share a rank)."""
        points = shown(option.total_ev)
        return 1 + sum(1 for o in self.options if shown(o.total_ev) > points)

    @property
    def rank(self) -> int:
        """The player's lay-away's rank (`rank_of`): 1 when it reads as good as the best."""
        return self.rank_of(self.chosen)

    @property
    def loss(self) -> float:
        """Expected points lost against the best lay-away: 0 for a best one, and for one
        tied with it as shown (`tied`), which the grade does not call a loss."""
        if self.is_best:
            return 0.0
        return max(0.0, self.best.total_ev - self.chosen.total_ev)

    @property
    def shown_loss(self) -> float:
        """`loss` as the verdict says it: the best's total and the player's, as shown (`shown`),
        read apart (« 1,04 point de plus » beside 12,65 and 11,61, the exact loss 1,045…; at
        least 0,01 short of the best, whose total reads higher). What /stats averages, /ecart's
        and the daily's alike: the exact loss read « 1,05 » there. 0 for a best one."""
        if self.is_best:
            return 0.0
        return max(0.0, float(shown(self.best.total_ev) - shown(self.chosen.total_ev)))

    @property
    def is_best(self) -> bool:
        """True when no lay-away is better as shown (rank 1)."""
        return self.rank == 1

    @property
    def tied(self) -> bool:
        """A best lay-away as shown that the exact values put a hair behind the best (less
        than a hundredth): said « à égalité avec le meilleur », not « le meilleur »."""
        return self.is_best and self.chosen.total_ev < self.best.total_ev - TIE

    def top(self, n: int = TOP) -> tuple[LayAwayOption, ...]:
        """The `n` best lay-aways."""
        return self.options[:n]

    @property
    def habits(self) -> tuple[Habit, ...]:
        """The costly patterns of this lay-away (none when it is a best one)."""
        if self.is_best:
            return ()
        return find_habits(self.challenge, self.chosen.discard, self.best.discard)

    def to_result(self) -> dict[str, Any]:
        """What to store: choice, best, model, rank, expected points, loss and habits."""
        return {
            "choice": [str(c) for c in self.discard],
            "best": [str(c) for c in self.best.discard],
            "model": self.model,
            "rank": self.rank,
            "options": self.options_count,
            "points": self.chosen.total_ev,
            "best_points": self.best.total_ev,
            "loss": self.loss,
            "habits": [h.value for h in self.habits],
        }


def analyse(
    challenge: Challenge,
    *,
    model: str = DEFAULT_MODEL,
    tables: CribValues | None = None,
    pegging: PegValues | None = None,
) -> tuple[LayAwayOption, ...]:
    """Every lay-away of the challenge, best first (hand and crib), under
    `model_for(challenge, model)`; with `pegging` tables, each also carries its net pegging."""
    used = model_for(challenge, model)
    if used == EXPERT and tables is None:
        raise ValueError("the expert crib model needs the crib tables")
    options = analyse_lay_aways(
        challenge.cards,
        dealer=challenge.dealer,
        crib_model=used,
        players=challenge.players,
        tables=tables if used == EXPERT else None,
        pegging=pegging,
    )
    return tuple(options)


def grade(
    challenge: Challenge,
    discard: Iterable[Card],
    *,
    model: str = DEFAULT_MODEL,
    tables: CribValues | None = None,
    pegging: PegValues | None = None,
) -> Verdict:
    """Grade a lay-away (`ChallengeError` if it does not fit the deal). The grade is on the
    exact hand and crib; `pegging` tables only add each option's play to the explanation."""
    chosen = check_discard(challenge, discard)
    options = analyse(challenge, model=model, tables=tables, pegging=pegging)
    return Verdict(challenge, chosen, model_for(challenge, model), options)


# -- Which part decides ----------------------------------------------------------------------


class Part(StrEnum):
    """The three parts of a lay-away's value."""

    HAND = "hand"
    CRIB = "crib"
    PLAY = "play"


def part_values(option: LayAwayOption) -> dict[Part, float]:
    """What each part brings the player: the hand, the crib (added as dealer, taken away as
    pone) and the play's net points (0 when not known)."""
    crib = option.crib_ev if option.dealer else -option.crib_ev
    return {Part.HAND: option.hand_ev, Part.CRIB: crib, Part.PLAY: option.peg_ev or 0.0}


@dataclass(frozen=True, slots=True)
class Decision:
    """The best lay-away with the play counted, the next best, and what separates them."""

    best: LayAwayOption
    runner_up: LayAwayOption
    part: Part
    """The part that gives the best its biggest lead over the runner-up."""
    gaps: Mapping[Part, float]
    """Each part's lead of the best over the runner-up (negative where the runner-up leads)."""
    without_play: LayAwayOption
    """The best on hand and crib alone (the graded best)."""

    @property
    def margin(self) -> float:
        """The best's lead over the runner-up, all three parts counted."""
        return sum(self.gaps.values())

    @property
    def play_changes_best(self) -> bool:
        """True when counting the play puts another lay-away first."""
        return self.best.full_ev > self.without_play.full_ev + TIE


def decide(options: Sequence[LayAwayOption], *, needs_play: bool = True) -> Decision | None:
    """What decides between the lay-aways once the play is counted (`options` from `analyse`,
    best on hand and crib first); None without the play's values (unless not `needs_play`:
    options without them are then decided on the hand and the crib) or when every option is
    worth the same. The runner-up is the best option worth less than the best (the same cards
    in other suits are worth the same)."""
    if needs_play and any(o.peg_ev is None for o in options):
        return None
    ranked = sorted(options, key=lambda o: (-o.full_ev, -o.total_ev))
    if not ranked:
        return None
    best = ranked[0]
    runner_up = next((o for o in ranked if o.full_ev < best.full_ev - TIE), None)
    if runner_up is None:
        return None
    mine, theirs = part_values(best), part_values(runner_up)
    gaps = {part: mine[part] - theirs[part] for part in Part}
    part = max(Part, key=lambda p: gaps[p])
    return Decision(best, runner_up, part, gaps, options[0])


def why_best(verdict: Verdict) -> Decision | None:
    """What puts the best lay-away ahead of the player's on the hand and the crib that grade
    them: the part where the best leads most; None when hers is the best (or tied with it)."""
    if verdict.is_best:
        return None
    best, mine = part_values(verdict.best), part_values(verdict.chosen)
    gaps = {part: best[part] - mine[part] for part in (Part.HAND, Part.CRIB)}
    part = max(gaps, key=gaps.__getitem__)
    return Decision(verdict.best, verdict.chosen, part, gaps, verdict.best)


def equal_groups(options: Sequence[LayAwayOption]) -> list[tuple[LayAwayOption, ...]]:
    """`options` (best first) in runs of lay-aways worth the same, hand and crib alike (the
    same cards in other suits: 5♥ J♠ and 5♦ J♠ beside Q♣)."""
    groups: list[tuple[LayAwayOption, ...]] = []
    for option in options:
        last = groups[-1][0] if groups else None
        if (
            last is not None
            and abs(last.total_ev - option.total_ev) <= TIE
            and abs(last.hand_ev - option.hand_ev) <= TIE
        ):
            groups[-1] = (*groups[-1], option)
        else:
            groups.append((option,))
    return groups
