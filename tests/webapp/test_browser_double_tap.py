"""A double tap on the /play table, on a phone (360 by 640), whose first tap is answered before
the second comes: the page is redrawn between the two taps."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser  # noqa: F401  (the fixture)
from test_browser_phone import _open_the_table, _play_on_a_phone, _tap_step
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import status
from bot.tg.context import App
from bot.tg.local_driver import Driver

SECOND_TAP = """
var node = document.querySelector(arguments[0]);
node.scrollIntoView({block: arguments[1]});
var r = node.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
var app = document.getElementById("app"), before = app.getAttribute("data-step");
if (!window.moves_counted) {
  var post = window.fetch;
  window.fetch = function (url, options) {
    if (options && options.method === "POST") { window.moves += 1; }
    return post(url, options);
  };
  window.moves_counted = true;
}
window.moves = 0;
window.landed = undefined;
var seen = new MutationObserver(function () {
  if (app.getAttribute("data-step") === before) { return; }
  seen.disconnect();
  var under = document.elementFromPoint(x, y), button = under && under.closest("button");
  window.landed = button ? button.textContent : null;
  if (under) {
    under.dispatchEvent(new MouseEvent("click",
      { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y }));
  }
});
seen.observe(app, { attributes: true, attributeFilter: ["data-step"] });
return [x, y];"""
"""Arm the second tap of a double tap on `arguments[0]`: it lands where the first did the
moment the first one's answer has redrawn the page (the worst case: the finger comes down
again just as the page changes under it). Returns the point of the first tap; counts the
moves sent (`window.moves`) and keeps what the second tap landed on (`window.landed`)."""


async def _double_tap(web: Browser, css: str, block: str = "center") -> tuple[str | None, int]:
    """A double tap on `css`, the first tap a real one at its middle, the page scrolled to
    put it at the screen's `block` ("center", "end"): the button the second tap landed on (its
    text, or None), and the moves the page sent for the two."""
    await web.wait_for("#app[data-ready]:not([data-fresh])")
    x, y = await web.run(web.web.execute_script, SECOND_TAP, css, block)
    for kind in ("mousePressed", "mouseReleased"):
        event = {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}
        await web.run(web.web.execute_cdp_cmd, "Input.dispatchMouseEvent", event)
    landed = await web.until(
        lambda: web.web.execute_script("return window.landed !== undefined && [window.landed];")
    )
    await web.wait_for("#app[data-ready]:not([data-fresh])")  # a move sent has been answered
    moves = await web.run(web.web.execute_script, "return window.moves;")
    return (None if landed[0] is None else str(landed[0])), int(moves)


@pytest.mark.parametrize(("step", "tapped"), [(Step.PLAY, "card"), (Step.VERDICT, "Exact")])
async def test_a_double_tap_is_one_tap_even_when_the_page_changed_between_the_two(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    step: Step,
    tapped: str,
) -> None:
    """A card tapped twice quickly at the play: the bot's answer came before the second tap,
    the next card was drawn where the first had been, and the second tap laid it too; so
    « Exact » tapped twice accepted the hand's count and pressed what the next screen had
    under the finger. Now, for a moment after the page is redrawn by an answer, a tap where
    the last tap was is ignored: a double tap sends one move, whatever lies under the finger."""
    user = 990 if step is Step.PLAY else 991
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, "fr")
    await _open_the_table(browser, page, user, "fr")
    for _ in range(60):
        game = await db.table.active_table_game(user)
        assert game is not None
        table = Table.from_json(game.state)
        waiting = status(table)
        assert waiting is not None
        if waiting.step is not step:
            await _tap_step(browser, table, "fr")
            await browser.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
            continue
        held = len(table.deal.held(0))
        css = f".cards button[data-card='{waiting.legal[0]}']" if tapped == "card" else "#right"
        # « Exact » at the bottom of the screen, where the next step's cards or pad come: it
        # sits under the bot's count, a finger's second tap there lands on a button
        landed, moves = await _double_tap(browser, css, "center" if tapped == "card" else "end")
        assert moves == 1, (landed, moves)
        if step is Step.PLAY:
            after = await db.table.active_table_game(user)
            assert after is not None
            assert len(Table.from_json(after.state).deal.held(0)) == held - 1
        if landed is not None:  # the second tap came down on a button: it was not pressed
            break
    else:
        pytest.fail("no second tap landed on a button")
    assert not await browser.all("#error")
    assert not await browser.all(".cards button[aria-pressed='true']")
