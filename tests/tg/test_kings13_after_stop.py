"""A move typed after « /rois arrêter » (answered yes) got « La partie est terminée. »: the game
was stopped, not finished. It is said so now; a game played to its end still says it is over."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "rois", "said"),
    [
        ("fr", "/rois", "Cette partie a été arrêtée. /rois partie en commence une nouvelle."),
        ("en", "/kings", "This game was stopped. /kings play starts a new one."),
    ],
)
async def test_a_move_after_a_stop_is_told_the_game_was_stopped(
    bot_driver: Driver, lang: str, rois: str, said: str
) -> None:
    user = 13_501 if lang == "fr" else 13_502
    await bot_driver.send(
        f"{rois} {'partie' if lang == 'fr' else 'play'}", user, language_code=lang
    )
    await bot_driver.send(
        f"{rois} {'arrêter' if lang == 'fr' else 'stop'}", user, language_code=lang
    )
    await bot_driver.send("oui" if lang == "fr" else "yes", user, language_code=lang)
    text = plain(await bot_driver.send("H8 → 5 6 4", user, language_code=lang))
    assert text == said, text
