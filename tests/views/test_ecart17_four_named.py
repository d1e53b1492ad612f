"""« 5 9 V R » typed at an /ecart deal (the four cards she keeps, « je garde » left out) got
« Il faut 2 cartes, pas 4. » and nothing more: she is also told how to say them kept."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=False)


@pytest.mark.parametrize(
    ("deal", "lang", "typed", "said"),
    [
        (
            SIX,
            "fr",
            "5 9 V R",
            "Il faut 2 cartes, pas 4. Pour garder ces quatre cartes, tapez : je garde 5♥ 9♠ V♦ R♦",
        ),
        (
            SIX,
            "en",
            "5 9 J K",
            "It takes 2 cards, not 4. To keep these four cards, type: I keep 5♥ 9♠ J♦ K♦",
        ),
        (
            FIVE,
            "fr",
            "5C 5K VP DT",
            "Il faut 1 carte, pas 4. Pour garder ces quatre cartes, tapez : je garde 5♥ 5♦ V♠ D♣",
        ),
    ],
)
def test_four_named_are_shown_kept(deal: Challenge, lang: str, typed: str, said: str) -> None:
    text = read_discard(typed, deal, I18n.load().translator(lang))
    assert isinstance(text, str)
    assert html_to_text(text).replace("\u00a0", " ") == said


def test_the_said_kept_reads_back() -> None:
    tr = I18n.load().translator("fr")
    assert read_discard("je garde 5♥ 9♠ V♦ R♦", SIX, tr) == tuple(parse_cards("2C 3C"))


def test_three_named_are_only_counted() -> None:
    text = read_discard("5 9 V", SIX, I18n.load().translator("fr"))
    assert isinstance(text, str) and text.replace("\u00a0", " ") == "Il faut 2 cartes, pas 3."
