"""The /play count's pad: a count past 29 refused with the chat's words, and the pad takes the
next number; a 0 tapped first is not shown before the number (« 05 »)."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _at_the_count
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

REFUSED = {
    "fr": "Une main ou un crib fait au plus 29 points.",
    "en": "A hand or a crib makes 29 points at most.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_after_a_count_past_29_the_pad_takes_the_next_number(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """The player's count, a finger slipping: 9 and 9 tapped, sent. The page said « Une main
    ou un crib fait au plus 29 points. » and kept « 99 » in the blank: the two digits taken,
    the keys tapped next did nothing, the player's 4 never showed, the page seemed stuck until
    « Effacer ». The number refused is now taken away: the next keys make the next number,
    which is sent and counted."""
    user = 9_850 if lang == "fr" else 9_851
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    step, right = await _at_the_count(browser, local_app.bot_data.db, user, lang)
    for key in "99":
        await browser.tap(f".pad button[data-key='{key}']")
    await browser.tap("#send")
    said = await browser.text_reading("#error", REFUSED[lang][:12])
    assert said.replace("\u00a0", " ") == REFUSED[lang]
    await browser.screenshot(f"play-count-past-29-{lang}")
    assert await browser.attribute("#app", "data-step") == str(step)  # the step waits
    for key in str(right):
        await browser.tap(f".pad button[data-key='{key}']")
    assert (await browser.text("#entry")).strip() == str(right)
    await browser.tap("#send")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    assert not await browser.all("#error")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_zero_tapped_first_is_not_shown_before_the_number(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """0 tapped, then 5: the blank read « Votre compte : 05 », not a count as anyone writes
    it. It now reads « 5 » (a 0 alone stays: a hand of no points)."""
    user = 9_852 if lang == "fr" else 9_853
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send("/play 121 expert", user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    await _at_the_count(browser, local_app.bot_data.db, user, lang)
    await browser.tap(".pad button[data-key='0']")
    assert (await browser.text("#entry")).strip() == "0"
    await browser.tap(".pad button[data-key='5']")
    assert (await browser.text("#entry")).strip() == "5"
    await browser.tap(".pad button[data-key='1']")
    assert (await browser.text("#entry")).strip() == "51"  # two digits, as before
