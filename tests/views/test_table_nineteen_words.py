"""A hand of nothing is called the same way twice at the table against the bot: « Je compte :
« rien (dix-neuf!) » » when the bot counts it, and again after a muggins called on that
count. The second line used to say « dix-neuf! (0 point) », the /score wording."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import table_show

I18N = I18n.load()


def _deal() -> Deal:
    # the bot (seat 1) keeps 2H 4C 10D KS: nothing with the starter 7S
    hands = [parse_cards("5H 5D JC 4S 6S KD"), parse_cards("2H 4C 10D KS 8C AD")]
    discards = [parse_cards("6S KD"), parse_cards("8C AD")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("7S"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_wrong_muggins_on_nothing_calls_it_as_the_count_did(lang: str) -> None:
    tr = I18N.translator(lang)
    deal = _deal()
    counted = ShowRecord(1, "hand", (), 0, 0, 0)
    called = ShowRecord(1, "hand", (), 0, 0, 0, muggins=(2, 0))
    said = table_show.full_count(deal, counted, tr)
    lines = table_show.bot_show_result_lines(deal, called, True, tr)
    assert said == tr._("nothing (nineteen!)")
    assert any(said in line for line in lines), lines
