"""The /play table by touch on a phone: the cards counted are all there; a new game begun
on the page starts clean, its choices in sight."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import (
    _one_point_from_winning,
    _open_the_table,
    _play_on_a_phone,
    _tap_until,
)
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import show_cards, status
from bot.engine.cards import hand_order
from bot.tg.context import App
from bot.tg.local_driver import Driver


def _counting(table: Table | None) -> bool:
    waiting = None if table is None else status(table)
    return waiting is not None and waiting.step is Step.COUNT


@pytest.mark.parametrize(
    ("lang", "counted", "starter"),
    [("fr", "Les cartes comptées", "Carte de départ"), ("en", "The cards counted", "Starter")],
)
async def test_the_cards_counted_include_the_starter(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    counted: str,
    starter: str,
) -> None:
    """At the player's count, « Les cartes comptées » showed the four cards of the hand
    alone: the starter, which counts with them, was at the top of the page, out of sight on a
    phone, and a player counting what was under the heading missed it. Now the starter is in
    the row, last, saying it is the starter."""
    user = 955 if lang == "fr" else 956
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    assert await _tap_until(browser, db, user, lang, _counting, 20)
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    waiting = status(table)
    assert waiting is not None and table.deal.starter is not None
    await browser.wait_for(f"#app[data-step='{game.step}'] #send")
    row = f".cards[aria-label='{counted}'] [data-card]"
    cards = [await browser.run(c.get_attribute, "data-card") for c in await browser.all(row)]
    shown = hand_order(show_cards(table.deal, waiting.seat, waiting.what or "hand"))
    hand = [str(c) for c in shown]  # as every hand in a game is shown: by rank
    assert cards == [*hand, str(table.deal.starter)]
    last = (await browser.all(row))[-1]
    assert (await browser.run(lambda: last.text)).splitlines()[-1] == starter
    await browser.screenshot(f"play-count-with-starter-{lang}")


@pytest.mark.parametrize(("lang", "won"), [("fr", "Vous avez gagné"), ("en", "You win")])
async def test_a_new_game_begun_after_one_won_on_the_page_is_not_under_its_result(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    won: str,
) -> None:
    """A game won on the page, then a new one begun there with « Partie de 121 » and a
    level: the new game's first deal was drawn under the last game's result (« Vous avez
    gagné… »), as if it were what had just happened in this one. Now the new game starts
    clean, the result gone with the game it was about."""
    user = 966 if lang == "fr" else 967
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _one_point_from_winning(db, user)
    await _open_the_table(browser, page, user, lang)
    assert await _tap_until(browser, db, user, lang, lambda table: table is None, 12)
    assert won in await browser.text("#said")
    await browser.tap("button[data-target='121']")
    await browser.tap("button[data-level='expert']")
    await browser.wait_for("#lay-away")
    assert not await browser.all("#said")


LEVELS_IN_SIGHT = """var levels = document.getElementById('levels');
var ask = document.getElementById('ask-level').getBoundingClientRect();
var r = levels.getBoundingClientRect();
return ask.top >= 0 && r.bottom <= window.innerHeight;"""
"""The level's question and all its buttons are on the screen."""


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_on_a_small_phone_the_levels_come_into_sight_once_the_target_is_chosen(
    browser: Browser,  # noqa: F811
    page: Page,
    lang: str,
) -> None:
    """On a small phone (320 by 568), « Partie de 121 » tapped coloured the button and
    seemed to do nothing more: the level's question and buttons came below the screen's
    edge, to be found by scrolling. Now they come into sight."""
    await browser.run(browser.web.set_window_size, 320, 568)
    await browser.open(url(page, 968 if lang == "fr" else 969, lang))
    await browser.tap("#tab-play")
    await browser.tap("button[data-target='121']")
    await browser.wait_for("#levels")
    assert await browser.run(browser.web.execute_script, LEVELS_IN_SIGHT)
    await browser.screenshot(f"play-levels-in-sight-{lang}")
