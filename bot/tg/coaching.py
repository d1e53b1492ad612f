"""Deals chosen by the coach, for the drills' handlers: one call replaces the random deal.

    deal = await coaching.show_deal(context, player, DrillKind.HAND)
    count = await coaching.count_deal(context, player, rules=rules, board=score)

With coaching on (the default; `/coach off` stores `coach: false` in the player's settings)
and a weak theme the drill can show, `bot.coach.plan.choose` serves a deal holding one of
the weakest near the player's rating, `COACHED_SHARE` of the time; otherwise the drill's own
random deal. `force` (the /coach "practise" button) always serves that theme. The rank tables
of the show deals are built on a worker thread the first time they are needed, so the bot
keeps answering meanwhile.

Answers need nothing here: storage records every graded first try for the coach in the
answer's own transaction (`bot.storage.repo_coach_try.coach_answer`).
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final, TypeVar

from bot.coach.deals import (
    deal_challenge_with,
    deal_count_with,
    deal_position_with,
    deal_round_with,
    deal_show_with,
)
from bot.coach.plan import COACHED_SHARE, ThemeStat, choose
from bot.coach.questions import (
    Drill,
    Seen,
    challenge_seen,
    count_seen,
    position_seen,
    question_difficulty,
    round_seen,
    show_seen,
)
from bot.drills.deals import Deal, DrillKind, deal_drill
from bot.drills.ecart import Challenge
from bot.drills.ecart import deal as deal_challenge
from bot.drills.peg import PegCountQuestion, deal_peg_count
from bot.drills.peg_best import PlayPosition, deal_peg_play
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round
from bot.engine import theme_deals
from bot.engine.themes import Theme
from bot.engine.variants import STANDARD, Rules
from bot.storage import User
from bot.tg.context import Context

if TYPE_CHECKING:
    from bot.tg.handlers.common import Who

SETTING_COACH: Final = "coach"
"""The player's settings key: False once they asked for random deals (/coach off)."""
SETTING_WEEKLY: Final = "coach_weekly"
"""The player's settings key: True once they asked for the weekly message."""
PLAY_CANDIDATES: Final = 2
"""Pegging deals with the theme drawn per coached deal (simulated rounds cost more)."""

Q = TypeVar("Q")
_tables_lock = asyncio.Lock()


def coaching_on(user: User) -> bool:
    """Whether deals are chosen for the player (on unless they turned it off)."""
    return user.settings.get(SETTING_COACH) is not False


def weekly_on(user: User) -> bool:
    """Whether the player asked for the weekly message."""
    return user.settings.get(SETTING_WEEKLY) is True


async def _tables() -> None:
    """Build the show tables once, off the event loop."""
    if theme_deals.tables_ready():
        return
    async with _tables_lock:
        if not theme_deals.tables_ready():
            await asyncio.to_thread(theme_deals.precompute)


async def _pick(
    context: Context,
    player: Who,
    drill: Drill,
    *,
    deal_random: Callable[[random.Random], Q],
    deal_with: Callable[[Theme, random.Random], Q | None],
    seen: Callable[[Q], Seen],
    force: Theme | None,
    candidates: int | None = None,
    stats: Sequence[ThemeStat] | None = None,
) -> Q:
    rng = context.bot_data.rng
    if force is None and not coaching_on(player.user):
        return deal_random(rng)
    db = context.bot_data.db
    if force is None:
        # No weak theme: a random deal, and the rating and learned difficulties go unread.
        found = await db.coach.plan(player.user_id, drill, when_weak=True, stats=stats)
        if found is None:
            return deal_random(rng)
        plan = found
        weak = [s.theme for s in plan.weak]
    else:
        plan = await db.coach.plan(player.user_id, drill)
        weak = [force]
    if drill in (Drill.HAND, Drill.CRIB):
        await _tables()
    extra = {} if candidates is None else {"candidates": candidates}
    pick = choose(
        drill,
        weak,
        plan.rating.rating,
        rng,
        deal_random=deal_random,
        deal_with=deal_with,
        difficulty=lambda q: question_difficulty(seen(q), plan.learned),
        coached_share=1.0 if force is not None else COACHED_SHARE,
        **extra,
    )
    return pick.deal


async def show_deal(
    context: Context,
    player: Who,
    kind: DrillKind,
    *,
    force: Theme | None = None,
    stats: Sequence[ThemeStat] | None = None,
) -> Deal:
    """A hand or crib for the player (`stats`: their record on every theme, when read
    already with the player, `common.who_and_theme_stats`)."""
    return await _pick(
        context,
        player,
        Drill.CRIB if kind is DrillKind.CRIB else Drill.HAND,
        deal_random=lambda rng: deal_drill(kind, rng),
        deal_with=lambda theme, rng: deal_show_with(kind, theme, rng),
        seen=show_seen,
        force=force,
        stats=stats,
    )


async def count_deal(
    context: Context,
    player: Who,
    *,
    rules: Rules = STANDARD,
    board: int = 0,
    force: Theme | None = None,
) -> PegCountQuestion:
    """A card of the play to count for the player."""
    return await _pick(
        context,
        player,
        Drill.PEG,
        deal_random=lambda rng: deal_peg_count(rng, rules=rules, board=board),
        deal_with=lambda theme, rng: deal_count_with(theme, rng, rules=rules, board=board),
        seen=count_seen,
        force=force,
        candidates=PLAY_CANDIDATES,
    )


async def round_deal(
    context: Context,
    player: Who,
    *,
    rules: Rules = STANDARD,
    board: tuple[int, int] | None = None,
    force: Theme | None = None,
) -> PegRoundQuestion:
    """A round of play to score for the player."""
    return await _pick(
        context,
        player,
        Drill.PEG,
        deal_random=lambda rng: deal_peg_round(rng, rules=rules, board=board),
        deal_with=lambda theme, rng: deal_round_with(theme, rng, rules=rules, board=board),
        seen=round_seen,
        force=force,
        candidates=PLAY_CANDIDATES,
    )


async def position_deal(
    context: Context, player: Who, *, force: Theme | None = None
) -> PlayPosition:
    """A position where the player chooses the card to lay."""
    return await _pick(
        context,
        player,
        Drill.PEG,
        deal_random=deal_peg_play,
        deal_with=deal_position_with,
        seen=position_seen,
        force=force,
        candidates=PLAY_CANDIDATES,
    )


async def challenge_deal(
    context: Context, player: Who, size: int, *, force: Theme | None = None
) -> Challenge:
    """Cards to lay away for the player."""
    return await _pick(
        context,
        player,
        Drill.ECART,
        deal_random=lambda rng: deal_challenge(rng, size),
        deal_with=lambda theme, rng: deal_challenge_with(theme, rng, size),
        seen=challenge_seen,
        force=force,
    )
