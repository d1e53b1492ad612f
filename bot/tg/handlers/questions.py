"""The life of a question, the same for every kind: asked, answered (typed or pressed), closed.

A question is a row of the `questions` table (it survives restarts), at most one pending per
player and chat. Every drill goes through these steps instead of writing them again:

- **Asking** (`ask`): store the new question (the pending one, if any, is 'replaced'; unless
  the update being handled asked it already, before a crash: then it stands), remove
  the replaced question's keyboard if and only if its message has one, say in one line that
  it was set aside, send the question (a picture when the player has them on) and remember
  its message and whether that message carries a keyboard.
- **Typed answers** (`Typed`): `questions_text.text_message` finds the question a text answers
  and hands the kind's `TextAnswers.answer` one `Typed` bundle (the context, the player, the
  question, the text, where to reply, and whether a text that cannot be read deserves a hint).
- **Presses** (`own`): a button of a question (`<prefix>:<question id>:...`) is checked once,
  here: a question missing, of another chat or of another kind is "no longer works", another
  player's is refused with an alert, a closed one gets the kind's closed wording; each case is
  one answer to the callback query, given at once. A settings button (`own_setting`: /lang,
  /variant, /tz, /game) is no question, but its press is checked the same way: in a group it
  names its owner, and another member's press gets the same refusal. What passes is an
  `Owned` press, whose query the handler answers (`Owned.answer`) as soon as it knows the
  outcome, before it sends anything.
- **Closing** (`clear`): once answered or cancelled, the question's keyboard goes,
  if it has one (an edit that changes nothing is never sent: Telegram refuses it with a 400).
  /cancel (`questions_text.cancel_command`) drops the pending question of any kind.

Storage closes questions in one place too (`repo_questions.close_pending`): of concurrent
answers, exactly one wins.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, TypeVar

from telegram import CallbackQuery, InlineKeyboardMarkup, Update

from bot.drills.questions_kinds import Keys, Tally
from bot.engine.cards import Card
from bot.i18n import Translator
from bot.pictures.specs import Spec
from bot.storage import CANCELLED, REPLACED, GameTerms, Question
from bot.storage.models import Attempt
from bot.tg import pictures, records
from bot.tg.context import Context
from bot.tg.handlers.common import (
    Press,
    Who,
    drop_keyboard,
    pressed,
    send,
    who_and_pending,
)
from bot.tg.posting import quietly
from bot.views import replies
from bot.views.replies import already_answered_note, not_yours_note

logger = logging.getLogger("muggins.handlers.questions")

T = TypeVar("T")

QUESTION_ID: Final = 1
"""The group of a question button's pattern that holds the question id."""

# -- Asking ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Asked:
    """A question ready to ask: its kind, deal and expected JSON, its text (HTML lines), the
    cards shown (and the starter, apart), its keyboard built from the question's id (None:
    no keyboard), and the game it pegs, if any."""

    kind: str
    deal: Mapping[str, object]
    expected: Mapping[str, object]
    lines: Sequence[str]
    cards: Sequence[Card] = ()
    starter: Card | None = None
    markup: Callable[[int], InlineKeyboardMarkup | None] | None = None
    game_id: int | None = None
    game_terms: GameTerms | None = None
    """Instead of `game_id`: the question pegs the player's muggins game in this chat,
    started with these terms if there is none, found in the question's own write (as
    `games.current_or_new_game` would, without a read of its own before)."""
    picture: Spec | None = None
    """A picture of its own (a description, `bot.pictures.specs`, drawn by the sender) instead
    of the cards, when the player has pictures on (Kings Cribbage draws its grid)."""
    after: int | None = None
    """A chat whose messages queued before are delivered before the question (`Outgoing.after`:
    a club table's group told of a new deal before its players' private cards)."""


def play_choice_shown(player: Who) -> int | None:
    """The id of the /play choice (61 or 121, then the level) shown last to the player in
    this chat, its buttons still on (`records.PLAY_CHOICE`); None: none here."""
    shown = player.user.settings.get(records.PLAY_CHOICE)
    if not isinstance(shown, dict) or shown.get("chat") != player.chat_id:
        return None
    message_id = shown.get("message")
    return message_id if isinstance(message_id, int) else None


async def drop_play_choice(context: Context, player: Who) -> Who:
    """The player moved on (a question asked, a game started, /cancel, the choice shown
    anew): the /play choice shown in this chat loses its buttons and is forgotten, so that
    it cannot start a game later from an old message. The player as stored now."""
    message_id = play_choice_shown(player)
    if message_id is None:
        return player
    user = await context.bot_data.db.users.merge_settings(
        player.user_id, {records.PLAY_CHOICE: None}
    )
    await drop_keyboard(context, player.chat_id, message_id)
    return replace(player, user=user)


def _same_question(previous: Question, asked: Asked) -> bool:
    """Whether `asked` shows the previous question again (a daily part asked anew)."""
    return previous.kind == asked.kind and dict(previous.deal) == dict(asked.deal)


async def ask(context: Context, player: Who, asked: Asked) -> Question:
    """Store `asked` as the player's pending question in this chat and show it.

    The question it replaces loses its keyboard (only if it has one) and the player is told
    in one line that it was set aside (unless the same question is simply asked again); a
    /play choice shown in this chat loses its buttons (`drop_play_choice`). Its
    picture goes with it as a description (`pictures.deal_picture`), drawn by the sender
    after the update's transaction committed. The message's id is stored with the question
    once it is sent (`records.question`: at once, or by the sender after the update's
    transaction committed): until then, no typed answer can answer it.
    """
    db = context.bot_data.db
    picture = pictures.deal_picture(
        player, picture=asked.picture, cards=asked.cards, starter=asked.starter
    )
    question, previous = await db.questions.replace_question(
        user_id=player.user_id,
        chat_id=player.chat_id,
        kind=asked.kind,
        deal=asked.deal,
        expected=asked.expected,
        game_id=asked.game_id,
        update_id=player.update_id,
        game_terms=asked.game_terms,
    )
    if previous is not None and question.id == previous.id:
        return question  # this very update asked and showed it before a restart: it stands
    await drop_play_choice(context, player)
    lines = list(asked.lines)
    if previous is not None:
        await clear(context, previous)
        if not _same_question(previous, asked):
            kind = kind_of(context, previous.kind)
            set_aside = _set_aside if kind is None else kind.set_aside
            lines.append(set_aside(context, player, previous))
    text = "\n".join(lines)
    markup = None if asked.markup is None else asked.markup(question.id)
    shown = records.question(question.id, keyboard=markup is not None)
    if picture is None:
        await send(context, player.chat_id, text, markup=markup, record=shown, after=asked.after)
    else:
        name = "deal" if asked.picture is None else asked.kind
        await pictures.send_picture(
            context,
            player,
            text,
            picture,
            name=name,
            markup=markup,
            record=shown,
            after=asked.after,
        )
    return question


# -- Typed answers ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Typed:
    """A typed answer to a question: who typed what, where to reply, and whether a text that
    cannot be read gets a hint (`explicit`: private chats and replies to the question; other
    group chatter is ignored)."""

    context: Context
    player: Who
    question: Question
    text: str
    reply_to: int | None
    explicit: bool
    to_member: bool = False
    """The text replies to another member's message (in a group): said to them, not asked of
    the bot, unless it reads as an answer."""

    @property
    def tr(self) -> Translator:
        """The player's translator."""
        return self.player.tr

    async def reply(self, html: str, *, markup: InlineKeyboardMarkup | None = None) -> int | None:
        """Answer in the chat (as a reply to the text in groups); the answer's message id."""
        return await send(
            self.context, self.player.chat_id, html, markup=markup, reply_to=self.reply_to
        )

    async def hint(self, html: str) -> None:
        """Say why the text cannot be read, when the text was surely meant as an answer."""
        if self.explicit:
            await self.reply(html)

    async def say(self, html: str) -> None:
        """A plain message in the chat (not a reply)."""
        await send(self.context, self.player.chat_id, html)


AnswerText = Callable[[Typed], Awaitable[None]]
"""Grade a typed answer and reply (or hint why it cannot be read)."""


@dataclass(frozen=True, slots=True)
class TextAnswers:
    """How one kind of question takes typed answers (its `QuestionKind.answers`).

    `reads(text)` says whether a text reads as an answer to such a question (in groups,
    anything else is chatter and ignored); `answer` grades it and replies.
    """

    reads: Callable[[str], bool]
    answer: AnswerText


def never(text: str) -> bool:
    """`reads` for a question answered only by its buttons."""
    return False


# -- Kinds -----------------------------------------------------------------------------------


QuestionLine = Callable[[Context, Who, Question], str]
"""A line telling `Who` what became of their `Question` (`QuestionKind.dropped`,
`QuestionKind.set_aside`); the context and the player give their day, where it matters."""


def _question_dropped(context: Context, player: Who, question: Question) -> str:
    return replies.question_dropped_note(player.tr)


def _set_aside(context: Context, player: Who, question: Question) -> str:
    return replies.set_aside_line(player.tr)


def any_question(line: Callable[[Translator], str]) -> QuestionLine:
    """A `QuestionKind.set_aside` that words every question of its kind alike (a game's
    step: the game waits, whichever step it was)."""

    def worded(context: Context, player: Who, question: Question) -> str:
        return line(player.tr)

    return worded


@dataclass(frozen=True, slots=True)
class QuestionKind:
    """One kind of question (`questions.kind`): how it takes typed answers, where its answers
    go in /stats, when it carries a keyboard, what a reply to someone else's or to an answered
    question of this kind is told, and a command that asks one (None: asked by another flow,
    like the daily challenge's parts)."""

    name: str
    answers: TextAnswers
    tally: Tally
    keyboard: Keys
    asked_by: str | None = None
    not_yours: Callable[[Translator], str] = field(default=not_yours_note, kw_only=True)
    answered: Callable[[Translator], str] = field(default=already_answered_note, kw_only=True)
    others: Callable[[Context, Who, str, int], Awaitable[bool]] | None = field(
        default=None, kw_only=True
    )
    """A text another member replies to a question of this kind (in a group), that reads as
    an answer, handled by the kind itself (the text, the id of its message): « aide » to a
    game step asks for the rules; False when it is not the kind's business (`not_yours`
    then tells them)."""
    dropped: QuestionLine = field(default=_question_dropped, kw_only=True)
    """What /cancel tells (plain text) once it dropped a question of this kind."""
    again: Callable[[Context, Who, Attempt], Awaitable[bool]] | None = field(
        default=None, kw_only=True
    )
    """Send again the verdict on an attempt of this kind that the update being handled recorded
    before a crash (`bot.tg.inbox` handles such an update again); False when it cannot."""
    cancel: Callable[[Context, Who, Question | None], Awaitable[bool]] | None = field(
        default=None, kw_only=True
    )
    """/cancel handled by the kind itself (a game asks before it is abandoned), given the
    pending question (None: none); False when /cancel is not its business."""
    set_aside: QuestionLine = field(default=_set_aside, kw_only=True)
    """The line (HTML) telling the player this question (of this kind) was set aside by a
    newer one: a game's step says the game waits and how to bring it back; a part of the
    daily challenge says how to take it up, which depends on its day (a replayed day, or
    yesterday's left unfinished at midnight)."""


def kind_of(context: Context, name: str) -> QuestionKind | None:
    """The registered kind called `name` (`BotData.kinds`, filled by `wiring.register`)."""
    return context.bot_data.kinds.get(name)


def kinds_of(context: Context) -> list[QuestionKind]:
    """Every registered question kind."""
    return list(context.bot_data.kinds.values())


# -- Presses ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PressWords:
    """What a press on one kind's question is told: another player's question (an alert),
    an answered one, and one set aside or cancelled (by default: as an answered one). Unless
    a kind says otherwise, the notes every question kind starts with (`QuestionKind`)."""

    not_yours: Callable[[Translator], str] = not_yours_note
    answered: Callable[[Translator], str] = already_answered_note
    dropped: Callable[[Translator], str] | None = field(default=None, kw_only=True)


@dataclass(slots=True)
class Owned:
    """A press on the player's own pending question; answer its query once (`answer`), as
    soon as the outcome is known and before anything is sent."""

    context: Context
    query: CallbackQuery
    player: Who
    match: re.Match[str]
    question: Question
    words: PressWords
    answered: bool = False

    @property
    def reply_to(self) -> int | None:
        """A verdict replies to the question's message."""
        return self.question.message_id

    async def answer(self, text: str | None = None, *, alert: bool = False) -> None:
        """Answer the callback query (once; later calls do nothing; a failure is logged)."""
        if self.answered:
            return
        self.answered = True
        await answer_query(self.query, text, alert=alert)


async def answer_query(
    query: CallbackQuery, text: str | None = None, *, alert: bool = False
) -> None:
    """Answer a callback query; a failure (too old, network) is only logged."""
    await quietly(query.answer(text, show_alert=alert), "could not answer a callback query")


def owner_mark(player: Who) -> int | None:
    """Whom a settings button sent to `player` is marked as belonging to: them in a group
    (`callbacks.owned`), nobody in a private chat (only they can press it)."""
    return None if player.private else player.user_id


async def own_setting(press: Press, not_yours: Callable[[Translator], str]) -> bool:
    """Whether a settings button's press is the presser's own: it names no owner (a private
    chat, or a button older than owner marks) or names them. Else refused like another
    player's question (an alert), and False."""
    owner = press.match.groupdict().get("owner")
    if owner is None or int(owner) == press.player.user_id:
        return True
    await answer_query(press.query, not_yours(press.player.tr), alert=True)
    return False


async def own(
    context: Context,
    press: Press,
    *,
    kinds: Collection[str],
    words: PressWords,
    pending: bool = True,
) -> Owned | None:
    """The press on a question of `kinds` when it is the player's and still pending (with
    `pending` False, answered too: a button under its verdict); else None, the query answered
    with the reason (one answer per case)."""
    player, query = press.player, press.query
    tr = player.tr
    question = await context.bot_data.db.questions.get_question(int(press.match[QUESTION_ID]))
    if question is None or question.chat_id != player.chat_id or question.kind not in kinds:
        await answer_query(query, replies.no_longer_works_note(tr))
        return None
    if question.user_id != player.user_id:
        await answer_query(query, words.not_yours(tr), alert=True)
        return None
    if pending and not question.is_pending:
        dropped = words.dropped if question.state in (CANCELLED, REPLACED) else None
        await answer_query(query, (dropped or words.answered)(tr))
        return None
    return Owned(context, query, player, press.match, question, words)


async def own_press(
    update: Update,
    context: Context,
    pattern: re.Pattern[str],
    *,
    kinds: Collection[str],
    words: PressWords,
) -> Owned | None:
    """`pressed` then `own`: a button under a question of `kinds`, when it is the player's
    and still pending; else None (every case answered)."""
    press = await pressed(update, context, pattern)
    if press is None:
        return None
    return await own(context, press, kinds=kinds, words=words)


async def deal_pressed(
    update: Update, context: Context, pattern: re.Pattern[str]
) -> re.Match[str] | None:
    """A button that deals a new question to whoever presses it: its query answered at once,
    the match of its data (None: garbled, or nothing to deal). A press on a message older than
    the question waiting for the presser there (a double tap, a late press on an old verdict)
    deals nothing: it would set that question aside; the toast points to it instead."""
    query = update.callback_query
    if query is None or query.data is None:
        return None
    match = pattern.match(query.data)
    found = None if match is None else await who_and_pending(update, context)
    if found is not None and query.message is not None:
        player, waiting = found
        if _below(waiting, query.message.message_id):
            await answer_query(query, replies.question_below_note(player.tr))
            return None
    await query.answer()
    return match


async def question_below(
    context: Context,
    press: Press,
    *,
    kinds: Collection[str] | None = None,
    note: Callable[[Translator], str] = replies.question_below_note,
) -> bool:
    """`deal_pressed`'s check for a press already read (`Press.on`) on a button that deals only
    for some of its data (the /kings menu): True, the toast pointing to it (`note`), when a
    question waits for the presser in that chat below the message pressed (one of `kinds`,
    when given: « A game » pressed twice finds its game step, not a count to set aside)."""
    player = press.player
    waiting = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if press.message_id is None or not _below(waiting, press.message_id):
        return False
    if kinds is not None and (waiting is None or waiting.kind not in kinds):
        return False
    await answer_query(press.query, note(player.tr))
    return True


def _below(waiting: Question | None, message_id: int) -> bool:
    """Whether `waiting` (the presser's pending question) was asked after message `message_id`."""
    return waiting is not None and (waiting.message_id or 0) > message_id


# -- A question's end: recorded, closed or cancelled here only --------------------------------


async def close(context: Context, question: Question, *, clear_buttons: bool = False) -> bool:
    """Close `question` as answered when its answer is kept elsewhere (a game's step, a Kings
    move, a daily part played again): False when it was closed already. With `clear_buttons`,
    its buttons come off once this call closed it."""
    if await context.bot_data.db.daily.close_question(question.id) is None:
        return False
    if clear_buttons:
        await clear(context, question)
    return True


async def cancel(context: Context, question: Question, *, clear_buttons: bool = False) -> bool:
    """Cancel `question` (abandoned, unreadable, shown again in its place): False when it was
    no longer pending. With `clear_buttons`, its buttons come off once this call cancelled it."""
    if not await context.bot_data.db.questions.cancel_question(question.id):
        return False
    if clear_buttons:
        await clear(context, question)
    return True


async def lost(
    context: Context,
    player: Who,
    question: Question,
    html: str,
    *,
    answering: Typed | Owned | None = None,
) -> None:
    """A stored question that cannot be read back: logged, cancelled, the player told `html`
    (a press, if `answering` is one, answered first)."""
    logger.error("%s question %s cannot be read back; cancelling it", question.kind, question.id)
    if isinstance(answering, Owned):
        await answering.answer()
    await cancel(context, question)
    await send(context, player.chat_id, html)


async def read_back(
    answering: Typed | Owned,
    load: Callable[[Mapping[str, object]], T | None],
    lost_line: Callable[[Translator], str],
    *errors: type[Exception],
) -> T | None:
    """The question's stored deal, read by `load`; None when it cannot be read back (`load`
    gives None or raises one of `errors`): the question is `lost`, the player told `lost_line`."""
    context, player, question = answering.context, answering.player, answering.question
    try:
        found = load(question.deal)
    except errors:
        found = None
    if found is None:
        await lost(context, player, question, lost_line(player.tr), answering=answering)
    return found


async def clear(context: Context, question: Question) -> None:
    """Remove the keyboard of a question's message (its verdict told, its end shown, set
    aside), only if it has one (a question shown before the `keyboard` column was known is
    tried, as before)."""
    if question.keyboard is False:
        return
    await drop_keyboard(context, question.chat_id, question.message_id)
