"""The organizer wrote a table's score as « /soiree corriger 1 1 121.98 » (or « 121,98 ») and
read « Je ne comprends pas « 121.98 ». », though a player's « 121.98 » and « 121,98 » are
their score. A dot or a comma between two numbers of a correction now parts them as a space
does: the score is set, 121 to 98."""

from __future__ import annotations

import pytest

from bot.drills.night_args import correction_of
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "corriger 1 1 121.98"), ("en", "correct 1 1 121,98")]
)
async def test_a_correction_with_a_dot_or_a_comma_is_set(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, _a, _b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} {typed}")
    (t,) = await hall.tables(night)
    assert t.score == (121, 98) and t.confirmed, (t, hall.group()[-2:])


def test_the_numbers_of_a_correction_parted_by_a_dot_or_a_comma() -> None:
    assert correction_of(["1", "2", "121.98"], 1) == (1, 2, (121, 98))
    assert correction_of(["table", "2", "121,98"], 1) == (1, 2, (121, 98))
    assert correction_of(["1.2", "121", "98"], 1) == (1, 2, (121, 98))
    assert correction_of(["1", "2", "121.", "98"], 1) is None  # a dot alone: not read
