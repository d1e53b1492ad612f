"""The best card in mid-round (`/peg play`): each legal card's exchange, and its worth to the
end of the round.

The verdict ranks the cards by `CardOption.round_net`: the expected net points (the player's
minus the opponent's) from this card to the end of the round, the rest of the round played out
with both players laying their most-points card (`bot.drills.table_bot.exact_nets`, the
expert bot's analysis at `/play`), against every hand the opponent could hold (each hand of
the unseen cards equally likely), so a position always gets the same, exact verdict. Looking
one card ahead only (the exchange below) contradicts the classic lead advice of seed 000;
looking to the end of the round does not.

For each card the player may lay (count 31 or less), the exchange is: the points the card
pegs now (`score_play`), minus the opponent's best immediate reply (the most points any card
they hold pegs on top of it; 0 when they hold none that fits: they say go). The opponent's
hand is unknown: every set of `opponent_cards` cards among those the player has not seen
(not in their hand, not laid this round, not the starter) is equally likely, and the
expected reply is averaged over all of them.

The average is computed exactly without listing the hands: the reply value `v(r)` of each
unseen card depends on that card alone, and the best reply of a hand is the largest `v` in
it, so P(best <= t) = C(#{r: v(r) <= t}, k) / C(n, k). `tests/drills/test_peg_best.py`
checks it against brute force over every hand. Go and last-card points after the reply are
left out of the exchange.

Why a card is good or bad, in words, comes from `CardOption.risks`: the chance that the
opponent holds a reply making 15, 31, a pair (a pair royal when the card itself pairs) or a
run; a count no reply can turn into 15 or 31 is a safe count.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from math import comb
from typing import Any, Final

from bot.drills.lookahead import exact_nets
from bot.drills.peg import PegCountQuestion, PegError, PegKind, simulate_round
from bot.drills.peg_round import PegRoundQuestion
from bot.engine.card_parsing import parse_card
from bot.engine.cards import DECK, Card
from bot.engine.dealing import deal
from bot.engine.pegging import (
    THIRTY_ONE,
    CannotPlay,
    Play,
    PlayView,
    Reset,
    legal_cards,
    pile_count,
    score_play,
)
from bot.engine.show import HAND_SIZE, Kind, Score

GO_SHARE: Final = 0.1
"""How often a dealt position is one where the player cannot play (a go question)."""

SAME_WORTH: Final = Fraction(1, 20)
"""A card less than this behind the best is graded as good as the best: the verdict shows each
card's worth to a tenth of a point, so 8♥ at -1.936 and 9♣ at -1.918 both read -1.9, and
« 8♥ vous coûte 0,0 en moyenne » under « Pas la meilleure carte » told the player they were
wrong by nothing they could see."""


class Risk(StrEnum):
    """The reply kinds a card may invite (the keys of `CardOption.risks`)."""

    FIFTEEN = "fifteen"
    THIRTY_ONE = "thirty_one"
    PAIR = "pair"
    PAIR_ROYAL = "pair_royal"
    RUN = "run"


RISKS: Final = tuple(Risk)


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """What the player sees when it is their turn to lay a card.

    `pile` holds the cards since the last reset and `mine` who laid each (True: the player);
    `earlier` the cards laid before the reset (both players'); `opponent_cards` how many
    cards the opponent still holds.
    """

    hand: tuple[Card, ...]
    pile: tuple[Card, ...]
    mine: tuple[bool, ...]
    earlier: tuple[Card, ...]
    starter: Card
    opponent_cards: int
    player_is_dealer: bool

    def __post_init__(self) -> None:
        seen = [*self.hand, *self.pile, *self.earlier, self.starter]
        if len(set(seen)) != len(seen):
            raise PegError("a card appears twice in the position")
        if not self.hand or len(self.hand) > HAND_SIZE or len(self.mine) != len(self.pile):
            raise PegError("a position needs the player's cards and who laid the pile")
        if pile_count(self.pile) > THIRTY_ONE or not 0 <= self.opponent_cards <= HAND_SIZE:
            raise PegError("impossible position")

    @property
    def count(self) -> int:
        """The running count."""
        return pile_count(self.pile)

    def legal(self) -> tuple[Card, ...]:
        """The cards the player may lay (the others would pass 31)."""
        return legal_cards(self.hand, self.count)

    @property
    def go_after(self) -> int | None:
        """The index of the pile's card after which the opponent said go, or None.

        Players take turns: when the player laid the last card and it is their turn again,
        the opponent could not lay, and said go after the first card of the player's run if
        they still hold cards.
        """
        if not self.opponent_cards or not self.mine or not self.mine[-1]:
            return None
        first = len(self.mine) - 1
        while first > 0 and self.mine[first - 1]:
            first -= 1
        return first

    @property
    def is_go(self) -> bool:
        """True when no card fits: the player says go."""
        return not self.legal()

    def unseen(self) -> tuple[Card, ...]:
        """The cards the opponent may hold."""
        seen = {*self.hand, *self.pile, *self.earlier, self.starter}
        return tuple(c for c in DECK if c not in seen)

    def to_dict(self) -> dict[str, object]:
        """The JSON form stored with the question."""
        return {
            "hand": [str(c) for c in self.hand],
            "pile": [str(c) for c in self.pile],
            "mine": list(self.mine),
            "earlier": [str(c) for c in self.earlier],
            "starter": str(self.starter),
            "opponent_cards": self.opponent_cards,
            "dealer": self.player_is_dealer,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayPosition:
        """Read it back; `PegError` if malformed."""
        try:
            return cls(
                tuple(parse_card(c) for c in data["hand"]),
                tuple(parse_card(c) for c in data["pile"]),
                tuple(bool(m) for m in data["mine"]),
                tuple(parse_card(c) for c in data["earlier"]),
                parse_card(data["starter"]),
                int(data["opponent_cards"]),
                bool(data["dealer"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise PegError(f"malformed play position: {error}") from error


def position_of(deal: Mapping[str, object]) -> PlayPosition | None:
    """The position a stored /peg play question holds, None when it cannot be read back."""
    try:
        return PlayPosition.from_dict(deal)
    except PegError:
        return None


@dataclass(frozen=True, slots=True)
class CardOption:
    """One legal card: what it pegs now, the expected best reply and the net exchange."""

    card: Card
    now: Score
    reply: Fraction
    risks: Mapping[Risk, Fraction]
    round_net: Fraction = Fraction(0)
    """Expected net points from this card to the end of the round (the verdict's measure)."""

    @property
    def points(self) -> int:
        """The points the card pegs now."""
        return self.now.total

    @property
    def net(self) -> Fraction:
        """Points now minus the opponent's expected best reply."""
        return self.points - self.reply

    @property
    def safe(self) -> bool:
        """No reply can make 15 or 31."""
        return not (self.risks[Risk.FIFTEEN] or self.risks[Risk.THIRTY_ONE])


def reply_values(pile: Sequence[Card], unseen: Sequence[Card]) -> list[Score | None]:
    """For each unseen card: its score laid on `pile`, or None when it would pass 31."""
    count = pile_count(pile)
    return [score_play((*pile, r)) if count + r.value <= THIRTY_ONE else None for r in unseen]


def expected_best(values: Sequence[int], k: int) -> Fraction:
    """The mean of the largest value over every k-subset of `values` (0 for k = 0)."""
    n = len(values)
    k = min(k, n)
    if k == 0:
        return Fraction(0)
    total = comb(n, k)
    mean = Fraction(0)
    previous = Fraction(0)
    for t in sorted(set(values)):
        at_most = Fraction(comb(sum(v <= t for v in values), k), total)
        mean += t * (at_most - previous)
        previous = at_most
    return mean


def chance_of_any(flags: Sequence[bool], k: int) -> Fraction:
    """The chance that a random k-subset holds at least one flagged card."""
    n = len(flags)
    k = min(k, n)
    if k == 0:
        return Fraction(0)
    return 1 - Fraction(comb(n - sum(flags), k), comb(n, k))


def _risk_flags(score: Score | None, pairs_last: bool) -> dict[Risk, bool]:
    kinds = set() if score is None else {c.kind for c in score.combos}
    return {
        Risk.FIFTEEN: Kind.FIFTEEN in kinds,
        Risk.THIRTY_ONE: Kind.THIRTY_ONE in kinds,
        Risk.PAIR: Kind.PAIR in kinds,
        Risk.PAIR_ROYAL: bool(kinds & {Kind.PAIR_ROYAL, Kind.DOUBLE_PAIR_ROYAL}) and pairs_last,
        Risk.RUN: Kind.RUN in kinds,
    }


def round_view(position: PlayPosition) -> PlayView:
    """The position as the play simulator sees it (the player is 0, the opponent 1)."""
    history = tuple(
        (0 if mine else 1, c) for mine, c in zip(position.mine, position.pile, strict=True)
    )
    dealer = 0 if position.player_is_dealer else 1
    return PlayView(0, dealer, position.hand, position.pile, position.count, history)


def round_worths(position: PlayPosition) -> dict[Card, Fraction]:
    """Each legal card's worth to the end of the round, against every opponent hand."""
    return exact_nets(
        round_view(position), position.legal(), position.unseen(), position.opponent_cards
    )


def card_option(
    position: PlayPosition, card: Card, worths: Mapping[Card, Fraction] | None = None
) -> CardOption:
    """The exchange if the player lays `card`, and its worth to the end of the round."""
    pile = (*position.pile, card)
    unseen = position.unseen()
    replies = reply_values(pile, unseen)
    k = position.opponent_cards
    values = [0 if s is None else s.total for s in replies]
    pairs_last = bool(position.pile) and position.pile[-1].rank == card.rank
    flags = [_risk_flags(s, pairs_last) for s in replies]
    risks = {risk: chance_of_any([f[risk] for f in flags], k) for risk in RISKS}
    if worths is None or card not in worths:
        worth = exact_nets(round_view(position), [card], unseen, k)[card]
    else:
        worth = worths[card]
    return CardOption(card, score_play(pile), expected_best(values, k), risks, worth)


def analyse_play(position: PlayPosition) -> tuple[CardOption, ...]:
    """Every legal card, best first by its worth to the end of the round (ties: the better
    exchange, more points now, then card order)."""
    worths = round_worths(position)
    options = [card_option(position, c, worths) for c in position.legal()]
    return tuple(sorted(options, key=lambda o: (-o.round_net, -o.net, -o.points, o.card)))


@dataclass(frozen=True, slots=True)
class PlayGrade:
    """The card chosen against the best one."""

    chosen: CardOption
    best: CardOption
    options: tuple[CardOption, ...]

    @property
    def correct(self) -> bool:
        """The chosen card is worth as much as the best to the end of the round: ties count,
        and so does a card less than `SAME_WORTH` behind."""
        return self.loss < SAME_WORTH

    @property
    def loss(self) -> Fraction:
        """Expected points given away to the end of the round against the best card."""
        return self.best.round_net - self.chosen.round_net

    @property
    def player_points(self) -> int:
        """What the player pegs: the chosen card's points now."""
        return self.chosen.points

    @property
    def bot_points(self) -> int:
        """Nothing: a card laid is a choice, not a count, so there is no muggins to claim.
        Muggins takes points a player scored and failed to claim, never those of another card."""
        return 0

    @property
    def own(self) -> tuple[int, int]:
        """The most points a card pegs now, and the chosen card's (kept with the attempt)."""
        return max(o.points for o in self.options), self.chosen.points

    @property
    def left_now(self) -> int:
        """Points now another card would have pegged (told, never taken)."""
        return max(0, max(o.points for o in self.options) - self.chosen.points)

    def to_result(self) -> dict[str, object]:
        """The `result` JSON stored with the attempt."""
        return {
            "correct": self.correct,
            "verdict": "exact" if self.correct else "low",
            "chosen": str(self.chosen.card),
            "best": str(self.best.card),
            "net": float(self.chosen.net),
            "best_net": float(self.best.net),
            "round_net": float(self.chosen.round_net),
            "best_round_net": float(self.best.round_net),
            "missed": 0,
            "left_now": self.left_now,
        }


def grade_play(position: PlayPosition, card: Card) -> PlayGrade:
    """Grade the card laid; ValueError if it is not a legal card of the position."""
    options = analyse_play(position)
    chosen = next((o for o in options if o.card == card), None)
    if chosen is None:
        raise ValueError(f"{card} cannot be laid here")
    return PlayGrade(chosen, options[0], options)


@dataclass(frozen=True, slots=True)
class GoGrade:
    """Go, said when no card can be laid: always right, it pegs nothing."""

    own: tuple[int, int] = (0, 0)
    player_points: int = 0
    bot_points: int = 0

    def to_result(self) -> dict[str, object]:
        """The `result` JSON stored with the attempt."""
        return {"correct": True, "verdict": "exact", "missed": 0}


def grade_choice(position: PlayPosition, card: Card | None) -> PlayGrade | GoGrade | None:
    """Grade a card laid, or go (`card` None); None when the position does not allow it (go
    while a card fits, a card that would pass 31)."""
    if card is None:
        return GoGrade() if position.is_go else None
    return grade_play(position, card) if card in position.legal() else None


PegQuestion = PegCountQuestion | PegRoundQuestion | PlayPosition
"""A pegging question of any kind."""


def peg_kind(question: PegQuestion) -> PegKind:
    """The kind of a pegging question."""
    if isinstance(question, PegCountQuestion):
        return PegKind.COUNT
    if isinstance(question, PegRoundQuestion):
        return PegKind.ROUND
    return PegKind.PLAY


def stored_of(question: PegQuestion) -> tuple[dict[str, Any], dict[str, object]]:
    """A pegging question's deal JSON and expected JSON: the total to find (a round: both
    sides' points too), or whether the player must say go."""
    if isinstance(question, PegCountQuestion):
        return question.to_dict(), {"total": question.score().total}
    if isinstance(question, PegRoundQuestion):
        mine, theirs = question.points()
        return question.to_dict(), {"total": mine, "points": [mine, theirs]}
    return question.to_dict(), {"go": question.is_go}


def shown_of(question: PegQuestion) -> tuple[tuple[Card, ...], Card | None]:
    """The cards a pegging question shows (a picture's), and the starter apart: the pile of
    a count, the player's hand of a round, the hand and starter of a play."""
    if isinstance(question, PegCountQuestion):
        return tuple(question.pile), None
    if isinstance(question, PegRoundQuestion):
        return tuple(question.hands[question.player]), None
    return tuple(question.hand), question.starter


# -- Dealing positions -----------------------------------------------------------------------


def positions(rng: random.Random) -> list[PlayPosition]:
    """Every turn of a simulated round, from the side of the player whose turn it is."""
    round_ = simulate_round(rng)
    starter = deal(rng, 1, exclude=[*round_.hands[0], *round_.hands[1]])[0]
    held = [list(h) for h in round_.hands]
    pile: list[tuple[int, Card]] = []
    earlier: list[Card] = []
    found: list[PlayPosition] = []
    for event in round_.record.events:
        if isinstance(event, (Play, CannotPlay)):
            seat = event.player
            found.append(
                PlayPosition(
                    tuple(held[seat]),
                    tuple(c for _, c in pile),
                    tuple(w == seat for w, _ in pile),
                    tuple(earlier),
                    starter,
                    len(held[1 - seat]),
                    seat == round_.dealer,
                )
            )
        if isinstance(event, Play):
            held[event.player].remove(event.card)
            pile.append((event.player, event.card))
        elif isinstance(event, Reset):
            earlier += [c for _, c in pile]
            pile.clear()
    return found


def deal_peg_play(rng: random.Random) -> PlayPosition:
    """A position from a simulated round: most often a choice between cards, sometimes a go."""
    while True:
        found = positions(rng)
        goes = [p for p in found if p.is_go]
        choices = [p for p in found if len(p.legal()) > 1]
        if goes and rng.random() < GO_SHARE:
            return rng.choice(goes)
        if choices:
            return rng.choice(choices)
