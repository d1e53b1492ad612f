"""The page in Telegram's sheet on a phone: it asks for the whole height and lays itself out in
the height Telegram says is seen (`viewport_changed`), at 320, 360 and 400 px wide, with the
phone's text at 100 % and 130 %."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _at_the_count
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

TELEGRAM = """window.tgPosted = [];
window.TelegramWebviewProxy = {
  postEvent: function (type, data) { window.tgPosted.push(type); }
};"""
"""Telegram's side of a phone's webview: the calls the page makes to it, recorded."""
MEASURE = r"""
var root = document.documentElement, out = {};
out.wider = root.scrollWidth - root.clientWidth;
out.cut = Array.from(document.querySelectorAll('#app button')).filter(function (b) {
  return !b.closest('.grid') &&
    (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1);
}).map(function (b) { return b.textContent; });
out.broken = Array.from(document.querySelectorAll('.tabs button')).filter(function (b) {
  var words = b.textContent.split(/\s+/).length, range = document.createRange();
  range.selectNodeContents(b);
  return range.getClientRects().length > words;  /* a word broken over two lines */
}).map(function (b) { return b.textContent; });
var frame = document.getElementById('frame'), rack = document.querySelectorAll('.rack button');
if (frame && rack.length) {
  out.frame = frame.getBoundingClientRect().height;
  var top = frame.getBoundingClientRect().top;
  out.grid_and_rack = rack[rack.length - 1].getBoundingClientRect().bottom - top;
}
var entry = document.getElementById('entry'), send = document.getElementById('send');
if (entry && send) {
  out.pad = send.getBoundingClientRect().bottom - entry.getBoundingClientRect().top;
}
return out;"""
"""What does not fit: the page wider than the screen, labels cut in their buttons, the height
from the grid's top to the rack's bottom, from the number typed to « Envoyer mon compte »."""


def _seen(height: int, font: int) -> str:
    """Telegram says the height seen (its sheet's, stable); the phone's text at `font` px."""
    return (
        f"document.documentElement.style.fontSize = '{font}px';"
        f"Telegram.WebView.receiveEvent('viewport_changed',"
        f" {{height: {height}, is_expanded: true, is_state_stable: true}});"
    )


async def test_the_page_tells_telegram_it_is_ready_and_asks_for_the_whole_height(
    browser: Browser,  # noqa: F811
    page: Page,
) -> None:
    """Opened from the menu button, Telegram shows a page in a sheet half the screen high until
    it asks for more: the page asked nothing (no Telegram script is loaded), and on a phone it
    stayed in that half, the grid's tiles or the count's button under the edge. It now says it
    is ready, asks for the whole height, and for the height seen and the safe areas."""
    await browser.run(
        browser.web.execute_cdp_cmd, "Page.addScriptToEvaluateOnNewDocument", {"source": TELEGRAM}
    )
    await browser.open(url(page, 9_730))
    posted = await browser.run(browser.web.execute_script, "return window.tgPosted;")
    for call in ("web_app_ready", "web_app_expand", "web_app_request_viewport"):
        assert call in posted, posted


@pytest.mark.parametrize(("width", "seen"), [(320, 490), (360, 560), (400, 700)])
@pytest.mark.parametrize("font", [20, 26])
async def test_the_grid_and_the_count_fit_the_height_telegram_shows(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    width: int,
    seen: int,
    font: int,
) -> None:
    """A phone of `width` px whose Telegram sheet shows `seen` px of a webview 900 px high,
    the text at 100 % or 130 %. The grid's frame took 60 % of the webview (540 px), the rack
    under the sheet's edge; at 320 px with the text made larger the rack took three rows, the
    count's pad five (the number typed and « Envoyer mon compte » 800 px apart), « Cribbage »
    broke into « Cribbag / e ». Now the grid and the rack, the number typed and its button, fit
    in the height seen, and no label is cut, no page wider than the screen."""
    user = 9_740 + width // 40 + font
    await browser.run(
        browser.web.execute_cdp_cmd, "Page.addScriptToEvaluateOnNewDocument", {"source": TELEGRAM}
    )
    await browser.run(browser.web.set_window_size, width, 900)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.run(browser.web.execute_script, _seen(seen, font))
    kings = await browser.run(browser.web.execute_script, MEASURE)
    await browser.run(
        browser.web.execute_script, "document.getElementById('frame').scrollIntoView();"
    )
    await browser.screenshot(f"telegram-kings-{width}-{font}")  # the grid and the rack
    assert kings["wider"] <= 0 and kings["cut"] == kings["broken"] == [], kings
    assert kings["frame"] <= 0.6 * seen and kings["grid_and_rack"] <= seen, kings
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    await browser.tap("#tab-play")
    await _at_the_count(browser, local_app.bot_data.db, user, "fr")
    await browser.tap(".pad button[data-key='1']")
    await browser.wait_for("#send:not([disabled])")
    play = await browser.run(browser.web.execute_script, MEASURE)
    await browser.screenshot(f"telegram-count-{width}-{font}")
    assert play["wider"] <= 0 and play["cut"] == [], play
    assert play["pad"] <= seen, play
