"""/ecart 5C 5K VP DT 2C 9T doneur: « donneur » misspelt was read as a card, and the reply
was « Carte inconnue « doneur » : la valeur doit être A, 2 à 10, V, D ou R », as if the
player had typed a card wrong. The role word it is near is named now."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 9T doneur", "vouliez-vous dire «\u00a0donneur\u00a0»"),
        ("fr", "/ecart 5C 5K VP DT 2C 9T reveveur", "vouliez-vous dire «\u00a0receveur\u00a0»"),
        ("en", "/discard 5H 5D JS QC 2H 9C deeler", "did you mean “dealer”"),
    ],
)
async def test_a_misspelt_role_is_named(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5401, language_code=lang))[-1])
    assert said in text, text


async def test_a_word_near_no_role_is_still_an_unknown_card(bot_driver: Driver) -> None:
    text = html_to_text(
        texts(await bot_driver.send("/ecart 5C 5K VP DT 2C 9T bonjour", 5402, language_code="fr"))[
            -1
        ]
    )
    # « Carte inconnue « bonjour » » was the defect: the six cards are there, and the word
    # after them is said to be neither a card nor a role.
    assert "«\u00a0bonjour\u00a0» après elles" in text and "vouliez-vous dire" not in text, text
