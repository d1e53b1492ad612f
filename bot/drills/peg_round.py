"""The pegging drill's whole round (`peg-round`): a round of play replayed from its hands and
the order the cards were laid; the answer is both players' pegs, the player's first.

Pure: no I/O, no text, randomness from a passed `random.Random`. The round is dealt from the
engine's simulated play (`bot.drills.peg.simulate_round`) and always scored by the engine
(`replay`): nothing here scores a card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.drills.grading import SettledCount, Verdict, verdict_of
from bot.drills.peg import PLAYERS, PegError, peg_rules, replay, simulate_round
from bot.drills.peg_round_answer import RoundAnswer
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.pegging import CannotPlay, Play, PlayRecord
from bot.engine.variants import FADOQ_THRESHOLD, STANDARD, Rules


@dataclass(frozen=True, slots=True)
class PegRoundQuestion:
    """A whole round of play to score: both hands, the dealer, who laid what, in order.

    The player sits at `player` (0 or 1); `board` holds both board scores (seat order) when
    the FADOQ 116 rule applies (`fadoq`), else None. The engine replays the order of play to
    score it, so a stored question is always scored by the current engine.
    """

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    dealer: int
    order: tuple[tuple[int, Card], ...]
    player: int
    fadoq: bool = False
    board: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.dealer not in (0, 1) or self.player not in (0, 1):
            raise PegError("seats are 0 and 1")
        try:
            self.record()
        except ValueError as error:
            raise PegError(str(error)) from error

    @property
    def player_is_dealer(self) -> bool:
        """Whether the player deals (the opponent leads)."""
        return self.player == self.dealer

    def record(self) -> PlayRecord:
        """The engine's record of this round."""
        return replay(
            self.hands, self.dealer, self.order, rules=peg_rules(self.fadoq), scores=self.board
        )

    def points(self) -> tuple[int, int]:
        """The points pegged during the play: the player's, then the opponent's."""
        points = self.record().points
        return points[self.player], points[1 - self.player]

    def fadoq_applies(self) -> bool:
        """Whether the FADOQ 116 rule can touch this round: someone is at the threshold on the
        board, or reaches it during the play."""
        if not self.fadoq or self.board is None:
            return False
        points = self.record().points
        return any(self.board[seat] + points[seat] >= FADOQ_THRESHOLD for seat in (0, 1))

    def plays_json(self) -> list[dict[str, object]]:
        """The plays in the worksheet form: cards laid and goes said, in order."""
        plays: list[dict[str, object]] = []
        for event in self.record().events:
            if isinstance(event, Play):
                plays.append({"player": event.player, "card": str(event.card)})
            elif isinstance(event, CannotPlay):
                plays.append({"player": event.player, "go": True})
        return plays

    def to_dict(self) -> dict[str, object]:
        """The JSON form stored with the question."""
        return {
            "dealer": self.dealer,
            "hands": [[str(c) for c in hand] for hand in self.hands],
            "plays": self.plays_json(),
            "player": self.player,
            "fadoq": self.fadoq,
            "board": None if self.board is None else list(self.board),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PegRoundQuestion:
        """Read it back; `PegError` if malformed."""
        try:
            first, second = (tuple(parse_card(c) for c in hand) for hand in data["hands"])
            order = tuple(
                (int(p["player"]), parse_card(p["card"])) for p in data["plays"] if "card" in p
            )
            board = data.get("board")
            return cls(
                (first, second),
                int(data["dealer"]),
                order,
                int(data["player"]),
                bool(data.get("fadoq", False)),
                None if board is None else (int(board[0]), int(board[1])),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise PegError(f"malformed round question: {error}") from error

    def worksheet(self) -> dict[str, object]:
        """The worksheet JSON item (`muggins drill peg --json`): seat 0 and seat 1's points."""
        return {
            "kind": "peg-round",
            "dealer": self.dealer,
            "hands": [[str(c) for c in hand] for hand in self.hands],
            "plays": self.plays_json(),
            "points": list(self.record().points),
        }


def deal_peg_round(
    rng: random.Random,
    *,
    rules: Rules = STANDARD,
    board: tuple[int, int] | None = None,
    attempts: int = 20,
) -> PegRoundQuestion:
    """A simulated round; the player sits at a random seat (dealer or pone).

    With the FADOQ 116 rule and the board scores (the player's first), the round is scored
    with them; a round that would end the game is dealt again (up to `attempts` times, then
    scored without the board).
    """
    fadoq = rules.fadoq116 is not None and board is not None
    for _ in range(attempts):
        round_ = simulate_round(rng)
        player = rng.randrange(PLAYERS)
        seats = None
        if fadoq and board is not None:
            seats = (board[0], board[1]) if player == 0 else (board[1], board[0])
        question = PegRoundQuestion(round_.hands, round_.dealer, round_.order, player, fadoq, seats)
        if question.record().winner is None:
            return question
    return PegRoundQuestion(round_.hands, round_.dealer, round_.order, player)


@dataclass(frozen=True, slots=True)
class PegRoundGrade(SettledCount):
    """The verdict on a round answer: the player's and the opponent's points."""

    expected: tuple[int, int]
    answered: tuple[int, int]

    @property
    def verdict(self) -> Verdict:
        """How the player's own points compare (muggins is on their own count)."""
        return verdict_of(self.expected[0], self.answered[0])

    @property
    def correct(self) -> bool:
        """Both numbers right."""
        return self.expected == self.answered

    @property
    def own(self) -> tuple[int, int]:
        """The count the laws settle: the player's own points, true and said."""
        return self.expected[0], self.answered[0]

    def to_result(self) -> dict[str, object]:
        """The `result` JSON stored with the attempt."""
        return {
            "correct": self.correct,
            "verdict": self.verdict.value,
            "missed": self.missed,
            "expected": list(self.expected),
            "answered": list(self.answered),
        }


def grade_peg_round(
    question: PegRoundQuestion,
    answer: RoundAnswer,
    *,
    muggins: bool = True,
    excess_to_opponent: bool = False,
) -> PegRoundGrade:
    """Grade both players' points said for a round."""
    return PegRoundGrade(
        question.points(),
        (answer.mine, answer.theirs),
        muggins=muggins,
        excess_to_opponent=excess_to_opponent,
    )
