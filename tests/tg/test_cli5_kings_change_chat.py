"""« change 5 R » typed in a Kings game step was answered « Commencez par une case, par
exemple H8 → 5 6 4. », as a move: it is the exchange, said with the verb of its button
(« Passer et changer tous mes jetons »), and is answered as « échange 5 R » is."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain
from tests.tg.test_kings6_pass import SEVENS, STUCK, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "change 3 K", "Vous passez et changez 2 jetons."),
        ("fr", "je change 3 R", "Vous passez et changez 2 jetons."),
        ("en", "swap 3 K", "You pass and exchange 2 tiles."),
        ("en", "change 3 K", "You pass and exchange 2 tiles."),
    ],
)
async def test_change_with_no_move_passes_and_exchanges_the_tiles_named(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 7751 if lang == "fr" else 7752
    await plant(db, user, Grid(), STUCK, SEVENS)
    calls = await bot_driver.send(typed, user, language_code=lang)
    assert said in plain(calls), plain(calls)
    assert "H8" not in plain(calls).split("\n")[0], plain(calls)


@pytest.mark.parametrize(
    ("lang", "typed", "refused"),
    [
        (
            "fr",
            "change 5 R",
            "Vous avez encore un coup permis : on ne passe que si aucun coup n'est possible. "
            "Touchez « Indice » pour en voir un.",
        ),
        (
            "en",
            "swap 5 K",
            "You still have a legal move: pass only when none is possible. Tap Hint to see one.",
        ),
    ],
)
async def test_change_with_a_move_is_refused_as_a_pass(
    bot_driver: Driver, db: Database, lang: str, typed: str, refused: str
) -> None:
    user = 7753 if lang == "fr" else 7754
    await plant(db, user, LAID, "5 10 6 9 K", SEVENS)
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == refused
