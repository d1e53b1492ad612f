"""The rounds of a club night (/soiree ronde, retard, absent, present, echanger): a round
drawn, posted in the group and told to each player in private (their table, or that they
sit out); a side marked late, absent or present again; two sides swapped in the round under
way, the round posted again to those it moves. The night's other orders are
`bot.tg.handlers.night`, its scores `bot.tg.handlers.night_scores`.
"""

from __future__ import annotations

import logging
from collections.abc import Collection

from bot.drills.night import BOTH_LATE, Format, Side, facing, forfeit, swap
from bot.drills.night_args import Order, find_player, swap_words
from bot.drills.night_state import DrawRefusal
from bot.i18n import Translator
from bot.storage.repo_night import Night
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import night_keys, night_scores
from bot.tg.handlers.common import drop_keyboard, esc, fit, own_translator, send, tell
from bot.tg.handlers.night_base import load, refresh
from bot.tg.posting import quietly
from bot.views import night as view
from bot.views import night_list as list_words
from bot.views import night_private
from bot.views import night_replies as night_words
from bot.views.night import State


async def draw_round(context: Context, night: Night, tr: Translator, by: int) -> None:
    """Draw the next round, post it, tell each player in private; a late side's first game
    is lost by default."""
    db = context.bot_data.db
    state = await load(context, night)
    drawn = state.next_round()
    if isinstance(drawn, DrawRefusal):
        last = state.players[-1] if state.players else None
        alone = None if last is None else (last.number, last.name)
        await send(context, night.chat_id, night_words.draw_refused_line(drawn, tr, alone=alone))
        return
    if not await db.nights.store_round(night, drawn, by):
        return
    night = await db.nights.get_night(night.id) or night
    if night.message_id is not None and drawn.number == 1:
        await drop_keyboard(context, night.chat_id, night.message_id)
    state = await load(context, night)
    await post_round(context, state, drawn.number, tr, drawn.forfeited)
    if drawn.forfeited:
        await night_scores.after_score(context, night, drawn.number)


async def post_round(
    context: Context,
    state: State,
    round_: int,
    tr: Translator,
    forfeits: list[Side],
    moved: Collection[Side] | None = None,
) -> None:
    """The round in the group (in `tr`), and each Telegram player's table in private, in
    their own language: every player's, or (`moved`: two sides swapped) those at the tables
    they sit at now, whose table or opponent changed."""
    await send(context, state.night.chat_id, fit(view.round_post(state, round_, forfeits, tr)))
    for stored in state.round_tables(round_):
        t = stored.model
        if moved is not None and t.a not in moved and t.b not in moved:
            continue
        lost = [side for side in forfeits if side in (t.a, t.b)]
        for seated in filter(None, (t.a, t.b)):
            late = seated if seated in lost else next(iter(lost), None)
            for user in state.users(seated):
                own = await own_translator(context, user)
                text = night_private.notice(round_, t, seated, state.names, own, late)
                if t.b is None or t.done:
                    await tell(context, user, text)
                    continue
                keys = night_keys.won_lost_markup(stored, own)  # their id kept: taken off
                shown = records.night_keys(user, stored.night_id, stored.round, stored.table)
                sent = send(context, user, text, markup=keys, record=shown)
                await quietly(sent, "could not tell %s", user, level=logging.INFO)
    if moved is None:  # a round drawn: the players marked absent, first drawn without them
        for user in state.newly_away(round_):
            own = await own_translator(context, user)
            await tell(context, user, night_private.absent_notice(round_, own))


async def mark(
    context: Context,
    tr: Translator,
    night: Night,
    order: Order,
    rest: list[str],
    by: int,
) -> str | None:
    """`retard N`, `absent N`, `present N`: the player's side (a side late loses its game,
    or bye, of the round under way if it is not scored yet, or won by default against a late
    opponent (both lose it), else its next game). The reply, None if posted already (the lost
    game's score is posted as the late note, one message)."""
    db = context.bot_data.db
    state = await load(context, night)
    found = find_player(state.players, rest)
    if found is None:
        return night_words.unknown_player_line(state.players, rest, tr)
    side = state.side_of(found.id) or (found.id,)
    name = view.side_name(side, state.names, tr)
    was_absent = {p.id for p in state.players if p.absent}
    if order is Order.ABSENT:
        await db.nights.set_absent(night.id, list(side), True)
        text = night_words.absent_note(name, tr)
        waiting = state.unscored_game(side)
        if waiting is not None and waiting.b is not None:  # a game of this round, unplayed
            sides = (
                view.side_name(waiting.a, state.names, tr),
                view.side_name(waiting.b, state.names, tr),
            )
            unplayed = night_words.absent_game_line(
                waiting.round, waiting.table, sides, night.target, tr
            )
            text = f"{text}\n{unplayed}"
        if not state.tables and not set(side) <= was_absent:  # the list shows them absent
            await refresh(context, night, tr)
    elif order is Order.PRESENT and not state.marked(side):  # nothing to undo
        text = night_words.not_marked_note(name, tr)
    elif order is Order.PRESENT:
        await db.nights.set_absent(night.id, list(side), False)
        await db.nights.set_late(night.id, list(side), 0)
        text = night_words.present_note(name, tr)
        if not state.tables and set(side) & was_absent:
            await refresh(context, night, tr)
    elif order is Order.LATE and (lost_at := state.late_lost(side)) is not None:
        text = night_words.late_already_note(name, lost_at, tr)  # before: a second game lost
    elif (waiting := state.unscored_game(side) or state.won_by_default(side)) is None:
        await db.nights.set_late(night.id, list(side), 1)  # late: their next game is lost
        text = night_words.late_note(name, tr, under_way=False)
    else:  # late for their game (or bye) of the round under way: lost by default
        lost = waiting.model
        score = BOTH_LATE if waiting.score is not None else forfeit(lost, side, night.target)
        await db.nights.set_late(night.id, list(side), 2)
        if lost.b is None:
            said = view.forfeit_line(lost, side, state.names, tr)
        else:
            said = esc(night_words.late_note(name, tr, under_way=True))
        await night_scores.correct(
            context, night, by, waiting.round, waiting.table, score, None, said, late=True
        )
        if lost.b is not None and score != BOTH_LATE:  # the opponent, told in private
            for user in state.users(lost.b if lost.a == side else lost.a):
                own = await own_translator(context, user)
                text = night_private.late_opponent_line(
                    view.side_name(side, state.names, own),
                    lost.round,
                    night.target,
                    own,
                    players=len(side),
                )
                await tell(context, user, text)
        for user in state.users(side):  # and the late side itself, under its table (before:
            # its « J'ai gagné » taken off without a word)
            own = await own_translator(context, user)
            mine = night_private.notice(lost.round, lost, side, state.names, own, late=side)
            await tell(context, user, mine)
        return None
    if order in (Order.ABSENT, Order.PRESENT):
        recount = await _recount(context, night, side, tr, without=order is Order.ABSENT)
        if recount is not None:
            return f"{esc(text)}\n{recount}"
    return esc(text)


async def _recount(
    context: Context, night: Night, side: Side, tr: Translator, *, without: bool
) -> str | None:
    """A jeux50 night's number of rounds once a side absent from the start is marked present
    (or absent again before it sat anywhere): stored at once, so that /soiree and the round
    under way say it, and the line that says it (None: unchanged, or another format; before:
    « Ronde 1 sur 6 » until round 2, then « Ronde 2 sur 10 » without a word)."""
    if Format(night.format) is not Format.JEUX50 or not night.games:
        return None
    state = await load(context, night)
    if state.games == night.games:
        return None
    await context.bot_data.db.nights.set_games(night.id, state.games)
    names = [state.names[p] for p in side]
    return list_words.rounds_now_line(names, state.games, night.games, tr, without=without)


async def swap_places(
    context: Context, tr: Translator, night: Night, rest: list[str]
) -> str | None:
    """`echanger N M`: two players (or teams) change places in the round under way; the
    private notices of the two tables lose their « I won / I lost » (new ones are sent)."""
    state = await load(context, night)
    rest = swap_words(rest)  # « echanger 2 et 5 »
    if len(rest) != 2 or not state.tables:
        return night_words.swap_how_line(tr)
    found = [find_player(state.players, [w]) for w in rest]
    one, other = [None if p is None else state.side_of(p.id) for p in found]
    if one is None or other is None:
        return night_words.unknown_player_line(
            state.players, [w for w, p in zip(rest, found, strict=True) if not p], tr
        )
    if one == other:  # `echanger 1 1`, or two partners of one team
        return night_words.swap_how_line(tr)
    round_ = state.drawn
    tables = [t.model for t in state.round_tables(round_)]
    seated = {side for t in tables for side in (t.a, t.b)}
    unseated = next((side for side in (one, other) if side not in seated), None)
    if unseated is not None:
        return night_words.unseated_line(view.side_name(unseated, state.names, tr), tr)
    if (table := facing(tables, one, other)) is not None:
        first, second = (view.side_name(side, state.names, tr) for side in (one, other))
        return night_words.facing_line(first, second, table, tr)
    try:
        swapped = swap(tables, one, other)
    except ValueError:
        # the side whose table has its score, named with it (before: « à leur table »)
        scored = [t for t in tables if t.score is not None and t.table]
        at = [(side, t.table) for t in scored for side in (one, other) if side in (t.a, t.b)]
        if not at:
            return night_words.swap_refused_line(tr)
        side, table_no = at[0]
        name = view.side_name(side, state.names, tr)
        return night_words.swap_refused_line(tr, (name, len(side), table_no))
    for stored in state.round_tables(round_):  # the old notices' keys off (before: kept)
        if stored.b is not None and {stored.a, stored.b} & {one, other}:
            await night_scores.drop_keys(context, state, stored, replaced=True)
    await context.bot_data.db.nights.swap_round(night.id, swapped)
    state = await load(context, night)
    await send(context, night.chat_id, night_words.swapped_line(tr))
    await post_round(context, state, round_, tr, [], moved=(one, other))
    return None
