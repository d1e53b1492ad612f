"""/score 5H 5D 5C JS 5S = a call of more than 300 characters (every fifteen said with its
cards): the referee said « Donnez un nombre de 0 à 29, ou comptez comme ceci : … », and
nothing of why a count written in full was not read. It now says the call is too long and
how long it may be, and to write it again after « = » (after --claim on the command line)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("5H 5D 5C JS 5S")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)
LONG = "quinze 2 avec le cinq de cœur et le valet de pique, " * 8


@pytest.mark.parametrize(
    ("lang", "claim", "said"),
    [
        (
            "fr",
            False,
            "C'est une longue annonce\u00a0: je lis 300 caractères au plus. Écrivez après le "
            "«\u00a0=\u00a0» votre compte, un nombre de 0 à 29, ou annoncé comme quinze 2, "
            "quinze 4 et une paire, ça fait 6.",
        ),
        (
            "en",
            True,
            "That is a long call: I read 300 characters at most. Write after --claim your count, "
            "a number from 0 to 29, or called like fifteen 2, fifteen 4 and a pair makes 6.",
        ),
    ],
)
def test_a_long_call_is_said_long(lang: str, claim: bool, said: str) -> None:
    tr = I18N.translator(lang)
    lines = referee_lines(judge(SCORE, LONG), tr, crib=False, dealt=CARDS, claim=claim)
    assert lines[2] == said, lines
