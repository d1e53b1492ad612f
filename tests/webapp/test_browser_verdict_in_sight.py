"""The /play table by touch on a phone (360 by 640): at the bot's count, « Exact » and
« Muggins! » sat under the cards it counted, below the screen's edge, the page brought only
what had just been said into sight (the player, seeing nothing to tap, waited). The buttons
that judge the bot's count are now in sight with it."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _open_the_table, _play_on_a_phone, _tap_until
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import status
from bot.tg.context import App
from bot.tg.local_driver import Driver

BUTTONS_IN_SIGHT = """var ids = ['right', 'muggins'];
return ids.every(function (id) { var r = document.getElementById(id).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight + 1; });"""
"""Both buttons that judge the bot's count are whole on the screen."""


def _judging(table: Table | None) -> bool:
    waiting = None if table is None else status(table)
    return waiting is not None and waiting.step is Step.VERDICT


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_buttons_that_judge_the_bots_count_are_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    user = 981 if lang == "fr" else 982
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    assert await _tap_until(browser, db, user, lang, _judging, 30), "no count of mine came"
    game = await db.table.active_table_game(user)
    assert game is not None
    await browser.wait_for(f"#app[data-step='{game.step}'] #muggins")
    await browser.screenshot(f"play-verdict-in-sight-{lang}")
    assert await browser.run(browser.web.execute_script, BUTTONS_IN_SIGHT)
