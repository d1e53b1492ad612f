"""« Abandon this game » on the /play page: the chat's question first, then the game abandoned
as the chat's « Yes, abandon it » abandons it."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from test_browser_phone import _open_the_table, _play_on_a_phone
from webapp_helpers import Page

from bot.drills.table_state import Table
from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_checks import html_to_text
from bot.tg.local_driver import Driver

WORDS = {
    "fr": (
        "Abandonner la partie",
        "Abandonner votre partie? Aucune donne n'a été jouée, elle ne comptera donc pas.",
        "Non, on continue",
        "Partie abandonnée; aucune donne n'a été jouée, elle ne compte donc pas.",
        "/jouer",
    ),
    "en": (
        "Abandon this game",
        "Abandon your game? No deal has been played, so it will not count.",
        "No, keep playing",
        "Game abandoned; no deal was played, so it does not count.",
        "/play",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_is_abandoned_on_the_page_after_the_chat_s_question(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
) -> None:
    """The chat has /annuler and « Abandonner votre partie? »; the page had no way to abandon
    a game, and a player who wanted to stop had to find the chat's command. The page now has
    « Abandonner la partie » at its bottom: it asks the chat's question first (« Non, on
    continue » leaves the game as it was), and the yes abandons it as the chat's yes does:
    stored abandoned, said in the chat, said on the page with the board where it stood."""
    button, ask, no, said, again = WORDS[lang]
    user = 9_700 if lang == "fr" else 9_701
    db = local_app.bot_data.db
    await _play_on_a_phone(browser, driver, user, lang)
    game = await db.table.active_table_game(user)
    assert game is not None
    await _open_the_table(browser, page, user, lang)
    assert await browser.text("#resign") == button
    await browser.tap("#resign")
    assert await browser.text("#resign-ask p") == ask
    await browser.screenshot(f"play-resign-asked-{lang}")
    await browser.tap_text(no)  # a slip of the finger: nothing abandoned
    await browser.wait_for("#resign")
    assert await db.table.active_table_game(user) is not None
    await browser.tap("#resign")
    await browser.tap("#resign-yes")
    await browser.wait_for("#result")
    assert (await browser.text("#result")).startswith(said)
    assert not await browser.all("#resign")
    assert await db.table.active_table_game(user) is None
    stored = await db.table.get_table_game(game.id)
    assert stored is not None and Table.from_json(stored.state).abandoned
    told = html_to_text(str(local_api.messages(user)[-1]["text"]))
    assert told.startswith(said) and again in told  # the chat's own line
    await browser.screenshot(f"play-resigned-{lang}")


async def test_a_resign_sent_for_a_step_gone_or_another_s_game_abandons_nothing(
    page: Page, driver: Driver, local_app: App
) -> None:
    """A yes sent from a page left on a step the game has left (played on in the chat) shows
    the game as it is (409); another player's game is not theirs to abandon (403)."""
    db = local_app.bot_data.db
    await driver.send("/play 121 expert", user_id=9_702, language_code="en")
    game = await db.table.active_table_game(9_702)
    assert game is not None
    code, body = await page.call(
        "play/resign", {"game": game.id, "step": game.step + 1}, user_id=9_702
    )
    assert code == 409 and body["error"] == "moved_on"
    code, body = await page.call("play/resign", {"game": game.id, "step": game.step}, user_id=9_703)
    assert code == 403 and body["error"] == "not_yours"
    assert await db.table.active_table_game(9_702) is not None
    code, body = await page.call("play/resign", {"game": game.id, "step": game.step}, user_id=9_702)
    assert code == 200 and body["play"]["game"] is None
    assert body["play"]["result"][0] == (  # at the first lay-away: no deal played, not counted
        "Partie abandonnée; aucune donne n'a été jouée, elle ne compte donc pas."
    )
