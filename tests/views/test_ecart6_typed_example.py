"""The lay-away's « Ou tapez-les, par exemple 5♥ V♣ » named two cards whatever the deal, most
often cards not in it (in /ecart's deal and its « comment? »). The example is two of the dealt
cards now (one with five cards), picked so as to read as no advice: far apart as shown (not
the two lowest of a sorted deal), no five, no pair, no fifteen, when the deal allows."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_habits import example_discard, is_fifteen, is_pair
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import ecart as view


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize(
    ("lang", "cards", "example"),
    [
        ("fr", "3D 4C 4S 6C 7C 9D", "par exemple <code>3♦ 9♦</code>."),
        ("en", "AC 2S 4D 5C 6S 7H", "like <code>A♣ 7♥</code>."),
        ("fr", "8D AC AH 7S KS 8C", "par exemple <code>8♦ R♠</code>."),
        ("fr", "3D 4S 5D 5H 7H", "par exemple <code>3♦</code>."),
    ],
)
def test_the_example_is_dealt_cards(i18n: I18n, lang: str, cards: str, example: str) -> None:
    tr = i18n.translator(lang)
    challenge = Challenge(tuple(parse_cards(cards)), dealer=True)
    for text in (view.challenge_text(challenge, tr), view.how_note(challenge, tr)):
        assert example in text, text
        assert "5♥ V♣" not in text and "5♥ J♣" not in text


@pytest.mark.parametrize(
    "cards", ["5H 5D 5S 5C JH QH", "7H 8H 7D 8D 7S 8S", "AH 2H 3H 4H 6H 9H", "JH JD QS QC KH KD"]
)
def test_the_example_is_always_a_lay_away_of_the_deal(cards: str) -> None:
    dealt = tuple(parse_cards(cards))
    picked = example_discard(dealt, 2)
    assert len(set(picked)) == 2 and set(picked) <= set(dealt)


def test_the_example_avoids_what_reads_as_advice() -> None:
    picked = example_discard(tuple(parse_cards("5H 7D 8D 7S JS QC")), 2)
    assert not is_pair(picked) and not is_fifteen(picked)
    assert all(c.rank != 5 for c in picked)
