"""/variant (/variante): the rules the drills follow, among the presets that make sense for a
two-player trainer (`bot.engine.variants.VARIANTS`: standard and FADOQ).

`/variant` alone shows the player's variant, a line per preset and a button each
(`var:<name>`); `/variant fadoq` sets it directly; an unknown name is explained with the
choices. The choice is the player's `variant` setting (`games.SETTING_VARIANT`), which /peg
reads: with FADOQ, no go or last-card single points from 116 in a game to 121.

With FADOQ, a game of 61 reads the rule one of two ways, the player's choice
(`/variant 61 56|off`, buttons `var:f61:on|off`, stored as `SETTING_FADOQ_SHORT`): from 56,
five points from the end (the default), or not at all (`variants.fadoq_rule`).

Muggins on|off is the player's own setting too (`/variant muggins off`, a button
`var:mug:on|off`, stored as `SETTING_MUGGINS`; on by default): with it off, points missed in
a count are lost instead of going to the bot. Every private drill reads it.
"""

from __future__ import annotations

import re
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.grading import (
    OVER_TO_OPPONENT,
    SETTING_MUGGINS,
    SETTING_OVER_COUNT,
    excess_to_opponent,
    muggins_on,
)
from bot.engine.variants import FadoqShortGame
from bot.i18n import Translator
from bot.storage import User
from bot.tg.context import Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import Who, button, code, esc, keyboard, pressed, send, who
from bot.tg.handlers.games import SETTING_FADOQ_SHORT, SETTING_VARIANT, fadoq_short_game
from bot.tg.handlers.questions import own_setting, owner_mark
from bot.views import calls as calls_view
from bot.views import variant as view
from bot.views.variant import CHOICES, FADOQ_NAME, STANDARD_NAME

ARGS: Final = {
    "standard": STANDARD_NAME,
    "classique": STANDARD_NAME,
    "normal": STANDARD_NAME,
    "fadoq": FADOQ_NAME,
}
MUGGINS_ARGS: Final = {"muggins", "mugins", "muggin"}
ON_OFF: Final = {
    **dict.fromkeys(("on", "oui", "yes", "active", "activé", "actif"), True),
    **dict.fromkeys(("off", "non", "no", "desactive", "désactivé", "inactif"), False),
}
MUGGINS_ON: Final = "mug:on"
MUGGINS_OFF: Final = "mug:off"
SHORT_GAME_ARGS: Final = {"61"}
SHORT_GAME_READINGS: Final[dict[str, FadoqShortGame]] = {
    **dict.fromkeys(("56", "on", "oui", "yes", "fin"), "from_end"),
    **dict.fromkeys(("off", "non", "no", "aucun", "aucune", "sans", "none"), "off"),
}
OVER_ARGS: Final = {"trop", "over", "overcount", "over-count", "exces", "excès"}
"""`/variant over acc|corrected` (« /variante trop adversaire|corriges »): the over-count law."""
OVER_READINGS: Final[dict[str, bool]] = {
    **dict.fromkeys(("acc", "adversaire", "opponent", "oui", "on"), True),
    **dict.fromkeys(
        ("corrected", "corriges", "corrigés", "corrige", "corrigé", "non", "off", "seeds"), False
    ),
}
OVER_ACC: Final = "ovr:acc"
OVER_FIX: Final = "ovr:fix"
SHORT_GAME_ON: Final = "f61:on"
SHORT_GAME_OFF: Final = "f61:off"
SHORT_GAME_BUTTONS: Final[dict[str, FadoqShortGame]] = {
    SHORT_GAME_ON: "from_end",
    SHORT_GAME_OFF: "off",
}
VARIANT_PATTERN: Final = re.compile(
    r"^var:("
    + "|".join(
        (*CHOICES, MUGGINS_ON, MUGGINS_OFF, SHORT_GAME_ON, SHORT_GAME_OFF, OVER_ACC, OVER_FIX)
    )
    + r")"
    + callbacks.OWNER
    + "$"
)


def variant_data(name: str, owner: int | None = None) -> str:
    """Choose the variant `name` (marked as `owner`'s in a group)."""
    return callbacks.owned(f"var:{name}", owner)


def current_variant(user: User) -> str:
    """The player's variant among the choices (standard when unset or unknown)."""
    name = user.settings.get(SETTING_VARIANT)
    return name if name in CHOICES else STANDARD_NAME


def choices_keyboard(
    current: str,
    tr: Translator,
    *,
    muggins: bool = True,
    owner: int | None = None,
    short_game: FadoqShortGame = "from_end",
    over_to_opponent: bool = False,
) -> InlineKeyboardMarkup:
    """One button per preset, the current one marked; one that flips muggins; with FADOQ, one
    that flips its reading in a game of 61."""
    short_row = []
    if current == FADOQ_NAME:
        short_row = [
            [
                button(
                    view.short_game_button(short_game, tr),
                    variant_data(
                        SHORT_GAME_OFF if short_game == "from_end" else SHORT_GAME_ON, owner
                    ),
                )
            ]
        ]
    return keyboard(
        [
            [button(view.variant_button(n, current, tr), variant_data(n, owner)) for n in CHOICES],
            [
                button(
                    calls_view.muggins_button(muggins, tr),
                    variant_data(MUGGINS_OFF if muggins else MUGGINS_ON, owner),
                )
            ],
            [
                button(
                    view.over_button(over_to_opponent, tr),
                    variant_data(OVER_FIX if over_to_opponent else OVER_ACC, owner),
                )
            ],
            *short_row,
        ]
    )


async def choose(context: Context, player: Who, name: str) -> None:
    """Remember the variant (or the muggins setting) and confirm it."""
    if name in (MUGGINS_ON, MUGGINS_OFF):
        await set_muggins(context, player, name == MUGGINS_ON)
        return
    if name in (OVER_ACC, OVER_FIX):
        await set_over(context, player, name == OVER_ACC)
        return
    if name in SHORT_GAME_BUTTONS:
        await set_short_game(context, player, SHORT_GAME_BUTTONS[name])
        return
    await context.bot_data.db.users.merge_settings(player.user_id, {SETTING_VARIANT: name})
    await send(
        context, player.chat_id, view.done_text(name, player.tr, fadoq_short_game(player.user))
    )


async def set_short_game(context: Context, player: Who, reading: FadoqShortGame) -> None:
    """Remember how the player reads the FADOQ rule in a game of 61, and say it."""
    await context.bot_data.db.users.merge_settings(player.user_id, {SETTING_FADOQ_SHORT: reading})
    await send(context, player.chat_id, view.short_game_done_text(reading, player.tr))


async def set_over(context: Context, player: Who, to_opponent: bool) -> None:
    """Remember the player's over-count law and say it."""
    value = OVER_TO_OPPONENT if to_opponent else "corrected"
    await context.bot_data.db.users.merge_settings(player.user_id, {SETTING_OVER_COUNT: value})
    await send(context, player.chat_id, view.over_done_text(to_opponent, player.tr))


async def set_muggins(context: Context, player: Who, on: bool) -> None:
    """Remember the player's muggins setting and say what it means."""
    await context.bot_data.db.users.merge_settings(player.user_id, {SETTING_MUGGINS: on})
    await send(context, player.chat_id, esc(calls_view.muggins_description(on, player.tr)))


async def variant_command(update: Update, context: Context) -> None:
    """/variant [standard|fadoq] (/variante): show or set the rules variant."""
    player = await who(update, context)
    if player is None:
        return
    tr = player.tr
    args = context.args or []
    if args and args[0].casefold() in MUGGINS_ARGS:
        on = ON_OFF.get(args[1].casefold()) if len(args) > 1 else None
        if on is None:
            await send(context, player.chat_id, code(calls_view.muggins_example(tr)))
        else:
            await set_muggins(context, player, on)
        return
    if args and args[0].casefold() in OVER_ARGS:
        to_opponent = OVER_READINGS.get(args[1].casefold()) if len(args) > 1 else None
        if to_opponent is None:
            law = excess_to_opponent(player.user.settings)
            await send(context, player.chat_id, esc(view.over_law_line(law, tr)))
        else:
            await set_over(context, player, to_opponent)
        return
    if args and args[0] in SHORT_GAME_ARGS:
        reading = SHORT_GAME_READINGS.get(args[1].casefold()) if len(args) > 1 else None
        if reading is None:
            current_reading = fadoq_short_game(player.user)
            await send(context, player.chat_id, view.short_game_text(current_reading, tr))
        else:
            await set_short_game(context, player, reading)
        return
    if args:
        name = ARGS.get(args[0].casefold())
        if name is None:
            await send(context, player.chat_id, view.unknown_text(args[0], tr))
        else:
            await choose(context, player, name)
        return
    current = current_variant(player.user)
    muggins = muggins_on(player.user.settings)
    short_game = fadoq_short_game(player.user)
    over = excess_to_opponent(player.user.settings)
    await send(
        context,
        player.chat_id,
        "\n".join(
            view.menu_lines(
                current, tr, muggins=muggins, short_game=short_game, over_to_opponent=over
            )
        ),
        markup=choices_keyboard(
            current,
            tr,
            muggins=muggins,
            owner=owner_mark(player),
            short_game=short_game,
            over_to_opponent=over,
        ),
    )


async def variant_button(update: Update, context: Context) -> None:
    """A variant button: remember the choice and confirm it."""
    press = await pressed(update, context, VARIANT_PATTERN)
    if press is None or not await own_setting(press, view.not_yours):
        return
    await press.query.answer()
    await choose(context, press.player, press.match[1])
