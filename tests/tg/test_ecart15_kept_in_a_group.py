"""In a group, « je garde 5 5 10 V » ("I keep 5 5 10 J") typed by the member whose /ecart deal
waits was taken for chatter and got no answer, where in private the two other cards are laid
away: it is now her lay-away there too (and « je garde le moral » stays chatter)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import names_cards_of, reads_lay_away
from bot.engine.card_parsing import parse_cards
from bot.tg.handlers import ecart as ecart_handlers
from bot.tg.local import Driver, texts

GROUP = -100_915
DEAL = Challenge(tuple(parse_cards("5H 5D 10S JC 2S 9H")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "je garde 5 5 10 V"), ("en", "I keep 5 5 10 J")]
)
async def test_cards_kept_typed_in_a_group_lay_away_the_others(
    bot_driver: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, typed: str
) -> None:
    async def deal(*args: Any, **kwargs: Any) -> Challenge:
        return DEAL

    monkeypatch.setattr(ecart_handlers.coaching, "challenge_deal", deal)
    where = {"user_id": 915, "chat_id": GROUP, "chat_type": "group", "language_code": lang}
    await bot_driver.send("/ecart", **where)
    assert await bot_driver.send("je garde le moral", **where) == []  # chatter stays chatter
    [verdict] = texts(await bot_driver.send(typed, **where))
    assert "2♠ 9♥" in verdict.split("\n")[0], verdict


def test_a_rank_kept_not_dealt_is_meant_for_her_deal() -> None:
    assert reads_lay_away("je garde 5 5 10 R")
    assert names_cards_of("je garde 5 5 10 R", DEAL)
    assert reads_lay_away("je garde 5♥ 5♦ 10♠ V♣")
    assert not reads_lay_away("je garde le moral")
