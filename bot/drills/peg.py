"""The pegging drill: questions from simulated rounds of play, graded the muggins way.

Pure: no I/O, no text, randomness from a passed `random.Random`. Every question is dealt
from a round the engine plays (`bot.engine.pegging.simulate_play`, each side with the greedy
or the random policy), so positions look like real play. Scores always come from the engine
(`score_play`, the simulator's go and last-card points); nothing here scores a card.

Three kinds (`PegKind`), the question kinds stored in the questions table:

- `peg-count`: one card of the play (`PegCountQuestion`): the cards since the count was last
  reset, the player's card last; how many points does it peg? When the card ends the series
  below 31 (the opponent said go, or it is the round's last card) its go or last-card point
  counts, unless the FADOQ 116 rule bars it (`barred`). `grade_peg_count` grades a number or
  a call (`bot.drills.peg_calls`): exact, short (muggins: the bot claims the missed points)
  or over (corrected).
- `peg-round`: a whole round, see `bot.drills.peg_round` (dealt from `simulate_round`,
  scored by `replay`).
- `peg-play`: the best card in mid-round, see `bot.drills.peg_best`.

The daily challenge reuses the count question: `deal_peg_count(rng)`, `PegCountQuestion`
(`to_dict` / `from_dict`), `grade_peg_count(question, parse_peg_call(text))` and the view
`bot.views.peg.count_question_lines` / `count_verdict_lines`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import Any, Final

from bot.drills.grading import SettledCount, Verdict, verdict_of
from bot.drills.peg_calls import (
    PEG_CATEGORIES,
    PegAnswer,
    PegCategory,
    peg_category,
)
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.dealing import deal
from bot.engine.pegging import (
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    CannotPlay,
    Event,
    Go,
    Play,
    PlayRecord,
    PlayView,
    Policy,
    Reset,
    greedy_policy,
    pile_count,
    random_policy,
    score_play,
    simulate_play,
)
from bot.engine.show import HAND_SIZE, Combo, Kind, Score
from bot.engine.variants import (
    FADOQ,
    STANDARD,
    TARGETS,
    VARIANTS,
    FadoqShortGame,
    Rules,
    fadoq_rule,
    single_point_barred,
)

PLAYERS: Final = 2
SCORING_SHARE: Final = 0.8
"""How often a count question is a card that scores (else any card of the round)."""
CLOSING_POINTS: Final = {Kind.GO: GO_POINTS, Kind.LAST_CARD: LAST_CARD_POINTS}


def player_rules(variant: object, target: int, short_game: FadoqShortGame) -> Rules:
    """The rules a pegging question is dealt under: the FADOQ rule from 116 when the player's
    `variant` (a setting, a name in `VARIANTS`) has it and the game's `target` is one (in a
    game of 61 as `short_game` reads it), else the standard."""
    rules = VARIANTS.get(str(variant), STANDARD)
    fadoq = None
    if rules.fadoq116 is not None and target in TARGETS:
        fadoq = fadoq_rule(target, short_game)
    return STANDARD if fadoq is None else Rules(target=target, fadoq116=fadoq)


class PegKind(StrEnum):
    """The three pegging questions (also their `kind` in the questions table)."""

    COUNT = "peg-count"
    ROUND = "peg-round"
    PLAY = "peg-play"

    @property
    def word(self) -> str:
        """Its English word after /peg, and in its buttons' data: count, round, play."""
        return self.value.removeprefix("peg-")


KIND_WORDS: Final = {
    "count": PegKind.COUNT,
    "compte": PegKind.COUNT,
    "round": PegKind.ROUND,
    "tour": PegKind.ROUND,
    "play": PegKind.PLAY,
    "jouer": PegKind.PLAY,
}
"""The words after /peg, in English and in French, and the question each asks for."""
BUTTON_WORDS: Final = {
    "carte": PegKind.COUNT,
    "card": PegKind.COUNT,
    "meilleure carte": PegKind.PLAY,
    "meilleure": PegKind.PLAY,
    "best card": PegKind.PLAY,
    "best": PegKind.PLAY,
}
"""The words of /peg's buttons (« Une carte », « Un tour », « Meilleure carte »), typed."""
_KIND_ARTICLES: Final = frozenset({"un", "une", "la", "le", "a", "one", "the"})


def read_peg_kind(args: Sequence[str]) -> PegKind | None:
    """The question the words after /peg ask for (« compte », "round", the buttons' « un
    tour », « meilleure carte », or its place in /peg's menu: « 2 », the second), None for
    none."""
    words = [w.casefold() for w in args]
    if len(words) > 1 and words[0] in _KIND_ARTICLES:
        words = words[1:]
    said = " ".join(words)
    kinds = list(PegKind)  # in the order the menu shows them, its lines and its buttons
    if said.isdecimal() and 1 <= int(said) <= len(kinds):
        return kinds[int(said) - 1]
    return KIND_WORDS.get(said) or BUTTON_WORDS.get(said)


class PegError(ValueError):
    """A stored pegging question that cannot be read back."""


def peg_rules(fadoq: bool) -> Rules:
    """The rules a question is scored under: standard, or with the FADOQ 116 rule."""
    return FADOQ if fadoq else STANDARD


# -- Simulated rounds ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Round:
    """A simulated round: both hands, the dealer, and the record of the play."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    dealer: int
    record: PlayRecord

    @property
    def order(self) -> tuple[tuple[int, Card], ...]:
        """Who laid which card, in order."""
        return tuple((p.player, p.card) for p in self.record.plays)


def engine_policy(rng: random.Random) -> Policy:
    """One of the engine's policies, at random: greedy or random play."""
    return greedy_policy if rng.random() < 0.5 else random_policy(rng)


def simulate_round(rng: random.Random) -> Round:
    """Deal two hands of four and let the engine's policies play them out."""
    cards = deal(rng, PLAYERS * HAND_SIZE)
    hands = (tuple(cards[:HAND_SIZE]), tuple(cards[HAND_SIZE:]))
    dealer = rng.randrange(PLAYERS)
    policies = [engine_policy(rng) for _ in range(PLAYERS)]
    return Round(hands, dealer, simulate_play(hands, dealer=dealer, policies=policies))


def scripted(order: Sequence[tuple[int, Card]], player: int) -> Policy:
    """A policy laying `player`'s cards in the order given (replays a recorded round)."""
    cards = iter([card for who, card in order if who == player])

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return next(cards, legal[0])

    return choose


def replay(
    hands: Sequence[Sequence[Card]],
    dealer: int,
    order: Sequence[tuple[int, Card]],
    *,
    rules: Rules = STANDARD,
    scores: Sequence[int] | None = None,
) -> PlayRecord:
    """The engine's record of a round whose cards were laid in `order` (ValueError if illegal)."""
    policies = [scripted(order, p) for p in range(PLAYERS)]
    record = simulate_play(hands, dealer=dealer, policies=policies, rules=rules, scores=scores)
    if record.winner is None and tuple((p.player, p.card) for p in record.plays) != tuple(order):
        raise ValueError("the order of play does not fit the rules of the play")
    return record


def closing_of(events: Sequence[Event], index: int) -> Go | None:
    """The go or last-card point earned by the card laid at `events[index]`, if any."""
    for event in events[index + 1 :]:
        if isinstance(event, Go):
            return event
        if isinstance(event, (Play, Reset)):
            return None
    return None


def go_after_in(events: Sequence[Event], index: int, seat: int) -> int | None:
    """Where, in the pile since the reset, the other player said go before `seat` laid the
    card at `events[index]`: the index of the card it followed, or None."""
    laid: int | None = None
    go_after: int | None = None
    for event in events[:index]:
        if isinstance(event, Reset):
            laid, go_after = None, None
        elif isinstance(event, Play):
            laid = 0 if laid is None else laid + 1
        elif isinstance(event, CannotPlay) and event.player != seat and laid is not None:
            go_after = laid
    return go_after


def series_piles(record: PlayRecord) -> Iterator[tuple[int, tuple[tuple[int, Card], ...]]]:
    """For each card laid: its event index and the pile since the last reset (who, card)."""
    pile: list[tuple[int, Card]] = []
    for index, event in enumerate(record.events):
        if isinstance(event, Play):
            pile.append((event.player, event.card))
            yield index, tuple(pile)
        elif isinstance(event, Reset):
            pile.clear()


# -- /peg count ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PegCountQuestion:
    """One card of the play to score: the pile since the reset, the player's card last.

    `mine[i]` says whether the player laid `pile[i]`. `closing` is Kind.GO or Kind.LAST_CARD
    when this card ends the series below 31 (the point counts), else None. `barred` is True
    when the FADOQ 116 rule takes that point away (the player is at 116 or more). `go_after`
    is the index of the card after which the opponent said go (they held cards but none fit),
    or None: the player laid the cards after it in a row.
    """

    pile: tuple[Card, ...]
    mine: tuple[bool, ...]
    closing: Kind | None = None
    barred: bool = False
    go_after: int | None = None

    def __post_init__(self) -> None:
        if not self.pile or len(self.mine) != len(self.pile) or not self.mine[-1]:
            raise PegError("the pile must end with the player's card")
        if self.closing not in (None, Kind.GO, Kind.LAST_CARD):
            raise PegError(f"{self.closing} does not close a series")
        if self.barred and self.closing is None:
            raise PegError("only a go or last-card point can be barred")
        try:
            score_play(self.pile)
        except ValueError as error:
            raise PegError(str(error)) from error
        if self.closing is not None and pile_count(self.pile) == THIRTY_ONE:
            raise PegError("31 scores 2 and no go or last-card point")
        if self.go_after is not None and not (
            0 <= self.go_after < len(self.pile) - 1 and all(self.mine[self.go_after :])
        ):
            raise PegError("the opponent says go only before the player lays again")

    @property
    def card(self) -> Card:
        """The card to score."""
        return self.pile[-1]

    @property
    def count(self) -> int:
        """The count after the card."""
        return pile_count(self.pile)

    def closing_combo(self) -> Combo | None:
        """The go or last-card point as the engine scores it (None if barred or none)."""
        if self.closing is None:
            return None
        return Combo(self.closing, (self.card,), CLOSING_POINTS[self.closing])

    def score(self) -> Score:
        """What the card pegs: the engine's combos, then the go or last-card point."""
        combos = score_play(self.pile).combos
        closing = self.closing_combo()
        if closing is not None and not self.barred:
            combos = (*combos, closing)
        return Score(combos)

    def to_dict(self) -> dict[str, object]:
        """The JSON form stored with the question."""
        return {
            "pile": [str(c) for c in self.pile],
            "mine": list(self.mine),
            "closing": None if self.closing is None else self.closing.value,
            "barred": self.barred,
            "go_after": self.go_after,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PegCountQuestion:
        """Read it back; `PegError` if malformed."""
        try:
            pile = tuple(parse_card(code) for code in data["pile"])
            mine = tuple(bool(m) for m in data["mine"])
            closing = None if data.get("closing") is None else Kind(data["closing"])
            barred = bool(data.get("barred", False))
            go_after = None if data.get("go_after") is None else int(data["go_after"])
        except (KeyError, TypeError, ValueError) as error:
            raise PegError(f"malformed count question: {error}") from error
        return cls(pile, mine, closing, barred, go_after)

    def worksheet(self) -> dict[str, object]:
        """The worksheet JSON item (`muggins drill peg --json`)."""
        return {
            "kind": "peg-play",
            "pile": [str(c) for c in self.pile],
            "last_card": self.closing is not None,
            "points": self.score().total,
        }


def count_question_at(round_: Round, index: int, *, barred: bool = False) -> PegCountQuestion:
    """The count question for the card laid at event `index` of a simulated round."""
    for at, pile in series_piles(round_.record):
        if at == index:
            seat = pile[-1][0]
            closing = closing_of(round_.record.events, index)
            return PegCountQuestion(
                tuple(card for _, card in pile),
                tuple(who == seat for who, _ in pile),
                None if closing is None else closing.kind,
                barred and closing is not None,
                go_after_in(round_.record.events, index, seat),
            )
    raise ValueError(f"no card is laid at event {index}")


def deal_peg_count(
    rng: random.Random, *, rules: Rules = STANDARD, board: int = 0
) -> PegCountQuestion:
    """A card from a simulated round, most often one that scores.

    `board` is the player's score on the board: under the FADOQ 116 rule (`rules`), a go or
    last-card point at 116 or more is barred.
    """
    round_ = simulate_round(rng)
    events = round_.record.events
    plays = [i for i, e in enumerate(events) if isinstance(e, Play)]
    scoring = [
        i
        for i, e in enumerate(events)
        if isinstance(e, Play) and (e.points or closing_of(events, i) is not None)
    ]
    index = rng.choice(scoring if scoring and rng.random() < SCORING_SHARE else plays)
    question = count_question_at(round_, index)
    if question.closing is not None and single_point_barred(rules, question.closing, board):
        question = count_question_at(round_, index, barred=True)
    return question


# -- Grading a count -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PegCountGrade(SettledCount):
    """The verdict on a count answer, the muggins claim and what each category was worth.

    `expected` and `claimed` are per category (`claimed` is empty for a plain number);
    `missed_categories` are the categories the bot claims (itemized, or inferred when only
    one set of categories adds up to the shortfall); `hits` says, per category the card
    scored in, whether the player counted it (for /stats).
    """

    verdict: Verdict
    expected_total: int
    answered: int
    expected: Mapping[PegCategory, int]
    claimed: Mapping[PegCategory, int]
    missed_categories: tuple[PegCategory, ...]
    hits: Mapping[PegCategory, bool]
    absent: tuple[Kind, ...] = ()
    """The combinations called that the card does not make (« quinze 2 » at 21), a go or the
    last card left out (said by their own lines)."""

    @property
    def correct(self) -> bool:
        """True when the total is right."""
        return self.verdict is Verdict.EXACT

    @property
    def own(self) -> tuple[int, int]:
        """The count graded: the card's points and the points answered."""
        return self.expected_total, self.answered

    def to_result(self) -> dict[str, object]:
        """The `result` JSON stored with the attempt."""
        return {
            "correct": self.correct,
            "verdict": self.verdict.value,
            "missed": self.missed,
            "over": self.over,
            "missed_categories": [c.value for c in self.missed_categories],
            "categories": {c.value: hit for c, hit in self.hits.items()},
        }


def expected_categories(score: Score) -> dict[PegCategory, int]:
    """The points of a card per category."""
    points = dict.fromkeys(PEG_CATEGORIES, 0)
    for combo in score.combos:
        points[peg_category(combo.kind)] += combo.points
    return points


def infer_missed(expected: Mapping[PegCategory, int], missed: int) -> tuple[PegCategory, ...]:
    """The categories a shortfall must come from, when exactly one set of them adds up to it."""
    present = [c for c in PEG_CATEGORIES if expected[c]]
    fits = [
        subset
        for n in range(1, len(present) + 1)
        for subset in combinations(present, n)
        if sum(expected[c] for c in subset) == missed
    ]
    return fits[0] if len(fits) == 1 else ()


def absent_calls(expected: Mapping[PegCategory, int], answer: PegAnswer) -> tuple[Kind, ...]:
    """The combinations an answer calls that the card does not make, in the order called (a go
    or the last card left out: the view's line for a point claimed where
    none is pegged, say why)."""
    kinds = [call.kind for call in answer.calls or ()]
    return tuple(
        dict.fromkeys(k for k in kinds if k not in CLOSING_POINTS and not expected[peg_category(k)])
    )


def grade_peg_count(
    question: PegCountQuestion,
    answer: PegAnswer,
    *,
    muggins: bool = True,
    excess_to_opponent: bool = False,
) -> PegCountGrade:
    """Grade the points said for the question's card against the engine's score."""
    expected = expected_categories(question.score())
    total = sum(expected.values())
    verdict = verdict_of(total, answer.total)
    present = [c for c in PEG_CATEGORIES if expected[c]]
    claimed = answer.claims() if answer.called else {}
    if claimed:
        missed = tuple(c for c in present if claimed[c] < expected[c])
        hits = {c: claimed[c] == expected[c] for c in present}
    else:
        missed = infer_missed(expected, total - answer.total) if verdict is Verdict.LOW else ()
        exact_or_known = verdict is Verdict.EXACT or bool(missed)
        hits = {c: exact_or_known and c not in missed for c in present}
    return PegCountGrade(
        verdict,
        total,
        answer.total,
        expected,
        claimed,
        missed,
        hits,
        absent=absent_calls(expected, answer),
        muggins=muggins,
        excess_to_opponent=excess_to_opponent,
    )
