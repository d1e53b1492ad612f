"""« /score 5C 5K 5T VP 5P valet » was judged a call of 1 (« un pour le valet »): « Compte
annoncé : 1 point. Muggins pour 28 points! ». A rank's name alone after the cards is a card
typed without its suit, and is said so; a number alone is still the count called."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/score 5C 5K 5T VP 5P valet", f"Il manque la couleur après «{NB}valet{NB}»"),
        ("fr", "/score 5C 5K 5T VP valet", f"Il manque la couleur après «{NB}valet{NB}»"),
        ("en", "/score 5H 5D 5C JS 5S jack", "The suit is missing after “jack”"),
        ("fr", "/score 5C 5K 5T VP 5P 29", f"Compte annoncé{NB}: 29 points."),
    ],
)
async def test_a_rank_after_the_cards_is_no_call(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5491, language_code=lang))[-1])
    assert said in text, text
    assert "Muggins" not in text, text
