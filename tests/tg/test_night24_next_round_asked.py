"""Cat's game confirmed, round 2 not drawn yet, she asked Muggins in private « c'est quoi la
prochaine table? » (or typed /soiree): she read the standings alone, not a word of her next
table. She now reads that round 2 is not drawn yet and that her table will come there."""

from __future__ import annotations

import random

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, play_round


@pytest.mark.parametrize(
    ("lang", "asked", "next_round"),
    [
        ("fr", "c'est quoi la prochaine table?", "La ronde 2 n'est pas encore tirée : je vous"
         " écrirai votre table ici dès qu'elle le sera."),
        ("fr", "/soiree", "La ronde 2 n'est pas encore tirée"),
        ("en", "what's my next table?", "Round 2 is not drawn yet: I will write your table"
         " here as soon as it is."),
    ],
)  # fmt: skip
async def test_the_next_table_asked_before_it_is_drawn(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str,
    next_round: str,
) -> None:  # fmt: skip
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    told = len(hall.told(CAT))
    await hall.private(asked, CAT)  # her game under way: her table, not the next round
    during = " ".join(hall.told(CAT)[told:])
    assert "Ronde 1 — table" in during or "Round 1 — table" in during, during
    assert next_round not in during, during
    await play_round(hall, night, 1, random.Random(3))
    told = len(hall.told(CAT))
    await hall.private(asked, CAT)
    after = hall.told(CAT)[told:]
    assert any(next_round in text for text in after), after
    await hall.order("ronde", "round")
    told = len(hall.told(CAT))
    await hall.private(asked, CAT)
    drawn = " ".join(hall.told(CAT)[told:])
    assert "Ronde 2 — table" in drawn or "Round 2 — table" in drawn, drawn
    assert "not drawn" not in drawn and "pas encore tirée" not in drawn, drawn
