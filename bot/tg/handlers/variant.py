"""/variant (/variante): the rules the drills follow, among the presets that make sense for a
two-player trainer (`bot.engine.variants.VARIANTS`: standard and FADOQ).

`/variant` alone shows the player's variant, a line per preset and a button each
(`var:<name>`); `/variant fadoq` sets it directly; an unknown name is explained with the
choices. The choice is the player's `variant` setting (`variant_args.SETTING_VARIANT`), which /peg
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

from telegram import InlineKeyboardMarkup

from bot.drills.help_asked import asks_for_help, help_words
from bot.drills.table_state import Table
from bot.drills.variant_args import (
    BUTTONS,
    FADOQ_NAME,
    Choice,
    ShortGame,
    asked_length,
    asked_margin,
    changes,
    kept_by_game,
    read_args,
    rules_of,
    unread_word,
)
from bot.storage import User
from bot.tg.context import Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import Press, Who, button, edit_text, for_player, keyboard, send
from bot.tg.handlers.questions import own_setting, owner_mark
from bot.views import variant as view
from bot.views.daily import named  # the player's name first in a group: the rules are theirs
from bot.views.guide import (  # as « /aide »
    asks_about,
    game_word,
    game_word_lines,
    typed_question,
)

VARIANT_PATTERN: Final = re.compile(r"^var:(" + "|".join(BUTTONS) + r")" + callbacks.OWNER + "$")


def variant_data(name: str, owner: int | None = None) -> str:
    """Choose the variant `name` (marked as `owner`'s in a group)."""
    return callbacks.owned(f"var:{name}", owner)


async def choose(context: Context, player: Who, choice: Choice) -> User:
    """Remember the choice and confirm it (a value left out: say the setting as it is); the
    player's settings as they stand now."""
    db, changed = context.bot_data.db, changes(choice)
    user = player.user
    if changed:
        user = await db.users.merge_settings(player.user_id, changed)
    rules = rules_of(player.user.settings)
    text = view.choice_text(
        choice,
        player.tr,
        short_game=rules.short_game,
        over_to_opponent=rules.over_to_opponent,
        muggins=rules.muggins,
    )
    if isinstance(choice, ShortGame) and rules.variant != FADOQ_NAME:
        text = f"{text}\n{view.short_game_needs_fadoq(player.tr)}"
    if changed and await db.table.active_table_game(player.user_id) is not None:
        text = f"{text}\n{view.game_keeps_rules_note(player.tr)}"
    if not player.private:
        text = f"{text}\n{view.club_rules_note(player.tr)}"
    await send(context, player.chat_id, named(text, player.tr, player.group_name))
    return user


async def menu(
    context: Context, user: User, player: Who, unread: str | None = None
) -> tuple[str, InlineKeyboardMarkup]:
    """The /variant menu for `user`'s settings: its message (`view.menu_text`, with what the
    player's game under way against the bot keeps from its start) and a button per choice
    (`view.menu_buttons`), the current ones marked, each marked as the player's in a group."""
    rules, owner = rules_of(user.settings), owner_mark(player)
    rows = view.menu_buttons(rules, player.tr)
    markup = keyboard(
        [[button(label, variant_data(data, owner)) for label, data in row] for row in rows]
    )
    game = await context.bot_data.db.table.active_table_game(player.user_id)
    kept = None if game is None else kept_by_game(user.settings, Table.from_json(game.state).rules)
    text = view.menu_text(
        rules,
        player.tr,
        unread=unread,
        in_group=not player.private,
        name=player.group_name,
        kept=kept,
    )
    return text, markup


@for_player
async def variant_command(context: Context, player: Who) -> None:
    """/variant [standard|fadoq|muggins on|off|over acc|corrected|61 56|off] (/variante):
    show or set the rules variant."""
    args = context.args or []
    if asks_for_help(" ".join(args)):  # « /variante aide »: the menu, as /variante alone
        args = []
    tr = player.tr
    if (target := asked_length(args)) is not None:  # « /variante courte »: /jouer 61
        await send(
            context,
            player.chat_id,
            named(view.length_asked_text(target, tr), tr, player.group_name),
        )
        return
    if (term := asked_margin(args)) is not None:  # « /variante skunk »: /jouer chooses it
        await send(
            context,
            player.chat_id,
            named("\n".join(game_word_lines(term, tr)), tr, player.group_name),
        )
        return
    # « /variante c'est quoi fadoq » was « Je ne connais pas la variante c'est »: the word's
    # explanation, as « /aide fadoq » gives it; nothing changes
    standard = game_word(help_words(args)) == "standard"  # the menu below says what each is
    if not standard and (answer := typed_question(" ".join(args), tr)) is not None:
        await send(context, player.chat_id, named(answer, tr, player.group_name))
        return
    if asks_about(args):  # « /variante c'est quoi standard »: the menu says what each is
        args = []
    choice, unread = read_args(args), unread_word(args)
    if choice is not None and unread is None:
        await choose(context, player, choice)
        return
    # No words: the menu. A word not understood: nothing changes, it is named over the menu.
    text, markup = await menu(context, player.user, player, unread)
    await send(context, player.chat_id, text, markup=markup)


@Press.on(VARIANT_PATTERN)
async def variant_button(context: Context, press: Press) -> None:
    """A variant button: remember the choice and confirm it; the menu pressed shows the
    settings as they are now (its marks were the old ones: « ✓ Standard » after FADOQ)."""
    if not await own_setting(press, view.not_yours):
        return
    await press.query.answer()
    user = await choose(context, press.player, BUTTONS[press.match[1]])
    if user is not press.player.user:
        text, markup = await menu(context, user, press.player)
        await edit_text(context, press.player.chat_id, press.message_id, text, markup)
