"""The /play count sent while the phone has lost its network: the number typed stays, so that
« touchez de nouveau » (tap again) sends it once the network is back."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import SERVER_DOWN, _at_the_count
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {
    "fr": ("/jouer 121 expert", "La page n'arrive pas à me joindre"),
    "en": ("/play 121 expert", "The page cannot reach me"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_sent_without_network_is_kept_to_be_sent_again(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """On a phone, her count typed and « Envoyer mon compte » tapped as the network dropped:
    « La page n'arrive pas à me joindre… Touchez de nouveau dans un instant. », but the number
    was gone and « Envoyer mon compte » dashed: the tap again did nothing, the count had to be
    typed anew. Now the number stays under the alarm, and the tap again sends it."""
    start, unreached = WORDS[lang]
    user = 9_790 if lang == "fr" else 9_791
    await browser.run(browser.web.set_window_size, 360, 640)
    await driver.send(start, user_id=user, language_code=lang)
    await browser.open(url(page, user, lang))
    await browser.tap("#tab-play")
    db = local_app.bot_data.db
    step, points = await _at_the_count(browser, db, user, lang)
    for digit in str(points):
        await browser.tap(f".pad button[data-key='{digit}']")
    await browser.wait_for("#send:not([disabled])")
    await browser.run(browser.web.execute_script, SERVER_DOWN)
    await browser.tap("#send")
    said = await browser.text("#error")
    assert said.startswith(unreached), said
    assert await browser.text("#entry") == str(points)
    assert await browser.attribute("#send", "disabled") is None
    await browser.run(browser.web.execute_script, "window.serverDown = false;")
    await browser.tap("#send")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    game = await db.table.active_table_game(user)
    assert game is None or game.step != step
