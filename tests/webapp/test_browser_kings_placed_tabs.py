"""Kings tiles placed but not played, and the player goes to the Cribbage tab (a /play game
under way too): the Cribbage table is about cards only."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

COUNT_CALLS = """
if (!window.callsOut) {
  window.callsOut = 0;
  var fetched = window.fetch;
  window.fetch = function () {
    window.callsOut += 1;
    return fetched.apply(this, arguments).then(function (response) {
      var read = response.json.bind(response);
      response.json = function () {
        return read().finally(function () {
          window.setTimeout(function () { window.callsOut -= 1; }, 0);
        });
      };
      return response;
    }, function (error) {
      window.setTimeout(function () { window.callsOut -= 1; }, 0);
      throw error;
    });
  };
}"""
"""Counts the page's calls still out: one is counted done once its answer has been read and
the page's own handling of it (the redraw, a call it makes next) is over."""
SETTLED = """return window.callsOut === 0 &&
  document.getElementById("tab-play").getAttribute("aria-selected") === "true" &&
  !!document.getElementById("board");"""


@pytest.mark.parametrize(
    ("lang", "play", "kings_words"),
    [("fr", "/jouer 61 facile", "diagonale"), ("en", "/play 61 easy", "diagonal")],
)
async def test_a_kings_refusal_is_not_shown_at_the_cribbage_table(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    play: str,
    kings_words: str,
) -> None:
    """Two Kings tiles placed on a diagonal: « Pas de diagonale : les jetons vont dans une
    seule rangée ou une seule colonne. » under the grid, as it should. The Cribbage tab
    tapped, the page asked again what the tiles were worth and drew that refusal in red over
    the player's cards, above « Touchez deux cartes… ». It now asks only on the Kings tab; the
    tiles are still placed there when the player comes back, with their refusal."""
    user = 1060 if lang == "fr" else 1061
    await driver.send(play, user_id=user, language_code=lang)
    await driver.send("/kings play", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.run(browser.web.execute_script, COUNT_CALLS)
    await browser.tap("#tab-kings")
    await browser.tap("button[data-tile='0']")
    await browser.tap("button[data-cell='H8']")
    await browser.tap("button[data-tile='1']")
    await browser.tap("button[data-cell='J10']")
    assert kings_words in await browser.text_reading("#error", kings_words)
    await browser.tap("#tab-play")
    await browser.until(lambda: browser.web.execute_script(SETTLED))
    assert not await browser.all("#error"), await browser.texts("#app")
    await browser.tap("#tab-kings")
    assert kings_words in await browser.text_reading("#error", kings_words)
    assert len(await browser.all("button.mine[data-cell]")) == 2


@pytest.mark.parametrize(
    ("lang", "play", "abandoned"),
    [("fr", "/jouer 61 facile", "Partie abandonnée"), ("en", "/play 61 easy", "Game abandoned")],
)
async def test_the_cribbage_tab_follows_a_move_made_elsewhere_with_kings_tiles_placed(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    play: str,
    abandoned: str,
) -> None:
    """A Kings tile placed, not played, then the Cribbage tab, and the /play game abandoned
    from another page (the phone's, while the computer's stays open): the page looks every
    few seconds for a move made elsewhere, but not while tiles were placed, on whichever tab;
    the abandoned game's cards stayed for good. It now looks from the Cribbage tab, and the
    tile is still placed on the Kings tab."""
    user = 1062 if lang == "fr" else 1063
    await driver.send(play, user_id=user, language_code=lang)
    await driver.send("/kings play", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-kings")
    await browser.tap("button[data-tile='0']")
    await browser.tap("button[data-cell='H8']")
    await browser.wait_for("button.mine[data-cell='H8']")
    await browser.tap("#tab-play")
    await browser.wait_for("#board")
    code, state = await page.call("state", user_id=user)
    game = state["play"]["game"]
    key = {"game": game["id"], "step": game["step"], "mark": game["mark"]}
    code, answer = await page.call("play/resign", key, user_id=user)
    assert code == 200, answer
    assert await local_app.bot_data.db.table.active_table_game(user) is None
    assert abandoned in await browser.text_reading("#result", abandoned)
    assert not await browser.all(".cards button")
    await browser.tap("#tab-kings")
    await browser.wait_for("button.mine[data-cell='H8']")
