"""A line of a Kings count names the squares it runs over (« Horizontale D8-H8 »): on a phone
with its text made larger, the two squares stay on one line."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.tg.local_driver import Driver

RANGES = r"""
var out = [];
document.querySelectorAll('#app p').forEach(function (p) {
  var whole = p.textContent, re = /[A-O]\d{1,2}-[A-O]\d{1,2}/g, m;
  while ((m = re.exec(whole))) {
    var range = document.createRange(), at = 0, start = null;
    var inner = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    while (inner.nextNode()) {
      var n = inner.currentNode, len = n.textContent.length;
      if (start === null && m.index < at + len) { range.setStart(n, m.index - at); start = n; }
      if (start !== null && m.index + m[0].length <= at + len) {
        range.setEnd(n, m.index + m[0].length - at); break;
      }
      at += len;
    }
    var tops = Array.from(range.getClientRects()).map(function (r) { return Math.round(r.top); });
    out.push([m[0], new Set(tops).size]);
  }
});
return out;"""
"""Each squares' range (« D8-H8 ») in the page's paragraphs, and on how many lines it is."""
START = {"fr": "/rois partie", "en": "/kings play"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_range_of_squares_is_not_broken_at_its_hyphen(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    lang: str,
) -> None:
    """At 360 px with the text at 130 %, the hint's count read « • Horizontale D8- » at the end
    of a line and « H8 : 6 V 6 V* 7 — … » at the start of the next, the second square read
    as the start of the tiles. Now « D8-H8 » stays whole on one line."""
    user = 9_900 if lang == "fr" else 9_901
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(START[lang], user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.run(
        browser.web.execute_script, "document.documentElement.style.fontSize = '26px';"
    )
    await browser.tap("#hint-button")
    await browser.wait_for(".lines.good p")
    await browser.screenshot(f"miniapp4-range-{lang}")
    ranges = await browser.run(browser.web.execute_script, RANGES)
    assert ranges, await browser.texts(".lines.good p")
    assert [name for name, lines in ranges if lines != 1] == [], ranges
