"""A Kings rack holding a 10 on a narrow phone with the phone's text made larger: each tile's
figure stays inside its tile."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_telegram_viewport import MEASURE
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles


@pytest.mark.parametrize(("width", "font"), [(320, 20), (320, 26), (360, 26), (400, 26)])
async def test_a_ten_on_the_rack_stays_inside_its_tile(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    width: int,
    font: int,
) -> None:
    """At 320 px with the phone's text at 130 %, the five tiles share a row some 50 px wide
    each: the « 10 » of a rack « A 6 10 D R » ran over its tile's right edge into the next
    one, read « 10D ». Its figure is now made smaller to fit, as are all five on such a
    screen (from 360 px with the text at 100 % they keep their size)."""
    user = 9_780 + width // 40 + font
    game = KingsGame(
        Grid({(7, 7): tile("2")}, 15),
        tuple(tiles("7 7 7 7 7 7")),
        (tuple(tiles("A 6 10 Q K")), tuple(tiles("10 K 10 K Q"))),
    )
    await local_app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.NORMAL).to_dict(),
        expected={},
    )
    await browser.run(browser.web.set_window_size, width, 900)
    await browser.open(url(page, user))
    await browser.run(
        browser.web.execute_script, f"document.documentElement.style.fontSize = '{font}px';"
    )
    measured = await browser.run(browser.web.execute_script, MEASURE)
    await browser.run(
        browser.web.execute_script, "document.querySelector('.rack').scrollIntoView();"
    )
    await browser.screenshot(f"kings-rack-ten-{width}-{font}")
    assert measured["wider"] <= 0 and measured["cut"] == [], measured
