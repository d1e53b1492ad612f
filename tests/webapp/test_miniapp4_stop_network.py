"""« Oui, l'arrêter » (Kings Cribbage) tapped as a phone (360 px, its text at 130 %) lost its
network: the question stays, what went wrong said in it above its yes, both on the screen."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import SERVER_DOWN
from test_miniapp4_resign_in_sight import IN_SIGHT
from webapp_helpers import Page

from bot.storage import CANCELLED
from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {
    "fr": ("/rois partie", "La page n'arrive pas à me joindre"),
    "en": ("/kings play", "The page cannot reach me"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_stop_sent_without_network_keeps_its_question_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """« Arrêter la partie », then « Oui, l'arrêter » as the network dropped: « La page
    n'arrive pas à me joindre… Touchez de nouveau dans un instant. », but the question was
    gone (no yes to tap again: « Arrêter la partie » to begin over), and the words were above
    the game's buttons, out of sight. Now the question stays, the words in its box above its
    yes, both on the screen, and the yes tapped again stops the game."""
    start, unreached = WORDS[lang]
    user = 9_797 if lang == "fr" else 9_798
    db = local_app.bot_data.db
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(start, user_id=user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    await browser.open(url(page, user, lang))
    await browser.run(
        browser.web.execute_script, "document.documentElement.style.fontSize = '26px';"
    )
    await browser.tap("#stop")
    await browser.wait_for("#stop-ask")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#stop-yes")
    said = await browser.text("#stop-ask #error")
    assert said.startswith(unreached), said
    await browser.screenshot(f"miniapp4-stop-network-{lang}")
    top, _, seen = await browser.run(browser.web.execute_script, IN_SIGHT, "#error")
    assert -1 < top < seen, ("error", top, seen)
    top, bottom, seen = await browser.run(browser.web.execute_script, IN_SIGHT, "#stop-yes")
    assert top > -1 and bottom < seen + 1, ("stop-yes", top, bottom, seen)
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap("#stop-yes")
    await browser.wait_for("#result p")
    stored = await db.questions.get_question(question.id)
    assert stored is not None and stored.state == CANCELLED


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_no_after_a_stop_without_network_takes_its_words_away(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    lang: str,
) -> None:
    """« Oui, l'arrêter » as the network dropped, then « Non, on continue »: « … Touchez de
    nouveau dans un instant. » stayed above the game's buttons, for a yes no longer there.
    Now the words go with the question; the game goes on."""
    user = 9_784 if lang == "fr" else 9_785
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(WORDS[lang][0], user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#stop")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#stop-yes")
    await browser.wait_for("#error")
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap("#stop-no")
    await browser.wait_for("#stop")
    assert not await browser.all("#error"), await browser.text("#error")
    assert await browser.all("#frame")
