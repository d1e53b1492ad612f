"""The /play table on narrow phones (320, 360 and 400 px wide, scrollbars over the page as on
a phone): what the page says reads as the player would say it."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _tap_until
from webapp_helpers import Page, best_body

from bot.drills.kings_play import KingsMatch
from bot.drills.table_state import Step, Table
from bot.drills.table_turn import show_score, status
from bot.tg.context import App
from bot.tg.local_driver import Driver

BROKEN_PAIRS = r"""
var walk = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
var pairs = 0, broken = [], node, found;
while ((node = walk.nextNode())) {
  var pair = /[A-Za-z\u00c0-\u00ff:][ \u00a0]\d/g;
  while ((found = pair.exec(node.textContent))) {
    var range = document.createRange();
    range.setStart(node, found.index);
    range.setEnd(node, found.index + 3);
    pairs += 1;
    if (range.getClientRects().length > 1) { broken.push(node.textContent); }
  }
}
return [pairs, broken];"""
"""How many « word number » pairs the page shows (« vous 0 », « Compte : 0 »), and the texts in
which such a pair is split over two lines."""


async def _phone(web: Browser, width: int) -> None:
    """A phone `width` CSS pixels wide: its scrollbar is drawn over the page, taking no room."""
    metrics = {"width": width, "height": 640, "deviceScaleFactor": 2, "mobile": True}
    await web.run(web.web.execute_cdp_cmd, "Emulation.setDeviceMetricsOverride", metrics)


@pytest.mark.parametrize("width", [320, 360, 400])
@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer"), ("en", "/play")])
async def test_a_score_stays_on_the_line_of_the_word_it_goes_with(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    width: int,
    lang: str,
    play: str,
) -> None:
    """« Planche : vous 0, moi » ended a line and « 0 (partie de 121). » began the next (so
    « Board: you 0, me » at 320 px, « partie de » and its 121 at 400 px): the score read as
    nobody's. A word and the number after it now stay on one line, at every width."""
    user = 980 + [320, 360, 400].index(width) * 2 + (0 if lang == "fr" else 1)
    await _phone(browser, width)
    await driver.send(f"{play} 121 expert", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await browser.wait_for("#board")
    pairs, broken = await browser.run(browser.web.execute_script, BROKEN_PAIRS)
    assert pairs >= 3  # the two scores and the game's target, at least
    assert broken == []
    await browser.screenshot(f"play-board-{width}-{lang}")


BROKEN_MOVES = r"""
var walk = document.createTreeWalker(document.getElementById("app"), NodeFilter.SHOW_TEXT);
var pairs = 0, broken = [], node, found;
while ((node = walk.nextNode())) {
  var pair = /\b[A-O]\d{1,2}[ \u00a0][^ \u00a0,]/g;
  while ((found = pair.exec(node.textContent))) {
    var range = document.createRange();
    range.setStart(node, found.index);
    range.setEnd(node, found.index + found[0].length);
    pairs += 1;
    if (range.getClientRects().length > 1) { broken.push(node.textContent); }
  }
}
return [pairs, broken];"""
"""How many « square tile » pairs of a Kings move the page shows (« E8 6* », « K7 R »), and the
texts in which such a pair is split over two lines."""


@pytest.mark.parametrize("width", [320, 360, 400])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_kings_tile_stays_on_the_line_of_its_square(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    width: int,
    lang: str,
) -> None:
    """A move said as the chat says it, « Votre coup : D8 6*, E8 6*, F8 3*, G8 2*, H8 D* »: on a
    phone of 320 px « E8 » ended a line and its « 6* » began the next, read as the tile of the
    square after it. A square and its tile now stay on one line, at every width."""
    user = 960 + [320, 360, 400].index(width) * 2 + (0 if lang == "fr" else 1)
    await _phone(browser, width)
    await driver.send("/kings play", user_id=user, language_code=lang)
    question = await local_app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    body, _ = best_body(KingsMatch.from_dict(dict(question.deal)), question.id)
    played = await page.call("kings/move", body, init_data=page.init_data(user, lang=lang))
    assert played[0] == 200, played
    await browser.open(url(page, user, lang))
    await browser.wait_for("#said")
    pairs, broken = await browser.run(browser.web.execute_script, BROKEN_MOVES)
    assert pairs >= 10  # the player's five tiles and the bot's
    assert broken == []
    await browser.screenshot(f"kings-move-{width}-{lang}")


IN_SIGHT = """var r = document.getElementById(arguments[0]).getBoundingClientRect();
return r.top >= 0 && r.bottom <= window.innerHeight + 1;"""
"""The whole of the element is on the screen (to a pixel: the page scrolls by whole ones)."""


@pytest.mark.parametrize("width", [320, 360, 400])
async def test_the_lay_away_button_is_in_sight_once_two_cards_are_chosen(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    width: int,
) -> None:
    """A phone of 640 px tall: the two cards for the crib tapped, « Mettre ces deux cartes au
    crib » was under the screen's edge, and the player, seeing nothing to tap, waited; it is
    now brought into sight once the second card is chosen."""
    user = 970 + [320, 360, 400].index(width)
    await _phone(browser, width)
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None
    hand = Table.from_json(game.state).deal.hands[0]
    await browser.open(url(page, user))
    await browser.tap("#tab-play")
    for card in hand[:2]:
        await browser.tap(f".cards button[data-card='{card}']")
        await browser.wait_for(f".cards button[data-card='{card}'][aria-pressed='true']")
    await browser.wait_for("#lay-away:not([disabled])")
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "lay-away")
    await browser.screenshot(f"play-lay-away-in-sight-{width}")


@pytest.mark.parametrize("width", [320, 400])
async def test_the_send_button_is_in_sight_once_a_count_is_typed(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    width: int,
) -> None:
    """A phone 640 px tall, the player's hand to count: the number typed on the pad, « Envoyer
    mon compte » stayed under the screen's edge (the pad's keys fill it), and the player, their
    count typed, saw nothing to send it with; it is now brought into sight with the number."""
    user = 975 + [320, 400].index(width)
    db = local_app.bot_data.db
    await _phone(browser, width)
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.tap("#tab-play")

    def counting(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert waiting is not None
        return waiting.step is Step.COUNT

    assert await _tap_until(browser, db, user, "fr", counting, 30), "no count came"
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    waiting = status(table)
    assert waiting is not None
    points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
    for digit in str(points):
        await browser.tap(f".pad button[data-key='{digit}']")
    assert await browser.text("#entry") == str(points)
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "send")
    assert await browser.run(browser.web.execute_script, IN_SIGHT, "entry")  # the number too
    await browser.screenshot(f"play-count-send-in-sight-{width}")


GRID_TO_RACK = """var frame = document.getElementById("frame").getBoundingClientRect();
var rack = document.querySelector(".rack").getBoundingClientRect();
return [rack.top - frame.bottom, rack.bottom - frame.top, window.innerHeight];"""
"""The room between the grid's bottom and the rack's top, the height from the grid's top to
the rack's bottom, and the screen's."""


@pytest.mark.parametrize("width", [320, 400])
async def test_the_kings_rack_comes_right_under_the_grid(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    width: int,
) -> None:
    """A phone 640 px tall: between the grid and the player's tiles came « Vos jetons », four
    lines of how to place a tile and two of what a * means, some 300 px, and the player went
    up and down the page between a tile and its square, the grid's middle and the rack never
    on the screen together. The rack now comes right under the grid (the how-to above it):
    the grid and the rack fit on the screen together."""
    user = 977 + [320, 400].index(width)
    await _phone(browser, width)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await browser.open(url(page, user))
    await browser.wait_for("button[data-tile='0']")
    gap, together, screen = await browser.run(browser.web.execute_script, GRID_TO_RACK)
    assert gap < 80, gap  # the heading « Vos jetons » alone
    assert together <= screen, (together, screen)
    assert "un * après un jeton marque un jeton foncé" in await browser.text("#dark-mark")
    await browser.screenshot(f"kings-rack-under-grid-{width}")
