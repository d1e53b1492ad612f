"""A button that deals (Next hand, a pegging kind, New lay-away) pressed twice, or pressed late
on an old verdict while the question it dealt still waits: nothing is dealt again, and the
toast points to the question waiting below (it used to deal another one and set the first
aside, « Votre question précédente est mise de côté »)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts

TOASTS = {
    "en": "Your question is waiting below: answer it, or /cancel it.",
    "fr": "Votre question vous attend plus bas\u00a0: répondez-y, ou /annuler pour la laisser.",
}


def toasts(calls: list[ApiCall]) -> list[str]:
    return [str(c.params.get("text", "")) for c in calls if c.method == "answerCallbackQuery"]


def last_with_buttons(api: LocalBotApi, chat: int) -> dict[str, object]:
    return next(m for m in reversed(api.messages(chat)) if inline_buttons(m))


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_next_hand_pressed_twice_deals_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    user = 5101 if lang == "en" else 5102
    await bot_driver.send("/hand", user, language_code=lang)
    await bot_driver.send("0", user, language_code=lang)
    verdict = last_with_buttons(local_api, user)
    first = await bot_driver.press_button(verdict, 1, user, language_code=lang)
    dealt = await db.questions.pending_question(user, user)
    assert dealt is not None and len(texts(first)) == 1
    second = await bot_driver.press_button(verdict, 1, user, language_code=lang)
    assert texts(second) == [] and toasts(second) == [TOASTS[lang]]
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.id == dealt.id
    # Once it is answered, the old button deals again.
    await bot_driver.send("0", user, language_code=lang)
    again = await bot_driver.press_button(verdict, 1, user, language_code=lang)
    assert len(texts(again)) == 1 and toasts(again) == [""]


async def test_a_pegging_kind_pressed_twice_deals_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/peg", 5103, language_code="en")
    menu = last_with_buttons(local_api, 5103)
    await bot_driver.press_button(menu, 1, 5103, language_code="en")
    dealt = await db.questions.pending_question(5103, 5103)
    second = await bot_driver.press_button(menu, 1, 5103, language_code="en")
    assert texts(second) == [] and toasts(second) == [TOASTS["en"]]
    waiting = await db.questions.pending_question(5103, 5103)
    assert dealt is not None and waiting is not None and waiting.id == dealt.id


async def test_a_newer_button_still_deals_over_a_waiting_question(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    """/start's buttons, sent after the question, replace it as a command would."""
    await bot_driver.send("/hand", 5104, language_code="en")
    old = await db.questions.pending_question(5104, 5104)
    await bot_driver.send("/start", 5104, language_code="en")
    calls = await bot_driver.press_button(last_with_buttons(local_api, 5104), 2, 5104)
    new = await db.questions.pending_question(5104, 5104)
    assert old is not None and new is not None and new.id != old.id and new.kind == "crib"
    assert toasts(calls) == [""]


@pytest.mark.parametrize(("button", "kind"), [(1, "kings-count"), (2, "kings-best")])
async def test_a_kings_menu_button_pressed_twice_deals_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, button: int, kind: str
) -> None:
    """« Count a move » and « Best move » under /kings deal a question; pressed again on the
    menu while it waits, they deal nothing. « How to play » still answers there."""
    await bot_driver.send("/rois", 5105, language_code="fr")
    menu = last_with_buttons(local_api, 5105)
    await bot_driver.press_button(menu, button, 5105, language_code="fr")
    dealt = await db.questions.pending_question(5105, 5105)
    assert dealt is not None and dealt.kind == kind
    second = await bot_driver.press_button(menu, button, 5105, language_code="fr")
    assert texts(second) == [] and toasts(second) == [TOASTS["fr"]]
    waiting = await db.questions.pending_question(5105, 5105)
    assert waiting is not None and waiting.id == dealt.id
    rules = await bot_driver.press_button(menu, 4, 5105, language_code="fr")
    assert len(texts(rules)) == 1 and "Kings" in texts(rules)[0]


GAME_BELOW = {
    "en": "Your game is waiting below: your move.",
    "fr": "Votre partie vous attend plus bas\u00a0: à vous de jouer.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_kings_game_button_pressed_twice_sends_the_game_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """« Une partie » under /rois tapped twice sent the game, then the same step again under
    « Votre partie reprend où elle en était. » (the first one's buttons taken off). Now the
    second tap sends nothing and the toast points to the game; with a count set above the
    game instead, the button still brings the game back."""
    user = 5106 if lang == "en" else 5107
    await bot_driver.send("/kings", user, language_code=lang)
    menu = last_with_buttons(local_api, user)
    first = await bot_driver.press_button(menu, 3, user, language_code=lang)
    game = await db.questions.pending_question(user, user)
    assert game is not None and game.kind == "kings-play" and len(texts(first)) == 1
    second = await bot_driver.press_button(menu, 3, user, language_code=lang)
    assert texts(second) == [] and toasts(second) == [GAME_BELOW[lang]]
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.id == game.id
    await bot_driver.send("/kings count", user, language_code=lang)
    back = await bot_driver.press_button(menu, 3, user, language_code=lang)
    resumed = await db.questions.pending_question(user, user)
    assert resumed is not None and resumed.kind == "kings-play" and resumed.id != game.id
    assert toasts(back) == [""]


STOP_ASKED = {
    "en": "Stop this game? Answer the question below.",
    "fr": "Arrêter cette partie? Répondez à la question plus bas.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_kings_stop_button_tapped_twice_asks_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """« Arrêter la partie » tapped twice sent « Arrêter cette partie? Elle finit ici… » twice,
    each with its Yes and No. Now the second tap asks nothing and its toast points to the
    question; once answered « Non, on continue », the button asks again."""
    user = 5108 if lang == "en" else 5109
    await bot_driver.send("/kings play", user, language_code=lang)
    step = last_with_buttons(local_api, user)
    stop = len(inline_buttons(step))  # the last button: stop the game
    first = await bot_driver.press_button(step, stop, user, language_code=lang)
    assert len(texts(first)) == 1
    second = await bot_driver.press_button(step, stop, user, language_code=lang)
    assert texts(second) == [] and toasts(second) == [STOP_ASKED[lang]]
    confirm = last_with_buttons(local_api, user)
    await bot_driver.press_button(confirm, 2, user, language_code=lang)  # No, go on
    again = await bot_driver.press_button(step, stop, user, language_code=lang)
    assert len(texts(again)) == 1 and toasts(again) == [""]
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.kind == "kings-play"


HINT_SENT = {
    "en": "The hint for this move is already below.",
    "fr": "L'indice pour ce coup est déjà plus bas.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_kings_hint_button_tapped_twice_hints_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """« Indice » tapped twice under a game step sent « Un bon coup : … » twice. Now the
    second tap sends nothing and its toast points to the hint below; the step still waits."""
    user = 5110 if lang == "en" else 5111
    await bot_driver.send("/kings play", user, language_code=lang)
    step = last_with_buttons(local_api, user)
    hint = 1  # the first step's first button (no count of the bot's to call Joker on yet)
    first = await bot_driver.press_button(step, hint, user, language_code=lang)
    assert len(texts(first)) == 1 and toasts(first) == [""]
    second = await bot_driver.press_button(step, hint, user, language_code=lang)
    assert texts(second) == [] and toasts(second) == [HINT_SENT[lang]]
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.kind == "kings-play"
