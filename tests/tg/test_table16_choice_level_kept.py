"""/play's choice answered by typing, the level first: « facile » at « en combien de points? »
showed the target's buttons again (a press there starts an easy game), but « 61 » typed then
asked « Une partie de 61 : quel niveau pour moi? », the level typed forgotten. The level typed
is kept with the choice now, as its buttons keep it: « 61 » starts the easy game."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown


@pytest.mark.parametrize(
    ("lang", "play", "level", "target", "expected"),
    [
        ("fr", "/jouer", "facile", "61", "easy"),
        ("en", "/play", "expert", "121", "expert"),
        ("fr", "/jouer expert", None, "61", "expert"),
    ],
)
async def test_the_level_typed_first_is_kept_for_the_target_typed(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    play: str,
    level: str | None,
    target: str,
    expected: str,
) -> None:
    user = 16_200 + len(play) + (len(level) if level else 0)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    if level is not None:
        await player.send(level)
    count = len(shown(local_api, user))
    await player.send(target)
    game = await db.table.active_table_game(user)
    assert game is not None, shown(local_api, user)[count:]
    assert game.level == expected and game.state["rules"]["target"] == int(target)


@pytest.mark.parametrize(
    ("lang", "play", "level", "asked"),
    [
        (
            "fr",
            "/jouer",
            "facile",
            "Une partie complète contre moi, niveau facile\u00a0: en combien de points?",
        ),
        (
            "fr",
            "/jouer expert",
            None,
            "Une partie complète contre moi, niveau expert\u00a0: en combien de points?",
        ),
        ("en", "/play", "hard", "A whole game against me, at expert level: how many points?"),
    ],
)
async def test_the_target_asked_after_a_level_names_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    play: str,
    level: str | None,
    asked: str,
) -> None:
    """« facile » typed at « en combien de points? » (or « /jouer expert ») was answered by
    the same question, word for word: the player could not tell the level was taken."""
    user = 16_230 + len(play) + (len(level) if level else 0)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    if level is not None:
        await player.send(level)
    assert shown(local_api, user)[-1] == asked
