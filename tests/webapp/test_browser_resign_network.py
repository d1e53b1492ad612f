"""« Oui, l'abandonner » tapped as the phone lost its network: the question stays, so that
« touchez de nouveau » (tap again) is a tap on its yes."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import SERVER_DOWN
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {
    "fr": ("/jouer 121 expert", "La page n'arrive pas à me joindre"),
    "en": ("/play 121 expert", "The page cannot reach me"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_resign_sent_without_network_keeps_its_question_to_tap_again(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """« Abandonner la partie », then « Oui, l'abandonner » as the network dropped: « La page
    n'arrive pas à me joindre… Touchez de nouveau dans un instant. », but the question was
    gone: no yes to tap again, only « Abandonner la partie » to begin over. Now the question
    stays under the alarm, and its yes, tapped again, abandons the game."""
    start, unreached = WORDS[lang]
    user = 9_792 if lang == "fr" else 9_793
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(start, user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await browser.tap("#resign")
    await browser.wait_for("#resign-ask")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#resign-yes")
    said = await browser.text("#error")
    assert said.startswith(unreached), said
    assert await browser.all("#resign-yes")
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap("#resign-yes")
    await browser.wait_for("button[data-target]")
    assert await local_app.bot_data.db.table.active_table_game(user) is None
