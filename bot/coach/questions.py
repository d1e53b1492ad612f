"""What the coach reads in a stored question: its drill, its themes, its points, its difficulty.

A stored question is a `kind` and a JSON `deal` (see `bot.storage.Question`); the drills read
them back (`Deal.from_dict`, `PegCountQuestion.from_dict`, `Challenge.from_dict` …) and the
engine gives the breakdown the themes come from (`bot.engine.themes`).

    seen = observe("hand", deal_json)     # Seen(drill=Drill.HAND, themes=(...), points=12)
    question_difficulty(seen)             # on the rating scale (1500 is a player's start)

Pure: no text, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.drills.deals import Deal, DealError, DrillKind
from bot.drills.ecart import Challenge, ChallengeError
from bot.drills.peg import PegCountQuestion, PegError, PegKind
from bot.drills.peg_best import PlayPosition
from bot.drills.peg_round import PegRoundQuestion
from bot.engine.pegging import Go, Play, score_play
from bot.engine.show import Combo, Score
from bot.engine.themes import (
    LAY_AWAY_THEMES,
    PLAY_THEMES,
    SHOW_THEMES,
    Theme,
    lay_away_themes,
    play_themes,
    show_themes_and_points,
)

ECART_KIND: Final = "ecart"
"""The questions table's kind of a discard challenge (and its key in the deal JSON)."""
QUIZ_KIND: Final = "quiz"


class Drill(StrEnum):
    """What a rating is kept for: the five kinds of exercise."""

    HAND = "hand"
    CRIB = "crib"
    PEG = "peg"
    ECART = "ecart"
    QUIZ = "quiz"


QUESTION_DRILLS: Final[Mapping[str, Drill]] = {
    DrillKind.HAND.value: Drill.HAND,
    DrillKind.CRIB.value: Drill.CRIB,
    PegKind.COUNT.value: Drill.PEG,
    PegKind.ROUND.value: Drill.PEG,
    PegKind.PLAY.value: Drill.PEG,
    ECART_KIND: Drill.ECART,
    QUIZ_KIND: Drill.QUIZ,
}
"""The drill of each question kind the coach follows (the daily challenge is not one)."""
DRILL_THEMES: Final[Mapping[Drill, tuple[Theme, ...]]] = {
    Drill.HAND: SHOW_THEMES,
    Drill.CRIB: SHOW_THEMES,
    Drill.PEG: PLAY_THEMES,
    Drill.ECART: LAY_AWAY_THEMES,
    Drill.QUIZ: (),
}


class Unreadable(ValueError):
    """A stored question the coach cannot read (its drill refused the JSON)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """A question as the coach sees it: the drill, its themes, and the points at stake."""

    drill: Drill
    themes: tuple[Theme, ...]
    points: int


def drill_of(kind: str) -> Drill | None:
    """The drill a question kind belongs to, None for kinds the coach does not follow."""
    return QUESTION_DRILLS.get(kind)


def show_seen(deal: Deal) -> Seen:
    """A hand or crib: the themes of its show and its points.

    Read from `show_themes_and_points`, which keeps the last shows it read: the coach reads
    a deal when it draws it among the candidates of a coached deal, then again when it is
    answered. A `Seen` is not kept itself: the five candidates not served then die young,
    where kept they outlived the garbage collector's young generation."""
    themes, points = show_themes_and_points(deal.hand, deal.starter, crib=deal.is_crib)
    return Seen(Drill.CRIB if deal.is_crib else Drill.HAND, themes, points)


def count_seen(question: PegCountQuestion) -> Seen:
    """One card of the play: the themes of what it pegs."""
    score = question.score()
    return Seen(Drill.PEG, play_themes(score), score.total)


def round_seen(question: PegRoundQuestion) -> Seen:
    """A whole round: the themes of every card laid and every go, and all the points pegged."""
    record = question.record()
    combos: list[Combo] = []
    for event in record.events:
        if isinstance(event, Play):
            combos.extend(event.score.combos)
        elif isinstance(event, Go) and not event.barred:
            combos.append(event.combo)
    return Seen(Drill.PEG, play_themes(Score(tuple(combos))), sum(record.points))


def position_seen(position: PlayPosition) -> Seen:
    """The best card to lay: the themes of what each legal card would peg now."""
    scores = [score_play([*position.pile, card]) for card in position.legal()]
    themes = play_themes(Score(tuple(c for s in scores for c in s.combos)))
    return Seen(Drill.PEG, themes, max((s.total for s in scores), default=0))


def challenge_seen(challenge: Challenge) -> Seen:
    """A deal to lay away: the themes of the dealt cards and the role."""
    return Seen(Drill.ECART, lay_away_themes(challenge.cards, dealer=challenge.dealer), 0)


StoredQuestion = Deal | PegCountQuestion | PegRoundQuestion | PlayPosition | Challenge
"""A question of a drill the coach follows, as its drill reads it back."""


def read_question(kind: str, deal: Mapping[str, object]) -> StoredQuestion | None:
    """A stored question read back by its drill; None for kinds the coach does not follow
    and for those that keep no deal (the quiz's). `Unreadable` when the drill refuses the
    JSON."""
    drill = drill_of(kind)
    try:
        if drill in (Drill.HAND, Drill.CRIB):
            return Deal.from_dict(deal)
        if kind == PegKind.COUNT.value:
            return PegCountQuestion.from_dict(deal)
        if kind == PegKind.ROUND.value:
            return PegRoundQuestion.from_dict(deal)
        if kind == PegKind.PLAY.value:
            return PlayPosition.from_dict(deal)
        if drill is Drill.ECART:
            stored = deal.get(ECART_KIND, deal)
            if not isinstance(stored, Mapping):
                raise TypeError(f"a lay-away is a mapping, not {type(stored).__name__}")
            return Challenge.from_dict(stored)
    except (DealError, PegError, ChallengeError, KeyError, TypeError, ValueError) as error:
        raise Unreadable(f"{kind}: {error}") from error
    return None


def observe(kind: str, deal: Mapping[str, object]) -> Seen | None:
    """The coach's reading of a stored question; None for kinds it does not follow.

    `Unreadable` when the drill refuses the JSON.
    """
    drill = drill_of(kind)
    if drill is None:
        return None
    question = read_question(kind, deal)
    if isinstance(question, Deal):
        return show_seen(question)
    if isinstance(question, PegCountQuestion):
        return count_seen(question)
    if isinstance(question, PegRoundQuestion):
        return round_seen(question)
    if isinstance(question, PlayPosition):
        return position_seen(question)
    if isinstance(question, Challenge):
        return challenge_seen(question)
    return Seen(drill, (), 0)


# -- Difficulty ------------------------------------------------------------------------------

BASE_DIFFICULTY: Final[Mapping[Drill, float]] = {
    Drill.HAND: 1150.0,
    Drill.CRIB: 1200.0,
    Drill.PEG: 1150.0,
    Drill.ECART: 1400.0,
    Drill.QUIZ: 1500.0,
}
"""A question with no theme and no point, on the rating scale (1500: a new player)."""
PER_POINT: Final[Mapping[Drill, float]] = {
    Drill.HAND: 14.0,
    Drill.CRIB: 14.0,
    Drill.PEG: 25.0,
    Drill.ECART: 0.0,
    Drill.QUIZ: 0.0,
}
"""Each point to count makes a question this much harder."""
THEME_WEIGHTS: Final[Mapping[Theme, float]] = {
    Theme.FIFTEENS_1: 0.0,
    Theme.FIFTEENS_2: 20.0,
    Theme.FIFTEENS_3: 60.0,
    Theme.FIFTEENS_4: 120.0,
    Theme.LONG_FIFTEEN: 80.0,
    Theme.PAIR: 0.0,
    Theme.PAIR_ROYAL: 40.0,
    Theme.FOUR_OF_A_KIND: 40.0,
    Theme.RUN: 10.0,
    Theme.DOUBLE_RUN: 80.0,
    Theme.DOUBLE_DOUBLE_RUN: 160.0,
    Theme.TRIPLE_RUN: 140.0,
    Theme.FLUSH_4: 60.0,
    Theme.FLUSH_5: 40.0,
    Theme.CRIB_FLUSH_RULE: 150.0,
    Theme.NOBS: 100.0,
    Theme.ZERO_HAND: 60.0,
    Theme.HIGH_HAND: 80.0,
    Theme.PLAY_15: 0.0,
    Theme.PLAY_31: 20.0,
    Theme.PLAY_PAIR: 0.0,
    Theme.PLAY_PAIR_ROYAL: 60.0,
    Theme.PLAY_RUN: 60.0,
    Theme.PLAY_RUN_OUT_OF_ORDER: 150.0,
    Theme.GO: 60.0,
    Theme.LAST_CARD: 60.0,
    Theme.BALKING: 80.0,
    Theme.KEEPING_FIVES: 40.0,
    Theme.SPLITTING_PAIRS: 80.0,
    Theme.BREAKING_RUNS: 80.0,
    Theme.FLUSH_DRAWS: 100.0,
}
"""How much harder each theme makes a question, before any answer refines it."""
LEARNED_SHARE: Final = 1.0
"""How much of a theme's learned rating (above or below 1500) moves the difficulty."""


def prior_difficulty(seen: Seen) -> float:
    """The difficulty from the themes and points alone."""
    weights = sum(THEME_WEIGHTS[t] for t in seen.themes)
    return BASE_DIFFICULTY[seen.drill] + weights + PER_POINT[seen.drill] * seen.points


def question_difficulty(seen: Seen, learned: Mapping[Theme, float] | None = None) -> float:
    """The difficulty on the rating scale: the prior, moved by what all players' answers
    taught about its themes (`learned`: each theme's rating offset from 1500, see
    `bot.storage.repo_coach`)."""
    offsets = [learned[t] for t in seen.themes if learned and t in learned]
    shift = LEARNED_SHARE * sum(offsets) / len(offsets) if offsets else 0.0
    return prior_difficulty(seen) + shift


def themes_for(drill: Drill, themes: Iterable[Theme]) -> tuple[Theme, ...]:
    """The themes among `themes` a question of `drill` can hold."""
    allowed = set(DRILL_THEMES[drill])
    return tuple(t for t in themes if t in allowed)
