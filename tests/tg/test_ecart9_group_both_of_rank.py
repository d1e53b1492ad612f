"""In a group, « les deux 9 » (« les neufs », "both 9s") typed by the member whose /ecart deal
waits was taken for chatter and got no answer at all, where « 9♥ 9♠ » is graded: it is now
read as her lay-away (and « bonjour » stays chatter)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg.handlers import ecart as ecart_handlers
from bot.tg.local import Driver, texts

GROUP = -100_909
NINES = Challenge(tuple(parse_cards("9H 9S JD KD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "les deux 9", "9♥ 9♠"),
        ("fr", "les neufs", "9♥ 9♠"),
        ("en", "both 9s", "9♥ 9♠"),
        ("en", "the two nines", "9♥ 9♠"),
    ],
)
async def test_both_of_a_rank_typed_in_a_group_is_her_lay_away(
    bot_driver: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, typed: str, said: str
) -> None:
    async def nines(*args: Any, **kwargs: Any) -> Challenge:
        return NINES

    monkeypatch.setattr(ecart_handlers.coaching, "challenge_deal", nines)
    where = {"user_id": 909, "chat_id": GROUP, "chat_type": "group", "language_code": lang}
    await bot_driver.send("/ecart", **where)
    assert await bot_driver.send("bonjour", **where) == []  # chatter stays chatter
    [verdict] = texts(await bot_driver.send(typed, **where))
    assert verdict.split(":")[0].endswith(said) or said in verdict.split("\n")[0], verdict
    assert "15" in verdict.split("\n")[0], verdict
