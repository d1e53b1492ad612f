"""« pourquoi pas 9 10? » under the daily challenge's lay-away verdict (its last part) was
answered « Je réponds aux comptes et aux commandes : /main vous donne une main… », the deal
she just laid away from forgotten. The cards asked about are now set against that deal's best,
as after an /ecart verdict."""

from __future__ import annotations

from datetime import UTC, datetime

from daily9_clock import OneClock, one_clock
from test_daily_chat import to_the_lay_away

from bot.drills.ecart import challenge_in
from bot.i18n import render
from bot.i18n import translator_or_source as get_translator
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 1616


async def test_why_not_after_the_daily_lay_away(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    one_clock.now = datetime(2026, 11, 24, 17, 0, tzinfo=UTC)
    question = await to_the_lay_away(bot_driver, db, USER, "fr")
    challenge = challenge_in(question.deal)
    assert challenge is not None
    await bot_driver.send("AD 6D", user_id=USER, language_code="fr")
    asked = challenge.cards[-2:]
    typed = "pourquoi pas " + " ".join(render.cards([c], get_translator("fr")) for c in asked)
    [why] = texts(await bot_driver.send(typed + "?", user_id=USER, language_code="fr"))
    assert why.startswith("<b>Pourquoi "), why
    assert "En jetant " + render.cards(asked, get_translator("fr")) in why, why
    assert "/main" not in why
