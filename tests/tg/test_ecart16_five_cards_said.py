"""« /ecart 5 cartes » (and « /ecart cinq cartes », "/discard five cards") answered with the
usage, « /ecart donne six cartes, deux à écarter; /ecart 5 donne cinq cartes… »: she had said
what she wanted. The size said with « cartes », "cards" deals that many."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import read_size
from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("args", "size"),
    [
        ("5 cartes", 5),
        ("cinq cartes", 5),
        ("five cards", 5),
        ("6 cartes", 6),
        ("six cards", 6),
        ("5", 5),
        ("5 6", None),
        ("3 cartes", None),
        ("5 rois", None),
    ],
)
def test_the_size_said_with_cards(args: str, size: int | None) -> None:
    assert read_size(args.split()) == size


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/ecart 5 cartes", "Touchez la carte à jeter au crib"),
        ("en", "/discard five cards", "Tap the card to lay away in the crib"),
    ],
)
async def test_five_cards_said_deals_five(
    bot_driver: Driver, db: Database, lang: str, command: str, said: str
) -> None:
    [text] = texts(await bot_driver.send(command, user_id=1631, language_code=lang))
    assert said in text, text
    assert await db.questions.pending_question(1631, 1631) is not None
