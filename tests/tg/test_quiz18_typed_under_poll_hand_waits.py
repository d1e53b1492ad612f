"""« /main », then « /quiz », then « 12 » typed for the hand: the reply read « Touchez une des
réponses du sondage ci-dessus. /annuler arrête le quiz. » and said nothing of the hand dealt
before the poll, which she could believe gone. It now says that the hand waits for her count
once the poll is tapped (once a series is over), as it does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_quiz_handlers import correct, last_poll


def said(calls: object) -> str:
    (text,) = texts(calls)  # type: ignore[arg-type]
    return html_to_text(text).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("code", "line"),
    [
        (
            "fr-CA",
            "Touchez une des réponses du sondage ci-dessus. La question posée avant ce sondage"
            " attend ensuite votre réponse. /annuler arrête le quiz.",
        ),
        (
            "en",
            "Tap one of the answers in the quiz above. The question asked before it waits for"
            " your answer after that. /cancel stops the quiz.",
        ),
    ],
)
async def test_a_count_typed_under_a_lone_poll_says_the_hand_waits(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, code: str, line: str
) -> None:
    player = {"user_id": 9_185, "language_code": code}
    await bot_driver.send("/main", **player)
    await bot_driver.send("/quiz", **player)
    assert said(await bot_driver.send("12", **player)) == line
    poll = last_poll(local_api, 9_185)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=9_185)
    await bot_driver.send("12", **player)
    assert await db.questions.pending_question(9_185, 9_185) is None


@pytest.mark.parametrize(
    ("code", "line"),
    [
        (
            "fr-CA",
            "Touchez une des réponses du sondage ci-dessus. La question posée avant ce sondage"
            " attend votre réponse quand la série sera finie."
            " /annuler arrête la série de questions.",
        ),
        (
            "en",
            "Tap one of the answers in the quiz above. The question asked before this poll"
            " waits for your answer when the series is over. /cancel stops the series.",
        ),
    ],
)
async def test_a_count_typed_under_a_series_says_the_hand_waits(
    bot_driver: Driver, code: str, line: str
) -> None:
    player = {"user_id": 9_186, "language_code": code}
    await bot_driver.send("/main", **player)
    await bot_driver.send("/quiz 2", **player)
    assert said(await bot_driver.send("12", **player)) == line


async def test_a_text_under_a_poll_with_nothing_before_it_says_no_more(
    bot_driver: Driver,
) -> None:
    await bot_driver.send("/quiz", user_id=9_187, language_code="fr")
    reply = said(await bot_driver.send("12", user_id=9_187, language_code="fr"))
    assert reply == "Touchez une des réponses du sondage ci-dessus. /annuler arrête le quiz."


async def test_a_hand_dealt_during_the_series_is_named_before_this_poll(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """A hand dealt between two polls of the series was asked before the poll now waiting,
    not before the series."""
    player = {"user_id": 9_188, "language_code": "fr"}
    await bot_driver.send("/quiz 3", **player)
    await bot_driver.send("/main", **player)
    poll = last_poll(local_api, 9_188)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=9_188)
    reply = said(await bot_driver.send("12", **player))
    assert "La question posée avant ce sondage attend votre réponse quand la série" in reply
