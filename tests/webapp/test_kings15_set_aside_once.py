"""kings15: on the Kings tab, a move (or the preview of a tile placed) on a game that /main set
aside meanwhile said « Cette partie a été mise de côté par un autre exercice. » twice: in the
error box under the rack and above « La reprendre ». Now once, as the alert, above the button
that brings the game back."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_switch import STOP_READING
from webapp_helpers import Page, best_body

from bot.engine.kings_notation import cell_name
from bot.tg.context import App
from bot.tg.local_driver import Driver
from tests.webapp.test_api import _kings

WORDS = {
    "fr": ("Cette partie a été mise de côté par un autre exercice.", "La reprendre"),
    "en": ("This game was set aside by another exercise.", "Bring it back"),
}


@pytest.mark.parametrize(("lang", "confirm"), [("fr", True), ("fr", False), ("en", True)])
async def test_the_set_aside_sentence_is_said_once(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
    confirm: bool,
) -> None:
    aside, back = WORDS[lang]
    user = 15_040 + (lang == "en") + 2 * confirm
    qid, match = await _kings(driver, local_app, user)
    await browser.open(url(page, user, lang))
    await browser.wait_for(f"#app[data-ready][data-question='{qid}']")
    await browser.run(browser.web.execute_script, STOP_READING)
    body, _ = best_body(match, qid)
    placements = body["placements"] if confirm else body["placements"][:1]
    if not confirm:
        await driver.send("/main", user_id=user, language_code=lang)
    for placed in placements:
        await browser.tap(f"button[data-tile='{placed['tile']}']")
        if placed["turned"]:
            await browser.tap(f"button[data-tile='{placed['tile']}']")
        await browser.tap(f"button[data-cell='{cell_name((placed['row'], placed['col']))}']")
    if confirm:
        await browser.wait_for("#confirm:not([disabled])")
        await driver.send("/main", user_id=user, language_code=lang)
        await browser.tap("#confirm")
    text = await browser.text_reading("#app", back)
    assert text.replace("\u00a0", " ").count(aside) == 1, text
    assert back in text, text
    assert aside in (await browser.text("#error")).replace("\u00a0", " ")
    await browser.screenshot(f"kings15-set-aside-{lang}-{confirm}")
