"""« V V » typed at an /ecart deal holding one jack (V♦) got « La carte « V♦ » est en double. »:
she typed a rank twice, not a card the deal holds twice. She is told the deal holds one, as
« les deux valets » is told: « Vous n'avez qu'un valet dans cette donne : V♦. »"""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

SIX = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "V V", "Vous n'avez qu'un valet dans cette donne : V♦."),
        ("en", "J J", "You have only one jack in this deal: J♦."),
        ("fr", "2 2", "Vous n'avez qu'un 2 dans cette donne : 2♣."),
        ("fr", "le roi et le roi", "Vous n'avez qu'un roi dans cette donne : R♦."),
    ],
)
def test_a_rank_twice_with_one_held(lang: str, typed: str, said: str) -> None:
    text = read_discard(typed, SIX, I18n.load().translator(lang))
    assert isinstance(text, str) and text.replace("\u00a0", " ") == said


def test_a_card_typed_twice_is_still_twice() -> None:
    text = read_discard("5♥ 5♥", SIX, I18n.load().translator("fr"))
    assert isinstance(text, str) and "en double" in text
