"""`muggins verify KEY CODE`: deal a /play deal again from its key (seed) and check its code.

    muggins verify 3f9a0c1d2e4b5a69 a1b2c3d4e5f6 [--lang fr|en] [--json]
    muggins verify 2026-11-28 a1b2c3d4e5f6          # a daily challenge: its seed is its day

/play shows each deal's fingerprint before it is played and its seed after
(`bot.engine.fairness`). This deals the pack again from the seed, says whether its
fingerprint is the one shown, and prints the pone's six cards, the dealer's six and the
starter. The daily challenge shows its fingerprint with its first part and its seed, the
day, with the result (`bot.drills.daily_fairness`); a day as KEY deals that challenge again
and prints its cards (a day not yet begun anywhere is refused: it would show a challenge
to come). Exit code 0 when the fingerprint matches, 1 when it does not, 2 on bad input.
"""

from __future__ import annotations

import argparse
import re
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Final

from bot.commands.common import (
    EXIT_FAILURE,
    EXIT_OK,
    Subparsers,
    add_command,
    add_lang_argument,
    cli_translator,
    command_translator,
    fail,
    placeholders,
    print_json,
)
from bot.drills.daily import challenge_for
from bot.drills.daily_fairness import challenge_fingerprint, challenge_text
from bot.engine.fairness import (
    deal_pack,
    fingerprint,
    normal_fingerprint,
    normal_seed,
    two_player_deal,
)
from bot.i18n import Translator
from bot.views.fairness import (
    bad_day_text,
    bad_fingerprint_text,
    bad_seed_text,
    daily_verify_lines,
    day_not_dealt_text,
    day_written_otherwise_text,
    verify_json,
    verify_lines,
)


def add_parser(subparsers: Subparsers) -> None:
    """Register the `verify` subcommand."""
    tr = cli_translator()
    parser = add_command(
        subparsers,
        "verify",
        run,
        help=tr._("deal a /play deal again from its key and check its code"),
        description=tr._(
            "Shuffle the pack again from a deal's key (shown after the deal) and check "
            "that it matches the code shown before the deal."
        ),
        missing=lambda tr: tr._(
            "Give the deal's key, then its code, as the bot showed them; for example: {example}"
        ).format(example="muggins verify 0123456789abcdef 0123456789ab"),
    )
    parser.add_argument(
        "seed",
        metavar=placeholders(tr)["KEY"],
        help=tr._("the deal's key (16 characters, digits and letters a to f), or a day YYYY-MM-DD"),
    )
    parser.add_argument(
        "fingerprint",
        metavar=placeholders(tr)["CODE"],
        help=tr._("the code shown (12 characters, digits and letters a to f)"),
    )
    add_lang_argument(parser)
    parser.add_argument("--json", action="store_true", help=tr._("print one JSON object"))


_DAY_SHAPE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}")
"""What reads as a day, whether or not the calendar has it (2026-13-45)."""
_DAY_OTHERWISE = re.compile(r"\d{1,4}[-/. ]\d{1,2}[-/. ]\d{1,4}")
"""What reads as a day written in another order or with other separators (28-11-2026,
2026/11/28, 28.11.26): not a deal's key, which has no separators."""


def _day(text: str) -> date | None:
    """A daily challenge's seed: its day, YYYY-MM-DD."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        return None


EARLIEST_ZONE: Final = timezone(timedelta(hours=14))
"""The first time zone where a day begins (UTC+14, Kiribati's Line Islands): no player
anywhere has been dealt a later day's challenge."""


def last_day_dealt(now: datetime | None = None) -> date:
    """The last day whose daily challenge some player may have been dealt: today in
    `EARLIEST_ZONE`."""
    return (now or datetime.now(UTC)).astimezone(EARLIEST_ZONE).date()


def _run_daily(day: date, args: argparse.Namespace, tr: Translator) -> int:
    """Check a daily challenge's fingerprint; print its cards (never those of a day not dealt
    yet anywhere: they would be tomorrow's challenge, to prepare)."""
    if day > last_day_dealt():
        return fail(day_not_dealt_text(day.isoformat(), tr))
    shown = normal_fingerprint(args.fingerprint)
    if shown is None:
        return fail(bad_fingerprint_text(tr))
    challenge = challenge_for(day)
    actual = challenge_fingerprint(challenge)
    if args.json:
        data = {
            "seed": day.isoformat(),
            "fingerprint": shown,
            "actual_fingerprint": actual,
            "matches": actual == shown,
            "cards": challenge_text(challenge),
        }
        print_json(data, indent=None)
    else:
        print("\n".join(daily_verify_lines(day, shown, actual == shown, challenge, tr)))
    return EXIT_OK if actual == shown else EXIT_FAILURE


def run(args: argparse.Namespace) -> int:
    """Check the fingerprint; print the deal."""
    tr = command_translator(args.lang, "verify")
    if isinstance(tr, int):
        return tr
    day = _day(args.seed)
    if day is not None:
        return _run_daily(day, args, tr)
    if _DAY_SHAPE.fullmatch(args.seed.strip()):  # a day the calendar does not have
        return fail(bad_day_text(args.seed.strip(), tr))
    if _DAY_OTHERWISE.fullmatch(args.seed.strip()):
        return fail(day_written_otherwise_text(args.seed.strip(), tr))
    seed = normal_seed(args.seed)
    if seed is None:
        return fail(bad_seed_text(tr))
    shown = normal_fingerprint(args.fingerprint)
    if shown is None:
        return fail(bad_fingerprint_text(tr))
    pack = deal_pack(seed)
    actual = fingerprint(pack)
    deal = two_player_deal(pack)
    if args.json:
        print_json(verify_json(seed, shown, actual, deal), indent=None)
    else:
        print("\n".join(verify_lines(seed, shown, actual == shown, deal, tr)))
    return EXIT_OK if actual == shown else EXIT_FAILURE
