"""A no said in a few words at « Mon compte est-il bon? » (« non c'est pas bon », « c'est pas
ça », "no that's wrong") was answered the generic « Tapez « exact » (ou touchez ✓ Exact)… »,
as if the player had not answered: it is a no, as « non » alone is (« Non? Alors touchez
« Muggins! »… »), and with a number (« c'est pas bon, 8 ») the player's count of my cards."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.table_moves import TypedMove, says_no
from bot.drills.table_state import Step
from bot.drills.table_typed import typed_at_step
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.table_replies import count_refused_line
from bot.views.table_verdict import verdict_no_note
from tests.drills.test_play17_yes_number import _at_my_count, _read

I18N = I18n.load()
SAID_NO = [
    "non c'est pas bon",
    "Non, c'est pas bon!",
    "c'est pas bon",
    "c'est pas ça",
    "non c'est faux",
    "c'est faux",
    "pas bon",
    "no that's wrong",
    "That's wrong.",
    "not right",
    "wrong",
]


@pytest.mark.parametrize("text", SAID_NO)
def test_a_no_in_words_is_a_no(text: str) -> None:
    assert says_no(text)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_no_in_words_at_my_count_says_how_to_call_muggins(lang: str) -> None:
    tr = I18N.translator(lang)
    error = AnswerError(AnswerErrorReason.EMPTY)
    for text in SAID_NO:
        line = count_refused_line(Step.VERDICT, text, error, tr, muggins=True)
        assert html_to_text(line) == verdict_no_note(tr), (text, line)


def test_a_no_in_words_with_a_number_is_the_players_count() -> None:
    table, verdict, claimed = _at_my_count(2)
    text = f"c'est pas bon, {claimed + 2}"
    assert typed_at_step(table, verdict, text, _read) == TypedMove(Step.VERDICT, 0, number=2)


def test_a_yes_is_no_no() -> None:
    for text in ("c'est bon", "oui", "pas de problème", "right", "not bad at all 4"):
        assert not says_no(text), text
