"""/cancel during a game of /play (/jouer) and its answer: « Abandon your game? » asked first
(`ask_abandon`), its buttons `px:<game id>:<step>:y|n` tied to the game's step (a yes once the
game has moved on asks again, `quit_button`), « oui » / « non » typed while it is the last thing
asked answering it too (`abandon_typed`), and the game abandoned (`abandon`, also the web
app's). /cancel while the choice of a new game is shown takes that choice off instead. The
game's steps are `bot.tg.handlers.table_steps`; the command and typed answers,
`bot.tg.handlers.table`."""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from bot.drills.answer_asides import puzzled
from bot.drills.ecart_talk import says_lost_at_deal
from bot.drills.table_state import Table
from bot.drills.table_stats import never_played, no_deal_played
from bot.drills.table_typed import abandon_said
from bot.storage import Question
from bot.storage.repo_table import TableGame
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import tournament_play
from bot.tg.handlers.common import Press, Who, button, drop_keyboard, esc, keyboard, send
from bot.tg.handlers.questions import Typed, answer_query, drop_play_choice, play_choice_shown
from bot.tg.handlers.table_steps import PLAY_KIND, close_shown_step, play_step
from bot.tg.records import Record
from bot.views import replies
from bot.views import table_abandon as abandon_words
from bot.views import table_choice as choice_view
from bot.views import table_news as news
from bot.views import table_replies as words

QUIT_PATTERN: Final = re.compile(r"^px:([0-9a-f]{4,32}):(?:(\d{1,6}):)?(y|n)$")
"""The step is missing from the buttons sent before it was added: such a yes asks again."""
ABANDON_ASKED: Final = records.ABANDON_ASKED
"""users.settings key: « Abandon your game? » asked last (`records.ABANDON_ASKED`), so that a
« oui » / « non » typed answers it (`abandon_typed`); removed once answered, typed or pressed."""


async def abandon_typed(typed: Typed, game: TableGame) -> bool:
    """« oui » / « non » typed while « Abandon your game? » is the last thing asked in this
    chat about this step of the game: that answer, as its button. A yes typed once the game
    has moved on is the step's (« oui » at my count accepts it). « quoi? », « je comprends
    pas » under it: asked again, its buttons with it (it got the step's help, and the step
    shown again took the question's place)."""
    asked = _asked_here(typed.player, game.id, game.step)
    lost = puzzled(typed.text) or says_lost_at_deal(typed.text)
    if lost and asked is not None and asked.this_step:
        if asked.message is not None:  # one question, one set of buttons
            await drop_keyboard(typed.context, typed.player.chat_id, asked.message)
        await ask_abandon(typed.context, typed.player, game)
        return True
    answer = await abandon_answered(typed.context, typed.player, typed.text, game.id, game.step)
    if answer is None:
        return False
    if answer:
        await abandon(typed.context, typed.player, game)
    else:
        await play_step(
            typed.context, typed.player, game, None, intro=[esc(replies.play_on_note(typed.tr))]
        )
    return True


async def abandon_answered(
    context: Context, player: Who, text: str, game_id: str, step: int
) -> bool | None:
    """« oui » / « non » typed (« ouin », "yes", "no" too) while « Abandon your game? » (/play's)
    or « Resign the club game? » is the last thing asked in this chat (`ABANDON_ASKED`): the
    answer, when it was asked about the step `step` of the game `game_id`; None when the text
    is no such answer. An answer forgets the question and takes its buttons off, even one
    asked at a step since played (its text is then that step's: None)."""
    asked = _asked_here(player, game_id, step)
    answer = abandon_said(text)
    if answer is None or asked is None:
        return None
    await forget_abandon(context, player)
    if asked.message is not None:  # answered: its buttons go (a later press abandoned still)
        await drop_keyboard(context, player.chat_id, asked.message)
    return answer if asked.this_step else None


class _Asked(NamedTuple):
    """« Abandon your game? » as kept in the settings (`ABANDON_ASKED`), asked in this chat."""

    message: int | None
    """Its message, once sent: the buttons to take off."""
    this_step: bool
    """Asked about the step of the game in hand (not a step since played, nor another game)."""


def _asked_here(player: Who, game_id: str, step: int) -> _Asked | None:
    """« Abandon your game? » when it is the last thing asked in `player`'s chat, whether about
    the step `step` of the game `game_id` or not; None when not asked, or asked in another chat."""
    asked = player.user.settings.get(ABANDON_ASKED)
    if not isinstance(asked, dict) or asked.get("chat") != player.chat_id:
        return None
    message = asked.get("message")
    this_step = asked.get("game") == game_id and asked.get("step") == step
    return _Asked(message if isinstance(message, int) else None, this_step)


# -- /cancel during a game ------------------------------------------------------------------


async def cancel_requested(context: Context, player: Who, question: Question | None) -> bool:
    """/cancel with a game step pending (or no question but a game under way): ask before
    abandoning; with the choice of a new game shown last, drop that choice. False when /cancel
    is not about the game."""
    if await _choice_cancelled(context, player, question):
        return True
    if question is not None and question.kind != PLAY_KIND:
        return False
    game = await context.bot_data.db.table.active_table_game(player.user_id)
    if game is None:
        return False
    await ask_abandon(context, player, game)
    return True


async def ask_abandon(context: Context, player: Who, game: TableGame) -> None:
    """« Abandon your game? » (a tournament game's, what it counts), its buttons tied to the
    game's step."""
    yes, no = abandon_words.abandon_buttons(player.tr)
    data = f"px:{game.id}:{game.step}"
    markup = keyboard([[button(yes, f"{data}:y"), button(no, f"{data}:n")]])
    table = Table.from_json(game.state)
    counts = await tournament_play.counts_now(context, player.user_id, table)
    target = table.rules.target if counts else None
    asked = abandon_words.abandon_question(
        player.tr, target=target, never_played=no_deal_played(table)
    )
    (question,) = news.named([asked], player.group_name, player.tr)
    record = await abandon_asked(context, player, game.id, game.step)
    await send(context, player.chat_id, question, markup=markup, record=record)


async def abandon_asked(context: Context, player: Who, game_id: str, step: int) -> Record:
    """« Abandon your game? » (/play's) or « Resign the club game? » about to be asked of
    `player` in this chat about the step `step` of the game `game_id`: kept in their settings
    (`ABANDON_ASKED`), so that a « oui » typed answers it; the record to send it with, which
    keeps its message's id with it once sent."""
    shown = {"chat": player.chat_id, "game": game_id, "step": step}
    await context.bot_data.db.users.merge_settings(player.user_id, {ABANDON_ASKED: shown})
    return records.abandon_asked(player.user_id, shown)


async def forget_abandon(context: Context, player: Who) -> None:
    """« Abandon your game? » answered (typed or pressed): a later yes is no answer to it."""
    if player.user.settings.get(ABANDON_ASKED) is not None:
        await context.bot_data.db.users.merge_settings(player.user_id, {ABANDON_ASKED: None})


async def _choice_cancelled(context: Context, player: Who, question: Question | None) -> bool:
    """/cancel while the /play choice (61 or 121, then the level) is shown in this chat, after
    any pending question: its buttons come off and the player is told no game was started."""
    message_id = play_choice_shown(player)
    if message_id is None:
        return False
    if question is not None and (question.message_id or 0) > message_id:
        return False  # the question came after the choice: /cancel is about it
    await drop_play_choice(context, player)
    (cancelled,) = news.named(
        [choice_view.choice_cancelled_line(player.tr)], player.group_name, player.tr
    )
    await send(context, player.chat_id, cancelled)
    return True


@Press.on(QUIT_PATTERN)
async def quit_button(context: Context, press: Press) -> None:
    """The answer to "abandon your game?". A yes pressed once the game has moved on (the
    player played on, the question left above) asks again rather than abandon."""
    player, query = press.player, press.query
    tr = player.tr
    db = context.bot_data.db
    game = await db.table.get_table_game(press.match[1])
    if game is None or game.user_id != player.user_id:
        await answer_query(query, words.not_your_game_note(tr), alert=True)
        return
    await press.drop_keyboard(context)  # gone already: « Non » then « Oui » tapped at once
    await forget_abandon(context, player)
    if not game.is_active:
        await answer_query(query, replies.game_over_note(tr))
        return
    if press.match[3] == "n":
        await answer_query(query)
        await play_step(context, player, game, None, intro=[esc(replies.play_on_note(tr))])
        return
    if press.match[2] is None or int(press.match[2]) != game.step:
        await answer_query(query, abandon_words.abandon_asked_again_note(tr))
        await ask_abandon(context, player, game)
        return
    await answer_query(query)
    await abandon(context, player, game)


async def abandon(context: Context, player: Who, game: TableGame) -> None:
    """The game abandoned (a yes to « Abandon your game? », pressed or typed), and said."""
    tr = player.tr
    table = Table.from_json(game.state)
    table.abandoned = True
    gone = await context.bot_data.db.table.abandon_table_game(game.id, table.to_json())
    if gone is None:
        return
    await close_shown_step(context, player)
    counts = await tournament_play.counts_now(context, player.user_id, table)
    line = abandon_words.abandoned_line(tr, tournament=counts, never_played=never_played(table))
    (abandoned,) = news.named([line], player.group_name, tr)
    await send(context, player.chat_id, abandoned)
    await tournament_play.game_over(context, player, table)
