"""« Un instant… » on a slow network, on a phone (360 px, its text at 130 %): where the
player looks, on the screen, after a tap at the bottom of the page."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import SLOW_POSTS, _at_the_count
from test_miniapp4_resign_in_sight import IN_SIGHT
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {"fr": ("/jouer 121 expert", "Un instant…"), "en": ("/play 121 expert", "One moment…")}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_sent_on_a_slow_network_says_one_moment_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """« Envoyer mon compte », at the bottom of a phone's screen, on a slow network: « Un
    instant… » came above the question and the pad, out of sight, and the player, seeing
    nothing happen, tapped again or thought the page stuck. Now it is on the screen."""
    start, wait = WORDS[lang]
    user = 9_780 if lang == "fr" else 9_781
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(start, user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.run(
        browser.web.execute_script, "document.documentElement.style.fontSize = '26px';"
    )
    await browser.tap("#tab-play")
    _, points = await _at_the_count(browser, local_app.bot_data.db, user, lang)
    for digit in str(points):
        await browser.tap(f".pad button[data-key='{digit}']")
    await browser.run(browser.web.execute_script, SLOW_POSTS)
    await browser.tap("#send")
    assert await browser.text("#wait") == wait
    await browser.screenshot(f"miniapp4-wait-{lang}")
    top, bottom, seen = await browser.run(browser.web.execute_script, IN_SIGHT, "#wait")
    assert top > -1 and bottom < seen + 1, (top, bottom, seen)
    await browser.until(lambda: not browser._all("#wait"))  # the answer came
    assert await browser.run(browser.web.execute_script, "return !!window.Muggins.ui.said.length;")
