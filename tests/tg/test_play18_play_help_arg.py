"""« /jouer aide » (and "/play help", « /jouer ? ») said « Je ne comprends pas « aide ». », and
« Une partie est déjà en cours; /annuler pour l'abandonner. » during a game: it says what
/jouer is (the levels, a game waiting, /annuler), as « /aide jouer » does, and a game under
way stays where it was."""

from __future__ import annotations

import pytest

from bot.drills.table_args import asks_help
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

SAID = {
    "fr": "/jouer\u00a0: une partie complète contre moi",
    "en": "/play: a whole game against me",
}


@pytest.mark.parametrize(
    ("lang", "command", "start"),
    [
        ("fr", "/jouer aide", None),
        ("fr", "/jouer ?", "/jouer 61 facile"),
        ("en", "/play help", None),
        ("en", "/play help", "/play 61 easy"),
    ],
)
async def test_play_help_says_what_play_is(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    start: str | None,
) -> None:
    user = 18_500 + len(command) + (start is not None) * 10 + (lang == "en") * 20
    player = Player(bot_driver, user, lang)
    if start is not None:
        await player.send(start)
    game = await db.table.active_table_game(user)
    count = len(shown(local_api, user))
    await player.send(command)
    replies = shown(local_api, user)[count:]
    assert replies and replies[0].startswith(SAID[lang]), replies
    after = await db.table.active_table_game(user)
    assert (after is None) == (game is None)
    assert after is None or game is None or after.step == game.step


def test_what_asks_help() -> None:
    for args in (["aide"], ["Help"], ["?"]):
        assert asks_help(args)
    for args in ([], ["61"], ["aide", "61"], ["vérifier"]):
        assert not asks_help(args)
