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
from bot.tg.handlers.common import Who, bold, button, code, esc, keyboard, pressed, send, who
from bot.tg.handlers.games import SETTING_FADOQ_SHORT, SETTING_VARIANT, fadoq_short_game
from bot.tg.handlers.questions import own_setting, owner_mark
from bot.views import calls as calls_view

STANDARD_NAME: Final = "standard"
FADOQ_NAME: Final = "fadoq"
CHOICES: Final = (STANDARD_NAME, FADOQ_NAME)
"""The presets offered (keys of `VARIANTS`); the others need more than two players or are
already /game settings (61 points) or the bot's own way (muggins)."""
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
ARG_CHARS: Final = 20
CURRENT_MARK: Final = "✓"


def variant_data(name: str, owner: int | None = None) -> str:
    """Choose the variant `name` (marked as `owner`'s in a group)."""
    return callbacks.owned(f"var:{name}", owner)


def not_yours(tr: Translator) -> str:
    """Another member pressed someone's variant buttons."""
    return tr._("These buttons are not yours: /variant gives you your own.")


def current_variant(user: User) -> str:
    """The player's variant among the choices (standard when unset or unknown)."""
    name = user.settings.get(SETTING_VARIANT)
    return name if name in CHOICES else STANDARD_NAME


def variant_label(name: str, tr: Translator) -> str:
    """A variant's short name."""
    if name == FADOQ_NAME:
        return tr.pgettext("variant", "FADOQ")
    return tr.pgettext("variant", "Standard")


def variant_description(name: str, tr: Translator) -> str:
    """What a variant changes, in one line."""
    if name == FADOQ_NAME:
        return tr._(
            "From 116 in a game to 121, a go or the last card no longer pegs its single point."
        )
    return tr._("A go or the last card always pegs 1, whatever the score.")


def short_game_line(reading: FadoqShortGame, tr: Translator) -> str:
    """How the FADOQ rule reads in a game of 61, in one line."""
    if reading == "off":
        return tr._("In a game of 61, the FADOQ rule does not apply.")
    return tr._("In a game of 61, the FADOQ rule applies from 56 (five points from the end).")


def short_game_example(reading: FadoqShortGame, tr: Translator) -> str:
    """The command that changes the reading of a game of 61, in the player's words."""
    return tr._("/variant 61 off") if reading == "from_end" else tr._("/variant 61 56")


def game_line(user: User, tr: Translator) -> str:
    """The variant line of /game (HTML)."""
    return esc(tr._("Rules: {variant} ({command} to change).")).format(
        variant=bold(variant_label(current_variant(user), tr)),
        command=tr.pgettext("command", "/variant"),
    )


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
                    tr._("Games of 61: without the FADOQ rule")
                    if short_game == "from_end"
                    else tr._("Games of 61: FADOQ rule from 56"),
                    variant_data(
                        SHORT_GAME_OFF if short_game == "from_end" else SHORT_GAME_ON, owner
                    ),
                )
            ]
        ]
    return keyboard(
        [
            [
                button(
                    f"{CURRENT_MARK} {variant_label(n, tr)}"
                    if n == current
                    else variant_label(n, tr),
                    variant_data(n, owner),
                )
                for n in CHOICES
            ],
            [
                button(
                    calls_view.muggins_button(muggins, tr),
                    variant_data(MUGGINS_OFF if muggins else MUGGINS_ON, owner),
                )
            ],
            [
                button(
                    tr._("Points counted over: corrected only")
                    if over_to_opponent
                    else tr._("Points counted over: to the opponent (ACC)"),
                    variant_data(OVER_FIX if over_to_opponent else OVER_ACC, owner),
                )
            ],
            *short_row,
        ]
    )


def menu_lines(
    current: str,
    tr: Translator,
    *,
    muggins: bool = True,
    short_game: FadoqShortGame = "from_end",
    over_to_opponent: bool = False,
) -> list[str]:
    """The /variant message: the current variant and each preset (HTML)."""
    lines = [
        bold(tr._("Rules variant")),
        esc(tr._("Your variant: {variant}.")).format(variant=bold(variant_label(current, tr))),
    ]
    lines += [
        "• "
        + esc(tr.pgettext("variant", "{variant}: {description}")).format(
            variant=bold(variant_label(n, tr)), description=esc(variant_description(n, tr))
        )
        for n in CHOICES
    ]
    lines.append(
        esc(tr._("Tap one, or send {example}.")).format(
            example=code(tr.pgettext("command", "/variant") + " " + FADOQ_NAME)
        )
    )
    if current == FADOQ_NAME:
        lines.append(
            esc(short_game_line(short_game, tr))
            + " "
            + esc(tr._("To change it: {example}.")).format(
                example=code(short_game_example(short_game, tr))
            )
        )
    lines.append(esc(calls_view.muggins_description(muggins, tr)))
    lines.append(code(calls_view.muggins_example(tr)))
    lines.append(esc(over_law_line(over_to_opponent, tr)))
    return lines


def over_law_line(to_opponent: bool, tr: Translator) -> str:
    """The over-count law in force and how to change it."""
    law = calls_view.over_law(to_opponent, tr)
    law = law[:1].upper() + law[1:]
    other = "corriges" if to_opponent else "adversaire"
    if tr.lang != "fr":
        other = "corrected" if to_opponent else "acc"
    example = tr.pgettext("command", "/variant") + " " + tr._("over") + " " + other
    return tr._("{law}. To change it: {example}.").format(law=law, example=example)


def unknown_text(word: str, tr: Translator) -> str:
    """An unknown variant name, and the choices (HTML)."""
    return esc(tr._("I don't know the variant {word}. Choose: {choices}.")).format(
        word=bold(word[:ARG_CHARS]), choices=", ".join(code(n) for n in CHOICES)
    )


def done_text(name: str, tr: Translator, short_game: FadoqShortGame = "from_end") -> str:
    """The confirmation of a new variant (HTML)."""
    head = esc(tr._("Done: you play the {variant} variant.")).format(
        variant=bold(variant_label(name, tr))
    )
    lines = [head, esc(variant_description(name, tr))]
    if name == FADOQ_NAME:
        lines.append(esc(short_game_line(short_game, tr)))
    return "\n".join(lines)


def short_game_done_text(reading: FadoqShortGame, tr: Translator) -> str:
    """The confirmation of a new reading of the FADOQ rule in a game of 61 (HTML)."""
    return esc(tr._("Done.")) + " " + esc(short_game_line(reading, tr))


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
    await context.bot_data.db.update_user_settings(player.user_id, {SETTING_VARIANT: name})
    await send(context, player.chat_id, done_text(name, player.tr, fadoq_short_game(player.user)))


async def set_short_game(context: Context, player: Who, reading: FadoqShortGame) -> None:
    """Remember how the player reads the FADOQ rule in a game of 61, and say it."""
    await context.bot_data.db.update_user_settings(player.user_id, {SETTING_FADOQ_SHORT: reading})
    await send(context, player.chat_id, short_game_done_text(reading, player.tr))


async def set_over(context: Context, player: Who, to_opponent: bool) -> None:
    """Remember the player's over-count law and say it."""
    value = OVER_TO_OPPONENT if to_opponent else "corrected"
    await context.bot_data.db.update_user_settings(player.user_id, {SETTING_OVER_COUNT: value})
    tr = player.tr
    await send(context, player.chat_id, esc(tr._("Done.") + " " + over_law_line(to_opponent, tr)))


async def set_muggins(context: Context, player: Who, on: bool) -> None:
    """Remember the player's muggins setting and say what it means."""
    await context.bot_data.db.update_user_settings(player.user_id, {SETTING_MUGGINS: on})
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
            await send(context, player.chat_id, esc(over_law_line(law, tr)))
        else:
            await set_over(context, player, to_opponent)
        return
    if args and args[0] in SHORT_GAME_ARGS:
        reading = SHORT_GAME_READINGS.get(args[1].casefold()) if len(args) > 1 else None
        if reading is None:
            current_reading = fadoq_short_game(player.user)
            await send(
                context,
                player.chat_id,
                esc(short_game_line(current_reading, tr))
                + " "
                + esc(tr._("To change it: {example}.")).format(
                    example=code(short_game_example(current_reading, tr))
                ),
            )
        else:
            await set_short_game(context, player, reading)
        return
    if args:
        name = ARGS.get(args[0].casefold())
        if name is None:
            await send(context, player.chat_id, unknown_text(args[0], tr))
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
            menu_lines(current, tr, muggins=muggins, short_game=short_game, over_to_opponent=over)
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
    if press is None or not await own_setting(press, not_yours):
        return
    await press.query.answer()
    await choose(context, press.player, press.match[1])
