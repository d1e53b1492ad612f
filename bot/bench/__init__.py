"""Benchmarks: `python -m bot.bench NAME [args]` runs `bot.bench.NAME.main(args)`.

Each benchmark is a module of this package with `main(argv: Sequence[str] | None) -> int`
(the exit code: 0 when its targets are met). They print plain labelled numbers, one per line.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from collections.abc import Mapping, Sequence

USAGE = "usage: python -m bot.bench NAME [args]  (NAME --help for a benchmark's options)"


def available() -> list[str]:
    """The benchmark names: the public modules of this package."""
    return sorted(
        module.name
        for module in pkgutil.iter_modules(__path__)
        if not module.name.startswith("_") and not module.ispkg
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Dispatch to the named benchmark; exit code 2 with the list of names on bad input."""
    args = list(sys.argv[1:] if argv is None else argv)
    names = available()
    if args and args[0] in {"-h", "--help"}:
        print(USAGE)
        print("available:", " ".join(names))
        return 0
    if not args or args[0] not in names:
        problem = f"unknown benchmark: {args[0]!r}" if args else "no benchmark named"
        print(f"{problem}\n{USAGE}\navailable: {' '.join(names)}", file=sys.stderr)
        return 2
    module = importlib.import_module(f"{__name__}.{args[0]}")
    code: int = module.main(args[1:])
    return code


def bench_parser(name: str, doc: str | None, *, results: bool = False) -> argparse.ArgumentParser:
    """The options of `python -m bot.bench NAME`, its module docstring `doc` shown as written;
    with `results`, `--json` too (how `print_results` prints)."""
    parser = argparse.ArgumentParser(
        prog=f"python -m bot.bench {name}",
        description=doc,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    if results:
        parser.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    return parser


def print_results(results: Mapping[str, object], *, as_json: bool) -> int:
    """Print labelled results one per line (or one JSON object); 0 if `targets_met` is "yes"."""
    if as_json:
        print(json.dumps(results, indent=2))
    else:
        print("\n".join(f"{label} {value}" for label, value in results.items()))
    return 0 if results["targets_met"] == "yes" else 1
