"""`python -m bot.bench play`: the bot's levels against each other over whole games (`/play`).

For each pairing (expert against normal, normal against easy, expert against easy), plays
`--games` seeded games of 121 with the standard rules (with `--fadoq`, under the FADOQ rule:
no go or last-card point from 116), both seats played by the bot at their levels with honest
counts (the levels' deliberate miscounts are left out: this measures the lay-away and the
play). The first dealer is cut for, as at the table. Prints the rules first (`rules standard`
or `rules fadoq`), then per pairing the stronger level's win rate, the average margin (its
final score minus the other's), the share of skunks it gave, and the time per game.

Then (issue 42, `bot.bench.play_duel`) today's expert against the frozen `expert-2026-11` in
`--pairs` duplicate pairs (two games each, same cards, seats swapped, under the same rules,
which today's expert plays by as in `/play`): the win rate with its 95 % interval and the
margin a game; the expert's move times (p50, p99) in those games; and on `--positions`
positions of the play, the points a decision loses against the exact look-ahead (every
opponent hand played out) and how often it picks a best card.

Targets: expert beats normal and normal beats easy (win rate above one half); the interval's
lower bound against `expert-2026-11` above one half; a play's loss at most 0.03 points; p99
at most 50 ms a card and 100 ms a lay-away in processor time (`*_cpu_ms_*`: what an idle
machine takes; the clock's figures beside them grow with the machine's load). Exit code 0
when met.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from bot.bench import bench_parser, print_results
from bot.bench.play_duel import (
    duel,
    expert_bot,
    frozen_bot,
    interval,
    percentile,
    play_loss,
    positions,
)
from bot.content_tables import shipped_crib_tables
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Seat
from bot.engine.lay_away import CribValues
from bot.engine.variants import FADOQ, STANDARD, Rules

DEFAULT_GAMES = 2_000
DEFAULT_SEED = 20
DEFAULT_PAIRS = 1_000
DEFAULT_POSITIONS = 300
CARD_MS_P99 = 50.0
LAY_AWAY_MS_P99 = 100.0
PLAY_LOSS_MAX = 0.03
PAIRINGS: tuple[tuple[Level, Level], ...] = (
    (Level.EXPERT, Level.NORMAL),
    (Level.NORMAL, Level.EASY),
    (Level.EXPERT, Level.EASY),
)


def play_game(
    strong: Level,
    weak: Level,
    rng: random.Random,
    tables: CribValues | None,
    rules: Rules = STANDARD,
) -> tuple[bool, int, str | None]:
    """One game under `rules`, `strong` in seat 0: whether it won, its margin in points, the
    game's margin."""
    table = new_table(rng, "bench", rules, [Seat(None, strong), Seat(None, weak)])
    table.miscounts = False
    advance(table, rng, tables)
    if table.winner is None:  # pragma: no cover - a game between bots always ends
        raise RuntimeError("a game between bots did not end")
    return table.winner == 0, table.scores[0] - table.scores[1], table.margin()


def run_pairing(
    strong: Level,
    weak: Level,
    games: int,
    seed: int,
    tables: CribValues | None,
    rules: Rules = STANDARD,
) -> dict[str, object]:
    """Play `games` games under `rules` and summarise them."""
    rng = random.Random(f"{seed}:{strong}:{weak}")
    wins = margin = skunks = 0
    started = time.perf_counter()
    for _ in range(games):
        won, points, kind = play_game(strong, weak, rng, tables, rules)
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
    parser = bench_parser("play", __doc__, results=True)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per pairing")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument(
        "--pairs", type=int, default=DEFAULT_PAIRS, help="duplicate pairs against expert-2026-11"
    )
    parser.add_argument(
        "--positions", type=int, default=DEFAULT_POSITIONS, help="play positions to check"
    )
    parser.add_argument(
        "--skip-levels", action="store_true", help="leave out the pairings between levels"
    )
    parser.add_argument(
        "--fadoq",
        action="store_true",
        help="play every game under the FADOQ rule (no go or last-card point from 116)",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.pairs < 2 or args.positions < 1:
        parser.error("--games and --positions must be at least 1, --pairs at least 2")
    tables = shipped_crib_tables()
    rules = FADOQ if args.fadoq else STANDARD
    results: dict[str, object] = {
        "rules": "fadoq" if args.fadoq else "standard",
        "games_per_pairing": args.games,
        "seed": args.seed,
    }
    ordered = True
    for strong, weak in () if args.skip_levels else PAIRINGS:
        summary = run_pairing(strong, weak, args.games, args.seed, tables, rules)
        for key, value in summary.items():
            results[f"{strong}_vs_{weak}_{key}"] = value
        win_rate = summary["win_rate"]
        ordered = ordered and isinstance(win_rate, float) and win_rate > 0.5
    met = ordered and _issue_42(results, args.pairs, args.positions, args.seed, tables, rules)
    results["targets_met"] = "yes" if met else "no"
    return print_results(results, as_json=args.json)


def _issue_42(
    results: dict[str, object],
    pairs: int,
    count: int,
    seed: int,
    tables: CribValues | None,
    rules: Rules = STANDARD,
) -> bool:
    """The expert against expert-2026-11 in games under `rules` (today's expert playing by
    them), its move times and its play's loss, into `results`; whether the targets are met."""
    new, old = expert_bot(tables, rules), frozen_bot(tables)
    started = time.perf_counter()
    found, timings = duel(new, old, pairs, seed, rules)
    rate, low, high = interval(found)
    key = f"{new.name}_vs_{old.name}"
    results[f"{key}_games"] = 2 * pairs
    results[f"{key}_win_rate"] = round(rate, 4)
    results[f"{key}_ci95_low"] = round(low, 4)
    results[f"{key}_ci95_high"] = round(high, 4)
    results[f"{key}_average_margin"] = round(sum(p.margin for p in found) / (2 * pairs), 2)
    results[f"{key}_ms_per_game"] = round(1000 * (time.perf_counter() - started) / (2 * pairs), 1)
    lay = [1000 * t for t in timings.lay_away.get(new.name, [])]
    card = [1000 * t for t in timings.card.get(new.name, [])]
    results["expert_lay_away_ms_p50"] = round(percentile(lay, 0.5), 2)
    results["expert_lay_away_ms_p99"] = round(percentile(lay, 0.99), 2)
    results["expert_card_ms_p50"] = round(percentile(card, 0.5), 2)
    results["expert_card_ms_p99"] = round(percentile(card, 0.99), 2)
    lay_cpu = [1000 * t for t in timings.lay_away_cpu.get(new.name, [])]
    card_cpu = [1000 * t for t in timings.card_cpu.get(new.name, [])]
    results["expert_lay_away_cpu_ms_p99"] = round(percentile(lay_cpu, 0.99), 2)
    results["expert_card_cpu_ms_p50"] = round(percentile(card_cpu, 0.5), 2)
    results["expert_card_cpu_ms_p99"] = round(percentile(card_cpu, 0.99), 2)
    loss, agree = play_loss(positions(count, seed, tables))
    results["play_positions"] = count
    results["play_loss_per_decision"] = round(loss, 4)
    results["play_agreement"] = round(agree, 4)
    return (
        low > 0.5
        and loss <= PLAY_LOSS_MAX
        and percentile(card_cpu, 0.99) <= CARD_MS_P99
        and percentile(lay_cpu, 0.99) <= LAY_AWAY_MS_P99
    )
