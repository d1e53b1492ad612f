"""« /score 5C 5K 5T VP 5P 2C »: six cards are a deal to lay away from, not a hand. It said
« Il faut 5 cartes, pas 6 » and the /score example only: /ecart with those cards is named."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "/score 5C 5K 5T VP 5P 2C",
            f"Il faut 5 cartes, pas 6.\nPour le meilleur écart de ces cartes, tapez{NB}: /ecart "
            "5C 5K 5T VP 5P 2C donneur (ou receveur).",
        ),
        (
            "en",
            "/score 5H 5D 5C JS 5S 2H",
            "It takes 5 cards, not 6.\nFor the best lay-away of these cards, type: /discard 5H "
            "5D 5C JS 5S 2H dealer (or pone).",
        ),
        (
            "fr",
            "/score 5C 5K 5T VP 5P 2C 3C",
            f"Il faut 5 cartes, pas 7.\nPar exemple{NB}: /score 5C 5K 5T VP 5P (quatre cartes, "
            "puis la carte de départ).",
        ),
    ],
)
async def test_six_cards_name_the_lay_away(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5471, language_code=lang))[-1])
    assert text == said
