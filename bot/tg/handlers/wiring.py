"""The registry wired into the application: every handler, in matching order; who hears what.

`register(application)` is called once when the application is built (`bot.tg.app`): it
adds the handlers the registry's table lists (`bot.tg.handlers.registry`: one router for
every command and text, one handler per button kind), those no entry owns (quiz poll
answers, the club's membership and status updates, stale buttons, inline queries), the
question kinds to `BotData.kinds` and the `BotData.subscriptions`. A text that is not a
command reaches `text_or_help`, which sends « aide » / "help" typed alone to /help and
anything else to the question lifecycle.
"""

from __future__ import annotations

from typing import Final

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
    club_settings,
    commands,
    ecart,
    inline,
    kings,
    kings_play,
    members_end,
    members_play,
    night_scores,
    questions_text,
    quiz,
    table,
    tournament_play,
)
from bot.tg.handlers.registry import all_buttons, command_callbacks, help_command, kinds_table
from bot.tg.routing import ButtonHandler, MessageRouter
from bot.views.commands import asks_for_help

ANONYMOUS_COMMANDS: Final = filters.COMMAND & filters.ChatType.GROUPS & filters.SenderChat.ALL
"""Commands sent in a group under the group's name (an anonymous administrator) or a
channel's: Telegram names no member (`club.anonymous_command` says so)."""


def register(application: App) -> None:
    """Add every handler to the application, in matching order, the question kinds (how each
    takes typed answers) to `BotData.kinds`, and the `BotData.subscriptions`: the tournaments
    read the end of games between members, then the table's end is told; /play's choice shown
    takes a target or level typed; the club night reads typed scores; a game between members
    hears of a private step Telegram refused, of a group the bot has left (its open tables
    withdrawn, its games' players told) and of the bot back in it."""
    application.bot_data.kinds.update(kinds_table())
    application.bot_data.subscriptions = Subscriptions(
        game_over=(
            tournament_play.member_game_over,
            members_end.end_notice,  # after the tournaments'
        ),
        unanswered=(
            table.typed_at_choice,
            night_scores.typed_score,
            members_play.typed_in_group,
            members_play.typed_while_waiting,
            kings_play.typed_after_game,
            ecart.typed_alone,
        ),
        refused=(members_play.question_refused,),
        chat_gone=(members_end.group_gone,),
        chat_back=(members_end.group_back,),
    )
    router = MessageRouter(command_callbacks(), text_or_help, commands.unknown_command)

    async def anonymous(update: Update, context: Context) -> None:
        route = router.check_update(update)  # ours only: not a command for another bot
        if route is None or route.callback is commands.unknown_command:
            return
        if route.callback is club_settings.club_command:  # the group's admin: /club serves
            await router.run(route, update, context)
            return
        await club.anonymous_command(update, context)

    application.add_handler(MessageHandler(ANONYMOUS_COMMANDS, anonymous))
    application.add_handler(router)
    for button in all_buttons():
        application.add_handler(ButtonHandler(button.callback, button.pattern))
    application.add_handler(PollAnswerHandler(quiz.poll_answer_received))
    application.add_handler(
        ChatMemberHandler(club.bot_membership, ChatMemberHandler.MY_CHAT_MEMBER)
    )
    application.add_handler(ChatMemberHandler(club.member_changed, ChatMemberHandler.CHAT_MEMBER))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, club.group_migrated))
    application.add_handler(
        MessageHandler(filters.StatusUpdate.LEFT_CHAT_MEMBER, club.member_left_message)
    )
    application.add_handler(
        MessageHandler(filters.StatusUpdate.NEW_CHAT_MEMBERS, club.member_joined_message)
    )
    application.add_handler(CallbackQueryHandler(commands.stale_button))
    application.add_handler(InlineQueryHandler(inline.inline_query))


async def text_or_help(update: Update, context: Context) -> None:
    """A text that is not a command: « aide » / "help" alone gets /help (the Kings help while a
    Kings game waits for a move), anything else goes to the question lifecycle
    (`questions_text.text_message`)."""
    message = update.effective_message
    if message is not None and message.chat.type == "private" and asks_for_help(message.text or ""):
        if not await kings.help_in_game(update, context):
            await help_command(update, context)
        return
    await questions_text.text_message(update, context)
