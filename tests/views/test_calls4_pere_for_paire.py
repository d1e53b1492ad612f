"""« quinze 2, quinze 4 pis une pére 6 »: « pére », « père » sound as « paire » does, and got
« Je ne connais pas le mot « pére ». » with no word offered (difflib finds « paire » too far);
now « « pére » : vouliez-vous dire « paire »? », at /main and at /jeu compte alike."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import suggest
from bot.drills.answers import AnswerError, parse_answer
from bot.drills.peg_calls import parse_peg_call
from bot.i18n import I18n
from bot.views.calls_unread import (
    error_text,
)
from bot.views.peg import call_error

I18N = I18n.load()
FR = I18N.translator("fr")


@pytest.mark.parametrize("typed", ["pére", "père", "pere", "Père"])
def test_a_pair_spelt_as_it_sounds_is_offered_paire(typed: str) -> None:
    with pytest.raises(AnswerError) as hand:
        parse_answer(f"quinze 2, quinze 4 pis une {typed} 6")
    assert error_text(hand.value, FR) == (
        f"«\u00a0{typed}\u00a0»\u00a0: vouliez-vous dire «\u00a0paire\u00a0»? "
        "Renvoyez votre compte corrigé."
    )
    with pytest.raises(AnswerError) as peg:
        parse_peg_call(f"quinze 2 pis une {typed} 4")
    assert call_error(peg.value, FR) == (
        f"«\u00a0{typed}\u00a0»\u00a0: vouliez-vous dire «\u00a0paire\u00a0»? "
        "Renvoyez votre réponse corrigée."
    )


def test_the_sound_alike_is_offered_only_from_the_vocabulary_asked() -> None:
    assert suggest("pere", ("quinze", "suite")) is None
    assert suggest("peres") == "paires"
