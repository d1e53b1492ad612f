"""The daily's écart verdict said « 3,51 points de plus que le vôtre » (the two totals shown,
read apart) while /stats said « Points perdus par écart : 3,52 » (the exact loss, rounded):
the same loss read two ways. The daily records the loss the verdict shows."""

from __future__ import annotations

from datetime import UTC, datetime

from daily9_clock import OneClock, one_clock
from test_daily_chat import to_the_lay_away

from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


async def test_the_verdict_and_stats_say_the_same_loss(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    # On the 24th, A♦ 6♦ loses 1,0450… exactly; its total and the best's, shown, are 1,04 apart.
    one_clock.now = datetime(2026, 11, 24, 17, 0, tzinfo=UTC)
    await to_the_lay_away(bot_driver, db, USER, "fr")
    verdict = " ".join(texts(await bot_driver.send("AD 6D", user_id=USER, language_code="fr")))
    assert "1,04 point de plus" in verdict, verdict
    stats = " ".join(texts(await bot_driver.send("/stats", user_id=USER, language_code="fr")))
    [lost] = [line for line in stats.split("\n") if "Points perdus par écart" in line]
    assert "1,0 comme donneur" in lost, lost  # /stats' averages have one decimal (stats6)
