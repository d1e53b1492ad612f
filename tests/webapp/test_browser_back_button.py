"""Telegram's back button (in the sheet's header, and the phone's own back on Android) while the
page asks « Abandonner votre partie? »: it answers no, as the Mini App docs have it (the page
shows the button when it has something to go back from, and handles its press)."""

from __future__ import annotations

import json

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

TELEGRAM = """window.tgPosted = [];
window.TelegramWebviewProxy = {
  postEvent: function (type, data) { window.tgPosted.push([type, data]); }
};"""
"""Telegram's side of a phone's webview: the calls the page makes to it, with their data."""
BACK = "Telegram.WebView.receiveEvent('back_button_pressed', {});"


async def _back_button(web: Browser) -> list[bool]:
    """Each `is_visible` the page asked of Telegram's back button, in order."""
    sent = await web.run(web.web.execute_script, "return window.tgPosted;")
    return [
        json.loads(data)["is_visible"] for call, data in sent if call == "web_app_setup_back_button"
    ]


@pytest.mark.parametrize(("lang", "no"), [("fr", "Non, on continue"), ("en", "No, keep playing")])
async def test_telegrams_back_button_answers_no_to_abandon_this_game(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    no: str,
) -> None:
    """« Abandonner la partie » tapped by mistake: the question came with Telegram's header
    still offering only « Fermer », and the phone's back closed the whole table. Now Telegram's
    back button shows while the question is asked, and its press takes the question away as
    « Non, on continue » does; the game goes on, the button hidden again."""
    user = 9_770 if lang == "fr" else 9_771
    await browser.run(
        browser.web.execute_cdp_cmd, "Page.addScriptToEvaluateOnNewDocument", {"source": TELEGRAM}
    )
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await browser.tap("#resign")
    await browser.wait_for("#resign-ask")
    assert await browser.text("#resign-no") == no
    assert await _back_button(browser) == [True]
    await browser.run(browser.web.execute_script, BACK)
    await browser.wait_for("#resign")
    assert not await browser.all("#resign-ask")
    assert await _back_button(browser) == [True, False]
    assert await local_app.bot_data.db.table.active_table_game(user) is not None
    assert await browser.all(".cards button[data-card]")
