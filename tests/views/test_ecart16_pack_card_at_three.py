"""A five-card lookup said « Crib évalué en tirant au hasard ses autres cartes (et la carte du
paquet)… »: at four, the crib is the four lay-aways, no card from the pack; only at three is
one added. The note says the pack's card is the three-player game's."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.ecart_table import model_text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "(et, à trois joueurs, la carte du paquet)"),
        ("en", "(and, with three players, the card from the pack)"),
    ],
)
def test_the_pack_card_is_for_three(lang: str, said: str) -> None:
    text = model_text("uniform", 3, None, I18n.load().translator(lang))
    assert said in text, text
