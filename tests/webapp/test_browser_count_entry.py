"""The number typed on the /play count's pad, as a phone of 320 px shows it: said after its
label and a colon, as « Votre compte : 4 », not « Votre compte 4 »."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _tap_until
from webapp_helpers import Page

from bot.drills.table_state import Step, Table
from bot.drills.table_turn import status
from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {
    "fr": ("/jouer 121 expert", "Votre compte :", "Votre compte : 4"),
    "en": ("/play 121 expert", "Your count:", "Your count: 4"),
}


def _counting(table: Table | None) -> bool:
    waiting = None if table is None else status(table)
    return waiting is not None and waiting.step is Step.COUNT


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_count_typed_is_said_after_its_label_and_a_colon(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """A /play deal played by touch at 320 px to the player's count: under « Votre compte?
    Touchez le nombre de points… » the pad's line read « Votre compte » and a dash, then « Votre
    compte 4 » once 4 tapped, a label and a number run together. It now reads « Votre
    compte : » and a blank to fill (a dash after it, read as a count of nothing
    or as a minus), then « Votre compte : 4 »."""
    start, empty, typed = WORDS[lang]
    user = 9_840 if lang == "fr" else 9_841
    await browser.run(browser.web.set_window_size, 320, 640)
    await driver.send(start, user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    db = local_app.bot_data.db
    assert await _tap_until(browser, db, user, lang, _counting, 20)
    await browser.wait_for("#entry")
    line = "return document.getElementById('entry').parentNode.textContent;"
    shown = await browser.run(browser.web.execute_script, line)
    assert shown.replace("\u00a0", " ").strip() == empty
    assert "\u2013" not in shown and "-" not in shown
    blank = "var r = document.getElementById('entry').getBoundingClientRect(); return r.height;"
    assert await browser.run(browser.web.execute_script, blank) > 20  # the blank, underlined
    await browser.tap(".pad button[data-key='4']")
    await browser.screenshot(f"play-count-typed-{lang}")
    shown = await browser.run(browser.web.execute_script, line)
    assert shown.replace("\u00a0", " ") == typed
