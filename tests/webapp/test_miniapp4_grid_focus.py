"""The keyboard's ring on a square of the Kings grid that already has a mark of its own (a
tile placed, not played yet): seen, not hidden by the mark."""

from __future__ import annotations

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.tg.local_driver import Driver

LOOK = """var b = document.querySelector(arguments[0]), s = getComputedStyle(b);
return [document.activeElement === b, b.matches(':focus-visible'),
        s.outlineStyle + ' ' + s.outlineColor + ' ' + s.outlineOffset + ' ' + s.boxShadow];"""
"""Whether the square has the keyboard's focus, and how its edge is drawn."""
BEFORE = """var all = Array.from(document.querySelectorAll('#frame td button'));
all[all.indexOf(document.querySelector(arguments[0])) - 1].focus();"""
"""The keyboard put on the square before it, so that Tab brings it there."""


async def test_a_square_with_a_tile_placed_shows_the_keyboards_ring(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
) -> None:
    """On Telegram's desktop, the Tab key on a square holding a tile placed but not played
    yet (dashed brown edge): the square looked the same as without the keyboard on it (the
    tile's dashed mark drawn over the ring), and the player lost where they were. Now the
    ring is drawn on it, inside the square."""
    user = 9_788
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.tap(".rack button[data-tile='0']")
    await browser.tap("#frame button[data-cell='H8']")
    cell = "#frame button.mine[data-cell='H8']"
    await browser.wait_for(cell)
    _, _, unfocused = await browser.run(browser.web.execute_script, LOOK, cell)
    await browser.run(browser.web.execute_script, BEFORE, cell)
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    await browser.run(ActionChains(browser.web).send_keys(Keys.TAB).perform)
    focused, visible, ring = await browser.run(browser.web.execute_script, LOOK, cell)
    await browser.screenshot("miniapp4-grid-focus")
    assert focused and visible, (focused, visible)
    assert ring != unfocused, ring
    assert "solid rgb(0, 0, 0)" in ring, ring
