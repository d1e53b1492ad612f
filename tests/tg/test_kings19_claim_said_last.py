"""kings19: « je mets le 5 en F2 pour 6 points », a move said cell last with its count said as
the hint says it (« F2 5 pour 6 points » is read), got « Commencez par une case, par exemple
H8 → 5 6 4. » in private, and no answer at all in a group: the count after « pour » was read
only after a move typed cell first. It is now read after a move said either way."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import claim_parts, move_start
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "je mets le 5 en F2 pour 6 points", "Vous avez compté 6 : c'est juste."),
        ("fr", "5 en F2 pour 2", "Joker! Vous avez compté 2 : je prends les 4 points oubliés."),
        ("en", "I put 5 at F2 for 6 points", "You counted 6: that's right."),
    ],
)
async def test_a_count_said_with_pour_after_a_move_said_cell_last(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 19_051 + len(typed) if lang == "fr" else 19_050
    await plant(db, user, LAID, "A 5 6 4 K")
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    played = "Votre coup : F2 5" if lang == "fr" else "You played: F2 5"
    total = "Total : 6 points" if lang == "fr" else "Total: 6 points"
    assert lines[1] == played, lines
    assert lines[lines.index(total) + 1] == said, lines


@pytest.mark.parametrize(
    ("typed", "parts"),
    [
        ("5 6 4 en H8 pour 9", ("5 6 4 en H8", "9")),
        ("5 6 4 en H8 vers le bas pour 12 points", ("5 6 4 en H8 vers le bas", "12 points")),
    ],
)
def test_the_count_after_pour_is_read(typed: str, parts: tuple[str, str]) -> None:
    assert move_start(typed)
    assert claim_parts(typed) == parts


def test_chatter_with_pour_is_still_no_move() -> None:
    assert not move_start("rendez-vous à B12 pour 5")
    assert claim_parts("rendez-vous à B12 pour 5") is None
