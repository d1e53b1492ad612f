"""The other commands: /start, /score, /lang, /game, and what nobody handles (unknown
commands, forged or outdated buttons). /help and /stats are derived from the registry
(`guide.help_command`, `guide.stats_command`, given the registry's table; `/start stats`, the
button of /stats in a group, is `guide.start_command`'s before it hands over to
`start_command`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardButton, Message, Update

from bot.drills.command_table import near_command, typed_name
from bot.drills.deals import DrillKind
from bot.drills.game import GAME_TARGETS
from bot.drills.help_asked import asks_for_help, asks_what_it_is, language_chosen, language_named
from bot.drills.peg import read_peg_kind
from bot.drills.race_args import race_target
from bot.drills.variant_args import current_variant
from bot.engine.variants import MARGIN_RULES
from bot.i18n import LANGUAGES
from bot.tg.context import Context
from bot.tg.handlers import (
    callbacks,
    club,
    club_forget,
    coach,
    daily,
    drill,
    members,
    night,
    peg,
    remind,
    table_steps,
    tournament,
)
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    edit_or_send,
    for_player,
    keyboard,
    private_link,
    quietly,
    send,
    start_payload,
    who,
)
from bot.tg.handlers.entries import Entry, commands_of
from bot.tg.handlers.games import SETTING_MARGIN, SETTING_TARGET, game_settings
from bot.tg.handlers.members_play import MEMBERS_KIND
from bot.tg.handlers.muggins import muggins_setting
from bot.tg.handlers.questions import own_setting, owner_mark
from bot.views import members_private, replies, show
from bot.views import practice as words
from bot.views import table_replies as table_words
from bot.views.chatter import not_text_line
from bot.views.commands import LANGUAGE_NAMES, LANGUAGE_WORDS
from bot.views.daily import named  # the player's name first in a group: /lang is theirs

WELCOME_START: Final = "welcome"
"""`/start welcome`: the link of the button /start answers with in a group (the welcome, in
private: no payload of `START_LINKS`, it is the plain /start)."""
RACE_START: Final = "race"
RACE_START_PATTERN: Final = re.compile(rf"^{RACE_START}$")
"""`/start race`: the link of the button /race answers with in a group (its menu, in private)."""


async def race_link(context: Context, player: Who, _: re.Match[str]) -> None:
    """`/start race`, the button of /race in a group: the race's menu in private."""
    await race_menu(context, player, [])


START_LINKS: Final = (
    (members.LINK_PATTERN, members.start_from_link),
    (tournament.START_PATTERN, tournament.start_link),
    (night.START_PATTERN, night.start_link),
    (club_forget.START_PATTERN, club_forget.start_link),
    (coach.START_PATTERN, coach.start_link),
    (remind.START_PATTERN, remind.start_link),
    (RACE_START_PATTERN, race_link),
    (daily.START_PATTERN, daily.start_link),
)
"""The /start payloads of a member game's, a tournament's and a night's links, and of /forget's,
/coach weekly's, /remind's, /race's and « /defi <past day> »'s in a group, and what each opens
in the private chat for the player who followed it (/stats's in a group, `/start stats`, is
`guide.start_command`'s: the report is built from the registry's table)."""


async def start_command(update: Update, context: Context) -> None:
    """/start: welcome, what to try first, buttons to start (a club's link: join it and open
    today's challenge); in a group, the member's name and a button to the welcome in private
    (`WELCOME_START`): six lines and four buttons, and a word about their question waiting,
    were one member's business in the club's chat."""
    for pattern, start_link in START_LINKS:
        if (match := start_payload(update, context, pattern)) is not None:
            if (player := await who(update, context)) is not None:
                await start_link(context, player, match)
            return
    link = await club.start_from_link(update, context)
    if link is club.Link.JOINED:
        await daily.open_today(update, context)
    if link is not None:
        return
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    if not player.private:
        markup = private_link(context, WELCOME_START, words.start_button(tr))
        await send(
            context, player.chat_id, words.start_in_group(tr, name=player.name), markup=markup
        )
        return
    await welcome(context, player)


async def welcome(context: Context, player: Who) -> None:
    """The welcome in private (/start's), with its buttons, then what waits (a game, a
    question, a night); also for a newcomer who says so (« je suis nouvelle »)."""
    target, _ = game_settings(player.user)
    markup = keyboard([drill.deal_row(player.tr), _language_buttons(player)])
    await send(context, player.chat_id, show.welcome(player.tr, target), markup=markup)
    if not await game_waits(context, player):
        await question_waits(context, player)
    await night.night_waits(context, player)


async def game_waits(context: Context, player: Who) -> bool:
    """A chat opened again (/start) while a /jouer game waits here: say so and ask its step
    again, with its buttons; whether it did."""
    game = await context.bot_data.db.table.active_table_game(player.user_id)
    if game is None or game.chat_id != player.chat_id:
        return False
    intro = [table_words.waiting_line(player.tr)]
    await table_steps.play_step(context, player, game, None, intro=intro)
    return True


async def question_waits(context: Context, player: Who) -> None:
    """/start while a question (a hand, a part of the challenge…) waits in this chat: say so,
    since the next count typed answers it."""
    if (note := await waiting_note(context, player)) is not None:
        await send(context, player.chat_id, note)


async def waiting_note(context: Context, player: Who) -> str | None:
    """That a question (a hand, a step of /play…) waits for the player in this chat (HTML),
    after their name in a group (« Votre dernière question » was anyone's there), else None:
    /start and /help bury it under their text."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if pending is None:
        return None
    if pending.kind == table_steps.PLAY_KIND:  # /cancel there asks to resign the game
        note = table_words.game_still_waiting_note(player.tr)
    elif pending.kind == MEMBERS_KIND:  # /cancel there keeps the step, /resign leaves
        note = members_private.game_still_waiting_note(player.tr)
    else:
        note = replies.question_still_waiting_note(player.tr)
    return named(note, player.tr, player.group_name)


@for_player
async def lang_command(context: Context, player: Who) -> None:
    """/lang (/langue): buttons fr / en, or `/lang fr` directly."""
    args = context.args or []
    chosen = language_chosen(args, LANGUAGE_WORDS)  # « /langue en français »: French
    if chosen is not None:
        await context.bot_data.db.users.set_lang(player.user_id, chosen)
        tr = context.bot_data.i18n.translator(chosen)
        await send(context, player.chat_id, named(words.language_done(tr), tr, player.group_name))
        return
    markup = keyboard([_language_buttons(player)])
    unknown = " ".join(args) if args else None
    if unknown is not None and (asks_for_help(unknown) or asks_what_it_is(unknown)):
        unknown = None  # « /langue c'est quoi? » was « Je ne parle pas « c'est quoi » »
    text = named(words.choose_language(player.tr, unknown), player.tr, player.group_name)
    await send(context, player.chat_id, text, markup=markup)


async def language_typed(context: Context, player: Who, text: str) -> bool:
    """A language named alone in private with nothing asked ("english", « en français svp »,
    typed under /lang's buttons rather than tapped, got « I answer counts and commands »): it
    is chosen, as `/lang english` chooses it. False for any other text."""
    chosen = language_named(text, LANGUAGE_WORDS) if player.private else None
    if chosen is None:
        return False
    await context.bot_data.db.users.set_lang(player.user_id, chosen)
    await send(
        context, player.chat_id, words.language_done(context.bot_data.i18n.translator(chosen))
    )
    return True


@Press.on(callbacks.LANG_PATTERN)
async def lang_button(context: Context, press: Press) -> None:
    """A language button: remember the choice and confirm once, in that language: the question's
    message becomes the confirmation (its buttons go), with no pop-up besides. Under /start's
    welcome, the welcome stays, now in that language, with its buttons (it was replaced by
    the confirmation alone: a new player lost what to do first)."""
    if not await own_setting(press, words.lang_not_yours):
        return
    player, chosen = press.player, press.match[1]
    await context.bot_data.db.users.set_lang(player.user_id, chosen)
    tr = context.bot_data.i18n.translator(chosen)
    done, markup = named(words.language_done(tr), tr, player.group_name), None
    if _under_welcome(press):
        target, _ = game_settings(player.user)
        done = f"{done}\n\n{show.welcome(tr, target)}"
        markup = keyboard([drill.deal_row(tr), _language_buttons(player)])
    await press.query.answer()
    await edit_or_send(context, player.chat_id, press.message_id, done, markup)


def _under_welcome(press: Press) -> bool:
    """Whether the press is under /start's welcome (its buttons deal a hand too)."""
    message = press.query.message
    if not isinstance(message, Message) or message.reply_markup is None:
        return False
    hand = callbacks.drill(DrillKind.HAND)
    return any(b.callback_data == hand for row in message.reply_markup.inline_keyboard for b in row)


def _language_buttons(player: Who) -> list[InlineKeyboardButton]:
    """A button per language, marked as the player's in a group."""
    owner = owner_mark(player)
    return [button(LANGUAGE_NAMES[code], callbacks.lang(code, owner)) for code in LANGUAGES]


NOT_UNDERSTOOD_CHARS: Final = 40
"""How much of the words after /game is quoted back."""


GAME_WORDS: Final = frozenset({"game", "partie"})
"""The names of /race (`docs/guide.md`: « /game, /partie still work ») a player types for a
game of cribbage: its menu says first where a game is (/play)."""


async def game_command(update: Update, context: Context) -> None:
    """/game (/partie, /race, /course): the race in this chat, and buttons for a new one (61 or
    121, margins); in a group, the member's race there, their name first, and a button to
    the menu in private (`RACE_START`). Typed as /partie or /game, it says first where a
    game is (/play): « Ce n'est pas une partie de crible » answered a player who wanted one."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    if player.private:
        message = update.effective_message
        wanted_game = typed_name(message.text if message else None) in GAME_WORDS
        args = context.args or []
        kind = read_peg_kind(args) if wanted_game and not "".join(args).isdecimal() else None
        if kind is not None:  # "/game count": /peg's word, the play card by card it asks
            await send(context, player.chat_id, replies.game_is_peg_note(tr))
            await peg.start_peg(update, context, kind)
            return
        await race_menu(context, player, args, wanted_game=wanted_game)
        return
    game = await context.bot_data.db.games.current_game(player.user_id, player.chat_id)
    markup = private_link(context, RACE_START, words.race_settings_button(tr))
    await send(
        context,
        player.chat_id,
        words.race_in_group(
            game, tr, name=player.name, muggins=await muggins_setting(context, player)
        ),
        markup=markup,
    )


async def race_menu(
    context: Context, player: Who, args: list[str], *, wanted_game: bool = False
) -> None:
    """/race in private: the race under way, what it is, the margins and the new race buttons
    (`args`: words after the command: a target, « /course 61 », points to its buttons; others
    are quoted back as not understood; `wanted_game`: typed as /partie, where a game is, first)."""
    tr = player.tr
    game = await context.bot_data.db.games.current_game(player.user_id, player.chat_id)
    muggins = await muggins_setting(context, player)
    lines = words.game_menu_lines(game, current_variant(player.user.settings), tr, muggins=muggins)
    target = race_target(args)
    if target is not None:  # « /course 61 » got « Je ne comprends pas « 61 » » by its buttons
        labels = [words.race_button(target, rule, tr) for rule in MARGIN_RULES]
        lines.insert(0, replies.race_target_note(target, labels, tr))
    elif args:  # « /course bof »: said, not silently dropped
        lines.insert(0, replies.not_understood(" ".join(args)[:NOT_UNDERSTOOD_CHARS], tr))
    if wanted_game:
        lines.insert(0, replies.game_is_play_note(tr))
    rows = [
        [
            button(
                words.race_button(target, rule, tr),
                callbacks.game(target, rule, owner_mark(player)),
            )
            for rule in MARGIN_RULES
        ]
        for target in GAME_TARGETS
    ]
    await send(context, player.chat_id, "\n".join(lines), markup=keyboard(rows))


@Press.on(callbacks.GAME_PATTERN)
async def game_button(context: Context, press: Press) -> None:
    """A new-game button: remember the setting and start the game; the menu's buttons go (its
    board is the race just ended: pressed again days later, they wiped the new one)."""
    if not await own_setting(press, words.game_not_yours):
        return
    query, player, match = press.query, press.player, press.match
    tr = player.tr
    target, rule = int(match[1]), match[2]
    db = context.bot_data.db
    await db.users.merge_settings(player.user_id, {SETTING_TARGET: target, SETTING_MARGIN: rule})
    await db.games.start_game(player.user_id, player.chat_id, target=target, margin_rule=rule)
    await query.answer()
    await press.drop_keyboard(context)
    text = words.race_started_line(target, rule, tr)
    await send(context, player.chat_id, text, markup=keyboard([drill.deal_row(tr)]))


async def unknown_command(update: Update, context: Context, entries: Sequence[Entry]) -> None:
    """A command nobody handles: a short hint in private chats (the command of `entries` its
    name is a slip of, if any: « /roi »), silence in groups."""
    player = await who(update, context)
    if player is None or not player.private:
        return
    text = update.effective_message.text if update.effective_message is not None else None
    typed = typed_name(text)
    near = None if typed is None else near_command(typed, commands_of(entries))
    line = words.unknown_command_line(
        player.tr, typed=typed or "", near=None if near is None else near[1]
    )
    await send(context, player.chat_id, line)


@for_player
async def not_text(context: Context, player: Who) -> None:
    """A photo, a sticker, a voice note… sent in private (the router's `other`): the bot
    reads typed text only, and a question waiting is said after (it was answered nothing)."""
    text = not_text_line(player.tr)
    if (waiting := await waiting_note(context, player)) is not None:
        text = f"{text}\n\n{waiting}"
    await send(context, player.chat_id, text)


async def stale_button(update: Update, context: Context) -> None:
    """Any other button (outdated or forged data): a short notice, nothing changes."""
    query = update.callback_query
    if query is None:
        return
    player = await who(update, context)
    text = replies.no_longer_works_note(player.tr) if player is not None else None
    await quietly(query.answer(text), "could not answer a stale button")
