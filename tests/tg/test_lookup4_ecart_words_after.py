"""« /ecart 5C 5K VP DT 2C 3P donneur merci » said « Carte inconnue « merci » : la valeur doit
être A, 2 à 10, V, D ou R », as if a card were typed wrong: the cards are there, and the words
after them are said to be neither a card nor who deals. A seventh card is still too many."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "/ecart 5C 5K VP DT 2C 3P donneur merci",
            f"Les 6 cartes y sont, mais «{NB}merci{NB}» après elles n'est ni une carte ni "
            f"«{NB}donneur{NB}» ou «{NB}receveur{NB}».\nPar exemple{NB}: /ecart 5C 5K VP DT 2C "
            "3P donneur",
        ),
        (
            "en",
            "/discard 5H 5D JS QC 2H please",
            "The 5 cards are there, but “please” after them is neither a card nor “dealer” or "
            "“pone”.\nFor example: /discard 5H 5D JS QC 2H 3S dealer",
        ),
        ("fr", "/ecart 5C 5K VP DT 2C 3P 4P", "Il faut 5 ou 6 cartes, pas 7."),
        ("fr", "/ecart 5C 5K VP DT 2C 3P doneur", "vouliez-vous dire «\u00a0donneur\u00a0»"),
    ],
)
async def test_words_after_the_cards(bot_driver: Driver, lang: str, asked: str, said: str) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5461, language_code=lang))[-1])
    assert said in text, text
