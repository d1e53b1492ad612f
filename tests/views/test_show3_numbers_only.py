"""« 19 pis 2 » at /main got only the generic hint (« Envoyez un nombre de 0 à 29… »), with no
reason: numbers said one after another, no combination named, are asked back with why (« 19 »
is the players' zero hand) and what to send."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerErrorReason, parse_answer
from bot.i18n import I18n
from bot.views import calls_unread, show
from tests.drills.answer_errors import refusal

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    ("said", "lang", "reply"),
    [
        (
            "19 pis 2",
            "fr",
            "« 19 », c'est la main sans un seul point, comme disent les joueurs : je ne sais pas "
            "quoi faire du 2 qui suit. Envoyez un seul nombre, votre compte : 2, ou 0 s'il n'y a "
            "aucun point.",
        ),
        (
            "nineteen and 2",
            "en",
            "“19” is the players' way of saying a hand of no points: I can't tell what the 2 "
            "after it adds. Send one number, your count: 2, or 0 if there are no points.",
        ),
        (
            "12 pis 2",
            "fr",
            "12, 2 : lequel est votre compte? Envoyez un seul nombre, votre total (14 si vous "
            "les additionnez).",
        ),
        (
            "12 and 2",
            "en",
            "12, 2: which one is your count? Send one number, your total (14 if you add them up).",
        ),
    ],
)
def test_numbers_said_alone_are_asked_back_with_why(said: str, lang: str, reply: str) -> None:
    tr = I18n.load().translator(lang)
    error = refusal(said)
    assert error.reason is AnswerErrorReason.NUMBERS_ONLY
    assert show.answer_error(error, tr).translate(NB) == reply
    assert calls_unread.error_text(error, tr).translate(NB) == reply


def test_a_number_and_a_name_are_still_read() -> None:
    assert parse_answer("8 pis le valet 9").total == 9
    assert parse_answer("19").nineteen
