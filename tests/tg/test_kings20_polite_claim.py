"""kings20: « F2 5 = 6 points s'il-vous-plaît » (the hyphens many write), « sil vous plait »
at a Kings step got « Après =, écrivez le nombre de points » (the « s'il vous plaît » read as
part of the count). Now the move and its count are read as « F2 5 = 6 » is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "bare"),
    [
        ("fr", "F2 5 = 6 points s'il vous plaît", "F2 5 = 6"),
        ("fr", "F2 5 = 6 points s'il-vous-plaît", "F2 5 = 6"),
        ("fr", "F2 5 = 6 points sil vous plait", "F2 5 = 6"),
        ("fr", "F2 5 = 6 points, svp", "F2 5 = 6"),
        ("en", "F2 5 = 6 points please", "F2 5 = 6"),
    ],
)
async def test_a_count_said_politely_is_read(
    bot_driver: Driver, db: Database, lang: str, typed: str, bare: str
) -> None:
    user = 20_200 if lang == "fr" else 20_201
    await plant(db, user, LAID, "5 A 3 7 K")
    polite = plain(await bot_driver.send(typed, user, language_code=lang))
    await plant(db, user, LAID, "5 A 3 7 K")
    plainly = plain(await bot_driver.send(bare, user, language_code=lang))
    assert "=" not in polite.splitlines()[0], polite
    assert polite.splitlines()[0] == plainly.splitlines()[0], (polite, plainly)


@pytest.mark.parametrize("typed", ["indice s'il-vous-plaît", "un indice sil vous plait"])
def test_a_word_said_with_a_hyphenated_please_is_read(typed: str) -> None:
    from bot.drills.kings_args import Said, said_to_step

    assert said_to_step(typed) is Said.HINT
