"""The muggins game: a race to 121 (or 61) against the bot, one counted hand at a time.

After each hand the laws settle the count (`bot.engine.laws`): an exact count pegs the
total; a short one pegs the claim and, muggins on, the bot takes the missed points; an
over-count is put back to the true total and the bot pegs the excess. When the starter is a
jack, the dealer (player or bot) also pegs 2 for his heels. The player pegs first, so a
player who reaches the target wins even if the bot's points would have taken it there too.
Scores stop at the target, like the game hole. The winner's margin (lurch, skunk, double
skunk) comes from `bot.engine.variants.game_result` for the game's margin rule.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from bot.drills.answer_claims import Answer
from bot.drills.deals import Deal
from bot.drills.grading import Grade, grade
from bot.engine.show import HEELS_POINTS, Score
from bot.engine.variants import GameResult, MarginRule, Rules, game_result, margin_rule_of

DEFAULT_TARGET = 121
SHORT_TARGET = 61
GAME_TARGETS: tuple[int, ...] = (DEFAULT_TARGET, SHORT_TARGET)
DEFAULT_MARGIN_RULE: MarginRule = "skunk"


class Side(StrEnum):
    """Who won."""

    PLAYER = "player"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class Pegs:
    """Points one counted hand pegs for each side."""

    player: int
    bot: int


def hand_pegs(grade: Grade, *, heels: Side | None = None) -> Pegs:
    """What one counted hand pegs for each side under the laws, his heels to the dealer."""
    player = grade.player_points + (HEELS_POINTS if heels is Side.PLAYER else 0)
    bot = grade.bot_points + (HEELS_POINTS if heels is Side.BOT else 0)
    return Pegs(player, bot)


@dataclass(frozen=True, slots=True)
class CountedHand:
    """A counted hand or crib: its grade under the laws, its show, and what it pegs."""

    grade: Grade
    score: Score
    pegs: Pegs


def count_hand(
    deal: Deal,
    answer: Answer,
    *,
    in_game: bool,
    muggins: bool = True,
    excess_to_opponent: bool = False,
) -> CountedHand:
    """The answer to a hand or crib graded under the laws, and what it pegs each side: his
    heels to the dealer of a hand counted in a game."""
    score = deal.score()
    result = grade(answer, score, muggins=muggins, excess_to_opponent=excess_to_opponent)
    heels = None
    if in_game and deal.heels() is not None:
        heels = Side.PLAYER if deal.player_is_dealer else Side.BOT
    return CountedHand(result, score, hand_pegs(result, heels=heels))


@dataclass(frozen=True, slots=True)
class GameScore:
    """A muggins game's board: both scores toward the target."""

    target: int = DEFAULT_TARGET
    margin_rule: MarginRule = DEFAULT_MARGIN_RULE
    player: int = 0
    bot: int = 0
    hands: int = 0

    def __post_init__(self) -> None:
        Rules(target=self.target, margin_rule=self.margin_rule)  # validates both
        if not (0 <= self.player <= self.target and 0 <= self.bot <= self.target):
            raise ValueError("scores must be between 0 and the target")
        if self.player >= self.target and self.bot >= self.target:
            raise ValueError("only one side can reach the target")

    @property
    def rules(self) -> Rules:
        """The variant settings this game is played under."""
        return Rules(target=self.target, margin_rule=self.margin_rule)

    @property
    def winner(self) -> Side | None:
        """The side that reached the target, if any."""
        if self.player >= self.target:
            return Side.PLAYER
        if self.bot >= self.target:
            return Side.BOT
        return None

    @property
    def over(self) -> bool:
        """True once a side has reached the target."""
        return self.winner is not None

    def peg(self, pegs: Pegs) -> GameScore:
        """The board after one hand: the player's points first, then the bot's."""
        if self.over:
            raise ValueError("the game is over")
        player = min(self.target, self.player + pegs.player)
        bot = self.bot if player >= self.target else min(self.target, self.bot + pegs.bot)
        return replace(self, player=player, bot=bot, hands=self.hands + 1)

    def result(self) -> GameResult | None:
        """What the win is worth (games and margin), once the game is over."""
        return game_outcome(self.target, self.margin_rule, self.player, self.bot)


def game_outcome(target: int, margin_rule: str, player: int, bot: int) -> GameResult | None:
    """The finished game's worth from its scores, or None while nobody has reached the target."""
    rules = _rules(target, margin_rule)
    if player >= target:
        return game_result(rules, player, min(bot, target - 1))
    if bot >= target:
        return game_result(rules, bot, min(player, target - 1))
    return None


@lru_cache(maxsize=32)
def _rules(target: int, margin_rule: str) -> Rules:
    """The game's rules from its stored target and margin rule (few pairs: built once each;
    a bad target raises, and is not kept)."""
    return Rules(target=target, margin_rule=margin_rule_of(margin_rule) or "none")
