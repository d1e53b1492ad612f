"""« les deux trèfles » typed in a club's group at a member's /ecart deal was taken for
chatter (nothing answered) where « les deux 9 » is read: it is read as her lay-away."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import reads_lay_away
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts

GROUP = -100_1461


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


async def test_both_clubs_in_the_group(bot_driver: Driver) -> None:
    rita = {
        "user_id": 1461,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": "fr",
        "first_name": "Rita",
    }
    await bot_driver.send("/ecart", **rita)
    [verdict] = texts(await bot_driver.send("les deux trèfles", **rita))
    assert verdict.replace("\u00a0", " ").startswith("<b>Rita — 2♣ 3♣ : le meilleur"), verdict
    await bot_driver.send("/ecart", **rita)
    [one] = texts(await bot_driver.send("les deux piques", **rita))
    assert "Vous n'avez qu'un pique dans cette donne" in one, one


@pytest.mark.parametrize("typed", ["les deux trèfles", "mes cœurs", "both clubs"])
def test_a_suit_said_reads_as_a_lay_away(typed: str) -> None:
    assert reads_lay_away(typed)
