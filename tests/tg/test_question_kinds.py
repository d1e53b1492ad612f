"""The shared question plumbing for every kind (hand, crib, pegging, écart): the single text
handler's refusals, /cancel and its buttons, /stats when only pegging or écart was played,
and keypad presses aimed at a question that is not a hand."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegKind
from bot.storage import Database, Question
from bot.tg.handlers import callbacks
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts

GROUP = -100_400
NOT_YOURS = {"en": "That question is not yours.", "fr": "Cette question n'est pas à vous."}
ALREADY = {
    "en": "That question was already answered.",
    "fr": "Cette question a déjà reçu sa réponse.",
}
DROPPED = {"en": "Question dropped.", "fr": "Question abandonnée."}
NOTHING = {
    "en": "Nothing to cancel: no question is waiting.",
    "fr": "Rien à abandonner\u00a0: aucune question n'attend.",
}
EMPTY_STATS = {"en": "No hand counted yet", "fr": "Aucune main comptée"}
LANGS = ["en", "fr"]


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


def edited(calls: list[ApiCall]) -> list[int]:
    return [int(c.params["message_id"]) for c in calls if c.method == "editMessageReplyMarkup"]


async def deal_play(driver: Driver, db: Database, user: int, lang: str) -> Question:
    """A /peg play question (card buttons) for `user` in their private chat."""
    await driver.send("/peg play", user_id=user, language_code=lang)
    question = await pending(db, user)
    assert question.kind == PegKind.PLAY.value
    return question


# -- The text handler ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_reply_to_someone_elses_pegging_question(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/peg count", user_id=300, language_code=lang, **group)
    question = await pending(db, 300, GROUP)
    calls = await bot_driver.send(
        "2", user_id=301, language_code=lang, reply_to=question.message_id, **group
    )
    text = one_text(calls)
    assert text == NOT_YOURS[lang]
    assert "/hand" not in text
    assert (await pending(db, 300, GROUP)).id == question.id


@pytest.mark.parametrize("lang", LANGS)
async def test_reply_to_an_answered_pegging_question(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/peg count", user_id=302, language_code=lang, **group)
    question = await pending(db, 302, GROUP)
    total = str(question.expected["total"])
    await bot_driver.send(total, user_id=302, language_code=lang, **group)
    late = await bot_driver.send(
        total, user_id=302, language_code=lang, reply_to=question.message_id, **group
    )
    assert one_text(late) == ALREADY[lang]


@pytest.mark.parametrize("lang", LANGS)
async def test_reply_to_a_finished_ecart_in_private(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    await bot_driver.send("/ecart", user_id=303, language_code=lang)
    question = await pending(db, 303)
    cards = " ".join(question.deal["ecart"]["cards"][:2])
    await bot_driver.send(cards, user_id=303, language_code=lang)
    assert await db.questions.pending_question(303, 303) is None
    late = await bot_driver.send(
        "hello", user_id=303, language_code=lang, reply_to=question.message_id
    )
    assert one_text(late) == ALREADY[lang]


async def test_hand_replies_keep_their_hand_wording(bot_driver: Driver, db: Database) -> None:
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/hand", user_id=304, language_code="en", **group)
    question = await pending(db, 304, GROUP)
    calls = await bot_driver.send(
        "7", user_id=305, language_code="en", reply_to=question.message_id, **group
    )
    assert one_text(calls) == "That hand is not yours: /hand deals you one."


# -- /cancel ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_cancel_a_play_question_removes_its_cards(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    question = await deal_play(bot_driver, db, 310, lang)
    assert question.message_id is not None
    calls = await bot_driver.send("/cancel", user_id=310, language_code=lang)
    assert one_text(calls) == DROPPED[lang]
    assert edited(calls) == [question.message_id]
    message = local_api.message(310, question.message_id)
    assert message is not None and inline_buttons(message) == []
    assert await db.questions.pending_question(310, 310) is None


@pytest.mark.parametrize("lang", LANGS)
async def test_cancel_an_ecart_removes_its_cards(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    await bot_driver.send("/ecart", user_id=311, language_code=lang)
    question = await pending(db, 311)
    assert question.message_id is not None
    calls = await bot_driver.send("/annuler", user_id=311, language_code=lang)
    assert one_text(calls) == DROPPED[lang]
    assert edited(calls) == [question.message_id]
    message = local_api.message(311, question.message_id)
    assert message is not None and inline_buttons(message) == []
    again = one_text(await bot_driver.send("/cancel", user_id=311, language_code=lang))
    assert again == NOTHING[lang]


@pytest.mark.parametrize("lang", LANGS)
async def test_cancel_a_count_question_says_question(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    await bot_driver.send("/peg round", user_id=312, language_code=lang)
    calls = await bot_driver.send("/cancel", user_id=312, language_code=lang)
    assert one_text(calls) == DROPPED[lang]
    assert edited(calls) == []  # no buttons on a private count question


async def test_cancel_a_hand_in_private_touches_no_keyboard(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/hand", user_id=313, language_code="en")
    question = await pending(db, 313)
    calls = await bot_driver.send("/cancel", user_id=313, language_code="en")
    assert str(question.expected["total"]) in one_text(calls)
    assert edited(calls) == []


async def test_cancelled_play_buttons_no_longer_work(bot_driver: Driver, db: Database) -> None:
    question = await deal_play(bot_driver, db, 314, "en")
    await bot_driver.send("/cancel", user_id=314, language_code="en")
    data = f"pp:{question.id}:go"
    calls = await bot_driver.press(data, question.message_id or 0, 314, language_code="en")
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert await db.stats.attempts(314) == []


# -- /stats ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_stats_with_nothing_invites_to_count(bot_driver: Driver, lang: str) -> None:
    text = one_text(await bot_driver.send("/stats", user_id=320, language_code=lang))
    assert EMPTY_STATS[lang] in text


@pytest.mark.parametrize("lang", LANGS)
async def test_stats_with_only_pegging(bot_driver: Driver, db: Database, lang: str) -> None:
    await bot_driver.send("/peg count", user_id=321, language_code=lang)
    question = await pending(db, 321)
    await bot_driver.send(str(question.expected["total"]), user_id=321, language_code=lang)
    text = one_text(await bot_driver.send("/stats", user_id=321, language_code=lang))
    assert EMPTY_STATS[lang] not in text and "/hand" not in text
    assert ("Pegging" if lang == "en" else "Le jeu") in text


@pytest.mark.parametrize("lang", LANGS)
async def test_stats_with_only_ecart(bot_driver: Driver, db: Database, lang: str) -> None:
    await bot_driver.send("/ecart", user_id=322, language_code=lang)
    question = await pending(db, 322)
    cards = " ".join(question.deal["ecart"]["cards"][:2])
    await bot_driver.send(cards, user_id=322, language_code=lang)
    text = one_text(await bot_driver.send("/stats", user_id=322, language_code=lang))
    assert EMPTY_STATS[lang] not in text and "/hand" not in text
    assert ("lay-away" if lang == "en" else "écart") in text


# -- The keypad ------------------------------------------------------------------------------


async def test_keypad_press_on_a_pegging_question_is_stale(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/peg count", user_id=330, language_code="en")
    question = await pending(db, 330)
    calls = await bot_driver.press(
        callbacks.key(question.id, 2), question.message_id or 0, 330, language_code="en"
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert "no longer works" in calls[0].params["text"]
    assert (await pending(db, 330)).id == question.id
