"""kings19: a move's count said after it without « = » nor « pour » (« F2 5 ça fait 6 », « F2 5,
6 points », « F2 5 (6 points) », "F2 5 makes 6") got « « ça » n'est pas un jeton » or « « points
» n'est pas un jeton »: the count is now read as after « pour » (the hint's « F2 5 pour 6
points »), the move played and the count said right or wrong."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import split_claim
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("F2 5 ça fait 6", ("F2 5", 6)),
        ("F2 5 ca fait 6", ("F2 5", 6)),
        ("F2 5, 6 points", ("F2 5", 6)),
        ("F2 5 6 points", ("F2 5", 6)),
        ("F2 5 : 6 points", ("F2 5", 6)),
        ("F2 5 (6 points)", ("F2 5", 6)),
        ("5 en F2, six points", ("5 en F2", 6)),
        ("F2 5 makes 6", ("F2 5", 6)),
        ("F2 5 vaut 6", ("F2 5", 6)),
        ("H8 → 5 6 4", ("H8 → 5 6 4", None)),
        ("bravo, 6 points", ("bravo, 6 points", None)),
    ],
)
def test_the_count_after_a_move_is_read(typed: str, read: tuple[str, int | None]) -> None:
    assert split_claim(typed) == read


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "F2 5 ça fait 6", "Vous avez compté 6 : c'est juste."),
        (
            "fr",
            "F2 5, 8 points",
            "Trop : vous avez compté 8, le coup vaut 6 points; c'est corrigé.",
        ),
        ("en", "F2 5 makes 6", "You counted 6: that's right."),
    ],
)
async def test_a_move_with_its_count_said_after_it_is_played(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 19_400 + len(typed) + (100 if lang == "en" else 0)
    await plant(db, user, LAID, "A 5 6 4 K")
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    played = "Votre coup : F2 5" if lang == "fr" else "You played: F2 5"
    assert played in lines, lines
    assert said in lines, lines
