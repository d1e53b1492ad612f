"""The registry wired into the application: every handler, in matching order; who hears what.

`register(application)` is called once when the application is built (`bot.tg.app`): it
adds the handlers the registry's table lists (`bot.tg.handlers.registry`: one router for
every command and text, one handler per button kind), those no entry owns (quiz poll
answers, the club's membership and status updates, stale buttons, inline queries), the
question kinds to `BotData.kinds` and the `BotData.subscriptions`. A text that is not a
command reaches `text_or_help`, which sends « aide » / "help" typed alone to /help (to how to
answer while a count or a step of /play waits: `help_at_count`) and anything else to the
question lifecycle.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
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

from bot.drills.daily import Part, question_kind
from bot.drills.deals import DrillKind
from bot.drills.help_asked import asks_for_help
from bot.drills.peg import PegKind
from bot.drills.tournament_args import asks_about_tournament
from bot.i18n import Translator
from bot.storage import Question
from bot.tg.context import App, Context, Subscriptions
from bot.tg.handlers import (
    after_game,
    club,
    club_again,
    club_forget,
    club_settings,
    commands,
    drill_again,
    ecart,
    ecart_lookup,
    guide,
    inline,
    kings,
    kings_play,
    members_end,
    members_group,
    members_play,
    members_typed,
    night,
    night_scores,
    odds,
    peg,
    questions_text,
    quiz,
    score,
    table,
    tournament,
    tournament_play,
)
from bot.tg.handlers.common import Who, send, who
from bot.tg.handlers.registry import (
    all_buttons,
    command_callbacks,
    help_command,
    kinds_table,
    own_page_typed,
    typed_command_answered,
    unknown_command,
)
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.tg.routing import ButtonHandler, MessageRouter
from bot.views import calls_unread
from bot.views import commands as words
from bot.views.markup import esc

ANONYMOUS_COMMANDS: Final = filters.COMMAND & filters.ChatType.GROUPS & filters.SenderChat.ALL
"""Commands sent in a group under the group's name (an anonymous administrator) or a
channel's: Telegram names no member (`club.anonymous_command` says so)."""


def register(application: App) -> None:
    """Add every handler to the application, in matching order, the question kinds (how each
    takes typed answers) to `BotData.kinds`, and the `BotData.subscriptions`: the tournaments
    read the end of games between members, then the table's end is told; /play's choice shown
    takes a target or level typed; the club night reads typed scores; a game between members
    hears of a private step Telegram refused, of a group the bot has left (its open tables
    withdrawn, its games' players told) and of the bot back in it; a club's board is
    remembered once Telegram took it."""
    application.bot_data.kinds.update(kinds_table())
    application.bot_data.subscriptions = Subscriptions(
        game_over=(
            tournament_play.member_game_over,
            members_end.end_notice,  # after the tournaments'
        ),
        unanswered=(
            club_forget.typed_answer,  # « non » under /oublier's « Tout effacer? »
            score.typed_meant,  # « oui » under /score's « vouliez-vous dire « carreau »? »
            ecart_lookup.typed_meant,  # and under /ecart's (« donneur »? too)
            table.typed_at_choice,
            peg.typed_at_menu,  # « 2 » or « un tour » typed under /jeu's menu
            table.typed_after_game,  # « rejouer » once a game against the bot is over
            night_scores.typed_score,
            night.typed_asked,  # « c'est quoi ma table? » in private, by a player of a night
            members_group.resign_typed,  # « oui » under « Abandonner la partie de club? »
            members_typed.typed_in_group,
            tournament.typed_asked,  # « c'est quand la fin du tournoi? » in private
            members_group.muggins_typed,  # « Muggins! » typed in the group, under a count
            members_typed.asked_in_group,  # « c'est à qui? » in the group, in reply to the bot
            guide.help_typed_in_group,  # « aide » in the group, in reply to the bot
            members_typed.typed_while_waiting,
            members_typed.asked_after_game,  # « qui a gagné? » once a club game is over
            kings.typed_after_drill,  # « encore », « 12 » once a /kings count is answered
            kings_play.typed_after_game,
            quiz.typed_another,  # « encore » once a lone /quiz poll is answered
            drill_again.typed_again,  # « encore » once a hand, a crib, /peg or /ecart is answered
            ecart_lookup.typed_alone,
            after_game.thanked_after_game,  # « merci », « bonne partie! » once a game ended
            odds.typed_why,  # « pourquoi? » right after /chances told the chances
            commands.language_typed,  # "english" typed under /lang's buttons
            table.score_asked_aside,  # « qui mène? » with a game set aside, or none
            guide.typed_question_answered,  # « c'est quoi le crib? », « comment on compte? »
            typed_command_answered,  # « main », « défi »: the slash left out
            odds.typed_scores,  # last: « j'ai 95 il a 110 », « 95 110 » typed alone
        ),
        refused=(members_play.question_refused,),
        chat_gone=(members_end.group_gone,),
        chat_back=(members_end.group_back,),
        sent=(club_again.board_sent,),
    )
    router = MessageRouter(
        command_callbacks(), text_or_help, unknown_command, other=commands.not_text
    )

    async def anonymous(update: Update, context: Context) -> None:
        route = router.check_update(update)  # ours only: not a command for another bot
        if route is None or route.callback is unknown_command:
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
    Kings game waits for a move, how to answer while a count or a step of /play waits); « ? »
    alone, that help of a question (read as a count or cards, it was told « Il faut 2 cartes,
    pas 0 »); anything else goes to the question lifecycle (`questions_text.text_message`)."""
    message = update.effective_message
    text = message.text or "" if message is not None else ""
    private = message is not None and message.chat.type == "private"
    if private and (asks_for_help(text) or set(text.strip()) == {"?"}):
        if await kings.hint_asked(update, context, text):  # « aide-moi svp »: the hint
            await questions_text.text_message(update, context)
            return
        if await kings.help_in_game(update, context, text) or await help_at_count(update, context):
            return
        if asks_for_help(text):
            await help_command(update, context)
            return
    if private and asks_about_tournament(text) and await tournament_at_step(update, context, text):
        return
    if private and await own_page_typed(update, context, text):
        return  # « mon classement? », « mes stats »: with nothing asked, or at a count
    await questions_text.text_message(update, context)


async def tournament_at_step(update: Update, context: Context, text: str) -> bool:
    """« c'est quand la fin du tournoi? », « contre qui je joue? » typed in private while a step
    of /play waits (a duplicate tournament's game against the bot): /tournament's answer for a
    member taking part, then the step again with its buttons. Before: read as a count or cards
    (« Je ne connais pas le mot « quand » »). False (nothing sent) otherwise."""
    player = await who(update, context)
    if player is None:
        return False
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if question is None or question.kind != PLAY_KIND:
        return False
    if not questions_text.shown_before(question, player):
        return False
    if not await tournament.typed_asked(context, player, text):
        return False
    await table.step_again(context, player, question)
    return True


StepHelp = Callable[[Context, Who, Question], Awaitable[str | None]]
"""How to answer a question waiting (HTML); None: no help of its own (/help is sent)."""


def _said(how: Callable[[Translator], str]) -> StepHelp:
    """A question's help that is one sentence (plain text) whatever the question."""

    async def help_of(_context: Context, player: Who, _question: Question) -> str:
        return esc(how(player.tr))

    return help_of


STEP_HELP: Final[dict[str, StepHelp]] = {
    **{kind.value: _said(calls_unread.how_to_count_text) for kind in DrillKind},
    PegKind.COUNT.value: _said(words.peg_count_how),
    PegKind.ROUND.value: _said(words.peg_round_how),
    PegKind.PLAY.value: peg.step_help,
    ecart.ECART_KIND: ecart.step_help,
    question_kind(Part.HAND): _said(calls_unread.how_to_count_text),
    question_kind(Part.CRIB): _said(calls_unread.how_to_count_text),
    question_kind(Part.PEG): _said(words.peg_count_how),
    question_kind(Part.ECART): ecart.step_help,
}
"""The questions that say how to answer them when « aide » is typed: the counting questions
(/hand, /crib, /peg count, /peg round, the challenge's parts), each with how to count it, the
lay-aways (/ecart, the challenge's) and the card to lay (/peg play); a step of /play is asked
again after its help (`table.help_asked`)."""


async def help_at_count(update: Update, context: Context) -> bool:
    """« aide » / "help" typed alone while a question waits for the player's answer (a count,
    a step of /play): how to answer it and that it still waits, not the whole /help (which
    buried the question). False (nothing sent) otherwise."""
    player = await who(update, context)
    if player is None:
        return False
    if await quiz.typed_for_poll(context, player):  # a quiz poll asked last: tap an answer
        return True
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if question is None or not questions_text.shown_before(question, player):
        return False
    if question.kind == PLAY_KIND:  # a step of /play: the help, then the step with its buttons
        return await table.help_asked(context, player, question)
    step_help = STEP_HELP.get(question.kind)
    if step_help is None:
        return False
    how = await step_help(context, player, question)
    if how is None:
        return False
    await send(context, player.chat_id, words.help_at_count(how, player.tr))
    return True
