"""`python -m bot.bench play`: the bot's levels against each other over whole games (`/play`).

For each pairing (expert against normal, normal against easy, expert against easy), plays
`--games` seeded games of 121 with the standard rules, both seats played by the bot at their
levels with honest counts (the levels' deliberate miscounts are left out: this measures the
lay-away and the play). The first dealer is cut for, as at the table. Prints, per pairing, the
stronger level's win rate, the average margin (its final score minus the other's), the share
of skunks it gave, and the time per game.

Targets: expert beats normal and normal beats easy (win rate above one half). Exit code 0 when
met.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from bot.bench import print_results
from bot.content_tables import shipped_crib_tables
from bot.drills.table import Seat, advance, new_table
from bot.drills.table_bot import Level
from bot.engine.discard import CribValues
from bot.engine.variants import Rules

DEFAULT_GAMES = 2_000
DEFAULT_SEED = 20
PAIRINGS: tuple[tuple[Level, Level], ...] = (
    (Level.EXPERT, Level.NORMAL),
    (Level.NORMAL, Level.EASY),
    (Level.EXPERT, Level.EASY),
)


def play_game(
    strong: Level, weak: Level, rng: random.Random, tables: CribValues | None
) -> tuple[bool, int, str | None]:
    """One game, `strong` in seat 0: whether it won, its margin in points, the game's margin."""
    table = new_table(rng, "bench", Rules(), [Seat(None, strong), Seat(None, weak)])
    table.miscounts = False
    advance(table, rng, tables)
    if table.winner is None:  # pragma: no cover - a game between bots always ends
        raise RuntimeError("a game between bots did not end")
    return table.winner == 0, table.scores[0] - table.scores[1], table.margin()


def run_pairing(
    strong: Level, weak: Level, games: int, seed: int, tables: CribValues | None
) -> dict[str, object]:
    """Play `games` games and summarise them."""
    rng = random.Random(f"{seed}:{strong}:{weak}")
    wins = margin = skunks = 0
    started = time.perf_counter()
    for _ in range(games):
        won, points, kind = play_game(strong, weak, rng, tables)
        wins += won
        margin += points
        skunks += won and kind in {"skunk", "double_skunk"}
    seconds = time.perf_counter() - started
    return {
        "win_rate": round(wins / games, 4),
        "average_margin": round(margin / games, 2),
        "skunk_rate": round(skunks / games, 4),
        "ms_per_game": round(1000 * seconds / games, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run the pairings and print the results."""
    parser = argparse.ArgumentParser(prog="python -m bot.bench play", description=__doc__)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per pairing")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    tables = shipped_crib_tables()
    results: dict[str, object] = {"games_per_pairing": args.games, "seed": args.seed}
    ordered = True
    for strong, weak in PAIRINGS:
        summary = run_pairing(strong, weak, args.games, args.seed, tables)
        for key, value in summary.items():
            results[f"{strong}_vs_{weak}_{key}"] = value
        win_rate = summary["win_rate"]
        ordered = ordered and isinstance(win_rate, float) and win_rate > 0.5
    results["targets_met"] = "yes" if ordered else "no"
    return print_results(results, as_json=args.json)
