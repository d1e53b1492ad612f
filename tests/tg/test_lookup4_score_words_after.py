"""« /score 5C 5K 5T VP 5P merci » said « Carte inconnue « merci » : la valeur doit être A, 2
à 10, V, D ou R », as if a card were typed wrong: the five cards are there, and the words
after them are said to be neither a card nor a count. A sixth card is still too many cards."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "/score 5C 5K 5T VP 5P merci",
            f"Les 5 cartes y sont, mais «{NB}merci{NB}» après elles n'est ni une carte ni un "
            f"compte.\nPar exemple{NB}: /score 5C 5K 5T VP 5P = 29 (quatre cartes, la carte de "
            "départ, puis le compte).",
        ),
        (
            "en",
            "/score 5H 5D 5C JS 5S hello world",
            "The 5 cards are there, but “hello world” after them is neither a card nor a count."
            "\nFor example: /score 5H 5D 5C JS 5S = 29 (four cards, the starter, then the "
            "count).",
        ),
        ("fr", "/score 5C 5K 5T VP 5P 6 de cœur", "Il faut 5 cartes, pas 6."),
        ("fr", "/score 5C 5K 5T VP 5P 5C", f"La carte «{NB}5♥{NB}» est en double."),
    ],
)
async def test_words_after_the_five_cards(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5451, language_code=lang))[-1])
    assert text.startswith(said), text
