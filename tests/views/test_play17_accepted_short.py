"""The player accepts (« Exact ») a count of mine that was short: the points I left out are
pegged by nobody, and the line says so, not « Les 2 points sont perdus », which a player may
read as 2 points taken from them. The Mini App shows the same line (`table_news.narrate`)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import table_show

I18N = I18n.load()
# my hand (seat 1) 3D 7S 8S 9H, starter 5C: fifteen 2, fifteen 4 and a run of 3, 7; I call 5
# (the first fifteen left out) and the player taps « Exact »
SHOW = ShowRecord(1, "hand", (), 7, 5, 5, left_out=0)


def _deal() -> Deal:
    hands = [parse_cards("5H 5D JC 4S 6S KD"), parse_cards("AH 2C 3D 7S 8S 9H")]
    discards = [parse_cards("6S KD"), parse_cards("AH 2C")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("5C"))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Compte accepté. J'avais oublié un quinze (2 points). Personne ne les marque."),
        ("en", "Count accepted. I had left out a fifteen (2 points). Nobody pegs them."),
    ],
)
def test_the_points_left_out_are_pegged_by_nobody(lang: str, line: str) -> None:
    lines = table_show.bot_show_result_lines(_deal(), SHOW, True, I18N.translator(lang))
    assert [x.replace("\u00a0", " ") for x in lines] == [line]


def _nobs_deal() -> Deal:
    # my hand (seat 1) 3D 7S 9S JC, starter 4C: his nobs alone, 1; I call nothing
    hands = [parse_cards("5H 5D JD 4S 6S KD"), parse_cards("AH 2C 3D 7S 9S JC")]
    discards = [parse_cards("6S KD"), parse_cards("AH 2C")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("4C"))


@pytest.mark.parametrize(
    ("lang", "word"),
    [("fr", "Personne ne le marque."), ("en", "Nobody pegs it.")],
)
def test_one_point_left_out_is_said_in_the_singular(lang: str, word: str) -> None:
    show = ShowRecord(1, "hand", (), 1, 0, 0, left_out=0)
    lines = table_show.bot_show_result_lines(_nobs_deal(), show, True, I18N.translator(lang))
    assert len(lines) == 1
    assert lines[0].endswith(word), lines
