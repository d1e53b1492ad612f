"""Lay-away questions, for every kind that asks for cards to lay away (/ecart, the daily
challenge's écart part): the question's data, its card buttons, the verdict, typed cards.

A lay-away question's `deal` holds `{"ecart": Challenge.to_dict(), "selected": []}` plus
anything else its kind needs (`new_question_deal`), and `expected` may hold
`{"model": "uniform"}` (`model_of`). Its message shows one button per card
(`e:<question id>:<card 0-5>`, `selection_markup`) and `✅` (`e:<question id>:ok`) once the
lay-away is complete; `ecart.ecart_button` handles the presses of every such kind.

A kind registers `discard_answers(verdict)`: typed cards as for any question
(`answer_discard` reads them), and `verdict(laid: LaidAway)`, which the ✅ button and typed
answers call with the checked lay-away.
`grade_question` grades it under the question's crib model (`bot.views.ecart.verdict_text`
words it).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from telegram import InlineKeyboardMarkup

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import (
    DEFAULT_MODEL,
    EXPERT,
    MODELS,
    Challenge,
    ChallengeError,
    Verdict,
    grade,
)
from bot.engine.cards import Card, CardError, parse_cards, parse_rank
from bot.i18n import LANGUAGES, Translator
from bot.storage import Question
from bot.storage.repo_ecart import SELECTED
from bot.tg.context import Context
from bot.tg.handlers.callbacks import checked
from bot.tg.handlers.common import button, keyboard
from bot.tg.handlers.questions import TextAnswers, Typed, kind_of, kinds_of
from bot.tg.handlers.questions_settle import Answering
from bot.views import ecart as view

logger = logging.getLogger("muggins.handlers.lay_away")

CHALLENGE_KEY: Final = "ecart"
MODEL_KEY: Final = "model"
CONFIRM: Final = "ok"
BUTTONS_PER_ROW: Final = 3


# -- callback_data ---------------------------------------------------------------------------


def card_data(question_id: int, index: int) -> str:
    """Select or unselect card `index` of question `question_id`."""
    return checked(f"e:{question_id}:{index}")


def confirm_data(question_id: int) -> str:
    """Lay away the selected cards."""
    return checked(f"e:{question_id}:{CONFIRM}")


# -- The question ----------------------------------------------------------------------------


def new_question_deal(challenge: Challenge, **extra: Any) -> dict[str, Any]:
    """A question's `deal` for a challenge: the challenge, an empty selection, and `extra`."""
    return {**extra, CHALLENGE_KEY: challenge.to_dict(), SELECTED: []}


def challenge_of(question: Question) -> Challenge | None:
    """The challenge a question holds, or None (logged) when it is missing or malformed."""
    data = question.deal.get(CHALLENGE_KEY)
    if not isinstance(data, Mapping):
        return None
    try:
        return Challenge.from_dict(data)
    except ChallengeError as error:
        logger.error("question %s holds a malformed challenge: %s", question.id, error)
        return None


def model_of(question: Question) -> str:
    """The crib model that grades a question (the expert tables unless it says otherwise)."""
    model = question.expected.get(MODEL_KEY, DEFAULT_MODEL)
    return model if model in MODELS else DEFAULT_MODEL


def selection_markup(
    question_id: int, challenge: Challenge, selected: list[int], tr: Translator
) -> InlineKeyboardMarkup:
    """The card buttons (selected ones marked), and ✅ once the lay-away is complete."""
    buttons = [
        button(view.card_label(card, tr, selected=i in selected), card_data(question_id, i))
        for i, card in enumerate(challenge.cards)
    ]
    rows = [buttons[i : i + BUTTONS_PER_ROW] for i in range(0, len(buttons), BUTTONS_PER_ROW)]
    if len(selected) == challenge.lay_away:
        cards = [challenge.cards[i] for i in selected]
        rows.append([button(view.confirm_label(cards, tr), confirm_data(question_id))])
    return keyboard(rows)


# -- The verdict -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LaidAway:
    """A checked lay-away: the answer it came in (typed cards, or ✅), the question's
    challenge, the cards laid away and how (`via` "text" or "buttons")."""

    answering: Answering
    challenge: Challenge
    discard: tuple[Card, ...]
    via: str


DiscardVerdict = Callable[[LaidAway], Awaitable[None]]
"""Grade a checked lay-away and settle it (`questions_settle.settle`)."""


@dataclass(frozen=True, slots=True)
class DiscardAnswers(TextAnswers):
    """A question kind that takes a lay-away: typed (`reads`, `answer`) or by the buttons,
    both ending in `verdict`; its questions carry card buttons."""

    verdict: DiscardVerdict = field(kw_only=True)


def grade_question(question: Question, challenge: Challenge, discard: tuple[Card, ...]) -> Verdict:
    """The verdict on a lay-away, under the question's crib model."""
    model = model_of(question)
    tables = shipped_crib_tables() if model == EXPERT else None
    pegging = shipped_peg_tables() if model == EXPERT else None
    return grade(challenge, discard, model=model, tables=tables, pegging=pegging)


# -- Typed answers ---------------------------------------------------------------------------


def reads_cards(text: str) -> bool:
    """Whether a text reads as one or two cards (or ranks alone) in either notation."""
    for lang in LANGUAGES:
        try:
            parse_cards(text, lang=lang, count=(1, 2))
        except CardError:
            tokens = text.split()
            if 1 <= len(tokens) <= 2 and all(parse_rank(t, lang=lang) for t in tokens):
                return True
            continue
        return True
    return False


async def answer_discard(typed: Typed, *, verdict: DiscardVerdict) -> None:
    """Typed cards for a challenge: the `verdict`, or why they cannot be laid away."""
    challenge = challenge_of(typed.question)
    if challenge is None:
        return
    read = view.read_discard(typed.text, challenge, typed.tr)
    if isinstance(read, str):
        await typed.hint(read)
        return
    await verdict(LaidAway(typed, challenge, read, "text"))


def discard_answers(verdict: DiscardVerdict) -> DiscardAnswers:
    """How a kind takes its lay-away: typed cards (`answer_discard`) or the buttons, both
    ending in `verdict`."""
    answer = partial(answer_discard, verdict=verdict)
    return DiscardAnswers(reads=reads_cards, answer=answer, verdict=verdict)


def verdict_of(context: Context, question: Question) -> DiscardVerdict | None:
    """The verdict of the question's kind (None, logged: the kind takes no lay-away)."""
    kind = kind_of(context, question.kind)
    answers = None if kind is None else kind.answers
    if isinstance(answers, DiscardAnswers):
        return answers.verdict
    logger.error("question %s has kind %r, which takes no lay-away", question.id, question.kind)
    return None


def discard_kinds(context: Context) -> frozenset[str]:
    """The question kinds that take a lay-away by the card buttons."""
    kinds = kinds_of(context)
    return frozenset(k.name for k in kinds if isinstance(k.answers, DiscardAnswers))
