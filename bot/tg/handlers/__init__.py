"""Telegram handlers: thin async callbacks, registered explicitly by `register(application)`.

Commands (the same names in both languages; French aliases in parentheses; all work as
`/cmd@botname` in groups): see `COMMANDS`.

Buttons (`callback_data`, see `callbacks`): `d:hand|crib`, `k:<qid>:<n>`, `lang:fr|en`,
`g:<target>:<rule>`, `pg:<kind>` and `pp:<qid>:<card>` (see `peg`), `e:<qid>:<card|ok|u>`,
`e:new:5|6` (see `ecart`), `pl:<qid>:<action>`, `pn:<target>[:<level>]`, `px:<game>:y|n`
(see `table`), `var:standard|fadoq` (see `variant`), `dy:go`, `tz:<zone>` (see
`daily`), `ct:`/`cs:`/`cf:` (clubs: board period, settings, forget), `co:r`, `co:p:<theme>`
(see `coach`), `kg:`/`kb:`/`kp:` (see `kings`); anything else is answered
by `stale_button`.

Texts that are not commands go to `drill.text_message`, which routes them by the kind of the
question answered; unknown commands get a hint in private chats. Quiz poll answers go to
`quiz.poll_answer_received`, inline queries (`@bot <cards>`) to `inline.inline_query`, the
bot's own chat member updates and group migrations to `club`.
"""

from __future__ import annotations

from telegram import BotCommand
from telegram.ext import (
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    InlineQueryHandler,
    MessageHandler,
    PollAnswerHandler,
    filters,
)

from bot.drills.deals import DrillKind
from bot.i18n import Translator
from bot.tg.context import App
from bot.tg.handlers import (
    callbacks,
    club,
    club_forget,
    club_settings,
    coach,
    commands,
    daily,
    drill,
    ecart,
    inline,
    kings,
    peg,
    pictures,
    quiz,
    remind,
    table,
    texts,
    variant,
)

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
    "play": ("play", "jouer"),
    "cancel": ("cancel", "annuler"),
    "peg": ("peg", "jeu", "pegging"),
    "ecart": ("ecart", "discard", "ecarter"),
    "quiz": ("quiz", "regles"),
    "variant": ("variant", "variante"),
    "pictures": ("pictures", "images"),
    "daily": ("daily", "defi", "quotidien"),
    "tz": ("tz", "fuseau"),
    "remind": ("remind", "rappel"),
    "top": ("top", "classement"),
    "club": ("club",),
    "forget": ("forget", "oublier"),
    "coach": ("coach", "entraineur"),
    "review": ("review", "revoir"),
    "kings": ("kings", "rois"),
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
    "play": table.play_command,
    "cancel": drill.cancel_command,
    "peg": peg.peg_command,
    "ecart": ecart.ecart_command,
    "quiz": quiz.quiz_command,
    "variant": variant.variant_command,
    "pictures": pictures.pictures_command,
    "daily": daily.daily_command,
    "tz": daily.tz_command,
    "remind": remind.remind_command,
    "top": club.top_command,
    "club": club_settings.club_command,
    "forget": club_forget.forget_command,
    "coach": coach.coach_command,
    "review": coach.review_command,
    "kings": kings.kings_command,
}


def register(application: App) -> None:
    """Add every handler to the application, in matching order, and say how each kind of
    question takes typed answers."""
    application.bot_data.answers.update(
        {
            DrillKind.HAND.value: drill.COUNT_ANSWERS,
            DrillKind.CRIB.value: drill.COUNT_ANSWERS,
            **peg.PEG_ANSWERS,
            ecart.ECART_KIND: ecart.ECART_ANSWERS,
            table.PLAY_KIND: table.PLAY_ANSWERS,
            **kings.KINGS_ANSWERS,
        }
    )
    application.bot_data.answers.update(daily.text_answers())
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
    application.add_handler(
        CallbackQueryHandler(daily.play_button, pattern=callbacks.DAILY_PATTERN)
    )
    application.add_handler(CallbackQueryHandler(daily.tz_button, pattern=callbacks.TZ_PATTERN))
    application.add_handler(CallbackQueryHandler(peg.peg_button, pattern=peg.PEG_PATTERN))
    application.add_handler(CallbackQueryHandler(peg.card_button, pattern=peg.PLAY_PATTERN))
    application.add_handler(CallbackQueryHandler(ecart.ecart_button, pattern=ecart.PRESS_PATTERN))
    application.add_handler(CallbackQueryHandler(ecart.new_button, pattern=ecart.NEW_PATTERN))
    application.add_handler(CallbackQueryHandler(table.step_button, pattern=table.PRESS_PATTERN))
    application.add_handler(CallbackQueryHandler(table.new_button, pattern=table.NEW_PATTERN))
    application.add_handler(CallbackQueryHandler(table.quit_button, pattern=table.QUIT_PATTERN))
    application.add_handler(CallbackQueryHandler(kings.menu_button, pattern=kings.MENU_PATTERN))
    application.add_handler(CallbackQueryHandler(kings.choice_button, pattern=kings.CHOICE_PATTERN))
    application.add_handler(CallbackQueryHandler(kings.game_button, pattern=kings.GAME_PATTERN))
    application.add_handler(PollAnswerHandler(quiz.poll_answer_received))
    application.add_handler(
        CallbackQueryHandler(variant.variant_button, pattern=variant.VARIANT_PATTERN)
    )
    application.add_handler(CallbackQueryHandler(club.top_button, pattern=club.TOP_PATTERN))
    application.add_handler(CallbackQueryHandler(coach.coach_button, pattern=coach.BUTTON_PATTERN))
    application.add_handler(
        CallbackQueryHandler(club_settings.settings_button, pattern=club_settings.SET_PATTERN)
    )
    application.add_handler(
        CallbackQueryHandler(club_forget.forget_button, pattern=club_forget.FORGET_PATTERN)
    )
    application.add_handler(
        ChatMemberHandler(club.bot_membership, ChatMemberHandler.MY_CHAT_MEMBER)
    )
    application.add_handler(ChatMemberHandler(club.member_changed, ChatMemberHandler.CHAT_MEMBER))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, club.group_migrated))
    application.add_handler(CallbackQueryHandler(commands.stale_button))
    application.add_handler(InlineQueryHandler(inline.inline_query))


def command_menu(tr: Translator) -> list[BotCommand]:
    """The command menu for setMyCommands, in the translator's language."""
    return texts.command_menu(tr)
