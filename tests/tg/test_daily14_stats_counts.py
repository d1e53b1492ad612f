"""/stats after the daily challenge (daily14): it said « 1 écart joué » (the daily's
lay-away, with a note) and nothing of the challenge's hand, crib and pegging counts, as if
none had been counted. Now the challenge's section says how many of its counts were exact."""

from __future__ import annotations

from test_daily6_start_back import USER, finish_today
from test_daily_chat import Clock, clock

from bot.drills.daily import Part, PartResult, counts_exact, read_day
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["clock"]  # the fixture, used by name


async def test_stats_tell_the_daily_s_counts(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await finish_today(bot_driver, db, "fr")
    said = "\n".join(texts(await bot_driver.send("/stats", user_id=USER, language_code="fr")))
    assert (
        "Ses comptes exacts (main, crib, jeu)\u00a0: 3 sur 3, à part de ceux de /main." in said
    ), said


async def test_in_english_too(bot_driver: Driver, db: Database, clock: Clock) -> None:
    await finish_today(bot_driver, db, "en")
    said = "\n".join(texts(await bot_driver.send("/stats", user_id=USER, language_code="en")))
    assert "Its counts exact (hand, crib, pegging): 3 of 3, apart from /hand's." in said, said


def test_the_counts_of_unreadable_days_are_left_out() -> None:
    hand = PartResult(Part.HAND, 5, 0, True, 5, 5)
    crib = PartResult(Part.CRIB, 2, 3, False, 8, 6)
    peg = PartResult(Part.PEG, 2, 0, True, 2, 2)
    ecart = PartResult(Part.ECART, 10, 0, True)
    day = read_day("2026-11-23", [p.to_dict() for p in (hand, crib, peg, ecart)])
    assert day is not None
    assert counts_exact([day]) == (2, 3)
    assert read_day("2026-11-23", [{"part": "nothing"}]) is None
    assert counts_exact([]) == (0, 0)
