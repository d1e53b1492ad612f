"""The standings of a club night (`/soiree`): each side's points, « pour », « contre », game
points and spread, its place, the winners, and the rule a closed night's standings were
announced by. Pure rules, no I/O, no text.

- **A closed night keeps the standings it announced** (`rule_of_its_day`): a night closed
  under an older rule (a forfeit worth a skunk; the bye of a round drawn but never played
  counted) is recomputed by that rule, read from its frozen standings, and the rule is
  written with them; standings no rule here explains are shown as frozen, and said so.
- **Standings** (`standings`): recomputed from the confirmed tables alone, so anyone can check
  them from the record; equal keys share a place (1, 1, 3); a side that has not sat at a table
  yet (no bye, no game but games lost by default) comes after the others (`rank_key`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final, NotRequired, TypedDict

from bot.drills.night import (
    BOTH_LATE,
    BYE_GAME_POINTS,
    FORFEIT_GAME_POINTS,
    OLD_FORFEIT_GAME_POINTS,
    SKUNK_GAME_POINTS,
    TODAYS_RULE,
    WIN_GAME_POINTS,
    WINNERS,
    DayRule,
    Ranking,
    Side,
    Table,
    bye_points,
    skunk_line,
)


@dataclass(frozen=True, slots=True)
class Standing:
    """A side's line: place, total points, « pour », « contre », game points and spread (ACC
    only, else None), games (byes are not games), byes, and how many of the games were decided
    by default (`Table.by_default`: counted among the games, seed 002's late side losing « la
    première partie », and said apart: no card was played)."""

    side: Side
    rank: int
    points: int
    pour: int
    contre: int
    game_points: int | None
    spread: int | None
    games: int
    byes: int = 0
    by_default: int = 0


def game_points(
    mine: int, theirs: int, target: int, forfeit_points: int = FORFEIT_GAME_POINTS
) -> int:
    """ACC game points of one side's game: 3 for a win by skunk, 2 for a win (a game won by
    default, its loser at 0, is a plain win: `FORFEIT_GAME_POINTS`; `forfeit_points`: the
    rule a closed night was ranked by, `rule_of_its_day`), 0 for a loss."""
    if mine < theirs:
        return 0
    if theirs == 0:
        return forfeit_points
    return SKUNK_GAME_POINTS if theirs < skunk_line(target) else WIN_GAME_POINTS


def rank_key(ranking: Ranking, s: Standing, *, default_waits: bool = True) -> tuple[int, ...]:
    """The sort key of a ranking (smaller first), a side that has neither played nor had a
    bye after the others, as in a tournament (before: an ACC player absent from the start,
    « 0 point de match · différentiel 0 · 0 partie · absent », ranked above every player who
    had lost a game, their spread below 0). A side whose only games were lost by default (a
    latecomer, 0 point) has not sat at a table either: it waits with them, and the usual keys
    rank those who wait (before: during round 1, « 1. Marie-Ève Gagnon — 0 point, 121 contre ·
    1 partie (1 par défaut) » above the players still at their first game, at 0).
    `default_waits` False: the rule before (a night closed under it, `rule_of_its_day`), only
    a side with no game at all waited."""
    played = s.games == s.by_default and s.pour == 0 if default_waits else s.games == 0
    waiting = int(s.byes == 0 and played)
    if ranking is Ranking.GAME_POINTS:
        return (waiting, -(s.game_points or 0), -(s.spread or 0))
    if ranking is Ranking.POUR_CONTRE:
        return (waiting, -s.points, s.contre)
    return (waiting, -s.points)


def standings(
    ranking: Ranking,
    sides: Sequence[Side],
    tables: Iterable[Table],
    target: int,
    forfeit_points: int = FORFEIT_GAME_POINTS,
    *,
    unplayed_byes: bool = False,
    default_waits: bool = True,
) -> list[Standing]:
    """The sides ranked by `ranking` from the confirmed scores and the byes (tables of
    sides not in `sides` are left out); equal keys share a place (1, 1, 3), ties listed in
    `sides` order. A bye counts once a game of its round is confirmed (before: a night
    closed with its last round drawn but not played gave that round's bye 121 points, or 2
    game points, for a game nobody played; `unplayed_byes`: that rule, for a night closed
    under it). `forfeit_points`: a game won by default's game points, `default_waits`: where
    a side whose only games were lost by default ranks (`rank_key`; both: `rule_of_its_day`)."""
    acc = ranking is Ranking.GAME_POINTS
    totals = {side: [0, 0, 0, 0, 0, 0] for side in sides}  # pour, contre, gp, games, byes, default
    tables = list(tables)
    played = {t.round for t in tables if t.b is not None and t.confirmed and t.score is not None}

    def add(side: Side, mine: int, theirs: int, gp: int, played: bool, default: bool) -> None:
        row = totals.get(side)
        if row is None:
            return
        row[0] += mine
        row[1] += theirs
        row[2] += gp
        row[3] += int(played)
        row[4] += int(not played)
        row[5] += int(default)

    for t in tables:
        if t.b is None and t.score is None:
            if t.round not in played and not unplayed_byes:  # drawn, not played: nothing yet
                continue
            pour, contre = (0, 0) if acc else bye_points(target)
            add(t.a, pour, contre, BYE_GAME_POINTS, False, False)
        elif t.confirmed and t.score is not None:  # a game, or a late side's bye lost
            a, b = t.score
            against_a, against_b = (target, target) if t.score == BOTH_LATE else (b, a)
            gp_a = game_points(a, against_a, target, forfeit_points)
            add(t.a, a, against_a, gp_a, True, t.by_default)
            if t.b is not None:
                gp_b = game_points(b, against_b, target, forfeit_points)
                add(t.b, b, against_b, gp_b, True, t.by_default)
    lines = [
        Standing(
            side,
            0,
            row[0],
            row[0],
            row[1],
            row[2] if acc else None,
            row[0] - row[1] if acc else None,
            row[3],
            row[4],
            row[5],
        )
        for side, row in totals.items()
    ]
    lines.sort(key=lambda s: rank_key(ranking, s, default_waits=default_waits))
    out: list[Standing] = []
    for position, s in enumerate(lines, start=1):
        key = rank_key(ranking, s, default_waits=default_waits)
        shared = bool(out) and rank_key(ranking, out[-1], default_waits=default_waits) == key
        out.append(replace(s, rank=out[-1].rank if shared else position))
    return out


def rule_of_its_day(
    ranking: Ranking,
    sides: Sequence[Side],
    tables: Sequence[Table],
    target: int,
    frozen: Sequence[StandingRecord] | None,
) -> DayRule:
    """The rule a night's `frozen` standings were announced by (None: not closed yet, today's).
    A closed night's standings were posted in the group: recomputed under today's rule they
    could show other numbers than the ones published (an ACC night closed when a forfeit was a
    skunk: 2 where 3 was announced; a night closed with a round drawn but not played, when its
    bye still counted: 121 points fewer for that round's bye; a latecomer whose only game was
    lost by default, ranked by her 0 point ahead of a player absent from the start, before they
    waited together). Today's rule first, then the older ones; none giving the announced
    standings: `as_announced`."""
    if not frozen:
        return TODAYS_RULE
    announced = {tuple(r["players"]): dict(r) for r in frozen}

    def gives_them(rows: Sequence[Standing]) -> bool:
        today = {row.side: dict(standing_record(row)) for row in rows}
        return today.keys() == announced.keys() and all(
            today[side].get(key) == said[key]
            for side, said in announced.items()
            for key in COMPARED
            if key in said  # a record kept before a key was added: the others decide
        )

    old_forfeit = ranking is Ranking.GAME_POINTS
    for waits in (True, False):
        for unplayed in (False, True):
            for points in (FORFEIT_GAME_POINTS, OLD_FORFEIT_GAME_POINTS)[: 1 + old_forfeit]:
                rows = standings(
                    ranking,
                    sides,
                    tables,
                    target,
                    points,
                    unplayed_byes=unplayed,
                    default_waits=waits,
                )
                if gives_them(rows):
                    return DayRule(points, unplayed, default_waits=waits)
    return DayRule(as_announced=True)


COMPARED: Final = ("rank", "points", "contre", "game_points", "spread", "games")
"""What a standings line announced, compared with today's (`rule_of_its_day`)."""


def winners(table: Sequence[Standing]) -> list[Standing]:
    """The sides in the first `WINNERS` places (ties included) that earned something: a side
    that has not sat at a table yet, or whose only games were lost by default (late, 0 point),
    gets no medal at 0 points."""
    return [s for s in table if is_winner(s)]


def is_winner(s: Standing) -> bool:
    """Whether a side's place wins a medal: among the first `WINNERS`, with points scored at a
    table, a bye, or ACC game points (the seeds give medals for points accumulated: a game
    lost by default scores « 0 » point, seed 002, and earns none)."""
    return s.rank <= WINNERS and (s.pour > 0 or s.byes > 0 or (s.game_points or 0) > 0)


def tied(table: Sequence[Standing]) -> bool:
    """Whether two sides share a place among the winners (FADOQ: a best of three settles it
    at the hall, seed 002)."""
    ranks = [s.rank for s in winners(table)]
    return len(ranks) != len(set(ranks))


class StandingRecord(TypedDict):
    """A standings line as `muggins nights --json` writes it (and a closed night keeps it)."""

    players: list[str]
    rank: int
    points: int
    pour: int
    contre: int
    game_points: int | None
    spread: int | None
    games: int
    by_default: NotRequired[int]
    """How many of the games were decided by default (a record kept before it was written: 0,
    as `standing_of` reads it; before, /stats said « 1 partie » where the final standings said
    « 1 partie (1 par défaut) »)."""


def standing_record(s: Standing) -> StandingRecord:
    """A standings line as `muggins nights --json` writes it."""
    return {
        "players": list(s.side),
        "rank": s.rank,
        "points": s.points,
        "pour": s.pour,
        "contre": s.contre,
        "game_points": s.game_points,
        "spread": s.spread,
        "games": s.games,
        "by_default": s.by_default,
    }


def standing_in(records: Sequence[StandingRecord], player_id: str) -> Standing | None:
    """`player_id`'s line of a closed night's frozen standings (None: not in them)."""
    return next((standing_of(r) for r in records if player_id in r.get("players", [])), None)


def standing_of(record: StandingRecord) -> Standing:
    """A standings line as a closed night keeps it (`standing_record`), read back."""
    return Standing(
        tuple(record["players"]),
        int(record["rank"]),
        int(record["points"]),
        int(record["pour"]),
        int(record["contre"]),
        record.get("game_points"),
        record.get("spread"),
        int(record["games"]),
        by_default=int(record.get("by_default", 0)),
    )
