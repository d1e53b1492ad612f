"""The toy drill's wording, as `bot/views/toy.py` would be (`tests/tg/test_toy_drill.py`):
Telegram HTML, every word through gettext, numbers through Babel."""

from __future__ import annotations

from toy_drill import Reason, ToyGrade, reason

from bot.engine.cards import Card
from bot.i18n import Translator, render
from bot.views.markup import esc


def menu_text(tr: Translator) -> str:
    return tr._("What a card is worth")


def help_lines(tr: Translator) -> list[str]:
    return [esc(tr._("/toy: what a card is worth in fifteens"))]


def question_lines(card: Card, tr: Translator) -> list[str]:
    line = tr._("What is {card} worth when counting fifteens?")
    return [esc(line.format(card=render.card(card, tr)))]


def explain(card: Card, tr: Translator) -> str:
    match reason(card):
        case Reason.ACE:
            return tr._("An ace counts one.")
        case Reason.FACE:
            return tr._("A face card counts ten.")
        case Reason.PIPS:
            return tr._("A card below the jack counts its pips.")


def verdict_lines(card: Card, grade: ToyGrade, tr: Translator) -> list[str]:
    line = (
        tr._("Right: {card} is worth {worth}.")
        if grade.right
        else tr._("No: {card} is worth {worth}.")
    )
    worth = tr.number(grade.worth)
    return [esc(line.format(card=render.card(card, tr), worth=worth)), esc(explain(card, tr))]


def unreadable_text(tr: Translator) -> str:
    return esc(tr._("Type a number, like 10."))


def key_label(worth: int, tr: Translator) -> str:
    return tr.number(worth)


def stats_lines(count: int, right: int, tr: Translator) -> list[str]:
    line = tr._("Card worths: {right} right of {count}.")
    return [esc(line.format(right=tr.number(right), count=tr.number(count)))]
