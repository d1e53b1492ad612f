"""« Oui, l'abandonner » tapped as a phone (360 px, its text at 130 %) lost its network: what
went wrong and the question to answer again, its yes, are on the screen."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_back_button import BACK
from test_browser_phone import SERVER_DOWN
from webapp_helpers import Page

from bot.tg.local_driver import Driver

IN_SIGHT = """var r = document.querySelector(arguments[0]).getBoundingClientRect();
return [r.top, r.bottom, window.innerHeight];"""
"""Where an element stands on the screen: its top, its bottom, the screen's height (a
fraction of a pixel off the edge is on it)."""
START = {"fr": "/jouer 121 expert", "en": "/play 121 expert"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_resign_sent_without_network_leaves_error_and_question_in_sight(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    lang: str,
) -> None:
    """« Abandonner la partie », scrolled down to it, then « Oui, l'abandonner » as the network
    dropped: the page jumped up to « La page n'arrive pas à me joindre… Touchez de nouveau »
    above the cards, and the question whose yes was to be tapped again was below the screen's
    edge. Now the words of what went wrong are in the question's box, just above its yes, and
    the page shows them from their first line down to the yes to tap again."""
    user = 9_794 if lang == "fr" else 9_795
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(START[lang], user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.run(
        browser.web.execute_script, "document.documentElement.style.fontSize = '26px';"
    )
    await browser.tap("#tab-play")
    await browser.wait_for(".cards button[data-card]")
    await browser.tap("#resign")
    await browser.wait_for("#resign-ask")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#resign-yes")
    await browser.wait_for("#error")
    await browser.screenshot(f"miniapp4-resign-network-{lang}")
    top, _, seen = await browser.run(browser.web.execute_script, IN_SIGHT, "#error")
    assert -1 < top < seen, ("error", top, seen)  # read from its first line
    top, bottom, seen = await browser.run(browser.web.execute_script, IN_SIGHT, "#resign-yes")
    assert top > -1 and bottom < seen + 1, ("resign-yes", top, bottom, seen)
    assert await browser.all("#resign-ask #error")  # in the question's box, above its yes
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap("#resign-yes")
    await browser.wait_for("button[data-target]")


@pytest.mark.parametrize(("lang", "answer"), [("fr", "no"), ("en", "no"), ("fr", "back")])
async def test_no_after_a_resign_without_network_takes_its_words_away(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    lang: str,
    answer: str,
) -> None:
    """« Oui, l'abandonner » as the network dropped, then « Non, on continue »: the question
    went, but « … Touchez de nouveau dans un instant. » stayed above the cards, asking to tap
    again a yes no longer there (the player had chosen to keep playing); so with Telegram's
    back button, which answers no. Now the words go with the question."""
    user = {"fr": 9_782, "en": 9_783}[lang] + (10 if answer == "back" else 0)
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(START[lang], user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await browser.wait_for(".cards button[data-card]")
    await browser.tap("#resign")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#resign-yes")
    await browser.wait_for("#error")
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    if answer == "back":
        await browser.run(browser.web.execute_script, BACK)
    else:
        await browser.tap("#resign-no")
    await browser.wait_for("#resign")
    assert not await browser.all("#error"), await browser.text("#error")
