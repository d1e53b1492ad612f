"""In a club's group, Rita's /ecart deal waits and she types « comment? » (or "how?") without
replying to the deal's message: no answer at all (the text did not read as cards, so it went by
as chatter), where in private, or replying to the deal, she is told what to keep and how to
answer. Now a question clearly about her own deal (« comment? », « comment on fait? », "how do
I choose?") is answered, her name first; group talk (« comment ça va? », "how are you?", « quoi?
») stays unanswered, and so does « comment? » from a member with no deal waiting."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_how_at_deal, reads_at_deal
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

GROUP = -100_4460


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("comment?", True),
        ("Comment ?", True),
        ("comment on fait?", True),
        ("comment je fais", True),
        ("comment ça marche?", True),
        ("comment je choisis mes cartes?", True),
        ("how?", True),
        ("How do I choose?", True),
        ("how does this work?", True),
        ("comment ça va?", False),
        ("comment vous allez?", False),
        ("how are you?", False),
        ("how was the tournament?", False),
        ("quoi?", False),
        ("what?", False),
        ("?", False),
        ("je comprends pas", False),
        ("bonjour", False),
        ("comment 5", False),
    ],
)
def test_a_question_about_the_deal_itself_reads_at_a_deal(text: str, asks: bool) -> None:
    assert asks_how_at_deal(text) is asks
    assert reads_at_deal(text) is (asks or text == "je comprends pas")  # ecart12: lost, read


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        ("fr", "comment?", "Rita — Gardez les cartes"),
        ("fr", "comment on fait?", "Rita — Gardez les cartes"),
        ("en", "how?", "Rita — Keep the cards"),
        ("en", "how do I choose?", "Rita — Keep the cards"),
    ],
)
async def test_how_at_her_own_deal_in_a_group_is_answered(
    bot_driver: Driver, db: Database, lang: str, typed: str, told: str
) -> None:
    rita = {"user_id": 4461, "chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    jean = {**rita, "user_id": 4462, "first_name": "Jean"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    question = await db.questions.pending_question(4461, GROUP)
    assert question is not None
    assert await bot_driver.send(typed, **jean) == []  # no deal of his: not his question
    chatter = "comment ça va?" if lang == "fr" else "how are you?"
    assert await bot_driver.send(chatter, first_name="Rita", **rita) == []
    [reply] = texts(await bot_driver.send(typed, first_name="Rita", **rita))
    assert html_to_text(reply).startswith(told), reply
    still = await db.questions.pending_question(4461, GROUP)
    assert still is not None and still.id == question.id  # the deal stays open


@pytest.mark.parametrize(("lang", "typed"), [("fr", "comment?"), ("en", "how?")])
async def test_how_said_to_another_member_is_left_to_them(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    """Rita's deal waits; Jean says « J'ai gagné hier » and Rita answers him « comment? »
    (a reply to his message): she asks him, not the bot; the bot stays out of it."""
    rita = {"user_id": 4463, "chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    deal = local_api.last_message(GROUP)
    assert deal is not None
    jeans = {
        "message_id": deal["message_id"] + 1,
        "from": {"id": 4464, "is_bot": False, "first_name": "Jean"},
        "chat": {"id": GROUP, "type": "supergroup"},
        "date": deal["date"],
        "text": "J'ai gagné hier",
    }
    assert await bot_driver.send(typed, reply_to=jeans, first_name="Rita", **rita) == []
    [reply] = texts(await bot_driver.send(typed, reply_to=deal, first_name="Rita", **rita))
    assert "Keep the cards" in reply or "Gardez les cartes" in reply  # to the deal: answered
