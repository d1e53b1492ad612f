"""A game of Kings Cribbage against the bot (pure): levels, the bot's count, the Joker both ways.

The player moves (a typed move, optionally with their count), passes or exchanges, or calls
« Joker » on the bot's last count. The bot then moves at its level: `expert` plays the best
move and counts every point; `normal` and `easy` play one of the few best moves and, now and
then, forget a line or a bonus in their count, so that the player learns to call « Joker »
(R-004-19). When the player counts short, the bot calls « Joker » and takes the rest; an
over-count is corrected. The whole match is one JSON object, stored with each step.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from bot.drills.kings import kept_unturned, placements_from
from bot.drills.table_args import LEVEL_WORDS as TABLE_LEVELS
from bot.engine.kings import Tile
from bot.engine.kings_game import (
    GameError,
    JokerCall,
    KingsGame,
    Turn,
    TurnKind,
    credited,
    game_data,
    game_from,
    joker_call,
    new_game,
    pass_turn,
    play,
    tile_data,
    tile_from,
)
from bot.engine.kings_grid import Grid, IllegalMove, MoveScore, Placement, score_move
from bot.engine.kings_moves import choose_move, has_move

PLAYER, BOT = 0, 1


class Level(StrEnum):
    """How well the bot plays and counts."""

    EASY = "easy"
    NORMAL = "normal"
    EXPERT = "expert"


SPREAD: dict[Level, int] = {Level.EASY: 8, Level.NORMAL: 3, Level.EXPERT: 1}
"""The bot plays one of its `SPREAD` best moves."""
MISCOUNT: dict[Level, float] = {Level.EASY: 0.5, Level.NORMAL: 0.3, Level.EXPERT: 0.0}
"""How often the bot forgets a line or a bonus when it counts (never at expert)."""
LEVEL_WORDS: dict[str, Level] = {word: Level(level) for word, level in TABLE_LEVELS.items()}
"""The words of the levels: those of /play (« difficile » is expert, « débutant » easy)."""


class MatchError(ValueError):
    """A stored match that cannot be read back."""


@dataclass(frozen=True, slots=True)
class BotCount:
    """The bot's last move and its count: what it scored, what it said, what it forgot
    (`forgot`: the index of the forgotten line, or len(lines) + i for bonus i; -1: none)."""

    move: tuple[Placement, ...]
    points: int
    claimed: int
    forgot: int = -1
    open: bool = True
    """Whether a « Joker » call on this count can still be made."""


@dataclass(frozen=True, slots=True)
class MyCount:
    """The player's last move and the count they said with it (None: not said), and their
    rack before it (a 9 of it laid as a 6 is said), kept so that the Mini App shown again says
    it as it did (`last_player_move`)."""

    move: tuple[Placement, ...]
    claimed: int | None = None
    rack: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class KingsMatch:
    """A game between the player (0) and the bot (1), at a level, with the bot's last count."""

    game: KingsGame
    level: Level
    last: BotCount | None = None
    number: int = 0
    """Steps so far (a step: a move, a pass or a call), so each stored step is distinct."""
    mine: MyCount | None = None
    """The player's last turn when it was a move (None after a pass, or none yet)."""

    def to_dict(self) -> dict[str, object]:
        """The stored form."""
        last = None
        if self.last is not None:
            last = {
                "move": [[p.row, p.col, p.tile.rank, p.tile.colour.value] for p in self.last.move],
                "points": self.last.points,
                "claimed": self.last.claimed,
                "forgot": self.last.forgot,
                "open": self.last.open,
            }
        mine = None
        if self.mine is not None:
            mine = {
                "move": [[p.row, p.col, p.tile.rank, p.tile.colour.value] for p in self.mine.move],
                "claimed": self.mine.claimed,
                "rack": [tile_data(t) for t in self.mine.rack],
            }
        return {
            "game": game_data(self.game),
            "level": self.level.value,
            "last": last,
            "n": self.number,
            "mine": mine,
        }

    @classmethod
    def from_dict(cls, stored: Mapping[str, object]) -> KingsMatch:
        """Back from `to_dict` (MatchError when malformed)."""
        data: Mapping[str, Any] = stored  # read field by field, each checked
        try:
            game = game_from(data["game"])
            level = Level(data["level"])
            raw = data.get("last")
            last = None
            if raw is not None:
                last = BotCount(
                    placements_from(raw["move"]),
                    int(raw["points"]),
                    int(raw["claimed"]),
                    int(raw["forgot"]),
                    bool(raw["open"]),
                )
            raw = data.get("mine")  # absent from steps stored before it was kept
            mine = None
            if raw is not None:
                claimed = raw["claimed"]
                rack = tuple(tile_from(t) for t in raw.get("rack", ()))  # kept since kings12
                mine = MyCount(
                    placements_from(raw["move"]), None if claimed is None else int(claimed), rack
                )
            return cls(game, level, last, int(data.get("n", 0)), mine)
        except (KeyError, TypeError, ValueError) as exc:
            raise MatchError(f"bad kings match: {exc}") from exc


def read_match(stored: Mapping[str, object]) -> KingsMatch | None:
    """A stored match (`KingsMatch.to_dict`), or None when it cannot be read back."""
    try:
        return KingsMatch.from_dict(stored)
    except MatchError:
        return None


def open_match(stored: Mapping[str, object] | None) -> KingsMatch | None:
    """The match to resume from a question still open (`Question.open_deal`), unless it
    cannot be read back or is over."""
    match = None if stored is None else read_match(stored)
    return None if match is None or match.game.over else match


def new_match(rng: random.Random, level: Level) -> KingsMatch:
    """A new game; the player moves first and so earns the first-move bonus if they can."""
    return KingsMatch(new_game(rng, first=PLAYER), level)


def _add(game: KingsGame, player: int, points: int) -> KingsGame:
    scores = tuple(s + points if p == player else s for p, s in enumerate(game.scores))
    return replace(game, scores=scores)


def items(score: MoveScore) -> list[int]:
    """The points of each thing a count names: each line, then each bonus."""
    return [line.points for line in score.lines] + [b.points for b in score.bonuses]


def bot_count(score: MoveScore, level: Level, rng: random.Random) -> tuple[int, int]:
    """What the bot says for its move, and the item it forgot (-1: none)."""
    named = items(score)
    if len(named) < 2 or rng.random() >= MISCOUNT[level]:
        return score.total, -1
    forgot = rng.randrange(len(named))
    return score.total - named[forgot], forgot


@dataclass(frozen=True, slots=True)
class PlayerMove:
    """The player's move: its score, what they counted (None: not said), what the bot took;
    their rack before it (`rack`: a 9 of it laid as a 6 is said) and the 6s and 9s laid as
    held where turned over they scored more, with that score (`kept_unturned`)."""

    score: MoveScore
    claimed: int | None
    taken: int
    rack: tuple[Tile, ...] = ()
    kept: tuple[tuple[Placement, int], ...] = ()


def player_move(
    match: KingsMatch, move: Sequence[Placement], claimed: int | None = None
) -> tuple[KingsMatch, PlayerMove]:
    """The player's move (IllegalMove when refused): a short count is taken by the bot's
    « Joker »; the bot's last count can no longer be called."""
    if match.game.over or match.game.turn != PLAYER:
        raise GameError("not the player's turn")
    rack = match.game.rack()
    score = score_move(match.game.grid, move, rack)
    game = play(match.game, score.move, claimed)
    taken = score.total - claimed if claimed is not None and claimed < score.total else 0
    game = _add(game, BOT, taken)
    last = None if match.last is None else replace(match.last, open=False)
    mine = MyCount(score.move, claimed, rack)
    kept = tuple(kept_unturned(match.game.grid, score.move, rack))
    after = replace(match, game=game, last=last, number=match.number + 1, mine=mine)
    return after, PlayerMove(score, claimed, taken, rack, kept)


def player_pass(match: KingsMatch, rng: random.Random, exchange: Sequence[Tile] = ()) -> KingsMatch:
    """The player passes (GameError while they have a legal move), exchanging tiles."""
    if match.game.over or match.game.turn != PLAYER:
        raise GameError("not the player's turn")
    if has_move(match.game.grid, match.game.rack()):
        raise GameError("a legal move exists")
    game = pass_turn(match.game, rng, exchange)
    last = None if match.last is None else replace(match.last, open=False)
    return replace(match, game=game, last=last, number=match.number + 1, mine=None)


def must_pass(match: KingsMatch) -> bool:
    """Whether the player, to move, has no legal move: the only time a pass is taken
    (`player_pass`), so the only time the step offers it."""
    game = match.game
    return not game.over and game.turn == PLAYER and not has_move(game.grid, game.rack())


def player_joker(match: KingsMatch) -> tuple[KingsMatch, JokerCall]:
    """The player calls « Joker » on the bot's last count: the points it forgot, or 5 lost.
    GameError when no count of the bot's is open to a call (`joker_open`): none yet (the
    game's first step, or the bot passed) or one already called. Such a call judges nothing,
    so it costs nothing (a player may take « Joker » for a help)."""
    last = match.last
    if last is None or not joker_open(match):
        raise GameError("no count of the bot's to call Joker on")
    call = joker_call(last.points, last.claimed)
    game = _add(match.game, PLAYER, call.caller)
    return replace(match, game=game, last=replace(last, open=False), number=match.number + 1), call


def begun(match: KingsMatch) -> bool:
    """Whether the game has begun: its first move made, or a point scored (a game stopped
    before has no score to say)."""
    return not match.game.first or any(match.game.scores)


def joker_open(match: KingsMatch) -> bool:
    """Whether the bot's last count can be called « Joker » on: never at expert, where the
    bot forgets nothing (`MISCOUNT`), so that no call is offered that can only cost 5."""
    return match.level is not Level.EXPERT and match.last is not None and match.last.open


Rows = tuple[tuple[str, ...], ...]
"""Button actions by rows (`step_actions`)."""


def step_actions(match: KingsMatch, *, stuck: bool) -> tuple[Rows, int | None]:
    """The actions offered under a game step, by rows, and the tiles the exchange gives back
    when the bag has fewer than the rack (None: the whole rack). Joker (when the bot's count
    is open), hint, stop; pass and exchange only when the player has no legal move (`stuck`:
    a pass is refused otherwise), exchange only when the bag has tiles to give."""
    first = ("joker", "hint") if joker_open(match) else ("hint",)
    passes = ("pass", "swap") if match.game.bag else ("pass",)
    rows = (first, passes, ("stop",)) if stuck else (first, ("stop",))
    bag, rack = len(match.game.bag), len(match.game.rack())
    return rows, bag if bag < rack else None


def bot_plays(match: KingsMatch, rng: random.Random) -> tuple[KingsMatch, MoveScore | None]:
    """The bot's turn: its move, counted at its level (its score a short count when it
    forgets; in full when the move ends the game, as no turn is left to call « Joker » on
    it), or a pass exchanging its whole rack (as much as the bag allows)."""
    game = match.game
    if game.over or game.turn != BOT:
        return match, None
    choice = choose_move(game.grid, game.rack(), rng, spread=SPREAD[match.level])
    if choice is None:
        exchange = game.rack()[: len(game.bag)]
        return replace(match, game=pass_turn(game, rng, exchange), last=None), None
    score = score_move(game.grid, choice.move, game.rack())
    after = play(game, score.move)
    claimed, forgot = score.total, -1
    if not after.over:
        claimed, forgot = bot_count(score, match.level, rng)
        after = play(game, score.move, claimed)
    last = BotCount(score.move, score.total, claimed, forgot)
    return replace(match, game=after, last=last), score


def grid_before(grid: Grid, new: Sequence[Placement]) -> Grid:
    """The grid without the tiles just placed (`new`): as it was before their move."""
    placed = {p.cell for p in new}
    return Grid({c: t for c, t in grid.tiles.items() if c not in placed}, grid.size)


def bot_score(match: KingsMatch) -> MoveScore | None:
    """The bot's last move counted in full, on the grid as it was before (None: no move to
    count, or a stored move the grid no longer allows)."""
    last = match.last
    if last is None:
        return None
    try:
        return score_move(grid_before(match.game.grid, last.move), last.move)
    except IllegalMove:  # pragma: no cover - the bot's stored move was legal
        return None


def bot_pass(match: KingsMatch) -> Turn | None:
    """The bot's pass just before the player's turn (None when its last turn was no pass).
    A stored game keeps no history: the pass is known from the passes in a row (a move sets
    them to 0) and its exchange from the bag, as the bot exchanges its whole rack, as much
    as the bag allows (`bot_plays`)."""
    game = match.game
    if game.over or game.turn != PLAYER or match.last is not None or game.passes == 0:
        return None
    if game.history:
        last = game.history[-1]
        return last if last.player == BOT and last.kind is TurnKind.PASS else None
    exchanged = min(len(game.racks[BOT]), len(game.bag))
    return Turn(BOT, TurnKind.PASS, exchanged=exchanged)


def last_player_move(match: KingsMatch) -> PlayerMove | None:
    """The player's last move as it was counted, once the bot has answered it (the Mini App
    shown again says it, as it did when the move was made): None after a pass, or before the
    player's first move."""
    mine, game = match.mine, match.game
    if mine is None or game.over or game.turn != PLAYER:
        return None
    laid = {p.cell for p in mine.move}
    if match.last is not None:  # the bot's answer, laid after it
        laid |= {p.cell for p in match.last.move}
    before = Grid({c: t for c, t in game.grid.tiles.items() if c not in laid}, game.grid.size)
    try:
        score = score_move(before, mine.move)
        kept = tuple(kept_unturned(before, mine.move, mine.rack)) if mine.rack else ()
    except IllegalMove:  # pragma: no cover - the stored move was legal
        return None
    taken = score.total - credited(score.total, mine.claimed)
    return PlayerMove(score, mine.claimed, taken, mine.rack, kept)


def hint(match: KingsMatch) -> MoveScore | None:
    """The best move of the player's rack, or None when there is none."""
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    return None if choice is None else score_move(match.game.grid, choice.move, match.game.rack())
