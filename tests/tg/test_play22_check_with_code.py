"""« /jouer verifier edfd8d265e47 » (the code of a deal pasted after it) during a game said
« Une partie est déjà en cours… » and showed the game's step again: the check is made, the
code pasted read past, as « /jouer vérifier » alone does."""

from __future__ import annotations

import pytest

from bot.drills.table_args import asks_check
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

SAID = {
    "fr": "Aucune donne de votre partie n'est encore finie",
    "en": "No deal of your game is over yet",
}


@pytest.mark.parametrize(
    ("lang", "start", "command"),
    [
        ("fr", "/jouer 61 facile", "/jouer verifier edfd8d265e47"),
        ("en", "/play 61 easy", "/play check edfd8d265e47 0123456789abcdef"),
    ],
)
async def test_check_with_a_code_pasted_checks(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, start: str, command: str
) -> None:
    user = 22_100 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(start)
    game = await db.table.active_table_game(user)
    count = len(shown(local_api, user))
    await player.send(command)
    replies = shown(local_api, user)[count:]
    assert replies and replies[0].startswith(SAID[lang]), replies
    after = await db.table.active_table_game(user)
    assert game is not None and after is not None and after.step == game.step


def test_what_asks_check() -> None:
    for args in (["vérifier"], ["verifier", "edfd8d265e47"], ["Check", "«edfd8d265e47»"]):
        assert asks_check(args)
    for args in ([], ["61"], ["verifier", "61", "facile"], ["aide"], ["check", "zz"]):
        assert not asks_check(args)
