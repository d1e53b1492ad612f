"""A /play move that the game did not take (played in the chat meanwhile, or sent again after
its answer was lost): the page says why nothing of it happened, and what did."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _at_the_count, _open_the_table, _play_on_a_phone
from test_browser_switch import STOP_READING
from webapp_helpers import Page

from bot.tg.context import App
from bot.tg.local_driver import Driver

WORDS = {
    "fr": ("Ce coup n'a pas été joué", "Vous avez dit {n} : exact."),
    "en": ("This move was not played", "You said {n}: right."),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_sent_after_the_chat_s_says_it_was_not_played_and_what_was(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """The count given in the chat, then « 1 » sent on a page that had not read the game
    since: the page said « La partie a avancé : la voici. » over the bot's count, with the
    account of the player's previous card still above it, and nothing of the count made in
    the chat (right or wrong?). It now says the move was not played, the game having moved on,
    and what happened instead: the count said in the chat and graded, the bot's own."""
    not_played, right = WORDS[lang]
    user = 9_720 if lang == "fr" else 9_721
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    step, points = await _at_the_count(browser, db, user, lang)
    await browser.run(browser.web.execute_script, STOP_READING)
    await driver.send(str(points), user_id=user, language_code=lang)
    await browser.tap(".pad button[data-key='1']")
    await browser.tap("#send")
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    assert (await browser.text("#error")).startswith(not_played)
    assert right.format(n=points) in await browser.text("#instead")
    assert not await browser.all("#said")  # the previous card's account, of a step gone
    await browser.screenshot(f"play-overtaken-{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_made_in_the_chat_is_told_on_the_open_page(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    lang: str,
) -> None:
    """The page open at the player's count, the count typed in the chat (or sent from the page
    as the network lost its answer): the page showed the next step with no word of the count,
    right or wrong, nor of the bot's answer; it now says them, as after a tap."""
    _, right = WORDS[lang]
    user = 9_722 if lang == "fr" else 9_723
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    await _open_the_table(browser, page, user, lang)
    step, points = await _at_the_count(browser, db, user, lang)
    await driver.send(str(points), user_id=user, language_code=lang)
    await browser.wait_for(f"#app[data-ready]:not([data-step='{step}'])")
    assert right.format(n=points) in await browser.text_reading("#said", right.format(n=points))
    assert not await browser.all("#error")


async def test_a_mark_that_does_not_fit_tells_nothing_and_another_s_game_is_refused(
    page: Page, driver: Driver, local_app: App
) -> None:
    """The page's `mark` is read only when it fits the game (an older page sends none, a
    forged one is ignored: the plain « moved on »); another player's game tells nothing."""
    db = local_app.bot_data.db
    await driver.send("/play 121 expert", user_id=9_724, language_code="en")
    game = await db.table.active_table_game(9_724)
    assert game is not None
    code, state = await page.call("state", user_id=9_724)
    mark = state["play"]["game"]["mark"]
    body = {"game": game.id, "step": game.step + 1, "card": "AS"}
    for forged in (None, {**mark, "deals": 99}, {**mark, "scores": [1]}, {**mark, "events": -1}):
        code, answer = await page.call("play/select", {**body, "mark": forged}, user_id=9_724)
        assert code == 409 and answer["error"] == "moved_on" and "said" not in answer
    code, answer = await page.call("play/news", {"game": game.id, "mark": mark}, user_id=9_725)
    assert code == 403 and answer["error"] == "not_yours"
    code, answer = await page.call("play/news", {"game": game.id, "mark": mark}, user_id=9_724)
    assert code == 200 and answer["said"] == []  # nothing happened since
