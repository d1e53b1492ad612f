"""Pressing a card in a members' game answers with the card played: in English it read
"Laid: 5♠" (a card is laid away in the crib; in the play it is played), in French
« Jouée : 5♠ »."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import TypedMove
from bot.drills.table_state import Step
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.members_words import laid_note

I18N = I18n.load()


@pytest.mark.parametrize(("lang", "said"), [("fr", "Jouée\u00a0: 5♠"), ("en", "Played: 5♠")])
def test_a_card_played_is_said_played(lang: str, said: str) -> None:
    move = TypedMove(Step.PLAY, 0, tuple(parse_cards("5S")))
    assert laid_note(move, I18N.translator(lang)) == said
