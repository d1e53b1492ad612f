"""« 12 ou 14 ou 16 »: a player hesitating between three counts got « Je ne connais pas le mot
« ou » », where « 12 ou 14 » is asked which one. Three or more counts offered are asked back
as two are, and nothing is graded."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError
from bot.drills.answer_words import AnswerErrorReason as R
from bot.drills.answers import parse_answer
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views import calls_unread, show
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("5H 5D 5C JS 5S")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("12 ou 14 ou 16", (12, 14, 16)),
        ("douze ou quatorze ou seize", (12, 14, 16)),
        ("12 or 14 or 16", (12, 14, 16)),
        ("8 ou 10 ou 12 ou 14", (8, 10, 12, 14)),
    ],
)
def test_three_counts_offered_are_asked_back(text: str, offered: tuple[int, ...]) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.values) == (R.TWO_COUNTS, offered)


@pytest.mark.parametrize(
    ("lang", "text", "reply"),
    [
        ("fr", "12 ou 14 ou 16", "12, 14 ou 16? Envoyez un seul compte, celui que vous annoncez."),
        ("en", "12 or 14 or 16", "12, 14 or 16? Send one count, the one you call."),
    ],
)
def test_three_counts_are_named_in_the_question(lang: str, text: str, reply: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    tr = I18N.translator(lang)
    assert calls_unread.error_text(caught.value, tr) == reply
    assert show.answer_error(caught.value, tr) == reply


def test_the_referee_asks_which_of_three() -> None:
    lines = referee_lines(judge(SCORE, "12 ou 14 ou 16"), I18N.translator("fr"), crib=False)
    asked = "12, 14 ou 16? Écrivez après le «\u00a0=\u00a0» un seul compte, celui que vous "
    asked += "annoncez."
    assert asked in lines, lines
    assert lines[-1] == "Rien n'est marqué tant que le compte n'est pas précisé.", lines


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("12, 14 ou 16", (12, 14, 16)),
        ("12, 14 or 16", (12, 14, 16)),
        ("douze, quatorze ou seize", (12, 14, 16)),
        ("8, 10, 12 ou 14", (8, 10, 12, 14)),
    ],
)
def test_counts_listed_then_or_are_asked_back(text: str, offered: tuple[int, ...]) -> None:
    """« 12, 14 ou 16 », the counts listed as French and English list them, was « Je ne
    connais pas le mot « ou » »."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.values) == (R.TWO_COUNTS, offered)


@pytest.mark.parametrize("text", ["15 2 ou 15 4", "quinze 2, 4 ou 6"])
def test_fifteens_said_before_or_are_no_list(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is not R.TWO_COUNTS


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("12 ou bien 14", (12, 14)),
        ("soit 12 soit 14", (12, 14)),
        ("soit 12, soit 14, soit 16", (12, 14, 16)),
        ("either 12 or 14", (12, 14)),
    ],
)
def test_either_or_is_asked_back(text: str, offered: tuple[int, ...]) -> None:
    """« 12 ou bien 14 » was « Je ne connais pas le mot « ou » », « soit 12 soit 14 » « Écrivez
    un nombre de 0 à 29… », "either 12 or 14" "I don't know the word “either”"."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.values) == (R.TWO_COUNTS, offered)
