"""The /play table by touch while the player goes back and forth with the chat: the page shows
the step the game is at, whichever of the two made the last move."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _play_on_a_phone, _tap_until
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import show_score, status
from bot.tg.context import App
from bot.tg.local_driver import Driver


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_begun_on_the_pad_then_given_in_the_chat_shows_the_next_step(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """The player's count: a digit tapped on the page's pad, then the count typed in the chat
    instead (the player went back to it). The page stayed on the pad, the digit still there,
    for as long as it was open; the chat asked the next step, the page the one gone. It now
    shows the step the game is at, as when nothing was typed."""
    user = 990 if lang == "fr" else 991
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")

    def players_count(table: Table | None) -> bool:
        waiting = None if table is None else status(table)
        assert waiting is not None
        return waiting.step is Step.COUNT

    assert await _tap_until(browser, db, user, lang, players_count, 20), "no count came"
    game = await db.table.active_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    waiting = status(table)
    assert waiting is not None
    points = show_score(table.deal, waiting.seat, waiting.what or "hand").total
    await browser.tap(".pad button[data-key='1']")
    assert await browser.text("#entry") == "1"
    await driver.send(str(points), user_id=user, language_code=lang)
    moved = await db.table.active_table_game(user)
    assert moved is None or moved.step != game.step  # the chat took the count
    await browser.wait_for(f"#app[data-ready]:not([data-step='{game.step}'])")
    assert not [e for e in await browser.all("#entry") if e.text == "1"]
    await browser.screenshot(f"play-count-given-in-the-chat-{lang}")
