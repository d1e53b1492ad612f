"""« /score 5C 5K 5T VP 29 » (the starter left out, the count said after the cards) said
« Carte inconnue « 29 » : la valeur doit être A, 2 à 10, V, D ou R », as if 29 were a card
typed wrong: the 29 is read as the count called, and the missing card is named."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "/score 5C 5K 5T VP 29",
            f"Je lis «{NB}29{NB}» comme le compte annoncé, mais il faut 5 cartes avant lui, pas "
            f"4{NB}: les quatre cartes, puis la carte de départ.\nPar exemple{NB}: /score 5C 5K "
            "5T VP 5P = 29 (quatre cartes, la carte de départ, puis le compte).",
        ),
        (
            "fr",
            "/score crib 5C 5K 5T VP 5P 2C 12",
            f"Je lis «{NB}12{NB}» comme le compte annoncé, mais il faut 5 cartes avant lui, pas "
            f"6{NB}: les quatre cartes, puis la carte de départ.\nPar exemple{NB}: /score 5C 5K "
            "5T VP 5P = 12 (quatre cartes, la carte de départ, puis le compte).",
        ),
        (
            "en",
            "/score 5H 5D 5C JS 29",
            "I read “29” as the count called, but it takes 5 cards before it, not 4: the four "
            "cards, then the starter.\nFor example: /score 5H 5D 5C JS 5S = 29 (four cards, "
            "the starter, then the count).",
        ),
    ],
)
async def test_a_count_after_four_cards_is_read_as_the_count(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5421, language_code=lang))[-1])
    assert text == said


async def test_a_wrong_card_before_the_count_is_still_named(bot_driver: Driver) -> None:
    text = html_to_text(
        texts(await bot_driver.send("/score 5C 5K 5T ZZ 29", 5422, language_code="fr"))[-1]
    )
    assert f"Carte inconnue «{NB}ZZ{NB}»" in text, text
