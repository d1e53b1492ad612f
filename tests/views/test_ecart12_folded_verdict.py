"""The /ecart verdict folded for a club's group (`verdict_lines(folded=True)`): her lay-away
and the best in sight, then « Détails », everything else of the private verdict in one quote
that expands in place; nothing lost, nothing added."""

from __future__ import annotations

import re

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import Challenge, grade
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import ecart as view

QUOTE = re.compile(r"<b>[^<]*</b>\n<blockquote expandable>(.*)</blockquote>", re.S)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("discard", ["5H KS", "2S 9D"])
def test_folded_holds_the_whole_verdict(lang: str, discard: str) -> None:
    tables = shipped_crib_tables()
    tr = I18n.load().translator(lang)
    deal = Challenge(tuple(parse_cards("5H 5D JC KS 2S 9D")), dealer=False)
    verdict = grade(deal, parse_cards(discard), tables=tables)
    whole = view.verdict_lines(verdict, tr, tables_meta=tables.meta, name="Rita")
    folded = view.verdict_lines(verdict, tr, tables_meta=tables.meta, name="Rita", folded=True)
    in_sight = 1 if verdict.is_best else 2
    assert folded[:in_sight] == whole[:in_sight]
    assert len(folded) == in_sight + 1
    quote = QUOTE.fullmatch(folded[-1])
    assert quote is not None, folded[-1]
    plain = [
        line.replace("<blockquote expandable>", "").replace("</blockquote>", "") for line in whole
    ]
    details = [line for line in "\n".join(plain[in_sight:]).split("\n") if line != "<b>Details</b>"]
    details = [line for line in details if line != "<b>Détails</b>"]
    assert quote.group(1).split("\n") == details
