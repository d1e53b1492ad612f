"""A game between club members, told in the group (issue 21): the language(s) of the table's
group posts (`voice_of`, issue 40; the words are `bot.views.members_news`'s), and `tell_group`,
which posts what a move changed: the cards laid (one message per deal's play, edited at each
card), each show with its « Muggins… » button while opponents may call, a call's ruling (in
the caller's keypad message, edited), the board, the next dealer's button.
`bot.tg.handlers.members_play` moves the game on and calls it."""

from __future__ import annotations

import logging
from functools import partial

from telegram import InlineKeyboardMarkup

from bot.drills.table_state import Table
from bot.drills.table_turn import Mark
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_members import MemberGame, is_former
from bot.tg import pictures, records
from bot.tg.context import Context
from bot.tg.handlers import tournament_play
from bot.tg.handlers.common import (
    Who,
    button,
    drop_keyboard,
    edit_or_send,
    edit_text,
    fit,
    keyboard,
    language_of,
    quietly,
    send,
)
from bot.tg.members_pace import edit_paced, without_keyboard
from bot.views import members_deal as deal_view
from bot.views.members_news import (
    Intro,
    Voice,
    board_spec,
    compose,
    merge,
    muggins_buttons,
    names_of,
    no_intro,
)

# -- Who is who -----------------------------------------------------------------------------


async def voice_of(context: Context, game: MemberGame) -> Voice:
    """The language(s) of `game`'s group posts (see `Voice`)."""
    data = context.bot_data
    club = await data.db.clubs.get_club(game.chat_id)
    if club is not None and club.lang in LANGUAGES:
        return Voice((data.i18n.translator(club.lang),))
    users = [s.user_id for s in game.seats if s.user_id is not None]
    if game.invited_user is not None and game.invited_user not in users:
        users.append(game.invited_user)
    langs = {(await seat_player(context, user, "")).tr.lang for user in users}
    default = data.config.default_lang
    ordered = sorted(langs or {default}, key=lambda lang: (lang != default, lang))
    return Voice(tuple(data.i18n.translator(lang) for lang in ordered))


async def seat_player(context: Context, user_id: int, name: str) -> Who:
    """A seated member in their private chat with the bot, in their language (chosen, else
    the bot's default)."""
    user = await context.bot_data.db.users.get_or_create_user(user_id)
    tr = context.bot_data.i18n.translator(language_of(user, None, context))
    return Who(user_id=user_id, chat_id=user_id, private=True, name=name, user=user, tr=tr)


# -- Telling the group --------------------------------------------------------------------------


async def group_open(context: Context, game: MemberGame) -> bool:
    """Whether the bot may still write in the table's group: False once it is marked inactive
    (`db.chats`: a 403 there, or Telegram's `my_chat_member` when the bot was removed; the
    check the club's scheduled posts make first), so that a move played in private does not
    have Telegram refuse a post or an edit there each time. True again once the bot is back."""
    return await context.bot_data.db.chats.is_chat_active(game.chat_id)


def _shows_markup(game: MemberGame, table: Table, voice: Voice) -> InlineKeyboardMarkup | None:
    """The current deal's « Muggins… » buttons (`muggins_buttons`), one a row (None when there
    is none)."""
    rows = [[button(label, data)] for label, data in muggins_buttons(game, table, voice)]
    return keyboard(rows) if rows else None


async def tell_group(
    context: Context,
    game: MemberGame,
    table: Table,
    mark: Mark,
    intro: Intro = no_intro,
    *,
    over: int | None = None,
) -> None:
    """What happened since `mark`, in the group, in the table's language(s) (`voice_of`):
    the deal's own message edited (its play, then its shows in a second message), a new
    message only for what must be told (the next dealer, a muggins result, the end).
    `over`: a group message of the table that the first new message replaces (a muggins
    caller's keypad, edited into the ruling: one group message less; sent anew when it can no
    longer be edited), its buttons taken off when nothing new is told. Nothing is sent to a
    group known closed (`group_open`): the players go on in private."""
    if not await group_open(context, game):
        return
    if over is not None:  # edited into what is told, or its buttons taken off, just below
        await context.bot_data.db.members.forget_muggins_message(game.id, over)
    if not table.deals:
        if over is not None:
            await drop_keyboard(context, game.chat_id, over)
        return

    async def post(text: str, markup: InlineKeyboardMarkup | None = None) -> None:
        nonlocal over
        if over is None:
            await send(context, game.chat_id, text, markup=markup)
        else:
            await edit_or_send(context, game.chat_id, over, text, markup)
            over = None

    voice = await voice_of(context, game)
    label = voice.heading(game)
    deal = len(table.deals)
    fresh = deal > mark.deals  # a new deal: its message after the last deal's
    started = not fresh and mark.shows > 0  # the shows' message is the deal's message now
    # a round robin's game: its end points to the standings (read before it is recorded)
    counts = tournament_play.GameCounts(counts=False, standings_below=False)
    if table.finished:
        counts = await tournament_play.member_game_counts(context, game)
    said = {"tournament": counts.counts, "standings_below": counts.standings_below}
    news = [compose(game, table, mark, intro, tr, **said) for tr in voice.trs]
    if (mark.deals and len(table.deals) > mark.deals) or (table.finished and not mark.finished):
        # the game ends on a count: the deal's message is edited just below, its buttons
        # going with that edit (not taken off first: a group call of its 20 a minute)
        edited = game.play_message if started and news[0].shows is not None else None
        await _muggins_too_late(context, game, voice, edited=edited, ended=table.finished)
    told = merge([list(intro(tr)) for tr in voice.trs])
    if told and news[0].shows is not None and not started:
        # the shows' first message is sent before the news: what led to it (a member who
        # resigned, the bot counting for them at once) is told first, in its own message
        await post("\n".join([label, *told]))
        news = [compose(game, table, mark, no_intro, tr, **said) for tr in voice.trs]
    first = news[0]
    play = [label, *merge([n.live for n in news if n.live is not None])]
    if first.live is not None and not fresh:
        await _show_play(context, game, deal, play, at_once=table.finished)
    if first.shows is not None:
        lines = [label, *merge([n.shows for n in news if n.shows is not None])]
        muggins = _shows_markup(game, table, voice)
        if muggins is None and started:  # every show called: this edit takes the buttons off
            await context.bot_data.db.members.take_muggins_messages(game.id)
        await _show_play(
            context, game, deal, lines, muggins, started=started, at_once=table.finished
        )
    host = await _board_host(context, game, table, voice.tr)
    dealer = keyboard([[button(voice.label(deal_view.deal_button), f"md:{game.id}:{deal}")]])
    for index, message in enumerate(first.messages):
        markup = dealer if message.deal else None
        text = "\n".join([label, *merge([n.messages[index].lines for n in news])])
        if message.board and host is not None:
            picture = board_spec(table, names_of(game, voice.tr), voice.tr)
            await pictures.send_picture(context, host, text, picture, name="board", markup=markup)
        else:
            await post(text, markup)
    if first.live is not None and fresh:
        await _show_play(context, game, deal, play, at_once=table.finished)
    if over is not None:  # nothing new told in its place
        await drop_keyboard(context, game.chat_id, over)


async def _muggins_too_late(
    context: Context,
    game: MemberGame,
    voice: Voice,
    *,
    edited: int | None = None,
    ended: bool = False,
) -> None:
    """The next deal is dealt (or the game is over, `ended`): the « Muggins… » buttons of the
    shows before it are taken off, a call being too late now (the message `edited` at once
    loses them with that edit). The deal's own message is `game.play_message`; any other is
    a caller's keypad nobody answered: its question is replaced by the call lapsed."""
    for message_id, caller in await context.bot_data.db.members.take_muggins_messages(game.id):
        without_keyboard(context, game.chat_id, message_id)
        if message_id == edited:
            continue
        if message_id != game.play_message:
            # the caller named as they sat (one erased by /forget since: not named)
            seats = (s for s in game.seats if s.seat == caller and not is_former(s))
            name = next((s.name for s in seats), None)
            text = voice.post(game, partial(deal_view.lapsed_lines, caller=name, ended=ended))
            if await edit_text(context, game.chat_id, message_id, text):
                continue
        await drop_keyboard(context, game.chat_id, message_id)


async def calls_withdrawn(context: Context, game: MemberGame, seat: int, name: str) -> None:
    """The member at `seat` (`name`) resigned, the game going on without them: the keypads
    of their muggins calls still waiting are edited into the call withdrawn, and those counts
    are open to the other players' calls again (before: « Marie already called muggins on
    that count: it is for Marie to answer », Marie no longer able to)."""
    await context.bot_data.db.members.withdraw_muggins_calls(game.id, seat)
    taken = await context.bot_data.db.members.take_muggins_messages(game.id, caller=seat)
    if not taken:
        return
    voice = await voice_of(context, game)
    text = voice.post(game, partial(deal_view.withdrawn_lines, name))
    for message_id, _caller in taken:
        without_keyboard(context, game.chat_id, message_id)
        if not await edit_text(context, game.chat_id, message_id, text):
            await drop_keyboard(context, game.chat_id, message_id)


async def _show_play(
    context: Context,
    game: MemberGame,
    deal: int,
    lines: list[str],
    markup: InlineKeyboardMarkup | None = None,
    *,
    started: bool = True,
    at_once: bool = False,
) -> None:
    """The deal's message in the group, edited (paced: `edit_paced`) at each card of its play,
    then at each count of its shows (a new message at the first show, `started` False: the
    opponents are told, its « Muggins… » buttons `markup`); a new message when there is none
    yet or it cannot be edited; `at_once` (the game is over): edited now, before the end is
    told in private. Cut to Telegram's limit (`fit`): an edit too long is refused."""
    text = fit(lines)
    if started and game.play_deal == deal and game.play_message is not None:
        edited = edit_paced(context, game.chat_id, game.play_message, text, markup, at_once=at_once)
        if await quietly(edited, "could not edit the deal of %s", game.id, level=logging.INFO):
            if markup is not None:
                await context.bot_data.db.members.add_muggins_message(game.id, game.play_message)
            return
    shown = records.member_play(game.id, deal, muggins=markup is not None)
    await send(context, game.chat_id, text, markup=markup, record=shown)


async def _board_host(
    context: Context, game: MemberGame, table: Table, tr: Translator
) -> Who | None:
    """The board is drawn at the end of each deal of a game of two sides when the host has
    pictures on (`/pictures on`; a group has no setting of its own): the host, as seen in
    the group, or None."""
    if len(table.scores) != 2:
        return None
    user = await context.bot_data.db.users.get_or_create_user(game.host)
    host = Who(user_id=game.host, chat_id=game.chat_id, private=False, name="", user=user, tr=tr)
    return host if pictures.pictures_on(host) else None
