"""A count too high in the daily: « Donc : 6 - 6 = 0 pour, 6 contre. » then, in the same
message, « Étape 1/4 🟥 : 0 pour, 6 contre. »: the points for and against said twice. The
verdict says the sum, the part's line the points, once."""

from __future__ import annotations

import pytest
from test_daily_chat import clock, pending, total_of

from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["clock"]

USER = 74


@pytest.mark.parametrize(
    ("lang", "word", "part", "so"),
    [("fr", "contre", "Étape 1/4", "Donc\u00a0: "), ("en", "against", "Part 1/4", "So: ")],
)
async def test_a_count_too_high_says_its_points_once(
    bot_driver: Driver, db: Database, clock: object, lang: str, word: str, part: str, so: str
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    total = total_of(await pending(db, USER))
    calls = await bot_driver.send(str(total + 1), user_id=USER, language_code=lang)
    [verdict] = [text for text in texts(calls) if part in text]
    assert verdict.count(f" {word}.") == 1, verdict  # « 1 contre. », the part's line alone
    assert f"{so}{total} \u2212 1 = {total - 1}." in verdict, verdict  # the sum, said once
