"""« /quiz rois 2 » opened on « Quiz des règles : 2 questions. » and asked about Kings
Cribbage, the tile game, which the summary then named: the heading now says it is the Kings
Cribbage quiz (« Quiz Kings Cribbage : 2 questions. »); other series keep theirs."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "typed", "heading"),
    [
        ("fr", "/quiz rois 2", "Quiz Kings Cribbage\u00a0: 2 questions."),
        ("en", "/quiz kings 2", "Kings Cribbage quiz: 2 questions."),
        ("fr", "/quiz 2", "Quiz des règles\u00a0: 2 questions."),
    ],
)
async def test_a_kings_series_is_introduced_as_such(
    bot_driver: Driver, lang: str, typed: str, heading: str
) -> None:
    intro, *_ = texts(await bot_driver.send(typed, user_id=9_133, language_code=lang))
    assert html_to_text(intro).split("\n")[0] == heading, intro
