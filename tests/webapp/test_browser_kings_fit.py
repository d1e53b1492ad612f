"""The Kings grid as first drawn on a small phone: the part where play is, the tiles played and
a square around them, in sight, the squares large enough to read."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles

TEXT = """document.addEventListener("DOMContentLoaded", function () {
  document.documentElement.style.fontSize = "%dpx";
});"""
"""The phone's text at 100 %% (20 px) or 130 %% (26 px), before the page draws itself."""
IN_SIGHT = """var frame = document.getElementById("frame"), box = frame.getBoundingClientRect();
var left = frame.querySelector("tbody th").getBoundingClientRect().right;
var top = frame.querySelector("thead th").getBoundingClientRect().bottom;
var right = box.left + frame.clientLeft + frame.clientWidth;
var bottom = box.top + frame.clientTop + frame.clientHeight;
var root = parseFloat(getComputedStyle(document.documentElement).fontSize);
var out = {};
arguments[0].forEach(function (name) {
  var r = document.querySelector("button[data-cell='" + name + "']").getBoundingClientRect();
  out[name] = r.left >= left - 1 && r.right <= right + 1 &&
    r.top >= top - 1 && r.bottom <= bottom + 1;
});
var cell = document.querySelector("button[data-cell='A1']").getBoundingClientRect().width;
return [out, cell / root];"""
"""Whether each square named is whole in sight in the frame (less its sticky letters and
numbers), and a square's size in rem (the text's size)."""


@pytest.mark.parametrize(("width", "font"), [(320, 26), (320, 20), (360, 26), (400, 26)])
async def test_the_grid_opens_on_the_tiles_played_readable_on_a_small_phone(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
    width: int,
    font: int,
) -> None:
    """Three tiles played, G8 to I8. At 320 px with the text at 130 % the frame showed some 3½
    columns of squares 2.4rem wide, the middle's: F8 to I8, the square before G8 and after I8
    out of sight; the player had to tap « Plus petit » or slide. Now the grid opens on the tiles
    played with a square either side, F8 to J8, in squares of 1.6rem or more."""
    user = 9_900 + width // 40 + font
    game = KingsGame(
        Grid({(7, 6): tile("5"), (7, 7): tile("10"), (7, 8): tile("5d")}),
        tuple(tiles("2 2 3 3 4 4 A A 7 7")),
        (tuple(tiles("K 9 3 8 4")), tuple(tiles("5d 8 8 8 8"))),
    )
    await local_app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.NORMAL).to_dict(),
        expected={},
    )
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": TEXT % font},
    )
    metrics = {"width": width, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, user))
    wanted = ["F8", "G8", "H8", "I8", "J8", "H7", "H9"]
    seen, size = await browser.run(browser.web.execute_script, IN_SIGHT, wanted)
    await browser.run(
        browser.web.execute_script, "document.getElementById('frame').scrollIntoView();"
    )
    await browser.screenshot(f"kings-fit-{width}-{font}")
    assert all(seen.values()), seen
    assert 1.6 <= size <= 2.4 + 0.01, size


async def test_a_new_game_opens_on_the_middle_square_and_a_zoom_is_kept(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
) -> None:
    """Before the first move the grid opens on its middle square, five columns in sight; a
    player who tapped « Plus petit » or « Plus grand » keeps the size chosen when the page is
    drawn again."""
    user = 9_990
    assert (await page.call("kings/begin", {}, user_id=user))[0] == 200
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": TEXT % 26},
    )
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, user))
    seen, _ = await browser.run(
        browser.web.execute_script, IN_SIGHT, ["F8", "G8", "H8", "I8", "J8"]
    )
    assert all(seen.values()), seen
    await browser.tap("button[aria-label='Plus grand']")
    _, size = await browser.run(browser.web.execute_script, IN_SIGHT, ["H8"])
    await browser.tap("#tab-play")
    await browser.tap("#tab-kings")
    await browser.wait_for("#frame")
    _, again = await browser.run(browser.web.execute_script, IN_SIGHT, ["H8"])
    assert again == pytest.approx(size, abs=0.01)
