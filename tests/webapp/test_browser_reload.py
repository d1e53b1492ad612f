"""The Mini App reloaded in the middle of a game (a pull on the page, Telegram opening it
again): it comes back on the game the player was looking at, as it stands on the server."""

from __future__ import annotations

from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.drills.table_state import Table
from bot.tg.context import App
from bot.tg.local_driver import Driver


async def test_a_reload_during_a_play_game_comes_back_on_the_play_table(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
) -> None:
    """A Kings game set aside, a /play game under way on its tab: the reload opened the Kings
    tab (the page always began there when a Kings game existed), the /play cards out of sight;
    it now opens on the /play table, the same cards, the same step."""
    user = 930
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/rois partie", user_id=user, language_code="fr")
    await driver.send("/jouer 121 expert", user_id=user, language_code="fr")
    game = await local_app.bot_data.db.table.active_table_game(user)
    assert game is not None
    hand = Table.from_json(game.state).deal.hands[0]
    await browser.open(url(page, user))
    await browser.tap("#tab-play")
    await browser.wait_for(f".cards button[data-card='{hand[0]}']")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-play", "aria-selected") == "true"
    shown = [b.get_attribute("data-card") for b in await browser.all(".cards button[data-card]")]
    assert shown == [str(card) for card in hand]
    assert await browser.attribute("#app", "data-step") == str(game.step)
    # and the Kings tab, chosen, is the one a reload keeps
    await browser.tap("#tab-kings")
    await browser.wait_for("#tab-kings[aria-selected='true']")
    await browser.run(browser.web.refresh)
    await browser.wait_for("#app[data-ready]")
    assert await browser.attribute("#tab-kings", "aria-selected") == "true"
    assert await browser.all("button[data-cell='H8']")
