"""« bien joué », « euh », "well played" typed at the player's count of a /jouer game got
« « bien » : vouliez-vous dire « bin »? Renvoyez votre compte corrigé. » or « Envoyez un nombre
de 0 à 29… »: talk at the table, answered as at the play (« J'attends votre compte. »), as a
club game's count answers it since club26 (club26's patch)."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.table_moves import Chatter
from bot.drills.table_state import Step
from bot.i18n import I18n
from bot.views import table_replies as words

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "bien joué"), ("fr", "euh"), ("en", "well played")]
)
def test_talk_at_the_count_is_answered_as_talk(lang: str, typed: str) -> None:
    tr = I18N.translator(lang)
    error = AnswerError(AnswerErrorReason.NOT_A_NUMBER, typed)
    said = words.count_refused_line(Step.COUNT, typed, error, tr, muggins=True)
    assert said == words.chatter_line(Chatter.OTHER, Step.COUNT, tr), said
