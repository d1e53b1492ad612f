"""/main, /crib: cards of the deal typed as the count, one of them by its rank alone (« R et
VC » with one king dealt), were told « Je ne connais pas le mot « VC » », as if « VC » were
a word: the rank alone read as no card, so the text was no cards. Read among the cards dealt
(the rank alone is the king dealt), they are cards, and the player is asked for the points."""

from __future__ import annotations

import pytest
from test_handlers import one_text, plant

from bot.storage import Database
from bot.tg.local import Driver, html_to_text

CARDS_WANTED_POINTS = {
    "fr": "Ce sont des cartes\u00a0: envoyez les points qu'elles font",
    "en": "Those are cards: send the points they make",
}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "R et VC"),
        ("fr", "roi, VC"),
        ("en", "K and Jh"),
        ("en", "Jh K"),
        ("en", "J and Jh"),
        ("fr", "V et VC"),
    ],
)
async def test_a_rank_alone_of_the_deal_is_a_card(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    user = 7311 if lang == "fr" else 7312
    await plant(db, user, "JH JD 5C 5S KD")  # one king, two jacks
    text = html_to_text(one_text(await bot_driver.send(said, user, language_code=lang)))
    assert CARDS_WANTED_POINTS[lang] in text, text
    assert "mot" not in text and "word" not in text, text


@pytest.mark.parametrize(("lang", "said"), [("fr", "5 pis 10"), ("en", "12 or 14")])
async def test_numbers_are_still_numbers(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    user = 7313 if lang == "fr" else 7314
    await plant(db, user, "5H 10D 2C 3S KD")
    text = html_to_text(one_text(await bot_driver.send(said, user, language_code=lang)))
    assert CARDS_WANTED_POINTS[lang] not in text, text
