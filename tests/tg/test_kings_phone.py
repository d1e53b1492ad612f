"""/kings (/rois) on a phone with pictures on: the grid is drawn, not also written out beside
the picture in rows that a phone's 32 to 35 monospace characters cannot hold."""

from __future__ import annotations

import pytest
from test_kings_handlers import plain

from bot.tg.local import Driver


@pytest.mark.parametrize(
    ("lang", "commands", "off", "star"),
    [
        ("fr", ("/rois compte", "/rois meilleur", "/rois partie"), "/images non", "* jeton foncé"),
        ("en", ("/kings count", "/kings best", "/kings play"), "/pictures off", "* dark tile"),
    ],
)
async def test_with_pictures_the_grid_is_drawn_not_written_out_beside_it(
    bot_driver: Driver, lang: str, commands: tuple[str, ...], off: str, star: str
) -> None:
    """Before: a grid that fitted the caption was also written out under the picture, in rows
    of up to 64 characters (« 14  .   .   8 + 7 +10*+ … ») wrapped in two on a phone, and a
    grid that did not fit was left out: the same step had it or not as the game grew. Now
    the picture alone shows the grid, and one line says what the star on the rack means;
    with pictures off, the grid is written out, as before."""
    user = 680 if lang == "fr" else 681
    for command in commands:
        calls = await bot_driver.send(command, user, language_code=lang)
        (photo,) = [c for c in calls if c.method == "sendPhoto"]
        caption = plain([photo])
        assert "<code>" not in caption, caption
        assert star in caption.split("\n"), caption
    await bot_driver.send(off, user, language_code=lang)
    for command in commands:
        text = plain(await bot_driver.send(command, user, language_code=lang))
        assert "<code>" in text and star not in text.split("\n"), text
