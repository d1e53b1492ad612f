"""A card pressed at a member's private step of the play answered "Played: 7♦", then edited
the step into "✓ You laid 7♦." while the group said "Marie's turn to lay a card." and
"Bob cannot lay a card: go.": in English players *play* a card in the play and *lay away* to
the crib (GLOSSARY, the play). Every line of the play now says play, as the French does
(« Jouée », « Vous avez joué », « de jouer une carte », « ne peut pas jouer »)."""

from __future__ import annotations

import re

import pytest

from bot.drills.table_moves import TypedMove
from bot.drills.table_state import Step, Waiting
from bot.engine.card_parsing import parse_card
from bot.engine.pegging import CannotPlay
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.members import Names
from bot.views.members_deal import event_line, turn_line
from bot.views.members_private import did_line
from bot.views.members_words import laid_note


@pytest.mark.parametrize(
    ("lang", "played", "done", "turn", "go"),
    [
        (
            "en",
            "Played: 7♦",
            "✓ You played 7♦.",
            "Marie's turn to play a card.",
            "Bob cannot play a card: go.",
        ),
        (
            "fr",
            "Jouée\u00a0: 7♦",
            "✓ Vous avez joué 7♦.",
            "Au tour de Marie de jouer une carte.",
            "Bob ne peut pas jouer\u00a0: go.",
        ),
    ],
)
def test_the_words_of_the_play_agree(lang: str, played: str, done: str, turn: str, go: str) -> None:
    tr = I18n.load().translator(lang)
    move = TypedMove(Step.PLAY, 0, (parse_card("7D"),))
    names = Names(("Marie", "Bob"))
    lines = [
        laid_note(move, tr),
        html_to_text(did_line(move, tr)),
        html_to_text(turn_line([Waiting(Step.PLAY, 0)], names, tr)),
        html_to_text(event_line(CannotPlay(1, 25), names, 0, tr) or ""),
    ]
    assert lines == [played, done, turn, go]
    assert not any(re.search(r"\b(?:lay|laid)\b", line) for line in lines), lines
