"""At an /ecart deal, « c'est quoi l'espérance? », « ça veut dire quoi en moyenne? », "what is
the expected value?" got the same hint as « aide » (« Gardez les cartes qui marquent
ensemble… »), which never says what the verdict's « points en moyenne » are: they are now
explained in words (every starter card counted, then the average; the crib added or taken
away), and how to answer follows; the deal still waits. « aide » keeps its hint."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_average
from bot.storage import Database
from bot.tg.local import Driver, texts

SAID = {
    "fr": ("en moyenne", "46 cartes de départ", "Touchez les 2 cartes"),
    "en": ("on average", "46 starters", "Tap the 2 cards"),
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "c'est quoi l'espérance?"),
        ("fr", "ça veut dire quoi en moyenne?"),
        ("fr", "l'espérance?"),
        ("en", "what is the expected value?"),
        ("en", "what does on average mean?"),
    ],
)
async def test_the_average_is_explained_at_a_deal(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    await bot_driver.send("/ecart", user_id=920, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=920, language_code=lang))
    for said in SAID[lang]:
        assert said in reply, reply
    question = await db.questions.pending_question(920, 920)
    assert question is not None and question.is_pending


def test_only_the_average_asked() -> None:
    assert asks_average("c'est quoi l'espérance?")
    assert asks_average("Expected value?")
    assert not asks_average("aide")
    assert not asks_average("le 5 pis le valet")
    assert not asks_average("pourquoi?")
