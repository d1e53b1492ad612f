"""The Kings rack in Telegram's night theme: a dark tile is seen as a tile, not only as its
white figure."""

from __future__ import annotations

import json
from urllib.parse import quote

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_theme import DARK, LIGHT
from webapp_helpers import Page

from bot.tg.local_driver import Driver

EDGES = r"""
function rgb(text) { return text.match(/[\d.]+/g).map(Number).slice(0, 3); }
function lum(c) {
  var v = c.map(function (x) {
    x /= 255;
    return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function ratio(a, b) {
  var x = lum(a), y = lum(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
var page = rgb(getComputedStyle(document.body).backgroundColor);
return Array.from(document.querySelectorAll('.rack button.tile')).map(function (b) {
  var s = getComputedStyle(b);
  var edge = Math.max(ratio(rgb(s.backgroundColor), page), ratio(rgb(s.borderTopColor), page));
  return [b.textContent, b.classList.contains('dark'), Math.round(edge * 10) / 10];
});"""
"""Each tile of the rack, whether it is dark, and how far its edge (its colour or its
border's, the better) stands out from the page (WCAG asks 3:1 of a control's edge)."""


async def test_a_dark_tile_of_the_rack_stands_out_from_the_night_theme(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
) -> None:
    """In Telegram's night theme (#17212b) a dark tile of the rack (#1f1f1f, black border)
    was a white figure floating on the page, its edge 1.1:1: not seen as a tile the same
    size as the others, to tap. Now its edge stands out in both themes."""
    user = 9_900
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await browser.open(url(page, user) + "&tgWebAppThemeParams=" + quote(json.dumps(DARK)))
    await browser.wait_for(".rack button.tile")
    await browser.screenshot("miniapp4-dark-tiles")
    for theme in ("dark", "light"):
        if theme == "light":
            light = json.dumps({"theme_params": LIGHT})
            await browser.run(
                browser.web.execute_script,
                f"Telegram.WebView.receiveEvent('theme_changed', {light});",
            )
        tiles = await browser.run(browser.web.execute_script, EDGES)
        assert any(dark for _, dark, _ in tiles), tiles  # the rack dealt has a dark tile
        assert [tile for tile in tiles if tile[2] < 3] == [], (theme, tiles)
