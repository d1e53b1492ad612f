"""/score CARDS = quinze: the referee asks back (15 points, or one fifteen?) and then said
« Rien n'est marqué sur un compte illisible », words about a call the member typed plainly:
nothing is pegged until she says which."""

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


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        ("fr", "quinze", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("fr", "12 ou 14", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("fr", "15-2 15", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("fr", "13 pis 2", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("fr", "15-2 15-4 double 12", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("en", "fifteen", "Nothing is pegged until the count is made clear."),
        ("en", "12 or 14", "Nothing is pegged until the count is made clear."),
    ],
)
def test_a_call_asked_back_is_not_called_unreadable(lang: str, call: str, said: str) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False)
    assert lines[-1] == said, lines
    assert not any("illisible" in line or "cannot be read" in line for line in lines), lines


def test_a_word_unknown_is_still_unreadable() -> None:
    lines = referee_lines(judge(SCORE, "blah"), I18N.translator("fr"), crib=False)
    assert lines[-1] == "Rien n'est marqué sur un compte illisible.", lines
