"""Cards typed again after an /ecart verdict (« R 5 » sent twice, or a second thought) were
answered « Rien à compter pour l'instant : /main vous donne une main. », as if a hand to
count were meant: a lay-away of the deal just graded is told « Cette donne est terminée :
/ecart en donne une autre. »; anything else keeps its answer."""

from __future__ import annotations

import pytest
from test_ecart14_why_after_verdict import DEAL

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards(DEAL)), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


@pytest.mark.parametrize(
    ("lang", "again", "said"),
    [
        ("fr", "R 5", "Cette donne est terminée\u00a0: /ecart en donne une autre."),
        ("fr", "2T 3T", "Cette donne est terminée\u00a0: /ecart en donne une autre."),
        ("en", "2C 3C", "This deal is over: /discard deals another."),
    ],
)
async def test_a_lay_away_after_the_verdict(
    bot_driver: Driver, lang: str, again: str, said: str
) -> None:
    who = {"user_id": 1441, "language_code": lang}
    await bot_driver.send("/ecart", **who)
    await bot_driver.send("R 5" if lang == "fr" else "K 5", **who)
    assert texts(await bot_driver.send(again, **who)) == [said]


async def test_a_count_after_the_verdict_keeps_its_answer(bot_driver: Driver) -> None:
    who = {"user_id": 1442, "language_code": "fr"}
    await bot_driver.send("/ecart", **who)
    await bot_driver.send("R 5", **who)
    [said] = texts(await bot_driver.send("12", **who))
    assert said.startswith("Rien à compter pour l'instant"), said
