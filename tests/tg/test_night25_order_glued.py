"""The organizer typed « /soiree ronde2 », the number run into the word, and read « Je ne
comprends pas « ronde2 ». », the round not drawn. An order's word run into a number now
reads as the two words (« ronde 2 », "round2": the round drawn; « table3 121 98 »: table 3's
correction)."""

from __future__ import annotations

import pytest

from bot.drills.night_args import unglued
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall


@pytest.mark.parametrize(("lang", "typed"), [("fr", "ronde1"), ("en", "round1"), ("fr", "Ronde1")])
async def test_a_round_typed_with_its_number_run_in_is_drawn(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    before = len(hall.group())
    await hall.say(f"{hall.cmd} {typed}")
    said = hall.group(before)
    assert [t.round for t in await hall.tables(night)] == [1], said
    assert said[0].startswith("Ronde 1 sur 6" if lang == "fr" else "Round 1 of 6"), said


def test_only_an_order_word_is_parted_from_its_number() -> None:
    assert unglued(["ronde2"]) == ["ronde", "2"]
    assert unglued(["table3", "121", "98"]) == ["table", "3", "121", "98"]
    assert unglued(["corriger", "1", "1"]) == ["corriger", "1", "1"]
    assert unglued(["jeux50"]) == ["jeux50"]  # a format's name, not an order
    assert unglued(["t3", "121", "98"]) == ["t3", "121", "98"]
    assert unglued([]) == []
