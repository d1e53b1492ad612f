"""A club night played in the evening at the hall, closed at 21 h (Québec), was dated the day
after in the player's nights: the close is stored in UTC (02:00 the next day), and « Soirées
de club à la salle » read « 1er déc. 2026 : 1re place… » for the night of November 30, while
the group had read « fermée d'elle-même à 21 h 00 ». The day is now the club's."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall, play_round

DAY = {"fr": "30 nov. 2026 :", "en": "Nov 30, 2026:"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_evening_night_is_dated_the_clubs_day(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    evening = datetime(2026, 12, 1, 2, 0, tzinfo=UTC)  # 21 h on November 30 in Québec
    monkeypatch.setattr(db, "_clock", lambda: evening)
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("1 fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, random.Random(1))  # its last score: closed by itself
    assert (await db.nights.get_night(night.id)).closed_at is not None  # type: ignore[union-attr]
    await hall.private(hall.cmd, ANN)
    told = hall.told(ANN)[-1].splitlines()[-1]
    assert told.startswith(DAY[lang]), told
