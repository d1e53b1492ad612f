"""French numbers typed as they sound: « seise » was « vouliez-vous dire « série »? », « uit »
« vouliez-vous dire « suit »? » (an English word in a French reply), « katre » « autre »,
and « onse », « trese », « sis » had no suggestion at all. The number meant is offered."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError, suggest
from bot.drills.answer_words import AnswerErrorReason as R
from bot.drills.answers import parse_answer
from bot.i18n import I18n
from bot.views import calls_unread


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("seise", "seize"),
        ("onse", "onze"),
        ("douse", "douze"),
        ("quatorse", "quatorze"),
        ("quinses", "quinzes"),
        ("treise", "treize"),
        ("trese", "treize"),
        ("uit", "huit"),
        ("sis", "six"),
        ("katre", "quatre"),
        ("catre", "quatre"),
    ],
)
def test_a_number_typed_as_it_sounds_is_offered(typed: str, meant: str) -> None:
    assert suggest(typed) == meant


def test_the_reply_offers_seize() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("quinze 2 quinze 4 pis une paire ça fait seise")
    assert caught.value.reason is R.UNKNOWN_WORD
    reply = calls_unread.error_text(caught.value, I18n.load().translator("fr"))
    asked = "«\u00a0seise\u00a0»\u00a0: vouliez-vous dire «\u00a0seize\u00a0»? "
    assert reply == asked + "Renvoyez votre compte corrigé."


@pytest.mark.parametrize(("typed", "meant"), [("quinse", "quinze"), ("parie", "paire")])
def test_the_other_suggestions_stay(typed: str, meant: str) -> None:
    assert suggest(typed) == meant


@pytest.mark.parametrize("typed", ["retourne", "depart"])
def test_a_word_is_never_offered_as_itself(typed: str) -> None:
    """« le valet de la retourne 1 » was « « retourne » : vouliez-vous dire « retourne »? »."""
    assert suggest(typed) != typed
