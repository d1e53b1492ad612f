"""The organizer wrote a table's score as he reads it on the sheet: « /soiree corriger table
2 121 95 », and read « Je ne comprends pas « table ». Dites la ronde, la table, puis les deux
pointages ». The labels (« ronde », « table ») and « à » between the scores are read now."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    "words",
    [
        ("table 1 121 95", "table 1 121 95"),
        ("ronde 1 table 1 121 à 95", "round 1 table 1 121 to 95"),
    ],
)
async def test_a_correction_said_with_its_labels_is_written(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: tuple[str, str]
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, _, _ = await hall.one_table("fadoq")
    await hall.order("corriger", "correct", words[0] if lang == "fr" else words[1])
    (t,) = await hall.tables(night)
    assert t.confirmed and t.score == (121, 95), (t, hall.group()[-1])
