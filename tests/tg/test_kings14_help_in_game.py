"""« aide » (or /rois aide) typed while a Kings game waited for a move sent the Kings help
with its menu, whose « Compter un coup » and « Meilleur coup » then set the game aside
without a word first. The help shown while a game waits now says so under the menu's
buttons' text; without a game it is as it was."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    "fr": (
        "Votre partie attend votre coup plus haut. « Compter un coup » et « Meilleur coup » la "
        "mettent de côté : /rois partie la reprend."
    ),
    "en": (
        "Your game waits for your move above. “Count a move” and “Best move” set it aside: "
        "/kings play brings it back."
    ),
}


@pytest.mark.parametrize(
    ("lang", "start", "help_"),
    [
        ("fr", "/rois partie", "aide"),
        ("fr", "/rois partie", "/rois aide"),
        ("en", "/kings play", "help"),
        ("en", "/kings play", "/kings help"),
    ],
)
async def test_the_help_in_a_game_says_its_buttons_set_the_game_aside(
    bot_driver: Driver, lang: str, start: str, help_: str
) -> None:
    user = 14_301 if lang == "fr" else 14_302
    before = plain(await bot_driver.send(help_, user, language_code=lang))
    assert SAID[lang] not in before, before
    await bot_driver.send(start, user, language_code=lang)
    text = plain(await bot_driver.send(help_, user, language_code=lang))
    assert text.splitlines()[-1] == SAID[lang], text
    pressed = plain(
        await bot_driver.press("kg:count", bot_driver.api.last_message(user)["message_id"], user)
    )
    assert "mise de côté" in pressed or "set aside" in pressed, pressed
