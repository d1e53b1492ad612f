"""« pourquoi? » typed in a club's group right after a member's /ecart verdict was met with
silence (in private it is answered): it is answered there too, named for her; once another
member's deal is posted after hers, it may be about his, and is left alone."""

from __future__ import annotations

import pytest
from test_ecart14_why_after_verdict import DEAL

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts

GROUP = -100_1414


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards(DEAL)), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


def member(user: int, name: str) -> dict[str, object]:
    return {
        "user_id": user,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": "fr",
        "first_name": name,
    }


async def test_why_after_her_verdict_in_the_group(bot_driver: Driver) -> None:
    rita = member(1421, "Rita")
    await bot_driver.send("/ecart", **rita)
    await bot_driver.send("R 5", **rita)
    [why] = texts(await bot_driver.send("pourquoi?", **rita))
    assert why.startswith("<b>Rita\u00a0: Pourquoi 2♣ 3♣?</b>"), why
    assert "Ce qui décide entre 2♣ 3♣ et R♦ 5♥" in why.replace("\u00a0", " ")


async def test_after_another_members_deal_it_is_left_alone(bot_driver: Driver) -> None:
    rita, jean = member(1422, "Rita"), member(1423, "Jean")
    await bot_driver.send("/ecart", **rita)
    await bot_driver.send("R 5", **rita)
    await bot_driver.send("/ecart", **jean)
    assert texts(await bot_driver.send("pourquoi?", **rita)) == []
