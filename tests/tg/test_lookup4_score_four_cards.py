"""« /score 5C 5K 5T VP » (a hand of four, the way it is held) said « Il faut 5 cartes, pas 4. »
and the example only: a player holding four cards read that she had one too few and not which
(found playing muggins chat). The starter is now named: « Il manque la carte de départ :
ajoutez-la après vos quatre cartes. », the example still under it; a crib the same."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        (
            "fr",
            "/score 5C 5K 5T VP",
            f"Il faut 5 cartes, pas 4. Il manque la carte de départ{NB}: ajoutez-la après vos "
            f"quatre cartes.\nPar exemple{NB}: /score 5C 5K 5T VP 5P (quatre cartes, puis la "
            "carte de départ).",
        ),
        (
            "fr",
            "/score crib 5C 5K 5T VP",
            f"Il faut 5 cartes, pas 4. Il manque la carte de départ{NB}: ajoutez-la après vos "
            f"quatre cartes.\nPar exemple{NB}: /score 5C 5K 5T VP 5P (quatre cartes, puis la "
            "carte de départ).",
        ),
        (
            "en",
            "/score 5H 5D 5C JS",
            "It takes 5 cards, not 4. The starter is missing: add it after your four cards.\n"
            "For example: /score 5H 5D 5C JS 5S (four cards, then the starter).",
        ),
    ],
)
async def test_four_cards_name_the_starter_missing(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5472, language_code=lang))[-1])
    assert text == said
