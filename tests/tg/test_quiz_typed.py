"""A text or /cancel while a /quiz poll is the last thing asked (through the in-process Bot
API): the poll's answer is a tap, so the player is told so, an older pending hand is left
alone, and /cancel stops the quiz rather than that hand."""

from __future__ import annotations

from typing import Any

import pytest
from telegram import Bot
from telegram.error import BadRequest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts
from tests.tg.test_quiz_handlers import closed_by, correct, last_poll, tapped_before_closed

GROUP = -100_301
PLAYER = 17
TAP = {"fr-CA": "Touchez une des réponses du sondage ci-dessus.", "en": "Tap one of the answers"}
NOTHING = {
    "fr-CA": ("Rien à compter", "Je réponds aux comptes"),
    "en": ("Nothing to count", "I answer counts"),
}


def said(calls: Any) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0].replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("code", "typed"), [("fr-CA", "2"), ("fr-CA", "oui"), ("en", "2"), ("en", "yes")]
)
async def test_a_text_typed_for_a_lone_poll_says_to_tap_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, code: str, typed: str
) -> None:
    await bot_driver.send("/quiz", user_id=11, language_code=code)
    poll = last_poll(local_api, 11)
    reply = said(await bot_driver.send(typed, user_id=11, language_code=code))
    assert reply.startswith(TAP[code])
    assert ("/annuler arrête le quiz." if code == "fr-CA" else "/cancel stops the quiz.") in reply
    # Tapping still counts; after it, a typed number has nothing to answer again.
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=11)
    assert (await db.quiz.quiz_stats(11)).answered == 1
    again = said(await bot_driver.send(typed, user_id=11, language_code=code))
    assert again.startswith(NOTHING[code])


async def test_a_number_typed_for_the_poll_does_not_answer_an_older_hand(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.send("/main", user_id=12, language_code="fr-CA")
    hand = await db.questions.pending_question(12, 12)
    assert hand is not None
    await bot_driver.send("/quiz", user_id=12, language_code="fr-CA")
    assert said(await bot_driver.send("2", user_id=12, language_code="fr-CA")).startswith(
        TAP["fr-CA"]
    )
    still = await db.questions.pending_question(12, 12)
    assert still is not None and still.id == hand.id
    # Once the poll is tapped, the hand is the last thing asked: the number answers it.
    poll = last_poll(local_api, 12)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=12)
    await bot_driver.send("2", user_id=12, language_code="fr-CA")
    assert await db.questions.pending_question(12, 12) is None


async def test_a_hand_dealt_after_the_poll_takes_the_number(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/quiz", user_id=13, language_code="en")
    await bot_driver.send("/hand", user_id=13, language_code="en")
    reply = said(await bot_driver.send("2", user_id=13, language_code="en"))
    assert TAP["en"] not in reply
    assert await db.questions.pending_question(13, 13) is None


@pytest.mark.parametrize(
    ("command", "code", "stopped", "dropped"),
    [
        (
            "/annuler",
            "fr-CA",
            "Quiz arrêté : cette question ne compte plus.",
            "Main abandonnée. Le compte : ",
        ),
        (
            "/cancel",
            "en",
            "Quiz stopped: that question no longer counts.",
            "Hand dropped. The count: ",
        ),
    ],
)
async def test_cancel_stops_a_lone_poll_before_an_older_hand(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    command: str,
    code: str,
    stopped: str,
    dropped: str,
) -> None:
    await bot_driver.send("/main", user_id=14, language_code=code)
    await bot_driver.send("/quiz", user_id=14, language_code=code)
    poll = last_poll(local_api, 14)
    calls = await bot_driver.send(command, user_id=14, language_code=code)
    assert stopped in said(calls) and closed_by(calls, local_api, poll)
    assert await db.questions.pending_question(14, 14) is not None
    # The stopped poll is closed (it stayed open, tappable); a tap Telegram took just
    # before does not count and says so again (not silence, as if it had been graded),
    # and the next /cancel drops the hand.
    tapped = await tapped_before_closed(bot_driver, poll, correct(poll), 14, language_code=code)
    assert stopped in said(tapped) and not [c for c in tapped if c.method == "sendPoll"]
    assert (await db.quiz.quiz_stats(14)).answered == 0
    assert dropped in said(await bot_driver.send(command, user_id=14, language_code=code))
    assert await db.questions.pending_question(14, 14) is None


async def test_a_series_is_told_and_stopped_even_with_an_older_hand_pending(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/main", user_id=15, language_code="fr-CA")
    await bot_driver.send("/quiz 3", user_id=15, language_code="fr-CA")
    reply = said(await bot_driver.send("12", user_id=15, language_code="fr-CA"))
    assert reply.startswith(TAP["fr-CA"]) and "/annuler arrête la série" in reply
    reply = said(await bot_driver.send("/annuler", user_id=15, language_code="fr-CA"))
    assert "Quiz arrêté à la question 1 sur 3." in reply
    assert await db.questions.pending_question(15, 15) is not None


async def test_in_a_group_a_text_after_a_poll_is_chatter(bot_driver: Driver) -> None:
    await bot_driver.send(
        "/quiz", user_id=16, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )
    calls = await bot_driver.send(
        "2", user_id=16, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )
    assert texts(calls) == []


async def test_a_poll_telegram_will_not_close_leaves_the_stop_as_said(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The poll's message deleted meanwhile: stopPoll is refused, which the player never
    hears of; the quiz is stopped all the same, and a second stop finds nothing."""
    await bot_driver.send("/quiz", user_id=16, language_code="fr-CA")
    local_api.fail("stopPoll", 400, "Bad Request: message with poll to stop not found")
    calls = await bot_driver.send("/annuler", user_id=16, language_code="fr-CA")
    assert [c.method for c in calls] == ["sendMessage", "stopPoll"]
    assert said(calls).startswith("Quiz arrêté : cette question ne compte plus.")
    assert await db.quiz.awaiting_poll(16, 16) is None
    assert said(await bot_driver.send("/annuler", user_id=16)).startswith("Rien à abandonner")


async def test_the_fake_api_closes_a_poll_once(local_api: LocalBotApi) -> None:
    """stopPoll as Telegram answers it: the final poll, closed; a poll closed already or a
    message without a poll is refused."""
    bot = Bot("123:fake", request=local_api)
    async with bot:
        message = await bot.send_poll(PLAYER, "Q?", ["a", "b"], type="quiz", correct_option_ids=[1])
        final = await bot.stop_poll(PLAYER, message.message_id)
        assert final.is_closed and final.id == message.poll.id  # type: ignore[union-attr]
        with pytest.raises(BadRequest, match=r"(?i)poll has already been closed"):
            await bot.stop_poll(PLAYER, message.message_id)
        text = await bot.send_message(PLAYER, "no poll")
        with pytest.raises(BadRequest, match=r"(?i)message with poll to stop not found"):
            await bot.stop_poll(PLAYER, text.message_id)
