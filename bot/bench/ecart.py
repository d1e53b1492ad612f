"""`python -m bot.bench ecart`: how fast a discard-challenge verdict renders, analysis included.

A verdict is what the ✅ button or a typed answer costs before the message is sent: grading
the lay-away (`bot.drills.ecart.grade`: the engine's analysis of every lay-away under the
crib model) and its French wording (`bot.views.ecart.verdict_lines`, tables and decimals
through Babel). Seeded random challenges, each with a random lay-away:

1. the first verdict in the process (empty rank caches, as right after the bot starts);
2. `--deals` six-card verdicts under the expert tables (the /ecart default), caches filling up
   as deals need them (the bot does not precompute them);
3. the same again, warm, `--repeat` passes: median, p95 and max per verdict;
4. the same deals under the uniform model (the "uniform crib" button);
5. five-card verdicts (uniform, one card laid away);
6. the lookup of a player's own cards (`/ecart <cards>`, `bot.views.ecart_lookup.lookup_text`:
   the default model for the deal's size, the play's values with six cards), six and five cards.

Everything runs in this one process, on one core. Target: every p95 <= 50 ms (exit code 0).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from bot.bench import bench_parser
from bot.bench.discard import add_deal_options, percentile, report, time_each
from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import EXPERT, FIVE, SIX, UNIFORM, Challenge, deal, grade
from bot.engine.cards import Card
from bot.engine.crib_tables import CribTables
from bot.i18n import I18n, Translator
from bot.views.ecart import verdict_lines
from bot.views.ecart_lookup import lookup_text

TARGET_P95_MS = 50.0
LANG = "fr"


def render_verdict(
    challenge: Challenge,
    discard: Sequence[Card],
    model: str,
    tables: CribTables,
    tr: Translator,
) -> str:
    """Grade a lay-away and word its verdict: the work behind one verdict message."""
    verdict = grade(challenge, discard, model=model, tables=tables)
    meta = tables.meta if verdict.model == EXPERT else None
    return "\n".join(verdict_lines(verdict, tr, tables_meta=meta))


def seeded_cases(
    rng: random.Random, deals: int, size: int
) -> list[tuple[Challenge, tuple[Card, ...]]]:
    """Random challenges of `size` cards, each with a random lay-away."""
    cases = []
    for _ in range(deals):
        challenge = deal(rng, size)
        discard = tuple(rng.sample(challenge.cards, challenge.lay_away))
        cases.append((challenge, discard))
    return cases


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; 0 when every warm p95 meets the target."""
    parser = bench_parser("ecart", __doc__)
    add_deal_options(parser, seed=2026, repeat=3)
    args = parser.parse_args(argv)
    deals = max(1, args.deals)
    repeat = max(1, args.repeat)

    tr = I18n.load().translator(LANG)
    tables = shipped_crib_tables()
    rng = random.Random(args.seed)
    six = seeded_cases(rng, deals, SIX)
    five = seeded_cases(rng, deals, FIVE)

    start = time.perf_counter()
    render_verdict(*six[0], EXPERT, tables, tr)
    print(f"first verdict (empty caches) ms: {(time.perf_counter() - start) * 1000:.1f}")

    def verdict(model: str) -> Callable[[Challenge, tuple[Card, ...]], str]:
        return lambda challenge, discard: render_verdict(challenge, discard, model, tables, tr)

    cold = time_each(six, verdict(EXPERT))
    report(f"expert 6-card verdict, caches filling up ({deals} deals)", cold)
    expert = time_each(six, verdict(EXPERT), repeat)
    report(f"expert 6-card verdict ({deals} deals)", expert)
    uniform = time_each(six, verdict(UNIFORM), repeat)
    report(f"uniform 6-card verdict ({deals} deals)", uniform)
    small = time_each(five, verdict(UNIFORM), repeat)
    report(f"uniform 5-card verdict ({deals} deals)", small)
    looked = [
        time_each(cases, lambda challenge, _: lookup_text(challenge, tr), repeat)
        for cases in (six, five)
    ]
    report(f"lookup of own 6 cards ({deals} deals)", looked[0])
    report(f"lookup of own 5 cards ({deals} deals)", looked[1])

    timed = (cold, expert, uniform, small, *looked)
    worst = max(percentile(times[0], 0.95) for times in timed)
    met = worst <= TARGET_P95_MS
    print(f"target every p95 <= {TARGET_P95_MS:g} ms: {'met' if met else 'MISSED'}")
    return 0 if met else 1
