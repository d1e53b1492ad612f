"""What the /soiree handlers share: a night's state read at once (players, sides, tables),
its language, the standings message and the close (winners announced once).

`bot.tg.handlers.night` reads the organizer's commands, `bot.tg.handlers.night_scores` the
scores and their confirmation.
"""

from __future__ import annotations

from typing import Final, TypeAlias

from bot.drills.night import standing_record
from bot.drills.night_state import NightState
from bot.i18n import Translator
from bot.storage.repo_night import Night, NightTable, Player
from bot.tg.context import Context
from bot.tg.handlers.club_base import club_translator
from bot.tg.handlers.common import drop_keyboard, fit, send
from bot.views import night as view
from bot.views.markup import strip_bidi

ID_PATTERN: Final = "[0-9a-f]{10}"
NAME_MAX: Final = 40


State: TypeAlias = NightState[Night, Player, NightTable]
"""A night as it stands, from its stored records."""


def clean_name(name: str) -> str:
    """A player's name as stored: bidi controls out, spaces folded, cut to `NAME_MAX`."""
    return " ".join(strip_bidi(name).split())[:NAME_MAX] or "?"


async def load(context: Context, night: Night) -> State:
    """The night's state now."""
    db = context.bot_data.db
    return State(
        night, await db.nights.night_players(night.id), await db.nights.night_tables(night.id)
    )


async def night_translator(context: Context, night: Night) -> Translator:
    """The club's language (else the night's)."""
    club = await context.bot_data.db.clubs.get_club(night.chat_id)
    i18n = context.bot_data.i18n
    fallback = i18n.translator(night.lang if night.lang in i18n.languages else "fr")
    if club is None:
        return fallback
    return club_translator(club, fallback, context)


def standings_text(state: State, tr: Translator, *, final: bool = False) -> str:
    """The standings message."""
    rows = state.standings()
    return fit(
        view.standings_lines(
            rows, state.names, state.about, tr, done=state.complete_rounds(), final=final
        )
    )


async def close_now(context: Context, night: Night, by: int | None) -> bool:
    """Close the night (once): freeze the standings, post them and the three winners; False
    if it was closed already."""
    state = await load(context, night)
    rows = state.standings()
    closed = await context.bot_data.db.nights.close_night(
        night.id, [standing_record(r) for r in rows], by
    )
    if closed is None:
        return False
    tr = await night_translator(context, night)
    if not state.tables:  # the first round took the ✅ button off
        await drop_keyboard(context, night.chat_id, night.message_id)
    text = fit(
        [
            *view.winners_lines(rows, state.names, tr),
            "",
            *view.standings_lines(
                rows, state.names, state.about, tr, done=state.complete_rounds(), final=True
            ),
        ]
    )
    await send(context, night.chat_id, text)
    return True
