"""The /play count typed on a computer's keyboard (Telegram on a desktop, a wide screen): the
digits go on the count's line as the pad's keys do, Backspace takes the last one back, Enter
sends it."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _at_the_count
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

START = {"fr": "/jouer 121 expert", "en": "/play 121 expert"}


async def _keys(web: Browser, keys: str) -> None:
    """`keys` typed on the keyboard, the page having the focus (no field of its own)."""
    from selenium.webdriver.common.action_chains import ActionChains

    await web.run(lambda: ActionChains(web.web).send_keys(keys).perform())


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_typed_on_the_keyboard_is_sent_with_enter(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """A member playing in Telegram on her computer, at her count: she typed « 12 » on the
    keyboard and nothing happened (only the pad's keys, with the mouse, made a number), then
    Enter did nothing either. Now the digits typed are the count's, Backspace takes the last
    back, and Enter sends it as « Envoyer mon compte » does."""
    from selenium.webdriver.common.keys import Keys

    user = 9_780 if lang == "fr" else 9_781
    await browser.run(browser.web.set_window_size, 1100, 800)
    await driver.send(START[lang], user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    db = local_app.bot_data.db
    step, points = await _at_the_count(browser, db, user, lang)
    await browser.wait_for("#entry")
    await _keys(browser, "19")
    assert await browser.text_reading("#entry", "19") == "19"
    await _keys(browser, Keys.BACKSPACE + Keys.BACKSPACE)
    await browser.wait_for("#send[disabled]")
    await _keys(browser, str(points) + Keys.ENTER)
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    game = await db.table.active_table_game(user)
    assert game is None or game.step != step
    said = await browser.text("#app")
    assert str(points) in said, said
