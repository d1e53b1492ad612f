"""A player's record at the discard challenge: the habits that cost them, and their totals.

Pure, like `bot.drills.ecart`, whose challenges and habits it reads back: a stored lay-away
(`played_of`, from the card codes `db.ecart` keeps) is a `Played`; `habit_costs` adds up the
habits of a history, costliest first, and `costliest_habit` names the one /stats shows. A
`Summary` is what /stats says of a player's lay-aways: how many, how many best, the points
lost as dealer and as pone, with the daily challenge's lay-aways added by `Summary.plus` and
the costliest habit of the stored history by `with_costliest`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from bot.drills.ecart import TIE, Challenge, ChallengeError
from bot.drills.ecart_habits import HABITS, Habit, find_habits
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card


@dataclass(frozen=True, slots=True)
class Played:
    """One challenge of a player's history: the deal, the lay-away, the best, the loss."""

    challenge: Challenge
    discard: tuple[Card, ...]
    best: tuple[Card, ...]
    loss: float

    @property
    def habits(self) -> tuple[Habit, ...]:
        """The habits of this lay-away (none when nothing was lost)."""
        if self.loss <= TIE:
            return ()
        return find_habits(self.challenge, self.discard, self.best)


@dataclass(frozen=True, slots=True)
class HabitCost:
    """A habit over a history: how often it showed and the expected points it lost."""

    habit: Habit
    times: int
    points: float


def habit_costs(history: Iterable[Played]) -> list[HabitCost]:
    """Every habit found in the history, costliest first (then most frequent, then in
    `HABITS` order). A challenge's loss counts fully for each habit it shows."""
    times: Counter[Habit] = Counter()
    points: dict[Habit, float] = dict.fromkeys(HABITS, 0.0)
    for played in history:
        for habit in played.habits:
            times[habit] += 1
            points[habit] += played.loss
    found = [HabitCost(h, times[h], points[h]) for h in HABITS if times[h]]
    return sorted(found, key=lambda c: (-c.points, -c.times, HABITS.index(c.habit)))


def played_of(
    cards: Sequence[str], dealer: bool, choice: Sequence[str], best: Sequence[str], loss: float
) -> Played | None:
    """A stored lay-away read back from its card codes, or None when it cannot be."""
    try:
        challenge = Challenge(tuple(parse_card(c) for c in cards), dealer)
        return Played(
            challenge,
            tuple(parse_card(c) for c in choice),
            tuple(parse_card(c) for c in best),
            loss,
        )
    except (ValueError, ChallengeError):
        return None


def costliest_habit(history: Iterable[Played]) -> HabitCost | None:
    """The habit that cost the most expected points over the history, or None."""
    costs = habit_costs(history)
    return costs[0] if costs else None


class StoredLayAway(Protocol):
    """A lay-away as `db.ecart` keeps it (`EcartRecord`): card codes, the role, the loss."""

    @property
    def cards(self) -> Sequence[str]: ...
    @property
    def role(self) -> str: ...
    @property
    def choice(self) -> Sequence[str]: ...
    @property
    def best(self) -> Sequence[str]: ...
    @property
    def loss(self) -> float: ...


@dataclass(frozen=True, slots=True)
class Summary:
    """A player's challenges: how many, how many best, the losses by role, the costliest habit."""

    played: int
    best: int
    dealer_played: int
    dealer_loss: float
    pone_played: int
    pone_loss: float
    costliest: HabitCost | None = None
    daily: int = 0
    """Of `played`, the daily challenge's (`plus`): the coach does not rate those."""

    @property
    def best_share(self) -> float:
        """Share of best lay-aways, 0.0 before the first challenge."""
        return self.best / self.played if self.played else 0.0

    def average_loss(self, *, dealer: bool) -> float:
        """Expected points lost per challenge in that role, 0.0 when none was played."""
        played = self.dealer_played if dealer else self.pone_played
        loss = self.dealer_loss if dealer else self.pone_loss
        return loss / played if played else 0.0

    def plus(self, lay_aways: Sequence[tuple[bool, int, float]]) -> Summary:
        """These totals with the daily challenge's graded lay-aways added (dealer or not,
        rank, points lost)."""
        dealer = [loss for is_dealer, _, loss in lay_aways if is_dealer]
        pone = [loss for is_dealer, _, loss in lay_aways if not is_dealer]
        return replace(
            self,
            played=self.played + len(lay_aways),
            best=self.best + sum(rank == 1 for _, rank, _ in lay_aways),
            dealer_played=self.dealer_played + len(dealer),
            dealer_loss=self.dealer_loss + sum(dealer),
            pone_played=self.pone_played + len(pone),
            pone_loss=self.pone_loss + sum(pone),
            daily=self.daily + len(lay_aways),
        )


def with_costliest(totals: Summary, history: Iterable[StoredLayAway]) -> Summary:
    """The /stats summary: the stored `totals`, and the costliest habit over the recent
    `history` (a lay-away that no longer reads back is left out)."""
    played = (played_of(r.cards, r.role == "dealer", r.choice, r.best, r.loss) for r in history)
    return replace(totals, costliest=costliest_habit(p for p in played if p is not None))
