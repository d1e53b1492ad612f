"""Telegram handlers: thin async callbacks, registered explicitly by `register(application)`.

Commands (the same names in both languages; French aliases in parentheses; all work as
`/cmd@botname` in groups): /start, /help (/aide), /hand (/main), /crib, /score, /lang
(/langue), /stats (/statistiques), /game (/partie), /cancel (/annuler), /top (/classement),
/club, /forget (/oublier).

Buttons (`callback_data`, see `callbacks`): `d:hand|crib`, `k:<qid>:<n>`, `lang:fr|en`,
`g:<target>:<rule>`, `ct:`/`cs:`/`cf:` (clubs: board period, settings, forget); anything
else is answered by `stale_button`. The bot's own chat member updates and group migrations go
to `club`. Texts that are not commands go to `drill.text_message`; unknown commands get a
hint in private chats.
"""

from __future__ import annotations

from telegram import BotCommand
from telegram.ext import (
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    MessageHandler,
    filters,
)

from bot.drills.deals import DrillKind
from bot.i18n import Translator
from bot.tg.context import App
from bot.tg.handlers import callbacks, club, club_forget, club_settings, commands, drill, texts

__all__ = ["COMMANDS", "command_menu", "register"]

_NEW_MESSAGES = filters.UpdateType.MESSAGE

COMMANDS: dict[str, tuple[str, ...]] = {
    "start": ("start",),
    "help": ("help", "aide"),
    "hand": ("hand", "main"),
    "crib": ("crib",),
    "score": ("score",),
    "lang": ("lang", "langue", "language"),
    "stats": ("stats", "statistiques"),
    "game": ("game", "partie"),
    "cancel": ("cancel", "annuler"),
    "top": ("top", "classement"),
    "club": ("club",),
    "forget": ("forget", "oublier"),
}
"""Each command and its aliases (CommandHandler names: ASCII lowercase)."""

_CALLBACKS = {
    "start": commands.start_command,
    "help": commands.help_command,
    "hand": drill.hand_command,
    "crib": drill.crib_command,
    "score": commands.score_command,
    "lang": commands.lang_command,
    "stats": commands.stats_command,
    "game": commands.game_command,
    "cancel": drill.cancel_command,
    "top": club.top_command,
    "club": club_settings.club_command,
    "forget": club_forget.forget_command,
}


def register(application: App) -> None:
    """Add every handler to the application, in matching order, and say how each kind of
    question takes typed answers."""
    application.bot_data.answers.update(
        {
            DrillKind.HAND.value: drill.COUNT_ANSWERS,
            DrillKind.CRIB.value: drill.COUNT_ANSWERS,
        }
    )
    for name, aliases in COMMANDS.items():
        application.add_handler(CommandHandler(aliases, _CALLBACKS[name], filters=_NEW_MESSAGES))
    application.add_handler(
        MessageHandler(_NEW_MESSAGES & filters.TEXT & ~filters.COMMAND, drill.text_message)
    )
    application.add_handler(
        MessageHandler(_NEW_MESSAGES & filters.COMMAND, commands.unknown_command)
    )
    application.add_handler(
        CallbackQueryHandler(drill.drill_button, pattern=callbacks.DRILL_PATTERN)
    )
    application.add_handler(CallbackQueryHandler(drill.key_button, pattern=callbacks.KEY_PATTERN))
    application.add_handler(
        CallbackQueryHandler(commands.lang_button, pattern=callbacks.LANG_PATTERN)
    )
    application.add_handler(
        CallbackQueryHandler(commands.game_button, pattern=callbacks.GAME_PATTERN)
    )
    application.add_handler(CallbackQueryHandler(club.top_button, pattern=club.TOP_PATTERN))
    application.add_handler(
        CallbackQueryHandler(club_settings.settings_button, pattern=club_settings.SET_PATTERN)
    )
    application.add_handler(
        CallbackQueryHandler(club_forget.forget_button, pattern=club_forget.FORGET_PATTERN)
    )
    application.add_handler(
        ChatMemberHandler(club.bot_membership, ChatMemberHandler.MY_CHAT_MEMBER)
    )
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, club.group_migrated))
    application.add_handler(CallbackQueryHandler(commands.stale_button))


def command_menu(tr: Translator) -> list[BotCommand]:
    """The command menu for setMyCommands, in the translator's language."""
    return texts.command_menu(tr)
