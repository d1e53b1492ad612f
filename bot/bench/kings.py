"""`python -m bot.bench kings`: Kings Cribbage, the bot's choice of move and whole games.

Plays `--games` whole games between two bots (the best move against one of the three best),
seeded, and measures:
1. the time the bot takes to pick its move (`top_moves`, every legal move weighed): p50, p99,
   max, over every turn of every game;
2. the number of legal moves of a position (mean and max), the moves and passes per game;
3. how far play spreads on the 15 by 15 grid: the widest played area, and the share of games
   whose tiles reach the edge.
Target: the bot's move picked in under 200 ms (p99 of the CPU time of the process, so that
other work on a shared machine does not count; the wall-clock p99 is printed too).
Exit code 0 when met, else 1.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence

from bot.bench import bench_parser, print_results
from bot.bench.discard import percentile
from bot.engine.kings_game import new_game, pass_turn, play
from bot.engine.kings_moves import Candidate, choose_move, legal_moves

MOVE_TARGET_MS = 200.0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; exit code 0 when the target is met."""
    parser = bench_parser("kings", __doc__, results=True)
    parser.add_argument("--games", type=int, default=10, help="whole games to play")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    pick_ms: list[float] = []
    pick_cpu_ms: list[float] = []
    move_counts: list[int] = []
    moves = passes = edge_games = 0
    widest = 0
    for number in range(args.games):
        game = new_game(rng)
        spread = 1 if number % 2 == 0 else 3
        while not game.over:
            start, cpu = time.perf_counter(), time.process_time()
            width = spread if game.turn else 1
            choice: Candidate | None = choose_move(game.grid, game.rack(), rng, spread=width)
            pick_ms.append((time.perf_counter() - start) * 1000)
            pick_cpu_ms.append((time.process_time() - cpu) * 1000)
            if len(move_counts) < 5 * args.games:
                move_counts.append(len(legal_moves(game.grid, game.rack())) if choice else 0)
            if choice is None:
                game = pass_turn(game, rng, game.rack()[: len(game.bag)] if game.bag else ())
                passes += 1
            else:
                game = play(game, choice.move)
                moves += 1
        rows = [r for r, _ in game.grid.tiles]
        cols = [c for _, c in game.grid.tiles]
        widest = max(widest, max(rows) - min(rows) + 1, max(cols) - min(cols) + 1)
        last = game.grid.size - 1
        edge_games += any(r in (0, last) or c in (0, last) for r, c in game.grid.tiles)
    p99 = percentile(pick_cpu_ms, 0.99)
    results = {
        "games": args.games,
        "move_pick_cpu_p50_ms": round(percentile(pick_cpu_ms, 0.5), 1),
        "move_pick_cpu_p99_ms": round(p99, 1),
        "move_pick_cpu_max_ms": round(max(pick_cpu_ms), 1),
        "move_pick_wall_p99_ms": round(percentile(pick_ms, 0.99), 1),
        "legal_moves_mean": round(statistics.fmean(move_counts), 1),
        "legal_moves_max": max(move_counts),
        "moves_per_game": round(moves / args.games, 1),
        "passes_per_game": round(passes / args.games, 1),
        "widest_played_area": widest,
        "games_reaching_the_edge": f"{edge_games}/{args.games}",
        "targets_met": "yes" if p99 < MOVE_TARGET_MS else "no",
    }
    return print_results(results, as_json=args.json)
