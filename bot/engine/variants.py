"""Game settings (variants) and the rules that depend on them: deal sizes, game end, margins.

`Rules` is a frozen dataclass, standard by default (two players, game of 121, skunk lines,
no muggins, no FADOQ 116 rule). Named presets are in `VARIANTS`.

Margins (GLOSSARY R-000-29, R-000-30):
- lurch: the loser has not passed half the board (< 61 in a game of 121, < 31 in a game of
  61): the winner scores 2 games.
- skunk: in a game of 121 the loser at 90 or less gives 2 games (skunk), at 60 or less
  4 games (double skunk). In a game of 61 the skunk line is 31 (loser at 30 or less gives
  2 games) and there is no double skunk (its line would be 1).
- none: every win is 1 game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple, TypeAlias, cast, get_args

from bot.engine.show import HAND_SIZE, Kind

MarginRule: TypeAlias = Literal["lurch", "skunk", "none"]
FadoqShortGame: TypeAlias = Literal["from_end", "off"]
"""The FADOQ rule in a game of 61, which the seeds do not cover: five points from the end
(from 56, `from_end`, the default) or not at all (`off`)."""
Margin: TypeAlias = Literal["normal", "lurch", "skunk", "double_skunk"]

TARGETS: tuple[int, ...] = (121, 61)
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
MARGIN_RULES: tuple[str, ...] = get_args(MarginRule)

FADOQ_SHORT_GAME_READINGS: tuple[FadoqShortGame, ...] = get_args(FadoqShortGame)

CRIB_SIZE = 4
FADOQ_THRESHOLD = 116
FADOQ_FROM_END = 5
"""116 is five points from the end of a game of 121: how the FADOQ rule reads in a game of 61."""

# The loser must reach the line (score >= line) to avoid the margin.
LURCH_LINES: dict[int, int] = {121: 61, 61: 31}
SKUNK_LINES: dict[int, int] = {121: 91, 61: 31}
DOUBLE_SKUNK_LINES: dict[int, int] = {121: 61}

SINGLE_GAME, DOUBLE_GAME, QUADRUPLE_GAME = 1, 2, 4


@dataclass(frozen=True, slots=True)
class Fadoq116:
    """The FADOQ rule «À partir de 116, on ne peut plus avancer d'un point à la fois ou faire Go».

    The seed (GLOSSARY R-002-24) leaves its scope open; this is the reading made explicit:
    (a) his nobs (1 point in the show) is NOT barred by default (`bars_nobs=False`): the
        rule speaks of pegging, and nobs is part of a hand's count, not a single peg;
    (b) 31 for 2 always counts: it is not a single point (no flag, never barred);
    (c) a barred point is lost: nobody else gets it;
    (d) the threshold is checked before the point: a player whose board score is already
        `threshold` or more does not peg it (a player at 115 does, reaching 116);
    (e) in team play the side's (shared) score is what is checked.
    The go point (`bars_go`) and the last-card point (`bars_last_card`) are barred.
    """

    threshold: int = FADOQ_THRESHOLD
    bars_go: bool = True
    bars_last_card: bool = True
    bars_nobs: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.threshold, bool) or not isinstance(self.threshold, int):
            raise ValueError(f"FADOQ threshold must be an int, not {self.threshold!r}")
        if self.threshold < 1:
            raise ValueError(f"FADOQ threshold must be positive, not {self.threshold}")
        for name in ("bars_go", "bars_last_card", "bars_nobs"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"FADOQ {name} must be a bool")

    def bars(self, kind: Kind) -> bool:
        """Whether this reading bars the single point of `kind` (go, last card or nobs)."""
        return {
            Kind.GO: self.bars_go,
            Kind.LAST_CARD: self.bars_last_card,
            Kind.NOBS: self.bars_nobs,
        }.get(kind, False)


@dataclass(frozen=True, slots=True)
class Rules:
    """The settings of a game; the defaults are the standard two-player game of 121.

    `players`: 2 (6 cards each, discard 2), 3 (5 cards each, discard 1, one card from the
    deck to the crib) or 4 (two partnerships, players 0 and 2 against 1 and 3; 5 cards each,
    discard 1).
    """

    target: int = 121
    margin_rule: MarginRule = "skunk"
    players: int = 2
    muggins: bool = False
    fadoq116: Fadoq116 | None = None
    excess_to_opponent: bool = False
    """The over-count law: an over-count is corrected only (the seeds', the default) or its
    excess goes to the opponent (the ACC's rule)."""

    def __post_init__(self) -> None:
        if self.target not in TARGETS or isinstance(self.target, bool):
            raise ValueError(f"target must be one of {TARGETS}, not {self.target!r}")
        if self.margin_rule not in MARGIN_RULES:
            raise ValueError(f"margin_rule must be one of {MARGIN_RULES}, not {self.margin_rule!r}")
        if self.players not in PLAYER_COUNTS or isinstance(self.players, bool):
            raise ValueError(f"players must be one of {PLAYER_COUNTS}, not {self.players!r}")
        if not isinstance(self.muggins, bool):
            raise ValueError(f"muggins must be a bool, not {self.muggins!r}")
        if self.fadoq116 is not None:
            if not isinstance(self.fadoq116, Fadoq116):
                raise ValueError(f"fadoq116 must be a Fadoq116 or None, not {self.fadoq116!r}")
            if self.fadoq116.threshold >= self.target:
                raise ValueError(
                    f"FADOQ threshold {self.fadoq116.threshold} must be below the target"
                )

    @property
    def teams(self) -> bool:
        """Whether the game is played in partnerships (four players)."""
        return self.players == 4


def margin_rule_of(value: object) -> MarginRule | None:
    """The margin rule `value` names (a stored or set one), or None."""
    return cast(MarginRule, value) if value in MARGIN_RULES else None


def fadoq_rule(target: int, short_game: FadoqShortGame = "from_end") -> Fadoq116 | None:
    """The FADOQ 116 rule in a game to `target`.

    Seed 002 sets it for a game of 121: from 116, five points from the end. For a shorter game
    the seeds say nothing, so the reading is a named choice: `from_end` keeps it five points
    from the end (from 56 in a game of 61), `off` plays a short game without it.
    """
    if target > FADOQ_THRESHOLD:
        return Fadoq116()
    if short_game == "off":
        return None
    return Fadoq116(threshold=target - FADOQ_FROM_END)


STANDARD = Rules()
SHORT_61 = Rules(target=61)
FADOQ = Rules(fadoq116=Fadoq116())
THREE_PLAYERS = Rules(players=3)
FOUR_PLAYERS_TEAMS = Rules(players=4)
MUGGINS = Rules(muggins=True)

VARIANTS: dict[str, Rules] = {
    "standard": STANDARD,
    "short_61": SHORT_61,
    "fadoq": FADOQ,
    "three_players": THREE_PLAYERS,
    "four_players_teams": FOUR_PLAYERS_TEAMS,
    "muggins": MUGGINS,
}


# -- Deal ------------------------------------------------------------------------------------


def cards_dealt(rules: Rules) -> int:
    """Cards dealt to each player: 6 with two players, 5 with three or four."""
    return 6 if rules.players == 2 else 5


def discards_per_player(rules: Rules) -> int:
    """Cards each player lays away to the crib: what is dealt beyond a 4-card hand."""
    return cards_dealt(rules) - HAND_SIZE


def crib_cards_from_deck(rules: Rules) -> int:
    """Cards dealt from the deck straight to the crib to make it 4 (one with three players)."""
    return CRIB_SIZE - rules.players * discards_per_player(rules)


# -- Sides -----------------------------------------------------------------------------------


def side_of(rules: Rules, player: int) -> int:
    """The side a player scores for: partners 0 and 2 are side 0, 1 and 3 side 1."""
    if not 0 <= player < rules.players:
        raise ValueError(f"player {player} out of range for {rules.players} players")
    return player % 2 if rules.teams else player


def sides(rules: Rules) -> int:
    """How many sides (scores on the board) the game has."""
    return 2 if rules.teams else rules.players


# -- Single points under the FADOQ 116 rule --------------------------------------------------


def single_point_barred(rules: Rules, kind: Kind, board_score: int) -> bool:
    """Whether the FADOQ 116 rule stops a side at `board_score` from pegging this point."""
    fadoq = rules.fadoq116
    return fadoq is not None and fadoq.bars(kind) and board_score >= fadoq.threshold


# -- Game end and margins --------------------------------------------------------------------


class GameResult(NamedTuple):
    """What a finished game is worth: 1, 2 or 4 games, and why."""

    games: int
    margin: Margin


def is_game_over(rules: Rules, score: int) -> bool:
    """A game ends the moment a side reaches the target."""
    return score >= rules.target


def _margin(rules: Rules, loser_score: int) -> Margin:
    """The margin of a loss at `loser_score` under the rules' margin rule."""
    if rules.margin_rule == "lurch":
        return "lurch" if loser_score < LURCH_LINES[rules.target] else "normal"
    if rules.margin_rule == "skunk":
        double_line = DOUBLE_SKUNK_LINES.get(rules.target)
        if double_line is not None and loser_score < double_line:
            return "double_skunk"
        return "skunk" if loser_score < SKUNK_LINES[rules.target] else "normal"
    return "normal"


MARGIN_GAMES: dict[Margin, int] = {
    "normal": SINGLE_GAME,
    "lurch": DOUBLE_GAME,
    "skunk": DOUBLE_GAME,
    "double_skunk": QUADRUPLE_GAME,
}


def _check_loser(rules: Rules, loser_score: int) -> None:
    if not 0 <= loser_score < rules.target:
        raise ValueError(f"loser score {loser_score} must be in 0..{rules.target - 1}")


def game_result(rules: Rules, winner_score: int, loser_score: int) -> GameResult:
    """The games a win is worth, given both final scores (the winner at the target or more)."""
    if not is_game_over(rules, winner_score):
        raise ValueError(f"winner score {winner_score} has not reached {rules.target}")
    _check_loser(rules, loser_score)
    margin = _margin(rules, loser_score)
    return GameResult(MARGIN_GAMES[margin], margin)
