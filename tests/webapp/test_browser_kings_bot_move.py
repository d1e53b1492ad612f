"""The Mini App's Kings grid on a narrow phone brings the bot's answer into sight: the squares
« Mon coup : … » names are on the screen, not scrolled off to a side of the grid."""

from __future__ import annotations

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.tg.context import App
from bot.tg.handlers.kings_common import KINGS_PLAY
from tests.engine.kings_helpers import tile, tiles

BOT_IN_SIGHT = """var frame = document.getElementById("frame"), box = frame.getBoundingClientRect();
var left = frame.querySelector("tbody th").getBoundingClientRect().right;
var top = frame.querySelector("thead th").getBoundingClientRect().bottom;
var right = box.left + frame.clientLeft + frame.clientWidth;
var bottom = box.top + frame.clientTop + frame.clientHeight;
return Array.from(frame.querySelectorAll("button.new")).map(function (b) {
  var r = b.getBoundingClientRect();
  return [b.getAttribute("data-cell"),
    r.left >= left - 1 && r.right <= right + 1 && r.top >= top - 1 && r.bottom <= bottom + 1];
});"""
"""Each tile of the bot's last move, and whether it is whole in sight in the grid's frame."""
CLICK = """document.querySelector("button[data-cell='%s']").click();"""


async def test_on_a_narrow_phone_the_bots_answer_is_in_sight_on_the_grid(
    browser: Browser,  # noqa: F811
    page: Page,
    local_app: App,
) -> None:
    """At 320 px the grid shows five columns. The player lays a K by the 5 of H8 (I8); the bot
    (expert) answers down column A, A8 to A12, by the three 5s of B12-D12 (a carré, 42
    points). The grid stayed where the player had played, F to J: « Mon coup : A8 8, A9 8,
    A10 8, A11 8, A12 5* » named squares out of sight. The grid now slides to the bot's
    move, after the move and when the page is opened again."""
    user = 938
    game = KingsGame(
        Grid({(7, 7): tile("5"), (11, 1): tile("5"), (11, 2): tile("5d"), (11, 3): tile("5")}),
        tuple(tiles("2 2 3 3 4 4 A A 7 7")),
        (tuple(tiles("K 9 9 9 9")), tuple(tiles("5d 8 8 8 8"))),
    )
    question, _ = await local_app.bot_data.db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await browser.run(browser.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)
    await browser.open(url(page, user))
    await browser.tap("button[data-tile='4']")  # the K: the rack shows 9 9 9 9 K, by rank
    await browser.run(browser.web.execute_script, CLICK % "I8")
    await browser.wait_for("#confirm:not([disabled])")
    await browser.run(browser.web.execute_script, "document.getElementById('confirm').click();")
    await browser.wait_for(f"#app[data-ready]:not([data-question='{question.id}'])")
    seen = await browser.run(browser.web.execute_script, BOT_IN_SIGHT)
    assert [cell for cell, _ in seen] == ["A8", "A9", "A10", "A11", "A12"]
    assert all(whole for _, whole in seen), seen
    await browser.screenshot("kings-bot-move-in-sight")
    await browser.open(url(page, user))
    seen = await browser.run(browser.web.execute_script, BOT_IN_SIGHT)
    assert len(seen) == 5 and all(whole for _, whole in seen), seen
