"""kings19: « F2 5 svp » (« je mets le 5 en F2, s'il vous plaît », "F2 5 please") at a game
step got « « svp » n'est pas un jeton : A, 2 à 10, V, D, R (ou J, Q, K). », though « indice
svp » is read (kings14): the « svp » around a move is now left out, the move played (in a
group too, sent as no reply)."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import move_start, split_claim
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "F2 5 svp"),
        ("fr", "je mets le 5 en F2, s'il vous plaît"),
        ("fr", "F2 5 SVP!"),
        ("en", "F2 5 please"),
        ("en", "please, 5 at F2"),
    ],
)
async def test_a_move_said_with_please_is_played(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    user = 19_200 + len(typed) + (100 if lang == "en" else 0)
    await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    played = "Votre coup : F2 5" if lang == "fr" else "You played: F2 5"
    assert played in text.splitlines(), text


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("F2 5 svp", ("F2 5", None)),
        ("H8 → 5 6 4 = 12 svp", ("H8 → 5 6 4 ", 12)),
        ("5 6 4 en H8 s\u2019il vous plaît", ("5 6 4 en H8", None)),
        ("H8 → 5 6 4", ("H8 → 5 6 4", None)),
    ],
)
def test_the_move_is_read_without_its_please(typed: str, read: tuple[str, int | None]) -> None:
    assert split_claim(typed) == read
    assert move_start(typed)
