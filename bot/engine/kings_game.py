"""Kings Cribbage, the game: turns, passes and exchanges, the end and its deductions, the Joker.

Two players draw five tiles each (R-004-03); they move in turn, each move scored and the rack
refilled to five from the bag (R-004-05). A player with no legal move passes and may exchange
one to five tiles with the bag (R-004-14). When the bag is empty the game ends as soon as a
player has placed all their tiles, or no one can score; each then loses the face value of the
tiles left on their rack (figures 10, ace 1: R-004-15).

The seed does not say what happens while the bag still holds tiles and no one can move: the
game also ends after `PASSES_TO_END` passes in a row (each player passed twice), which no
exchange could change in the games simulated (`python -m bot.bench kings`).

The Joker rule (R-004-19, optional): after a player counts their move, the first opponent to
call « Joker » takes the points they missed; a call before the count, or where nothing was
missed, costs the caller `JOKER_PENALTY` points. An over-count is corrected to the true value
(the seed gives no penalty for it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from bot.engine.kings import RACK_SIZE, Colour, Tile
from bot.engine.kings_grid import (
    Grid,
    Illegal,
    IllegalMove,
    Move,
    MoveScore,
    Placement,
    new_bag,
    score_move,
    take_from_rack,
)
from bot.engine.kings_moves import Candidate, choose_move, has_move

PLAYERS = 2
JOKER_PENALTY = 5
PASSES_TO_END = 2 * PLAYERS


# -- The Joker rule --------------------------------------------------------------------------


class JokerVerdict(StrEnum):
    """How a « Joker » call is judged."""

    TAKEN = "taken"  # the counter missed points: the caller takes them
    EARLY = "early"  # called before the count: the caller loses 5
    NOTHING_MISSED = "nothing_missed"  # the count was complete: the caller loses 5


@dataclass(frozen=True, slots=True)
class JokerCall:
    """A judged call: what the caller gains (negative: the penalty)."""

    verdict: JokerVerdict
    caller: int


def joker_call(points: int, claimed: int | None) -> JokerCall:
    """Judge a « Joker » call on a move worth `points`, counted as `claimed` (None: not yet
    counted)."""
    if points < 0 or (claimed is not None and claimed < 0):
        raise ValueError("points and counts are never negative")
    if claimed is None:
        return JokerCall(JokerVerdict.EARLY, -JOKER_PENALTY)
    if claimed < points:
        return JokerCall(JokerVerdict.TAKEN, points - claimed)
    return JokerCall(JokerVerdict.NOTHING_MISSED, -JOKER_PENALTY)


def credited(points: int, claimed: int | None) -> int:
    """What a counter scores for a move: their count when short, the true value otherwise
    (an over-count is corrected; no count at all means the true value)."""
    return points if claimed is None else min(points, claimed)


# -- The game --------------------------------------------------------------------------------


class TurnKind(StrEnum):
    """What a player did on their turn."""

    MOVE = "move"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn: a move (its score, the count announced and what was scored) or a pass."""

    player: int
    kind: TurnKind
    move: Move = ()
    points: int = 0
    scored: int = 0
    exchanged: int = 0


@dataclass(frozen=True, slots=True)
class KingsGame:
    """A game between two players, after some turns (immutable: each step makes a new one)."""

    grid: Grid
    bag: tuple[Tile, ...]
    racks: tuple[tuple[Tile, ...], ...]
    scores: tuple[int, ...] = (0, 0)
    turn: int = 0
    passes: int = 0
    over: bool = False
    deductions: tuple[int, ...] = (0, 0)
    history: tuple[Turn, ...] = field(default=())

    @property
    def first(self) -> bool:
        """The next move is the game's first."""
        return self.grid.empty

    def rack(self, player: int | None = None) -> tuple[Tile, ...]:
        """The rack of `player` (the player to move by default)."""
        return self.racks[self.turn if player is None else player]

    def final_scores(self) -> tuple[int, ...]:
        """The scores with the end-of-game deductions taken off."""
        return tuple(s - d for s, d in zip(self.scores, self.deductions, strict=True))


class GameError(ValueError):
    """A step the game's state does not allow (moving after the end, an exchange while a
    move exists, more tiles than the bag holds)."""


def new_game(rng: random.Random, *, size: int | None = None, first: int = 0) -> KingsGame:
    """A fresh game: the bag shuffled, five tiles each, `first` to move."""
    bag = new_bag(rng)
    racks = (tuple(bag[:RACK_SIZE]), tuple(bag[RACK_SIZE : 2 * RACK_SIZE]))
    grid = Grid() if size is None else Grid(size=size)
    return KingsGame(grid, tuple(bag[2 * RACK_SIZE :]), racks, turn=first)


def _with_rack(
    game: KingsGame, player: int, rack: tuple[Tile, ...]
) -> tuple[tuple[Tile, ...], ...]:
    return tuple(rack if p == player else r for p, r in enumerate(game.racks))


def _add(scores: tuple[int, ...], player: int, points: int) -> tuple[int, ...]:
    return tuple(s + points if p == player else s for p, s in enumerate(scores))


def play(game: KingsGame, move: Sequence[Placement], claimed: int | None = None) -> KingsGame:
    """The player to move places `move` (IllegalMove if the rules refuse it) and scores it:
    their count `claimed` when short (the rest is there for a Joker call), the true value
    otherwise. The rack is refilled from the bag; the game may end."""
    if game.over:
        raise GameError("the game is over")
    score = score_move(game.grid, move, game.rack())
    left = take_from_rack(game.rack(), (p.tile for p in score.move))
    if left is None:
        raise IllegalMove(Illegal.NOT_IN_RACK)
    drawn = RACK_SIZE - len(left)
    rack = left + game.bag[:drawn]
    turn = Turn(
        game.turn,
        TurnKind.MOVE,
        score.move,
        score.total,
        credited(score.total, claimed),
    )
    after = replace(
        game,
        grid=game.grid.with_tiles(score.move),
        bag=game.bag[drawn:],
        racks=_with_rack(game, game.turn, rack),
        scores=_add(game.scores, game.turn, turn.scored),
        turn=1 - game.turn,
        passes=0,
        history=(*game.history, turn),
    )
    return _maybe_end(after, emptied=not rack)


def pass_turn(game: KingsGame, rng: random.Random, exchange: Sequence[Tile] = ()) -> KingsGame:
    """The player to move passes, exchanging `exchange` (1 to 5 rack tiles, at most what the
    bag holds) when they have no legal move (R-004-14). GameError when the move is refused."""
    if game.over:
        raise GameError("the game is over")
    rack = game.rack()
    bag = list(game.bag)
    if exchange:
        if len(exchange) > len(bag):
            raise GameError("the bag holds fewer tiles")
        if has_move(game.grid, rack):
            raise GameError("a legal move exists")
        left = take_from_rack(rack, exchange)
        if left is None:
            raise GameError("those tiles are not on the rack")
        drawn = bag[: len(exchange)]
        bag = bag[len(exchange) :] + list(exchange)
        rng.shuffle(bag)
        rack = left + tuple(drawn)
    turn = Turn(game.turn, TurnKind.PASS, exchanged=len(exchange))
    after = replace(
        game,
        bag=tuple(bag),
        racks=_with_rack(game, game.turn, rack),
        turn=1 - game.turn,
        passes=game.passes + 1,
        history=(*game.history, turn),
    )
    return _maybe_end(after, emptied=False)


def _maybe_end(game: KingsGame, *, emptied: bool) -> KingsGame:
    """End the game when the rules say so (R-004-15), with its deductions."""
    if game.bag:
        ended = game.passes >= PASSES_TO_END
    else:
        ended = emptied or not any(has_move(game.grid, rack) for rack in game.racks if rack)
    if not ended:
        return game
    deductions = tuple(sum(t.value for t in rack) for rack in game.racks)
    return replace(game, over=True, deductions=deductions)


def winner(game: KingsGame) -> int | None:
    """The player ahead after the deductions, or None on a tie."""
    final = game.final_scores()
    if final[0] == final[1]:
        return None
    return 0 if final[0] > final[1] else 1


# -- Bots and the simulator ------------------------------------------------------------------

Policy = Callable[[KingsGame, random.Random], Candidate | None]


def bot_policy(spread: int = 1) -> Policy:
    """A bot that plays the best move (`spread` 1) or one of the `spread` best."""

    def policy(game: KingsGame, rng: random.Random) -> Candidate | None:
        return choose_move(game.grid, game.rack(), rng, spread=spread)

    return policy


def bot_turn(
    game: KingsGame, rng: random.Random, policy: Policy
) -> tuple[KingsGame, MoveScore | None]:
    """The bot to move plays its policy's move, or passes and exchanges its whole rack (as
    much of it as the bag allows) when it has none. Returns the move's score (None on a pass)."""
    choice = policy(game, rng)
    if choice is None:
        exchange = game.rack()[: len(game.bag)]
        return pass_turn(game, rng, exchange), None
    score = score_move(game.grid, choice.move, game.rack())
    return play(game, choice.move), score


@dataclass(frozen=True, slots=True)
class Position:
    """A position met in a game: the grid and the rack before a move, and the move's score."""

    grid: Grid
    rack: tuple[Tile, ...]
    score: MoveScore


def simulate(
    rng: random.Random,
    policies: Sequence[Policy] | None = None,
    *,
    size: int | None = None,
    stop_after: int | None = None,
) -> tuple[KingsGame, list[Position]]:
    """A whole game between bots (or its first `stop_after` moves), with each move's position."""
    players = list(policies) if policies is not None else [bot_policy(), bot_policy()]
    game = new_game(rng, size=size)
    positions: list[Position] = []
    while not game.over and (stop_after is None or len(positions) < stop_after):
        grid, rack = game.grid, game.rack()
        game, score = bot_turn(game, rng, players[game.turn])
        if score is not None:
            positions.append(Position(grid, rack, score))
    return game, positions


# -- Storage form ----------------------------------------------------------------------------


def tile_data(tile: Tile) -> list[int | str]:
    """A tile as JSON: [rank, colour]."""
    return [tile.rank, tile.colour.value]


def tile_from(data: Sequence[object]) -> Tile:
    """A tile from its JSON form (ValueError when malformed)."""
    rank, colour = data
    if not isinstance(rank, int) or not 1 <= rank <= 13:
        raise ValueError(f"bad tile rank {rank!r}")
    if not isinstance(colour, str):
        raise ValueError(f"bad tile colour {colour!r}")
    return Tile(rank, Colour(colour))


def game_data(game: KingsGame) -> dict[str, object]:
    """The game as JSON, to store between steps (the history keeps the moves only)."""
    return {
        "size": game.grid.size,
        "grid": [[r, c, *tile_data(t)] for (r, c), t in sorted(game.grid.tiles.items())],
        "bag": [tile_data(t) for t in game.bag],
        "racks": [[tile_data(t) for t in rack] for rack in game.racks],
        "scores": list(game.scores),
        "turn": game.turn,
        "passes": game.passes,
        "over": game.over,
        "deductions": list(game.deductions),
    }


def game_from(stored: Mapping[str, object]) -> KingsGame:
    """A game back from `game_data` (ValueError or KeyError when malformed)."""
    data: Mapping[str, Any] = stored  # read field by field, each checked
    tiles = {(int(r), int(c)): tile_from((rank, colour)) for r, c, rank, colour in data["grid"]}
    return KingsGame(
        grid=Grid(tiles, int(data["size"])),
        bag=tuple(tile_from(t) for t in data["bag"]),
        racks=tuple(tuple(tile_from(t) for t in rack) for rack in data["racks"]),
        scores=tuple(int(s) for s in data["scores"]),
        turn=int(data["turn"]),
        passes=int(data["passes"]),
        over=bool(data["over"]),
        deductions=tuple(int(d) for d in data["deductions"]),
    )


def servant(game: KingsGame) -> int | None:
    """The optional « serviteur » rule (R-004-18): the lowest scorer after the game keeps the
    score of the next; None on a tie."""
    final = game.final_scores()
    low = min(final)
    lowest = [p for p, s in enumerate(final) if s == low]
    return lowest[0] if len(lowest) == 1 else None
