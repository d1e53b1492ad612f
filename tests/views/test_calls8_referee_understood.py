"""/score 5H 5D 5C JS 5S = two for his heels: « His heels is the dealer's 2 at the cut, not
part of a count: leave it out. » then « Nothing is pegged on a call that cannot be read. »,
a call read well enough to be told what his heels is, and no word of where to call again.
Now: write the count after « = » without it, and nothing is pegged until the count is made
clear (« muggins » said as one's count, and cards typed as the call, likewise)."""

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
        (
            "en",
            "two for his heels",
            "His heels is the dealer's 2 at the cut, not part of a count: write your count "
            "after the “=” without it.",
        ),
        (
            "fr",
            "deux pour le valet",
            "Les 2 points pour le valet retourné vont au donneur à la coupe, ils ne font pas "
            "partie du compte\u00a0: sans eux, écrivez votre compte après le «\u00a0=\u00a0».",
        ),
    ],
)
def test_his_heels_says_where_to_count_again(lang: str, call: str, said: str) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False, dealt=CARDS)
    assert lines[2] == said, lines


@pytest.mark.parametrize(
    ("lang", "call", "verdict"),
    [
        ("en", "two for his heels", "Nothing is pegged until the count is made clear."),
        ("en", "muggins", "Nothing is pegged until the count is made clear."),
        ("en", "J and J", "Nothing is pegged until the count is made clear."),
        ("fr", "VP VP", "Rien n'est marqué tant que le compte n'est pas précisé."),
        ("fr", "deux pour le valet", "Rien n'est marqué tant que le compte n'est pas précisé."),
    ],
)
def test_a_call_understood_is_not_called_unreadable(lang: str, call: str, verdict: str) -> None:
    lines = referee_lines(judge(SCORE, call), I18N.translator(lang), crib=False, dealt=CARDS)
    assert lines[-1] == verdict, lines
