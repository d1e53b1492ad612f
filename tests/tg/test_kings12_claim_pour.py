"""A move's count said as the hint says it (« Un bon coup : F2 5 pour 6 points. »): « F2 5 pour
6 points », copied or typed so, got « « pour » n'est pas un jeton »; « pour » (« for ») and the
points after a move now read as « = 6 » does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "F2 5 pour 6 points", "Vous avez compté 6 : c'est juste."),
        ("fr", "F2 5 pour 6 points.", "Vous avez compté 6 : c'est juste."),
        ("fr", "F2 5 pour 2", "Joker! Vous avez compté 2 : je prends les 4 points oubliés."),
        (
            "fr",
            "F2 5 pour huit",
            "Trop : vous avez compté 8, le coup vaut 6 points; c'est corrigé.",
        ),
        ("en", "F2 5 for 6 points", "You counted 6: that's right."),
        ("en", "F2 5 for 2", "Joker! You counted 2: I take the 4 points you missed."),
    ],
)
async def test_a_count_said_with_pour_after_a_move(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 12_801 if lang == "fr" else 12_802
    await plant(db, user, LAID, "A 5 6 4 K")
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    played = "Votre coup : F2 5" if lang == "fr" else "You played: F2 5"
    total = "Total : 6 points" if lang == "fr" else "Total: 6 points"
    assert lines[1] == played, lines
    after = lines[lines.index(total) + 1]
    assert after == said, lines  # counted right: said right (kings14), as short or over
