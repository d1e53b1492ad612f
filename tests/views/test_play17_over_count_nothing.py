"""A count too high on a show of nothing: « Vous avez dit 6, il n'y a que 0. » ("it holds only
0"), said of a hand that holds nothing at all, then « rien (dix-neuf!) »: it says « il n'y a
rien » now, as the call after it does."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import table_show

I18N = I18n.load()


def _deal() -> Deal:
    # the player (seat 0) keeps 2H 4C 10D KS: nothing with the starter 7S
    hands = [parse_cards("2H 4C 10D KS 8C AD"), parse_cards("5H 5D JC 4S 6S KD")]
    discards = [parse_cards("8C AD"), parse_cards("6S KD")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("7S"))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Vous avez dit 6, il n'y a rien. Le compte complet : « rien (dix-neuf!) »."),
        ("en", "You said 6, it holds nothing. The full count: “nothing (nineteen!)”."),
    ],
)
def test_a_count_too_high_on_nothing_says_nothing(lang: str, said: str) -> None:
    show = ShowRecord(0, "hand", (), 0, 6, 0)
    lines = table_show.player_show_lines(_deal(), show, True, I18N.translator(lang))
    assert lines[1].replace("\u00a0", " ") == said, lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Vous avez dit 6, il n'y a que 2."), ("en", "You said 6, it holds only 2.")],
)
def test_a_count_too_high_on_something_says_how_much(lang: str, said: str) -> None:
    show = ShowRecord(0, "hand", (), 2, 6, 2)
    lines = table_show.player_show_lines(_deal(), show, True, I18N.translator(lang))
    assert lines[1].replace("\u00a0", " ").startswith(said), lines
