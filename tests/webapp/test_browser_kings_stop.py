"""« Stop the game » on the Kings page, as the chat's game keyboard has it: the chat's question
first (« Arrêter cette partie? … »), then the game stopped as the chat's « Oui, l'arrêter »
stops it: the step cancelled, its buttons taken off, the chat told, the page showing the score
where it stood."""

from __future__ import annotations

import pytest
from browser import Browser
from test_browser import browser, url  # noqa: F401  (the fixture)
from webapp_helpers import Page

from bot.storage import CANCELLED
from bot.tg.context import App
from bot.tg.local import LocalBotApi
from bot.tg.local_checks import html_to_text
from bot.tg.local_driver import Driver

WORDS = {
    "fr": (
        "/rois partie",
        "Arrêter la partie",
        "Arrêter cette partie? Elle finit ici et ne pourra pas être reprise.",
        "Non, on continue",
        "Oui, l'arrêter",
        ["Partie arrêtée."],  # before any move: no score to say
    ),
    "en": (
        "/kings play",
        "Stop the game",
        "Stop this game? It ends here and cannot be taken up again.",
        "No, go on",
        "Yes, stop it",
        ["Game stopped."],
    ),
}


async def _stopped_in_the_chat(driver: Driver, app: App, user: int, lang: str) -> str:
    """What the chat says when its Stop button, then its yes, stop a new game."""
    await driver.send(WORDS[lang][0], user_id=user, language_code=lang)
    question = await app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    await driver.press(f"kp:{question.id}:stop", question.message_id or 0, user)
    confirm = driver.api.last_message(user)
    assert confirm is not None
    await driver.press_button(confirm, 1, user_id=user, language_code=lang)
    said = driver.api.last_message(user)
    assert said is not None
    return html_to_text(str(said["text"]))


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_kings_game_is_stopped_on_the_page_after_the_chat_s_question(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
) -> None:
    """The chat's game has « Arrêter la partie », asked first; the page had no way to stop a
    game, and a player who wanted to had to find the chat's button. The page now has it at
    its bottom: it asks the chat's question (« Non, on continue » leaves the game as it was),
    and the yes stops it as the chat's yes does: the step cancelled, the chat told the same
    words, the page saying the score where it stood, with « Commencer une partie »."""
    start, button, ask, no, yes, result = WORDS[lang]
    user = 9_800 if lang == "fr" else 9_801
    db = local_app.bot_data.db
    chat_said = await _stopped_in_the_chat(driver, local_app, user + 10, lang)
    await driver.send(start, user_id=user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    await browser.run(browser.web.set_window_size, 360, 740)
    await browser.open(url(page, user, lang))
    assert await browser.text("#stop") == button
    await browser.tap("#stop")
    assert (await browser.text("#stop-ask p")).replace("\u00a0", " ") == ask
    await browser.screenshot(f"kings-stop-asked-{lang}")
    assert await browser.text("#stop-no") == no
    await browser.tap("#stop-no")  # a slip of the finger: nothing stopped
    await browser.wait_for("#stop")
    still = await db.questions.get_question(question.id)
    assert still is not None and still.is_pending
    await browser.tap("#stop")
    assert await browser.text("#stop-yes") == yes
    await browser.tap("#stop-yes")
    await browser.wait_for("#result p")
    shown = [p.text.replace("\u00a0", " ") for p in await browser.all("#result p")]
    assert shown == result
    assert not await browser.all("#stop")
    stored = await db.questions.get_question(question.id)
    assert stored is not None and stored.state == CANCELLED
    assert html_to_text(str(local_api.messages(user)[-1]["text"])) == chat_said
    await browser.screenshot(f"kings-stopped-{lang}")


async def test_a_stop_sent_for_a_step_gone_or_another_s_game_stops_nothing(
    page: Page, driver: Driver, local_app: App
) -> None:
    """A yes sent from a page left on a step the game has left shows the game as it is
    (409); another player's game is not theirs to stop (403)."""
    db = local_app.bot_data.db
    await driver.send("/kings play", user_id=9_802, language_code="en")
    question = await db.questions.pending_question(9_802, 9_802)
    assert question is not None
    code, body = await page.call("kings/stop", {"question": question.id + 1}, user_id=9_802)
    assert code in (403, 409) and body["ok"] is False
    code, body = await page.call("kings/stop", {"question": question.id}, user_id=9_803)
    assert code == 403 and body["error"] == "not_yours"
    still = await db.questions.get_question(question.id)
    assert still is not None and still.is_pending
    code, body = await page.call("kings/stop", {"question": question.id}, user_id=9_802)
    assert code == 200 and body["kings"]["game"] is None
    assert body["kings"]["result"] == ["Partie arrêtée."]  # before any move: no score


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_chat_s_stop_question_loses_its_buttons_when_the_page_stops_the_game(
    browser: Browser,  # noqa: F811
    page: Page,
    driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    lang: str,
) -> None:
    """« Arrêter la partie » tapped in the chat asks « Arrêter cette partie? » with « Oui /
    Non »; the game then stopped on the page left those buttons in the chat, where a tap got
    only « this step is over ». The page's stop now takes them off, as the chat's yes does."""
    start, _, _, _, _, result = WORDS[lang]
    user = 9_810 if lang == "fr" else 9_811
    await driver.send(start, user_id=user, language_code=lang)
    question = await local_app.bot_data.db.questions.pending_question(user, user)
    assert question is not None
    await driver.press(f"kp:{question.id}:stop", question.message_id or 0, user)
    asked = local_api.last_message(user)
    assert asked is not None and asked.get("reply_markup")
    await browser.run(browser.web.set_window_size, 320, 640)
    await browser.open(url(page, user, lang))
    await browser.tap("#stop")
    await browser.tap("#stop-yes")
    await browser.wait_for("#result p")
    shown = [p.text.replace("\u00a0", " ") for p in await browser.all("#result p")]
    assert shown == result
    now = local_api.message(user, int(asked["message_id"]))
    assert now is not None and not now.get("reply_markup")
    assert question.id not in local_app.bot_data.stops
