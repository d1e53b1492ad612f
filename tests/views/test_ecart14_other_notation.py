"""« 2C 3C » typed in French at a deal holding 2♣ 3♣ (C for clubs, as English cards write it)
was refused « 2♥ 3♥ ne sont pas dans votre donne. » (C is cœur in French): when the reader's
notation names cards not dealt and the other language's names the deal's own, the lay-away
is those cards (the verdict then names them, 2♣ 3♣). A French reading in the deal stays."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import other_notation_reading
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard


def deal(cards: str) -> Challenge:
    return Challenge(tuple(parse_cards(cards)), dealer=True)


@pytest.mark.parametrize("typed", ["2C 3C", "le 2C pis le 3C", "je jette 2C 3C"])
def test_clubs_written_c_in_french_are_the_deals_clubs(typed: str) -> None:
    read = read_discard(typed, deal("KD 5H 9S JD 2C 3C"), I18n.load().translator("fr"))
    assert read == tuple(parse_cards("2C 3C", lang="en"))


def test_hearts_written_c_in_french_stay_hearts() -> None:
    read = read_discard("5C 9P", deal("KD 5H 5C 9S JD 2C"), I18n.load().translator("fr"))
    assert read == tuple(parse_cards("5H 9S", lang="en"))


def test_cards_dealt_in_neither_notation_are_refused() -> None:
    read = read_discard("2C 3C", deal("KD 5H 9S JD 7C 8C"), I18n.load().translator("fr"))
    assert read == "2♥ 3♥ ne sont pas dans votre donne."


def test_the_other_notation_reads_only_the_deals_cards() -> None:
    dealt = deal("KD 5H 9S JD 2C 3C")
    assert other_notation_reading("2C 3C", dealt, "fr") == list(parse_cards("2C 3C", lang="en"))
    assert other_notation_reading("2C 5C", dealt, "fr") is None  # 5♣ not dealt
    assert other_notation_reading("2T 3T", dealt, "fr") is None  # no T in English
