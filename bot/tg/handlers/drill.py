"""The counting drill (/hand and /crib), which deals a question that typed or keypad answers
grade. (A plain question drill writes no handler at all: `bot.tg.handlers.plain_drill`.)

A question lives in the database (it survives restarts) with its deal and expected
breakdown, and at most one is pending per player and chat. Answers are graded with
`bot.drills` and settled by the lifecycle (`questions_settle.settle`), which accepts exactly
one answer per question: a second answer, an old keypad button or a race gets "already
counted".

In private chats every text is read as an answer (or gets a hint). In groups a text counts
only when it replies to the bot's question or when its sender has a question pending there
and the text reads as an answer; other chatter is ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache, partial
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update

from bot.drills.answer_asides import asks_how
from bot.drills.answer_claims import Answer
from bot.drills.answers import (
    MAX_ANSWER_CHARS,
    MAX_COUNT,
    AnswerError,
    looks_like_answer,
    parse_answer,
)
from bot.drills.deals import Deal, DealError, DrillKind, stored_deal
from bot.drills.game import count_hand
from bot.drills.grading import expected_json
from bot.drills.step_asked import asks_points_held, asks_score
from bot.drills.table_moves import chatter_of
from bot.engine.themes import Theme
from bot.i18n import Translator
from bot.storage import GameTerms, Question
from bot.storage.models import AnswerOutcome, Attempt
from bot.tg import coaching, pictures
from bot.tg.context import Context
from bot.tg.handlers import callbacks
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    keyboard,
    who_and_theme_stats,
)
from bot.tg.handlers.games import game_settings
from bot.tg.handlers.muggins import count_laws, muggins_setting
from bot.tg.handlers.questions import (
    Asked,
    PressWords,
    TextAnswers,
    Typed,
    answer_query,
    ask,
    deal_pressed,
    own,
    read_back,
)
from bot.tg.handlers.questions_settle import (
    Answering,
    recorded,
    review_on_top,
    review_over,
    settle,
)
from bot.views import count_buttons, show
from bot.views import practice as words
from bot.views.chatter import chatter_at_count
from bot.views.commands import help_at_count
from bot.views.guide import typed_question
from bot.views.replies import no_longer_works_note

COUNT_KINDS: Final = frozenset({DrillKind.HAND.value, DrillKind.CRIB.value})


# -- Keyboards -------------------------------------------------------------------------------


def keypad(question_id: int, who_: Who) -> InlineKeyboardMarkup:
    """The group keypad (`count_buttons.keypad_rows`), each count answering `question_id`."""
    rows = count_buttons.keypad_rows(who_.tr)
    return keyboard(
        [[button(label, callbacks.key(question_id, n)) for label, n in row] for row in rows]
    )


def deal_buttons(row: list[tuple[str, DrillKind]]) -> list[InlineKeyboardButton]:
    """A row of `count_buttons` (`deal_row`, `next_row`) as buttons that deal its kinds."""
    return [button(label, callbacks.drill(kind)) for label, kind in row]


def deal_row(tr: Translator) -> list[InlineKeyboardButton]:
    """The buttons that deal a hand and a crib to count (`count_buttons.deal_row`), under
    /start's welcome and a race begun."""
    return deal_buttons(count_buttons.deal_row(tr))


@lru_cache(maxsize=8)
def next_buttons(tr: Translator, kind: str = DrillKind.HAND.value) -> InlineKeyboardMarkup:
    """After the verdict on a hand or a crib (`count_buttons.next_row`). The same buttons for
    everyone in a language: built once per translator and kind, a python-telegram-bot markup
    being immutable."""
    return keyboard([deal_buttons(count_buttons.next_row(tr, kind))])


# -- Dealing ---------------------------------------------------------------------------------


async def start_drill(
    update: Update, context: Context, kind: DrillKind, *, force: Theme | None = None
) -> None:
    """Deal a hand or crib (chosen by the coach, see `bot.tg.coaching`; `force`: one holding
    that theme), store the question and show it (with the keypad in groups)."""
    found = await who_and_theme_stats(update, context)
    if found is None:
        return
    player, stats = found
    deal = await coaching.show_deal(context, player, kind, force=force, stats=stats)
    await ask_show(context, player, deal)


async def ask_show(
    context: Context, player: Who, deal: Deal, *, extra: Mapping[str, object] | None = None
) -> Question:
    """Ask the player to count this deal (`extra`: more keys for the stored deal JSON); it
    pegs the player's muggins game in this chat (started with their settings if none is)."""
    text = show.question(deal, player.tr, private=player.private, name=player.name)
    return await ask(
        context,
        player,
        Asked(
            deal.kind.value,
            {**deal.to_dict(), **dict(extra or {})},
            expected_json(deal.score()),
            text.split("\n"),
            deal.hand,
            deal.starter,
            markup=None if player.private else partial(keypad, who_=player),
            game_terms=GameTerms(*game_settings(player.user)),
        ),
    )


async def hand_command(update: Update, context: Context) -> None:
    """/hand (/main): count a hand."""
    await start_drill(update, context, DrillKind.HAND)


async def crib_command(update: Update, context: Context) -> None:
    """/crib: count a crib."""
    await start_drill(update, context, DrillKind.CRIB)


async def drill_button(update: Update, context: Context) -> None:
    """The "count a hand / crib" buttons."""
    match = await deal_pressed(update, context, callbacks.DRILL_PATTERN)
    if match is not None:
        await start_drill(update, context, DrillKind(match[1]))


# -- Grading ---------------------------------------------------------------------------------


async def grade_answer(answering: Answering, answer: Answer, *, text: str, via: str) -> None:
    """Grade an answer under the player's laws and settle it (`questions_settle.settle`: stored,
    the keypad press answered "Right!", "Muggins!" or "Too high.", the verdict told)."""
    context, player, question = answering.context, answering.player, answering.question
    deal = await read_back(answering, Deal.from_dict, words.lost_hand_line, DealError)
    if deal is None:
        return
    laws = await count_laws(context, player)
    counted = count_hand(deal, answer, in_game=question.game_id is not None, **laws)
    result, pegs = counted.grade, counted.pegs

    async def tell(outcome: AnswerOutcome) -> None:
        await pictures.send_verdict(
            context,
            player,
            show.deal_verdict_text(
                deal,
                counted,
                answer,
                outcome.game,
                player.tr,
                private=player.private,
                name=player.name,
            ),
            before=outcome.before,
            after=outcome.game,
            markup=await review_on_top(answering, next_buttons(player.tr, deal.kind.value)),
            reply_to=answering.reply_to,
        )

    answered = {
        "text": text[:MAX_ANSWER_CHARS],
        "via": via,
        "said": answer.total,
        "total": result.answered,
        "claims": None if answer.claims is None else answer.claims.to_dict(),
        "update": player.update_id,
    }
    totals, points = (result.expected, result.answered), (pegs.player, pegs.bot)
    stored = recorded(answering, answered, result.to_result(), totals, points)
    toast = words.toast(result.verdict, player.tr)
    await settle(answering, stored, tell, toast=toast, closed=words.counted_note)


def dropped(context: Context, player: Who, question: Question) -> str:
    """What /cancel says it dropped (`QuestionKind.dropped`): a hand or crib with its count."""
    return words.dropped_text(question, player.tr, stored_deal(question.deal))


def replaced(context: Context, player: Who, question: Question) -> str:
    """What a new question says of the hand or crib it replaces (`QuestionKind.set_aside`):
    the cards and their count."""
    return words.replaced_text(player.tr, stored_deal(question.deal))


async def verdict_again(context: Context, player: Who, attempt: Attempt) -> bool:
    """The update being handled already graded a hand or crib before a crash (`bot.tg.inbox`
    handles it again) and its verdict may never have been sent: send it (again)."""
    try:
        deal = Deal.from_dict(attempt.deal)
        answer = parse_answer(str(attempt.answered.get("text", "")))
    except (DealError, AnswerError):
        return False
    game_id = attempt.game_id
    laws = await count_laws(context, player)
    counted = count_hand(deal, answer, in_game=game_id is not None, **laws)
    game = await context.bot_data.db.games.get_game(game_id) if game_id is not None else None
    text = show.deal_verdict_text(
        deal, counted, answer, game, player.tr, private=player.private, name=player.name
    )
    buttons = next_buttons(player.tr, deal.kind.value)
    markup = await review_over(context, player, attempt.deal, buttons)
    await pictures.send_verdict(context, player, text, before=None, after=None, markup=markup)
    return True


async def word_asked(typed: Typed) -> bool:
    """A question on a word of the game typed while a count waits (« c'est quoi un skunk? »,
    "what is his nobs?"): answered as `/help <word>` answers it, then that the question still
    waits (as « aide » under it says); nothing graded. False for any other text (it was told
    « Je ne connais pas le mot « quoi » »), and for « comment on compte? », which the count's
    own hint answers with what each thing scores (`asks_how`)."""
    asked = typed.explicit and not asks_how(typed.text)
    answer = typed_question(typed.text, typed.tr, more=False) if asked else None
    if answer is None:
        return False
    await typed.reply(help_at_count(answer, typed.tr))
    return True


async def chatter_asked(typed: Typed) -> bool:
    """A greeting, thanks or goodbye typed while a hand or crib waits (« bonjour », « au
    revoir » were « Je ne connais pas le mot « bonjour » »): answered in kind, then that the
    question still waits; nothing graded. False for any other text."""
    chatter = chatter_of(typed.text) if typed.explicit else None
    said = None if chatter is None else chatter_at_count(chatter, typed.tr)
    if said is None:
        return False
    await typed.reply(said)
    return True


async def points_held_asked(typed: Typed) -> bool:
    """« combien j'ai de points? » typed while a hand or crib waits: how to count it, and the
    player's score in the hand race this count pegs (`show.points_held_text`; it got how to
    count alone, the score they may mean out of sight); the score asked (« qui mène? »,
    "what's my score?", which were « Je ne connais pas le mot « qui » »): that score, then
    that the question still waits; nothing graded. False for any other text."""
    if not typed.explicit or not asks_score(typed.text):
        return False
    game_id = typed.question.game_id
    game = None if game_id is None else await typed.context.bot_data.db.games.get_game(game_id)
    if asks_points_held(typed.text):
        await typed.reply(show.points_held_text(game, typed.tr))
        return True
    if game is None:
        return False
    await typed.reply(help_at_count(show.race_score_line(game, typed.tr), typed.tr))
    return True


async def answer_count(typed: Typed) -> None:
    """A typed count for a hand or crib: graded, a word of the game asked about answered
    (`word_asked`), or the reason it cannot be read."""
    try:
        read = parse_answer(typed.text)
    except AnswerError as error:
        if await points_held_asked(typed) or await word_asked(typed) or await chatter_asked(typed):
            return
        muggins = await muggins_setting(typed.context, typed.player)
        deal = stored_deal(typed.question.deal)
        dealt = () if deal is None else (*deal.hand, deal.starter)
        await typed.hint(show.answer_error(error, typed.tr, dealt=dealt, muggins=muggins))
        return
    await grade_answer(typed, read, text=typed.text, via="text")


COUNT_ANSWERS: Final = TextAnswers(reads=looks_like_answer, answer=answer_count)
"""Hands and cribs take a count, plain or itemized."""


KEYPAD_WORDS: Final = PressWords(not_yours=words.keypad_not_yours, answered=words.counted_note)
"""What a keypad press on a hand or crib that is not the player's, or closed, is told."""


@Press.on(callbacks.KEY_PATTERN)
async def key_button(context: Context, press: Press) -> None:
    """A keypad button: answer question `qid` with the count `n` (only its player may)."""
    count = int(press.match[2])
    if count > MAX_COUNT:
        await answer_query(press.query, no_longer_works_note(press.player.tr))
        return
    owned = await own(context, press, kinds=COUNT_KINDS, words=KEYPAD_WORDS)
    if owned is None:
        return
    await grade_answer(owned, Answer(count), text=str(count), via="keypad")
