""" "/odds I'm at 100 he's at 115" (as « /chances je suis à 100 il est à 115 » is read) got
"I cannot read “at”": "at" before a score is skipped as « à » is, and "he's", "she's" say
the score is the opponent's."""

from __future__ import annotations

import pytest
from test_odds5_fadoq_word import one_text

from bot.i18n import I18n
from bot.tg.local import Driver
from bot.views.odds import Request, read_request

TR = I18n.load().translator("en")


@pytest.mark.parametrize(
    ("typed", "request_"),
    [
        ("I'm at 100 he's at 115", Request(100, 115)),
        ("I\u2019m at 100, she\u2019s at 115, she deals", Request(100, 115, dealer=False)),
        ("he's at 115 I'm at 100", Request(100, 115)),
        ("100 at 115", Request(100, 115)),
    ],
)
def test_at_and_he_s_are_read(typed: str, request_: Request) -> None:
    assert read_request(typed.split(), TR) == request_


async def test_the_chat_answers(bot_driver: Driver) -> None:
    text = one_text(
        await bot_driver.send("/odds I'm at 100 he's at 115", 9_564, language_code="en")
    )
    assert text.startswith("You are the dealer, at 100 to 115: you win"), text
