"""In a club's group, Rita's /ecart deal waits and she types « c'est quoi l'espérance? » (not as
a reply): no answer, where in private the averages are explained. A question about the
averages at her own deal is about her deal: answered in the group, her name first, the deal
still waiting. Another member's question, with no deal of his, stays chatter."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_average_at_deal
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts

GROUP = -100_416


@pytest.mark.parametrize(
    ("lang", "typed", "told", "said"),
    [
        ("fr", "c'est quoi l'espérance?", "Rita — L'espérance", "en moyenne"),
        ("fr", "ça veut dire quoi en moyenne?", "Rita — L'espérance", "en moyenne"),
        ("en", "what is the expected value?", "Rita — The expected value", "on average"),
    ],
)
async def test_the_average_is_explained_in_a_group(
    bot_driver: Driver, db: Database, lang: str, typed: str, told: str, said: str
) -> None:
    rita = {"user_id": 4481, "chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    jean = {**rita, "user_id": 4482, "first_name": "Jean"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    question = await db.questions.pending_question(4481, GROUP)
    assert question is not None
    assert await bot_driver.send(typed, **jean) == []  # no deal of his
    [reply] = texts(await bot_driver.send(typed, first_name="Rita", **rita))
    assert html_to_text(reply).startswith(told), reply
    assert said in reply
    still = await db.questions.pending_question(4481, GROUP)
    assert still is not None and still.id == question.id


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("c'est quoi l'espérance?", True),
        ("l'espérance?", True),
        ("qu'est-ce que ça veut dire en moyenne?", True),
        ("What does expected value mean?", True),
        ("ma moyenne au tournoi était bonne", False),
        ("on fait la moyenne des points jeudi?", False),
        ("the average age of the club is 72", False),
    ],
)
def test_the_averages_asked_alone_read_at_a_deal(text: str, asked: bool) -> None:
    assert asks_average_at_deal(text) is asked
