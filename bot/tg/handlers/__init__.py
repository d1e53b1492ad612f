"""Telegram handlers: thin async callbacks, registered explicitly by `register(application)`.

Every command, button and question kind is one entry of `registry.ENTRIES` (its module
docstring says how to add a question kind); `register` adds the handlers from it, and the
command menus (`registry.command_menu`) and /help are derived from it.

New messages go through one `MessageRouter` (`bot.tg.routing`): a command's callback is looked
up by name (any of its names, `/cmd@botname` too); texts that are not commands go to
`questions.text_message`, which routes them by the kind of the question answered; unknown
commands get a hint in private chats; any button no entry
matches is answered by `commands.stale_button`. Quiz poll answers go to
`quiz.poll_answer_received`, inline queries (`@bot <cards>`) to `inline.inline_query`, the
bot's own chat member updates and group migrations to `club`.
"""

from __future__ import annotations

from telegram import Update
from telegram.ext import (
    CallbackQueryHandler,
    ChatMemberHandler,
    InlineQueryHandler,
    MessageHandler,
    PollAnswerHandler,
    filters,
)

from bot.tg.context import App, Context, Subscriptions
from bot.tg.handlers import (
    club,
    commands,
    inline,
    members_end,
    members_play,
    night_scores,
    questions,
    quiz,
    registry,
    tournament_play,
)
from bot.tg.routing import ButtonHandler, MessageRouter
from bot.views.commands import asks_for_help

__all__ = ["register"]


def register(application: App) -> None:
    """Add every handler to the application, in matching order, the question kinds (how each
    takes typed answers) to `BotData.kinds`, and the `BotData.subscriptions`: the tournaments
    read the end of games between members, then the table's end is told; the club night reads
    typed scores; a game between members hears of a private step Telegram refused, and its
    open tables of a group the bot has left."""
    application.bot_data.kinds.update(registry.kinds_table())
    application.bot_data.subscriptions = Subscriptions(
        game_over=(
            tournament_play.member_game_over,
            members_end.end_notice,  # after the tournaments'
        ),
        unanswered=(night_scores.typed_score,),
        refused=(members_play.question_refused,),
        chat_gone=(members_end.group_gone,),
    )
    application.add_handler(
        MessageRouter(registry.command_callbacks(), text_or_help, commands.unknown_command)
    )
    for button in registry.all_buttons():
        application.add_handler(ButtonHandler(button.callback, button.pattern))
    application.add_handler(PollAnswerHandler(quiz.poll_answer_received))
    application.add_handler(
        ChatMemberHandler(club.bot_membership, ChatMemberHandler.MY_CHAT_MEMBER)
    )
    application.add_handler(ChatMemberHandler(club.member_changed, ChatMemberHandler.CHAT_MEMBER))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, club.group_migrated))
    application.add_handler(CallbackQueryHandler(commands.stale_button))
    application.add_handler(InlineQueryHandler(inline.inline_query))


async def text_or_help(update: Update, context: Context) -> None:
    """A text that is not a command: « aide » / "help" alone gets /help, anything else goes to
    the question lifecycle (`questions.text_message`)."""
    message = update.effective_message
    if message is not None and message.chat.type == "private" and asks_for_help(message.text or ""):
        await registry.help_command(update, context)
        return
    await questions.text_message(update, context)
