"""The page in Telegram's dark theme: it takes Telegram's colours (`tgWebAppThemeParams`,
`theme_changed`), as the Mini App docs ask, and every word on it stays readable."""

from __future__ import annotations

import json
from urllib.parse import quote

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _at_the_count
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

TELEGRAM = """window.tgPosted = [];
window.TelegramWebviewProxy = {
  postEvent: function (type, data) { window.tgPosted.push([type, data]); }
};"""
"""Telegram's side of a phone's webview: the calls the page makes to it, with their data."""
DARK = {
    "bg_color": "#17212b",
    "text_color": "#f5f5f5",
    "hint_color": "#708499",
    "link_color": "#6ab3f3",
    "button_color": "#5288c1",
    "button_text_color": "#ffffff",
    "secondary_bg_color": "#232e3c",
}
"""Telegram's night theme, as its launch parameter gives it."""
LIGHT = {"bg_color": "#ffffff", "text_color": "#000000", "hint_color": "#999999"}
"""Telegram's day theme: its hint colour, pale grey."""
UNREADABLE = r"""
function rgb(text) {
  var m = text.match(/[\d.]+/g).map(Number);
  return m.length > 3 ? m : m.concat([1]);
}
function lum(c) {
  var v = c.slice(0, 3).map(function (x) {
    x /= 255;
    return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function behind(node) {
  for (; node; node = node.parentElement) {
    var c = rgb(getComputedStyle(node).backgroundColor);
    if (c[3] > 0) { return c; }
  }
  return [255, 255, 255, 1];
}
function faded(node) {
  var o = 1;
  for (; node; node = node.parentElement) { o *= Number(getComputedStyle(node).opacity); }
  return o;
}
var out = [];
document.querySelectorAll('#app *').forEach(function (node) {
  var own = Array.from(node.childNodes).some(function (n) {
    return n.nodeType === 3 && n.textContent.trim();
  });
  if (!own || !node.getClientRects().length) { return; }
  var back = behind(node), o = faded(node), fore = rgb(getComputedStyle(node).color);
  fore = [0, 1, 2].map(function (i) { return o * fore[i] + (1 - o) * back[i]; });
  var a = lum(fore), b = lum(back);
  var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < (node.closest('button:disabled') ? 3 : 4.5)) {
    out.push(node.textContent.trim().slice(0, 40) + ' ' + ratio.toFixed(1));
  }
});
return out;"""
"""The words on the page whose colour is too close to what is behind them (WCAG's 4.5:1; 3:1
for a button that cannot be tapped yet, whose label is still read)."""
BODY = "return getComputedStyle(document.body).backgroundColor;"
SCHEME = "return getComputedStyle(document.documentElement).colorScheme;"
"""The scheme the browser draws its own parts in (the scroll bar): « dark » or « light »."""


async def test_in_telegrams_dark_theme_the_page_is_dark_and_every_word_readable(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """A player in Telegram's night theme opened the table (the Kings grid, then the count): a
    white page under Telegram's dark header (the colours Telegram gives were never read). Now
    the page is drawn in Telegram's colours, tells Telegram its header's colour, keeps every
    word readable (the cards stay white, as cards are), and follows a change of theme (a
    button not ready yet keeps a label read in the day theme too, not its pale hint grey)."""
    user = 9_760
    await browser.run(
        browser.web.execute_cdp_cmd, "Page.addScriptToEvaluateOnNewDocument", {"source": TELEGRAM}
    )
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    themed = url(page, user) + "&tgWebAppThemeParams=" + quote(json.dumps(DARK))
    await browser.open(themed)
    await browser.tap("#tab-kings")
    await browser.wait_for("#frame")
    await browser.screenshot("theme-dark-kings")
    assert await browser.run(browser.web.execute_script, UNREADABLE) == []
    await browser.tap("#tab-play")
    await browser.wait_for("#lay-away[disabled]")
    assert await browser.run(browser.web.execute_script, UNREADABLE) == []
    await _at_the_count(browser, local_app.bot_data.db, user, "fr")
    await browser.tap(".pad button[data-key='1']")
    await browser.wait_for("#send:not([disabled])")
    await browser.screenshot("theme-dark-count")
    assert await browser.run(browser.web.execute_script, BODY) == "rgb(23, 33, 43)"
    assert await browser.run(browser.web.execute_script, SCHEME) == "dark"
    assert await browser.run(browser.web.execute_script, UNREADABLE) == []
    sent = await browser.run(browser.web.execute_script, "return window.tgPosted;")
    posted = [[call, json.loads(data)] for call, data in sent]
    assert ["web_app_set_header_color", {"color_key": "bg_color"}] in posted, posted
    assert ["web_app_set_background_color", {"color": "#17212b"}] in posted, posted
    light = json.dumps({"theme_params": LIGHT})
    await browser.run(
        browser.web.execute_script,
        f"Telegram.WebView.receiveEvent('theme_changed', {light});",
    )
    assert await browser.run(browser.web.execute_script, BODY) == "rgb(255, 255, 255)"
    assert await browser.run(browser.web.execute_script, SCHEME) == "light"
    assert await browser.run(browser.web.execute_script, UNREADABLE) == []
    await browser.tap_text("Effacer")  # « Envoyer mon compte » dashed, its label still read
    await browser.wait_for("#send[disabled]")
    assert await browser.run(browser.web.execute_script, UNREADABLE) == []
