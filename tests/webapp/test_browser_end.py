"""A Kings game ended on the Mini App: the final grid stays in sight with the result, as the
chat draws it, the last move marked."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page, last_move_game

from bot.tg.context import App

IN_FRAME = """var f = document.getElementById('final').getBoundingClientRect();
var c = document.querySelector("#final button[data-cell='%s']").getBoundingClientRect();
return c.left >= f.left && c.right <= f.right && c.top >= f.top && c.bottom <= f.bottom;"""
"""The square is whole inside the final grid's frame, as the frame is scrolled."""


@pytest.mark.parametrize(("lang", "label"), [("fr", "I8, R clair"), ("en", "I8, K light")])
async def test_a_game_ended_on_the_page_shows_its_final_grid(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    lang: str,
    label: str,
) -> None:
    """The player lays K by the 5 (I8) and the bot its last tile, a 10: the page said the
    result with no grid at all (the board the score came from out of sight); now the final
    grid is drawn under the result, the bot's last tile marked, and no square can be tapped."""
    user = 932 if lang == "fr" else 933
    await last_move_game(local_app, user)
    await browser.run(browser.web.set_window_size, 360, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("button[data-tile='1']")  # the K: the rack shows Q K, by rank
    await browser.tap("button[data-cell='I8']")
    await browser.wait_for("#confirm:not([disabled])")
    await browser.tap("#confirm")
    await browser.wait_for("#result p")
    tiles = await browser.all("#final button.tile[data-cell]")
    assert len(tiles) == 3, [t.get_attribute("data-cell") for t in tiles]  # 5, K and the bot's 10
    assert await browser.attribute("#final button[data-cell='I8']", "aria-label") == label
    assert len(await browser.all("#final button.tile.new")) == 1
    empty = await browser.all("#final button[data-cell]:not(.tile)")
    assert empty and all(b.get_attribute("aria-disabled") == "true" for b in empty)
    # the grid opens on its middle, where the game was played (not on A1)
    await browser.run(
        browser.web.execute_script, "document.getElementById('final').scrollIntoView()"
    )
    assert await browser.run(browser.web.execute_script, IN_FRAME % "H8")
    await browser.screenshot(f"kings-final-grid-{lang}")
