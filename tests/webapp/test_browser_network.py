"""The /play table by touch on a phone when the network drops between the page and the bot."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _first_card_at_the_lay_away
from webapp_helpers import Page

from bot.drills.table_state import Table
from bot.tg.context import App
from bot.tg.local_driver import Driver

ANSWER_LOST = """
var real = window.fetch;
window.fetch = function (url, options) {
  if (String(url).indexOf("play/layaway") < 0) { return real(url, options); }
  return real(url, options).then(function () { throw new TypeError("Failed to fetch"); });
};
"""
"""The lay-away reaches the bot, and its answer is lost on the way back (the network drops)."""


@pytest.mark.parametrize(
    ("lang", "unreached"),
    [("fr", "La page n'arrive pas à me joindre"), ("en", "The page cannot reach me")],
)
async def test_a_move_whose_answer_was_lost_is_shown_without_the_alarm_once_the_page_catches_up(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    unreached: str,
) -> None:
    """The two cards laid away reach the bot, but the network drops before its answer: the
    page says it cannot reach the bot. A moment later it reads the game again by itself and
    draws the play, with « La page n'arrive pas à me joindre… touchez de nouveau » still
    under it, though the bot had answered and there was nothing to tap again. Now the alarm
    goes once the page shows the game as the bot has it."""
    user = 953 if lang == "fr" else 954
    await _first_card_at_the_lay_away(browser, page, driver, local_app, user, lang)
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None
    for card in Table.from_json(game.state).deal.hands[0][:2]:
        await browser.tap(f".cards button[data-card='{card}']")
        await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    await browser.run(browser.web.execute_script, ANSWER_LOST)
    await browser.tap("#lay-away")
    said = await browser.text("#error")
    assert said.startswith(unreached), said
    await browser.wait_for("#pile")  # the play, drawn when the page read the game again
    assert not await browser.all("#error")


NO_ANSWER = """
var real = window.realFetch = window.fetch;
window.fetch = function (url, options) {
  if (!options || options.method !== "POST") { return real(url, options); }
  return new Promise(function (ok, fail) {
    var signal = options.signal;
    if (signal) {
      signal.addEventListener("abort", function () { fail(new DOMException("", "AbortError")); });
    }
  });
};
"""
"""Every move sent into a connection that died on the way (a phone between two networks): no
answer ever comes, and the request ends only if the page gives up on it."""


@pytest.mark.parametrize(
    ("lang", "unreached"),
    [("fr", "La page n'arrive pas à me joindre"), ("en", "The page cannot reach me")],
)
async def test_a_move_that_never_gets_an_answer_is_given_up_and_said(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    unreached: str,
) -> None:
    """A card tapped for the crib as the phone's connection died: the page said « Un
    instant… » for good, and every tap after it was ignored as if the first were still on its
    way; only closing the page helped. Now, past a few seconds with no answer, the page says
    it cannot reach the bot and to tap again, and the next tap is sent."""
    user = 957 if lang == "fr" else 958
    card = await _first_card_at_the_lay_away(browser, page, driver, local_app, user, lang)
    await browser.run(browser.web.execute_script, NO_ANSWER)
    await browser.tap(f".cards button[data-card='{card}']")
    await browser.wait_for("#wait")
    said = await browser.text_reading("#error", unreached)
    assert said.startswith(unreached), said
    await browser.run(browser.web.execute_script, "window.fetch = window.realFetch;")
    await browser.tap(f".cards button[data-card='{card}']")
    await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    assert not await browser.all("#error")


STATE_HANGS = """
window.stateHangs = true;
var real = window.fetch;
window.fetch = function (url, options) {
  var hangs = window.stateHangs && String(url).indexOf("api/state") >= 0;
  if (hangs) { return new Promise(function () {}); }
  return real(url, options);
};
"""
"""Every reading of the game sent into a connection that died on the way: no answer ever
comes (until `stateHangs` is set to false)."""


async def test_a_page_whose_first_reading_never_gets_an_answer_says_so_then_comes_back(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
) -> None:
    """Opened over a connection that died on the way (a phone between two networks, no
    answer at all rather than a refusal), the page showed « … » and nothing else for as long
    as the player waited; now, past a few seconds, it says in both languages that the bot is
    not answering and that it tries again by itself, and the table comes once it answers."""
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/jouer 121 expert", user_id=959, language_code="fr")
    await browser.run(
        browser.web.execute_cdp_cmd,
        "Page.addScriptToEvaluateOnNewDocument",
        {"source": STATE_HANGS},
    )
    await browser.open(url(page, 959))
    said = await browser.text("#unreachable")
    assert "ne répond pas" in said and "not answering" in said, said
    await browser.run(browser.web.execute_script, "window.stateHangs = false;")
    await browser.wait_for(".cards button[data-card]")
    assert not await browser.all("#unreachable")


async def test_a_tab_tapped_while_the_network_hangs_is_shown_at_once(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """The table open, the phone's connection dying on the way: « Kings Cribbage » tapped left
    the /play table on the screen, the tab not even marked, until an answer came (none did),
    and the player tapped it again and again; the tab chosen is now shown at once, with the
    games as the page last read them, and read again behind."""
    await _first_card_at_the_lay_away(browser, page, driver, local_app, 960, "fr")
    await browser.run(browser.web.execute_script, STATE_HANGS)
    await browser.tap("#tab-kings")
    await browser.wait_for("#tab-kings[aria-selected='true']")
    assert await browser.text("h1") == "Kings Cribbage"
    assert not await browser.all(".cards button[data-card]")
    await browser.run(browser.web.execute_script, "window.stateHangs = false;")
    await browser.tap("#tab-play")
    await browser.wait_for(".cards button[data-card]")
