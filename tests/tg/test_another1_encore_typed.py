"""« encore » typed once a lone /quiz poll was answered, or once a /main hand was counted, got
« Je réponds aux comptes et aux commandes : /main vous donne une main… » (as /rois compte
already deals another on « encore »): now another poll, or another hand of the same kind,
as the command would; a hand dealt after the poll is what « encore » is about."""

from __future__ import annotations

import pytest
from test_quiz_handlers import correct, last_poll, polls_sent

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts


@pytest.mark.parametrize(
    ("code", "typed"), [("fr-CA", "encore"), ("fr-CA", "Une autre svp"), ("en", "next")]
)
async def test_encore_after_a_lone_poll_sends_another(
    bot_driver: Driver, local_api: LocalBotApi, code: str, typed: str
) -> None:
    user = 63_081
    await bot_driver.send("/quiz", user_id=user, language_code=code)
    poll = last_poll(local_api, user)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=user, language_code=code)
    calls = await bot_driver.send(typed, user_id=user, language_code=code)
    assert len(polls_sent(calls)) == 1, texts(calls)


@pytest.mark.parametrize(
    ("code", "command", "typed"),
    [("fr-CA", "/main", "encore"), ("fr-CA", "/crib", "Encore!"), ("en", "/hand", "another one")],
)
async def test_encore_after_a_hand_deals_another(
    bot_driver: Driver, db: Database, code: str, command: str, typed: str
) -> None:
    user = 63_082
    await bot_driver.send(command, user_id=user, language_code=code)
    first = await db.questions.pending_question(user, user)
    assert first is not None
    await bot_driver.send("0", user_id=user, language_code=code)
    calls = await bot_driver.send(typed, user_id=user, language_code=code)
    second = await db.questions.pending_question(user, user)
    assert second is not None and second.id != first.id, texts(calls)
    assert second.kind == first.kind


async def test_encore_after_a_poll_sent_after_the_hand_is_the_poll_s(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    user = 63_083
    await bot_driver.send("/main", user_id=user, language_code="fr")
    await bot_driver.send("0", user_id=user, language_code="fr")
    await bot_driver.send("/quiz", user_id=user, language_code="fr")
    poll = last_poll(local_api, user)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=user, language_code="fr")
    calls = await bot_driver.send("encore", user_id=user, language_code="fr")
    assert len(polls_sent(calls)) == 1, texts(calls)
    assert await db.questions.pending_question(user, user) is None
