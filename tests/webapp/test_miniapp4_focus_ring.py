"""The ring round the button the keyboard is on (Telegram on a computer, a keyboard on a
tablet): seen in Telegram's night theme as in its day theme."""

from __future__ import annotations

import json
from urllib.parse import quote

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_theme import DARK, LIGHT
from webapp_helpers import Page

from bot.tg.local_driver import Driver

RING = r"""
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
function ratio(a, b) {
  var x = lum(a), y = lum(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
var button = document.activeElement;
if (!button || button.tagName !== 'BUTTON') { return null; }
var back = [255, 255, 255, 1];
for (var node = button.parentElement; node; node = node.parentElement) {
  var c = rgb(getComputedStyle(node).backgroundColor);
  if (c[3] > 0) { back = c; break; }
}
var style = getComputedStyle(button), rings = [];
if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
  rings.push(rgb(style.outlineColor));
}
(style.boxShadow.match(/rgba?\([^)]*\)/g) || []).forEach(function (c) { rings.push(rgb(c)); });
var best = rings.filter(function (c) { return c[3] === 1; })
  .reduce(function (m, c) { return Math.max(m, ratio(c, back)); }, 0);
return [button.id || button.textContent.trim().slice(0, 30), button.matches(':focus-visible'),
        Math.round(best * 10) / 10];"""
"""The button the keyboard is on, whether it shows it is (`:focus-visible`), and the best
contrast of its ring (its outline, its shadows) against what is behind the button."""


async def _rings(web: Browser, presses: int) -> list[list[object]]:
    """`presses` of the Tab key from the page's top, and the ring of each button reached."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    await web.run(web.web.execute_script, "document.activeElement.blur(); window.scrollTo(0, 0);")
    out = []
    for _ in range(presses):
        await web.run(ActionChains(web.web).send_keys(Keys.TAB).perform)
        ring = await web.run(web.web.execute_script, RING)
        if ring is not None:
            out.append(ring)
    return out


async def test_the_keyboards_ring_is_seen_in_the_dark_theme_as_in_the_light(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
) -> None:
    """A player on Telegram's desktop, in its night theme, moved from button to button with
    the Tab key: the ring round the button they were on was dark blue (#0050d0) on the dark
    page (#17212b), 2 to 1, hardly seen. Now it is seen in both themes (3 to 1 at least
    against what is behind the button, as WCAG asks of it), on the tabs, the cards, the
    count's keys and the green buttons alike."""
    user = 9_796
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    await browser.open(url(page, user) + "&tgWebAppThemeParams=" + quote(json.dumps(DARK)))
    await browser.tap("#tab-play")
    await browser.wait_for("#lay-away[disabled]")
    for theme in ("dark", "light"):
        if theme == "light":
            light = json.dumps({"theme_params": LIGHT})
            await browser.run(
                browser.web.execute_script,
                f"Telegram.WebView.receiveEvent('theme_changed', {light});",
            )
        for tab in ("#tab-play", "#tab-kings"):
            await browser.tap(tab)
            await browser.wait_for("#frame" if tab == "#tab-kings" else "#lay-away")
            rings = await _rings(browser, 12)
            assert len(rings) >= 6, rings
            assert all(shown for _, shown, _ in rings), rings
            dim = [ring for ring in rings if ring[2] < 3]
            assert dim == [], (theme, tab, dim)
        await browser.screenshot(f"miniapp4-focus-{theme}")
