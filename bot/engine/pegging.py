"""The play (pegging): points for each card played, and a round simulator with pluggable policies.

`score_play(pile)` scores the last card of `pile`, the cards laid since the count was last
reset: fifteen and thirty-one 2, a pair 2 / pair royal 6 / double pair royal 12 on equal
ranks at the end of the pile only, and the longest run of three or more made by the most
recent cards in any order. Combo cards are in play order. There is no flush in the play.

`simulate_play` plays a whole round (every card in hand) and returns the events: each card
played with its score, each player who cannot play (says go), each go or last-card point,
and each reset of the count. The pone (the player after the dealer) leads; a player who
cannot play says go and the others keep playing what they can; when nobody can play the last
player to lay a card pegs 1 for the go (none after 31, which already scored 2); the count
resets and the next player in turn order after the last player leads (with two players, the
opponent). The last card of the round pegs 1 (none when it makes 31: 2 in total, not 3).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from bot.engine.cards import Card
from bot.engine.show import (
    FIFTEEN,
    FIFTEEN_POINTS,
    HAND_SIZE,
    PAIR_KINDS,
    RUN_MIN_LENGTH,
    Combo,
    Kind,
    Score,
    pair_points,
)
from bot.engine.variants import STANDARD, Rules, side_of, single_point_barred

THIRTY_ONE = 31
THIRTY_ONE_POINTS = 2
GO_POINTS = 1
LAST_CARD_POINTS = 1
COUNT_COMBOS: dict[int, tuple[Kind, int]] = {
    FIFTEEN: (Kind.FIFTEEN, FIFTEEN_POINTS),
    THIRTY_ONE: (Kind.THIRTY_ONE, THIRTY_ONE_POINTS),
}
# Counts a greedy player avoids leaving: the opponent makes 15 or 31 with any ten-card.
DANGER_COUNTS = frozenset({5, 21})


# -- Scoring one card ------------------------------------------------------------------------


def pile_count(pile: Sequence[Card]) -> int:
    """The running count of the cards since the last reset."""
    return sum(c.value for c in pile)


def _check_pile(pile: Sequence[Card]) -> None:
    if not pile:
        raise ValueError("an empty pile has no card to score")
    if len(set(pile)) != len(pile):
        raise ValueError("a card appears twice in the pile")
    if pile_count(pile) > THIRTY_ONE:
        raise ValueError(f"the count {pile_count(pile)} passes {THIRTY_ONE}")


def count_combo(pile: Sequence[Card]) -> Combo | None:
    """Fifteen or thirty-one: 2 when the count reaches exactly 15 or 31."""
    hit = COUNT_COMBOS.get(pile_count(pile))
    return Combo(hit[0], tuple(pile), hit[1]) if hit else None


def pair_combo(pile: Sequence[Card]) -> Combo | None:
    """Pair 2, pair royal 6, double pair royal 12: equal ranks at the end of the pile only."""
    rank = pile[-1].rank
    n = 1
    while n < len(pile) and pile[-1 - n].rank == rank:
        n += 1
    return Combo(PAIR_KINDS[n], tuple(pile[-n:]), pair_points(n)) if n >= 2 else None


def is_run(cards: Sequence[Card]) -> bool:
    """Whether the cards are distinct consecutive ranks, in any order (ace low)."""
    ranks = {c.rank for c in cards}
    return len(ranks) == len(cards) and max(ranks) - min(ranks) == len(cards) - 1


def run_combo(pile: Sequence[Card]) -> Combo | None:
    """The longest run of three or more made by the most recent cards, 1 point a card."""
    for k in range(len(pile), RUN_MIN_LENGTH - 1, -1):
        if is_run(pile[-k:]):
            return Combo(Kind.RUN, tuple(pile[-k:]), k)
    return None


def score_play(pile: Sequence[Card]) -> Score:
    """The points for the last card of `pile` (the cards since the count was last reset)."""
    _check_pile(pile)
    combos = (count_combo(pile), pair_combo(pile), run_combo(pile))
    return Score(tuple(c for c in combos if c is not None))


def legal_cards(hand: Sequence[Card], count: int) -> tuple[Card, ...]:
    """The cards of `hand` that can be played without passing 31."""
    return tuple(c for c in hand if count + c.value <= THIRTY_ONE)


# -- Events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """A card laid by `player`, the count after it, and what it scored."""

    player: int
    card: Card
    count_after: int
    score: Score

    @property
    def points(self) -> int:
        """The points the card pegged."""
        return self.score.total


@dataclass(frozen=True, slots=True)
class CannotPlay:
    """`player` holds cards but none fits under 31 and says go (once per series).

    The player who laid the last card never says go: when the turn comes back to them and
    they cannot play, the series ends with their go point.
    """

    player: int
    count: int


@dataclass(frozen=True, slots=True)
class Go:
    """A go or last-card point for `player`, who laid the last card of the series.

    `combo` is the point as scored by the rules (kind GO or LAST_CARD, the card that earned
    it, 1 point). When the FADOQ 116 rule bars it, `barred` is True and `points` is 0.
    """

    player: int
    points: int
    combo: Combo
    barred: bool = False

    @property
    def kind(self) -> Kind:
        """Kind.GO or Kind.LAST_CARD."""
        return self.combo.kind


@dataclass(frozen=True, slots=True)
class Reset:
    """The count (`count`, 31 or less) goes back to 0 and `leader` leads the next series."""

    count: int
    leader: int


Event: TypeAlias = Play | CannotPlay | Go | Reset


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """A round of play: the events in order and each player's pegged points.

    When board scores were given and a side reached the target during the play, the game
    ended there: `winner` is the player who pegged out and some cards stay unplayed.
    """

    events: tuple[Event, ...]
    points: tuple[int, ...]
    dealer: int
    winner: int | None = None

    @property
    def plays(self) -> tuple[Play, ...]:
        """The cards laid, in order."""
        return tuple(e for e in self.events if isinstance(e, Play))


# -- Policies --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayView:
    """What a player sees when it is their turn to lay a card."""

    player: int
    dealer: int
    hand: tuple[Card, ...]
    pile: tuple[Card, ...]
    count: int
    history: tuple[tuple[int, Card], ...]


class Policy(Protocol):
    """Chooses the card to lay among the legal ones (never empty)."""

    def __call__(self, view: PlayView, legal: Sequence[Card]) -> Card: ...


def random_policy(rng: random.Random) -> Policy:
    """A policy laying a legal card chosen at random with `rng`."""

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return rng.choice(list(legal))

    return choose


def greedy_policy(view: PlayView, legal: Sequence[Card]) -> Card:
    """Maximise the immediate points; then avoid leaving 5 or 21; then lay the highest card."""

    def key(card: Card) -> tuple[int, bool, int, int, str]:
        count = view.count + card.value
        points = score_play((*view.pile, card)).total
        return (points, count not in DANGER_COUNTS, card.value, card.rank, card.suit.value)

    return max(legal, key=key)


# -- The round simulator ---------------------------------------------------------------------


def _check_round(
    hands: Sequence[Sequence[Card]],
    dealer: int,
    policies: Sequence[Policy],
    rules: Rules,
    scores: Sequence[int] | None,
) -> None:
    n = len(hands)
    if n != rules.players:
        raise ValueError(f"{n} hands for a game of {rules.players} players")
    if len(policies) != n:
        raise ValueError(f"{len(policies)} policies for {n} players")
    if not 0 <= dealer < n:
        raise ValueError(f"dealer {dealer} out of range for {n} players")
    if any(len(hand) > HAND_SIZE for hand in hands):
        raise ValueError(f"a hand in the play holds at most {HAND_SIZE} cards")
    cards = [c for hand in hands for c in hand]
    if len(set(cards)) != len(cards):
        raise ValueError("a card appears twice in the hands")
    if scores is not None:
        if len(scores) != n:
            raise ValueError(f"{len(scores)} scores for {n} players")
        if any(not 0 <= s < rules.target for s in scores):
            raise ValueError(f"board scores must be in 0..{rules.target - 1}")
        if rules.teams and (scores[0] != scores[2] or scores[1] != scores[3]):
            raise ValueError("partners share one score")


class _Round:
    """The mutable state of one round of play (internal to `simulate_play`)."""

    def __init__(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        rules: Rules,
        scores: Sequence[int] | None,
    ) -> None:
        self.hands = [list(hand) for hand in hands]
        self.dealer = dealer
        self.rules = rules
        self.scores = scores
        self.n = len(hands)
        self.pile: list[Card] = []
        self.history: list[tuple[int, Card]] = []
        self.events: list[Event] = []
        self.points = [0] * self.n
        self.said_go: set[int] = set()
        self.last_player = -1
        self.winner: int | None = None

    def board(self, player: int) -> int:
        """The player's side's board score now (given scores plus this round's pegs)."""
        side = side_of(self.rules, player)
        pegged = sum(p for q, p in enumerate(self.points) if side_of(self.rules, q) == side)
        return (self.scores[player] if self.scores is not None else 0) + pegged

    def peg(self, player: int, points: int) -> None:
        """Add points for `player` and end the game if the side reached the target."""
        self.points[player] += points
        if self.scores is not None and points and self.board(player) >= self.rules.target:
            self.winner = player

    def can_play(self, player: int) -> bool:
        """Whether the player holds a card that fits under 31 now."""
        return bool(legal_cards(self.hands[player], pile_count(self.pile)))

    def next_with_cards(self, player: int) -> int:
        """The first player after `player` in turn order who still holds cards."""
        for step in range(1, self.n + 1):
            q = (player + step) % self.n
            if self.hands[q]:
                return q
        return player

    def lay(self, player: int, policy: Policy) -> None:
        """Ask the player's policy for a card, lay it and score it."""
        count = pile_count(self.pile)
        legal = legal_cards(self.hands[player], count)
        view = PlayView(
            player,
            self.dealer,
            tuple(self.hands[player]),
            tuple(self.pile),
            count,
            tuple(self.history),
        )
        card = policy(view, legal)
        if card not in legal:
            raise ValueError(f"player {player}'s policy chose {card}, not a legal card")
        self.hands[player].remove(card)
        self.pile.append(card)
        self.history.append((player, card))
        score = score_play(self.pile)
        self.events.append(Play(player, card, pile_count(self.pile), score))
        self.last_player = player
        self.peg(player, score.total)

    def single_point(self, kind: Kind, points: int) -> None:
        """The go or last-card point for the last player, unless the FADOQ rule bars it."""
        player = self.last_player
        combo = Combo(kind, (self.pile[-1],), points)
        barred = single_point_barred(self.rules, kind, self.board(player))
        self.events.append(Go(player, 0 if barred else points, combo, barred))
        if not barred:
            self.peg(player, points)

    def end_series(self) -> int:
        """Score the end of the series if due, reset the count; the next leader."""
        count = pile_count(self.pile)
        leader = self.next_with_cards(self.last_player)
        if count < THIRTY_ONE:
            self.single_point(Kind.GO, GO_POINTS)
            if self.winner is not None:
                return leader
        self.events.append(Reset(count, leader))
        self.pile.clear()
        self.said_go.clear()
        return leader

    def run(self, policies: Sequence[Policy]) -> None:
        """Play until every card is laid (or a side pegs out).

        The series ends when the turn comes back to the last player to lay a card and that
        player cannot lay another: everyone else has said go or holds no cards.
        """
        turn = (self.dealer + 1) % self.n
        while any(self.hands):
            if self.can_play(turn):
                self.lay(turn, policies[turn])
                if self.winner is not None:
                    return
                if pile_count(self.pile) == THIRTY_ONE and any(self.hands):
                    turn = self.end_series()
                    continue
            elif turn == self.last_player:
                turn = self.end_series()
                if self.winner is not None:
                    return
                continue
            elif self.hands[turn] and turn not in self.said_go:
                self.said_go.add(turn)
                self.events.append(CannotPlay(turn, pile_count(self.pile)))
            turn = (turn + 1) % self.n
        if pile_count(self.pile) < THIRTY_ONE:
            self.single_point(Kind.LAST_CARD, LAST_CARD_POINTS)


def simulate_play(
    hands: Sequence[Sequence[Card]],
    *,
    dealer: int,
    policies: Sequence[Policy],
    rules: Rules = STANDARD,
    scores: Sequence[int] | None = None,
) -> PlayRecord:
    """Play a round: `hands[i]` is player i's hand (4 cards after the discard), the pone leads.

    `scores` are the board scores before the play (each partner gets the side's score in a
    four-player game); they drive the FADOQ 116 rule and end the game at the target.
    """
    _check_round(hands, dealer, policies, rules, scores)
    state = _Round(hands, dealer, rules, scores)
    state.run(policies)
    return PlayRecord(tuple(state.events), tuple(state.points), dealer, state.winner)


class AwaitCard(Exception):
    """Raised by a policy with no card yet (a player still choosing): the round pauses there."""

    def __init__(self, view: PlayView, legal: Sequence[Card]) -> None:
        super().__init__(f"player {view.player} to lay a card")
        self.view = view
        self.legal = tuple(legal)


@dataclass(frozen=True, slots=True)
class PausedRound:
    """A round played as far as the policies could: the record so far and who must lay a card.

    `waiting` is None when the round is over (every card laid, or a side pegged out).
    """

    record: PlayRecord
    waiting: AwaitCard | None


def play_until_waiting(
    hands: Sequence[Sequence[Card]],
    *,
    dealer: int,
    policies: Sequence[Policy],
    rules: Rules = STANDARD,
    scores: Sequence[int] | None = None,
) -> PausedRound:
    """`simulate_play`, pausing where a policy raises `AwaitCard` (a game played turn by turn).

    Replaying the same choices gives the same events, so a stored round is its hands and the
    cards each player chose, in order.
    """
    _check_round(hands, dealer, policies, rules, scores)
    state = _Round(hands, dealer, rules, scores)
    waiting: AwaitCard | None = None
    try:
        state.run(policies)
    except AwaitCard as pause:
        waiting = pause
    record = PlayRecord(tuple(state.events), tuple(state.points), dealer, state.winner)
    return PausedRound(record, waiting)
