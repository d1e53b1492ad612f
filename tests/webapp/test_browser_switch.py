"""The /play table by touch while the player goes back and forth with the chat: the page shows
the step the game is at, whichever of the two made the last move."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import (
    _at_the_count,
    _one_point_from_winning,
    _open_the_table,
    _play_on_a_phone,
    _tap_until,
)
from webapp_helpers import Page

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

    step, points = await _at_the_count(browser, db, user, lang)
    await browser.tap(".pad button[data-key='1']")
    assert await browser.text("#entry") == "1"
    await driver.send(str(points), user_id=user, language_code=lang)
    moved = await db.table.active_table_game(user)
    assert moved is None or moved.step != step  # the chat took the count
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    assert not [e for e in await browser.all("#entry") if e.text == "1"]
    await browser.screenshot(f"play-count-given-in-the-chat-{lang}")


STOP_READING = "for (var i = 0; i < 10000; i++) { window.clearInterval(i); }"
"""The page reads the game no more by itself (a page left on a phone's screen behind the
chat, or a dead connection): it shows what it last read."""


@pytest.mark.parametrize(
    ("lang", "won", "under_way"),
    [
        ("fr", "Vous avez gagné", "Une partie contre moi est déjà en cours"),
        ("en", "You win", "A game against me is already under way"),
    ],
)
async def test_a_game_asked_for_on_a_stale_page_shows_the_one_begun_in_the_chat(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    won: str,
    under_way: str,
) -> None:
    """A game won on the page, its choices left on the screen; a game of 121 begun in the
    chat meanwhile. « Partie de 61 » and a level tapped on the page showed the game of 121
    without a word, under the last game's « Vous avez gagné… » as if just said of it; it now
    says that a game is already under way, and nothing of the last one."""
    user = 992 if lang == "fr" else 993
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _one_point_from_winning(db, user)
    await _open_the_table(browser, page, user, lang)
    assert await _tap_until(browser, db, user, lang, lambda table: table is None, 12)
    assert won in await browser.text("#said")
    await browser.run(browser.web.execute_script, STOP_READING)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    game = await db.table.active_table_game(user)
    assert game is not None
    await browser.tap("button[data-target='61']")
    await browser.tap("button[data-level='easy']")
    await browser.wait_for(f"#app[data-step='{game.step}']")
    assert under_way in await browser.text("#error")
    assert not await browser.all("#said")
    await browser.screenshot(f"play-game-asked-on-a-stale-page-{lang}")
