"""/soiree's paper and record: the printable PDF (`/soiree feuilles`, drawn by
`bot.views.night_sheets`) and each player's line of their last nights in /stats.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from bot.drills.daily_time import zone
from bot.drills.night import Format, Setup, closed_day
from bot.drills.night_rotation import planned_rounds
from bot.drills.night_standings import Standing, standing_in
from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.tg.club_jobs import timezone_of
from bot.tg.context import Context
from bot.tg.handlers.common import Who, send
from bot.tg.handlers.night_base import load
from bot.views import night as view
from bot.views import night_replies as words
from bot.views import night_sheets


async def send_sheets(context: Context, night: Night, tr: Translator) -> None:
    """`/soiree feuilles`: the printable PDF (scorecards, pairings, standings)."""
    state = await load(context, night)
    if len(state.sides) < 2:
        await send(context, night.chat_id, words.two_players_line(tr))
        return
    rows = state.standings() if state.tables else []
    placed = [row.side for row in rows if row.side in state.sides]
    # no standings page while the group says there are none (before: « Classement à ce
    # moment-ci », everyone at 0, beside the group's « Pas encore de classement »)
    none = view.nothing_played(state) if night.is_open else view.nothing_scored(state)
    shown = [] if none else rows
    fmt, absent_now = Format(night.format), state.absent_sides()
    rounds = planned_rounds(
        fmt, state.sides, state.games, state.models, absent_now, placed, closed=not night.is_open
    )
    absent = state.absent_sides(ranked=True)
    sheets = night_sheets.sheets_of(
        state.about,
        rounds,
        shown,
        state.names,
        tr,
        final=not night.is_open,
        absent=absent,
        listed=state.ranked,
        drawn=state.drawn,
        games=state.games,
        arrivals=state.arrivals(),
    )
    # Drawn on a thread (a jeux50 night of 32, 62 rounds and about 1,000 scorecards, takes
    # seconds), by the sender after the update's transaction committed (`send_sheets_pdf`).
    await context.bot.send_sheets_pdf(
        night.chat_id,
        night_sheets.sheets_json(sheets),
        tr,
        filename=night_sheets.file_name(tr),
        caption=night_sheets.sheets_caption(tr),
    )


STATS_SHOWN: Final = 3
"""The last nights /stats shows."""


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The club nights section of /stats: the player's line of each of their last nights (a
    night they were absent from all along, listed at the close with nothing played, is left
    out: « 5e sur 5 — 0 point, 0 contre · 0 partie » told them of a night they never played),
    dated on its club's clock (before: the UTC day, an evening night dated the day after), its
    byes read from the rounds as the final standings show them (the standings kept at the close
    have none: before, « 121 points, 0 contre · 0 partie » for a bye)."""
    data = context.bot_data
    played = await data.db.nights.closed_nights_played(player.user_id, STATS_SHOWN)
    shown: list[tuple[date, Standing, Setup, int]] = []
    for night, me in played:
        if standing_in(night.standings or [], me) is None or night.closed_at is None:
            continue
        state = await load(context, night)
        rows = state.standings()
        standing = next((row for row in rows if me in row.side), None)
        if standing is None or not (standing.games or standing.pour or standing.byes):
            continue
        club, default = await data.db.clubs.get_club(night.chat_id), data.config.default_tz
        tz = zone(default if club is None else timezone_of(club, default))
        shown.append((closed_day(night.closed_at, tz), standing, state.about, len(rows)))
    return view.stats_lines(shown, player.tr, shown=STATS_SHOWN)
