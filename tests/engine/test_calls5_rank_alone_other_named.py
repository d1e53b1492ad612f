"""« J and JH » (« V et VC ») typed with the jacks of hearts and diamonds in play: the second
jack is named whole, so the J alone is the other one. It was refused, « Vous avez plus d'un
« V » : ajoutez la couleur (V♥ ou V♦). », though only one jack was left for it."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards

DEALT = parse_cards("JH JD 5C 5S KD 2H")


@pytest.mark.parametrize(
    ("text", "lang", "codes"),
    [
        ("J and Jh", "en", "JD JH"),
        ("JH J", "en", "JH JD"),
        ("J and jack of diamonds", "en", "JH JD"),
        ("V et VC", "fr", "VK VC"),
        ("valet et V♦", "fr", "VC VK"),
    ],
)
def test_a_rank_alone_is_the_card_of_it_not_named(text: str, lang: str, codes: str) -> None:
    assert parse_cards(text, lang=lang, among=DEALT) == parse_cards(codes, lang=lang)


def test_both_alone_or_neither_named_still_asks() -> None:
    for text in ("J and J", "J 5"):
        with pytest.raises(CardError) as caught:
            parse_cards(text, lang="en", among=DEALT)
        assert caught.value.reason is CardErrorReason.RANK_HELD_TWICE, text
