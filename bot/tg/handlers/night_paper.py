"""/soiree's paper and record: the printable PDF (`/soiree feuilles`, drawn by
`bot.views.night_sheets`) and each player's line of their last nights in /stats.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from bot.drills.night import Format, Standing, draw, rounds_of
from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.tg.context import Context
from bot.tg.handlers.common import Who, send
from bot.tg.handlers.night_base import State, load
from bot.views import night as view
from bot.views import night_replies as words
from bot.views import night_sheets


async def send_sheets(context: Context, night: Night, tr: Translator) -> None:
    """`/soiree feuilles`: the printable PDF (scorecards, pairings, standings)."""
    state = await load(context, night)
    if len(state.sides) < 2:
        await send(context, night.chat_id, words.two_players_line(tr))
        return
    # Drawn on a thread (a jeux50 night of 32, 62 rounds and about 1,000 scorecards, takes
    # seconds), by the sender after the update's transaction committed (`send_sheets_pdf`).
    await context.bot.send_sheets_pdf(
        night.chat_id,
        night_sheets.sheets_json(sheets_of(state, tr)),
        tr,
        filename=night_sheets.file_name(tr),
        caption=words.sheets_caption(tr),
    )


def sheets_of(state: State, tr: Translator) -> night_sheets.Sheets:
    """The night on paper: the rounds drawn as drawn, the others as the draw plans them
    (without the absences to come), the standings."""
    night = state.night
    fmt = Format(night.format)
    sides = state.sides
    total = night.games or rounds_of(fmt, len(sides), night.games)
    absent = state.absent_sides()
    names = state.names
    rounds: list[tuple[int, list[night_sheets.Seat]]] = []
    for r in range(1, total + 1):
        drawn = [t.model for t in state.round_tables(r)]
        tables = drawn or draw(fmt, sides, r, absent=absent)
        seats = [
            night_sheets.Seat(
                t.table,
                view.side_name(t.a, names, tr),
                None if t.b is None else view.side_name(t.b, names, tr),
            )
            for t in tables
        ]
        rounds.append((r, seats))
    rows = state.standings() if state.tables else []
    head = words.standings_title(tr, final=not night.is_open)
    return night_sheets.Sheets(
        title=view.title(state.about, tr).removeprefix(view.NIGHT).strip(),
        target=night.target,
        rounds=rounds,
        standings_title=head,
        standings=[
            (
                words.rank_cell(r.rank, tr),
                *view.standing_parts(r, names, state.about, tr)[1:],
            )
            for r in rows
        ],
        rule=view.ranking_rule(state.about, tr),
    )


STATS_SHOWN: Final = 3
"""The last nights /stats shows."""


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The club nights section of /stats: the player's line of each of their last nights."""
    db = context.bot_data.db
    tr = player.tr
    shown: list[tuple[str, str, str, int]] = []
    for night in (await db.nights.user_closed_nights(player.user_id))[:STATS_SHOWN]:
        me = next(
            (p for p in await db.nights.night_players(night.id) if p.user_id == player.user_id),
            None,
        )
        rows = night.standings or []
        row = next((r for r in rows if me is not None and me.id in r.get("players", [])), None)
        if row is None or night.closed_at is None:
            continue
        standing = Standing(
            tuple(row["players"]),
            int(row["rank"]),
            int(row["points"]),
            int(row["pour"]),
            int(row["contre"]),
            row.get("game_points"),
            row.get("spread"),
            int(row["games"]),
        )
        about = State(night, [], []).about
        _, _, details = view.standing_parts(standing, {}, about, tr)
        day = tr.date(datetime.fromisoformat(night.closed_at).date())
        shown.append((day, words.place_words(standing.rank, tr), details, len(rows)))
    return view.stats_lines(shown, tr, shown=STATS_SHOWN)
