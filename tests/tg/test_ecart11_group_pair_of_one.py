"""In a group, « la paire de rois » (« les deux dames ») typed by the member whose /ecart deal
holds one king (one queen) got no answer at all: it reads as her lay-away, but the « qu'un
roi » hint was kept for replies to the deal. A text naming cards of her own waiting deal is
addressed to it; group talk stays unanswered."""

from __future__ import annotations

from typing import Any

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import names_cards_of
from bot.engine.card_parsing import parse_cards
from bot.tg.handlers import ecart as ecart_handlers
from bot.tg.local import Driver, texts

GROUP = -100_911
ONE_KING = Challenge(tuple(parse_cards("9H 9S JD KD 2C QC")), dealer=True)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("la paire de rois", True),
        ("les deux dames", True),
        ("both kings", True),
        ("les deux 7", False),
        ("la paire", False),
        ("bonjour", False),
    ],
)
def test_names_cards_of_the_deal(text: str, named: bool) -> None:
    assert names_cards_of(text, ONE_KING) is named


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "la paire de rois", "<b>Rita</b> — Vous n'avez qu'un roi dans cette donne : R♦."),
        ("fr", "les deux dames", "<b>Rita</b> — Vous n'avez qu'une dame dans cette donne : D♣."),
        ("en", "both kings", "<b>Rita</b> — You have only one king in this deal: K♦."),
    ],
)
async def test_a_pair_of_one_card_in_a_group_is_answered(
    bot_driver: Driver, monkeypatch: pytest.MonkeyPatch, lang: str, typed: str, said: str
) -> None:
    async def one_king(*args: Any, **kwargs: Any) -> Challenge:
        return ONE_KING

    monkeypatch.setattr(ecart_handlers.coaching, "challenge_deal", one_king)
    where = {
        "user_id": 911,
        "chat_id": GROUP,
        "chat_type": "group",
        "language_code": lang,
        "first_name": "Rita",
    }
    await bot_driver.send("/ecart", **where)
    assert await bot_driver.send("bonjour", **where) == []  # chatter stays chatter
    assert await bot_driver.send("les deux 7", **where) == []  # no seven: not about her deal
    [reply] = texts(await bot_driver.send(typed, **where))
    assert reply.replace("\u00a0", " ") == said, reply


@pytest.mark.parametrize(
    ("text", "named"),
    [("R et 5", True), ("KD 5S", True), ("5S 6S", False), ("9 9", True), ("7 8", False)],
)
def test_cards_or_ranks_of_the_deal(text: str, named: bool) -> None:
    assert names_cards_of(text, ONE_KING) is named
