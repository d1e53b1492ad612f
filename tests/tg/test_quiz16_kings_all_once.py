"""« /quiz rois 20 »: « Quiz Kings Cribbage : 20 questions. », and the bank holds 15 of them:
five came a second time in the same series, with no word. Now the series asks each once
(15), and says there are no more."""

from __future__ import annotations

import random

import pytest
from test_quiz_handlers import correct, last_poll, polls_sent

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import plan_series, topic_bank
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

KINGS = len(topic_bank(shipped_quiz_bank(), "kings"))


def test_a_topic_series_asks_each_of_its_questions_once() -> None:
    plan = plan_series(random.Random(1), shipped_quiz_bank(), KINGS + 5, topic="kings")
    assert len(plan) == len(set(plan)) == KINGS


@pytest.mark.parametrize(
    ("code", "typed", "heading", "said"),
    [
        (
            "fr",
            "/quiz rois 20",
            f"Quiz Kings Cribbage : {KINGS} questions.",
            f"Il n'y a que {KINGS} questions sur Kings Cribbage : chacune est posée une fois.",
        ),
        (
            "en",
            "/quiz kings 20",
            f"Kings Cribbage quiz: {KINGS} questions.",
            f"There are only {KINGS} Kings Cribbage questions: each is asked once.",
        ),
    ],
)
async def test_quiz_kings_20_says_there_are_no_more(
    bot_driver: Driver, local_api: LocalBotApi, code: str, typed: str, heading: str, said: str
) -> None:
    player = {"user_id": 9_166, "language_code": code}
    calls = await bot_driver.send(typed, **player)
    intro = html_to_text(texts(calls)[0]).replace("\u00a0", " ")
    assert intro.splitlines()[0] == heading, intro
    assert said in intro, intro
    asked = [polls_sent(calls)[0].params["question"]]
    for _ in range(KINGS - 1):
        poll = last_poll(local_api, 9_166)
        calls = await bot_driver.answer_poll(poll["id"], correct(poll), **player)
        asked.append(polls_sent(calls)[0].params["question"])
    assert len({q.split(" · ", 1)[1] for q in asked}) == KINGS
    poll = last_poll(local_api, 9_166)
    (end,) = texts(await bot_driver.answer_poll(poll["id"], correct(poll), **player))
    assert f"{KINGS} " in html_to_text(end), end
