"""On a phone, dragging down on the Kings grid (or across /play's cards) could take the whole
sheet down with it: the page never told Telegram that its own drags are not the sheet's. It now
disables the vertical swipes that minimize or close the Mini App (`web_app_setup_swipe_behavior`,
Bot API 7.7+, Telegram Mini Apps docs, "Swipe behavior"); the sheet's header still does both."""

from __future__ import annotations

import json

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

TELEGRAM = """window.tgPosted = [];
window.TelegramWebviewProxy = {
  postEvent: function (type, data) { window.tgPosted.push([type, data]); }
};"""
"""Telegram's side of a phone's webview: the calls the page makes to it, with their data."""


async def test_the_page_disables_the_vertical_swipes_of_telegrams_sheet(
    browser: Browser,  # noqa: F811
    page: Page,
) -> None:
    await browser.run(
        browser.web.execute_cdp_cmd, "Page.addScriptToEvaluateOnNewDocument", {"source": TELEGRAM}
    )
    await browser.open(url(page, 9_731))
    posted = await browser.run(browser.web.execute_script, "return window.tgPosted;")
    swipes = [json.loads(data) for call, data in posted if call == "web_app_setup_swipe_behavior"]
    assert swipes == [{"allow_vertical_swipe": False}], posted
