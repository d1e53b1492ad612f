"""A Kings move placed on the grid and not played yet: what it is worth, said in points."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page, last_move_game

from bot.tg.context import App

CLICK = """document.querySelector("button[data-cell='%s']").click();"""
WORDS = {
    "fr": "Ce coup vaut 2 points :",
    "en": "This move is worth 2 points:",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_move_placed_is_worth_so_many_points(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
) -> None:
    """A K laid by the 5 (quinze 2): above its lines the page said « Ce coup vaut 2 : », a
    number with nothing after it (2 what?), under « Un bon coup : … pour 2 points ». It now
    says « Ce coup vaut 2 points : »."""
    user = 7_720 + (lang == "en")
    await last_move_game(local_app, user)
    await browser.run(browser.web.set_window_size, 360, 900)
    await browser.open(url(page, user, lang))
    await browser.tap("button[data-tile='1']")  # the K: the rack shows Q K, by rank
    await browser.run(browser.web.execute_script, CLICK % "I8")
    await browser.wait_for("#confirm:not([disabled])")
    said = [p.text for p in await browser.all(".lines.good p")]  # (a no-break space: a space)
    assert said[0] == WORDS[lang], said
