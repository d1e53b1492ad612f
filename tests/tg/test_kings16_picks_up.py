"""kings16: « /kings play » over a game under way said "Your game goes on where it was.", which
no English speaker says. Now "Your game picks up where it left off." (« Votre partie reprend où
elle en était. » in French, unchanged)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "play", "said"),
    [
        ("en", "/kings play", "Your game picks up where it left off."),
        ("fr", "/rois partie", "Votre partie reprend où elle en était."),
    ],
)
async def test_the_game_taken_up_again(
    bot_driver: Driver, db: Database, lang: str, play: str, said: str
) -> None:
    user = 16_051 if lang == "en" else 16_052
    await bot_driver.send(play, user, language_code=lang)
    text = plain(await bot_driver.send(play, user, language_code=lang))
    assert text.splitlines()[1] == said, text
