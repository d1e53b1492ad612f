"""« change 5 R » typed in a Kings game step was answered « Commencez par une case, par
exemple H8 → 5 6 4. », as a move: it is the exchange, said with the verb of its button
(« Passer et changer tous mes jetons »), and is answered as « échange 5 R » is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_step_replies import reply_when_stuck, reply_with_a_move


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
    reply = await reply_when_stuck(bot_driver, db, user, lang, typed)
    assert said in reply, reply
    assert "H8" not in reply.split("\n")[0], reply


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
    assert await reply_with_a_move(bot_driver, db, user, lang, typed) == refused
