"""The other commands: /start, /score, /lang, /game, and what nobody handles (unknown
commands, forged or outdated buttons). /help and /stats are derived from the registry
(`registry.help_command`, `registry.stats_command`)."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.drills.deals import Deal, DrillKind
from bot.drills.game import GAME_TARGETS
from bot.drills.referee import judge
from bot.engine.cards import CardError
from bot.engine.variants import MARGIN_RULES
from bot.i18n import LANGUAGES, Translator, render
from bot.tg.context import Context
from bot.tg.handlers import (
    callbacks,
    club,
    daily,
    members,
    night,
    table_steps,
    tournament,
    variant,
)
from bot.tg.handlers.common import Who, bold, button, code, esc, keyboard, pressed, send, who
from bot.tg.handlers.games import SETTING_MARGIN, SETTING_TARGET, game_settings
from bot.tg.handlers.muggins import muggins_setting, over_count_law
from bot.tg.handlers.questions import own_setting, owner_mark
from bot.views import calls as calls_view
from bot.views import show
from bot.views.commands import example_hand

logger = logging.getLogger("muggins.handlers")

LANGUAGE_NAMES: dict[str, str] = {"fr": "Français", "en": "English"}
LANGUAGE_ARGS: dict[str, str] = {
    "fr": "fr",
    "francais": "fr",
    "français": "fr",
    "french": "fr",
    "en": "en",
    "english": "en",
    "anglais": "en",
}
CRIB_WORDS = frozenset({"crib", "cribbage"})
SCORE_CARDS = 5


async def start_command(update: Update, context: Context) -> None:
    """/start: welcome, what to try first, buttons to start (a club's link: join it and open
    today's challenge)."""
    if await members.start_from_link(update, context):
        return
    if await tournament.start_link(update, context):
        return
    if await night.start_link(update, context):
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
    target, _ = game_settings(player.user)
    owner = owner_mark(player)
    markup = keyboard(
        [
            [
                button(tr._("Count a hand"), callbacks.drill(DrillKind.HAND)),
                button(tr._("Count a crib"), callbacks.drill(DrillKind.CRIB)),
            ],
            [button(LANGUAGE_NAMES[code_], callbacks.lang(code_, owner)) for code_ in LANGUAGES],
        ]
    )
    await send(context, player.chat_id, show.welcome(tr, target), markup=markup)
    await game_waits(context, player)


async def game_waits(context: Context, player: Who) -> None:
    """A chat opened again (/start) while a /jouer game waits here: say so and ask its step
    again, with its buttons."""
    game = await context.bot_data.db.active_table_game(player.user_id)
    if game is None or game.chat_id != player.chat_id:
        return
    intro = [esc(player.tr._("Your game is waiting for you:"))]
    await table_steps.play_step(context, player, game, None, intro=intro)


async def score_command(update: Update, context: Context) -> None:
    """/score [crib] <4 cards> <starter> [= CALL]: the engine's lookup, or the referee of a
    called count; alone, the card notation."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    args = list(context.args or [])
    kind = DrillKind.HAND
    if args and args[0].casefold() in CRIB_WORDS:
        kind = DrillKind.CRIB
        args = args[1:]
    usage = esc(tr._("For example: {example} (four cards, then the starter).")).format(
        example=code("/score " + example_hand(tr))
    )
    if not args:
        lines = [bold(tr._("How to write cards"))]
        lines += [esc(line) for line in render.notation_help(tr).split("\n")]
        lines.append(usage)
        lines.append(
            esc(tr._("Add crib first to count a crib: {example}")).format(
                example=code("/score crib " + example_hand(tr))
            )
        )
        await send(context, player.chat_id, "\n".join(lines))
        return
    cards_text, equals, call = " ".join(args).partition("=")
    try:
        cards = render.read_cards(cards_text, tr, SCORE_CARDS)
    except CardError as error:
        await send(context, player.chat_id, render.card_error(error, tr) + "\n" + usage)
        return
    deal = Deal(kind, tuple(cards[:4]), cards[4], player_is_dealer=True)
    if not equals:
        await send(context, player.chat_id, show.score_text(deal, deal.score(), tr))
        return
    judgement = judge(
        deal.score(),
        call,
        muggins=await muggins_setting(context, player),
        excess_to_opponent=over_count_law(player),
    )
    await send(context, player.chat_id, calls_view.referee_html(deal, judgement, tr))


async def lang_command(update: Update, context: Context) -> None:
    """/lang (/langue): buttons fr / en, or `/lang fr` directly."""
    player = await who(update, context)
    if player is None:
        return
    args = context.args or []
    chosen = LANGUAGE_ARGS.get(args[0].casefold()) if args else None
    if chosen is not None:
        await context.bot_data.db.set_user_lang(player.user_id, chosen)
        tr = context.bot_data.i18n.translator(chosen)
        await send(context, player.chat_id, esc(tr._("Done: I will write to you in English.")))
        return
    owner = owner_mark(player)
    markup = keyboard(
        [[button(LANGUAGE_NAMES[code_], callbacks.lang(code_, owner)) for code_ in LANGUAGES]]
    )
    await send(context, player.chat_id, esc(player.tr._("Choose your language:")), markup=markup)


def lang_not_yours(tr: Translator) -> str:
    """Another member pressed someone's language buttons."""
    return tr._("These buttons are not yours: /lang gives you your own.")


def game_not_yours(tr: Translator) -> str:
    """Another member pressed someone's new-game buttons."""
    return tr._("These buttons are not yours: /race gives you your own.")


async def lang_button(update: Update, context: Context) -> None:
    """A language button: remember the choice and confirm once, in that language: the question's
    message becomes the confirmation (its buttons go), with no pop-up besides."""
    press = await pressed(update, context, callbacks.LANG_PATTERN)
    if press is None or not await own_setting(press, lang_not_yours):
        return
    query, player, match = press.query, press.player, press.match
    chosen = match[1]
    await context.bot_data.db.set_user_lang(player.user_id, chosen)
    tr = context.bot_data.i18n.translator(chosen)
    done = esc(tr._("Done: I will write to you in English."))
    await query.answer()
    try:
        await query.edit_message_text(done, parse_mode=ParseMode.HTML)
    except TelegramError:
        logger.info("language message not editable; confirming in a new one")
        await send(context, player.chat_id, done)


def _margin_label(rule: str, tr_skunk: str, tr_lurch: str, tr_none: str) -> str:
    return {"skunk": tr_skunk, "lurch": tr_lurch}.get(rule, tr_none)


async def game_command(update: Update, context: Context) -> None:
    """/game (/partie): the current game, and buttons for a new one (61 or 121, margins)."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    game = await context.bot_data.db.current_game(player.user_id, player.chat_id)
    lines = (
        show.game_lines(game, tr)
        if game is not None
        else [esc(tr._("No race under way: /hand starts one."))]
    )
    lines.append(
        esc(
            tr._(
                "The hand race: each hand you count in practice (/hand, /crib) pegs its points "
                "here, as on a board, and the points you miss peg mine. It is not a game of "
                "cribbage: /play is a whole game."
            )
        )
    )
    lines.append(variant.game_line(player.user, tr))
    lines.append(esc(tr._("Start a new race:")))
    labels = (tr._("skunk"), tr._("lurch"), tr._("no margins"))
    rows = [
        [
            button(
                tr._("{target}, {margin}").format(
                    target=tr.number(target), margin=_margin_label(rule, *labels)
                ),
                callbacks.game(target, rule, owner_mark(player)),
            )
            for rule in MARGIN_RULES
        ]
        for target in GAME_TARGETS
    ]
    await send(context, player.chat_id, "\n".join(lines), markup=keyboard(rows))


async def game_button(update: Update, context: Context) -> None:
    """A new-game button: remember the setting and start the game."""
    press = await pressed(update, context, callbacks.GAME_PATTERN)
    if press is None or not await own_setting(press, game_not_yours):
        return
    query, player, match = press.query, press.player, press.match
    tr = player.tr
    target, rule = int(match[1]), match[2]
    db = context.bot_data.db
    await db.update_user_settings(player.user_id, {SETTING_TARGET: target, SETTING_MARGIN: rule})
    await db.start_game(player.user_id, player.chat_id, target=target, margin_rule=rule)
    await query.answer()
    labels = (tr._("skunk"), tr._("lurch"), tr._("no margins"))
    text = tr._("New game to {target} ({margin}). Your turn to count!").format(
        target=tr.number(target), margin=_margin_label(rule, *labels)
    )
    markup = keyboard(
        [
            [
                button(tr._("Count a hand"), callbacks.drill(DrillKind.HAND)),
                button(tr._("Count a crib"), callbacks.drill(DrillKind.CRIB)),
            ]
        ]
    )
    await send(context, player.chat_id, esc(text), markup=markup)


async def unknown_command(update: Update, context: Context) -> None:
    """A command nobody handles: a short hint in private chats, silence in groups."""
    player = await who(update, context)
    if player is None or not player.private:
        return
    hint = player.tr._("I don't know that command. Try /hand, /crib, /score or /help.")
    await send(context, player.chat_id, esc(hint))


async def stale_button(update: Update, context: Context) -> None:
    """Any other button (outdated or forged data): a short notice, nothing changes."""
    query = update.callback_query
    if query is None:
        return
    player = await who(update, context)
    text = player.tr._("This button no longer works.") if player is not None else None
    try:
        await query.answer(text)
    except TelegramError as error:
        logger.debug("could not answer a stale button: %s", error)
