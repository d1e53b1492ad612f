"""/start the day after she left a part: the part of the day before, shown again (it still
counts), was titled « Défi du jour, 23 nov. 2026 », as if it were today's; and once answered to
the end (its lay-away), its result « Défi du jour, 23 nov. 2026 : terminé! ». A day other than
hers is titled by its date: « Défi du 23 nov. 2026 »; today's keeps « Défi du jour »."""

from __future__ import annotations

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly

from bot.drills.daily import challenge_for
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72
OTHER = 73


@pytest.mark.parametrize(
    ("lang", "today", "past"),
    [
        ("fr", "Défi du jour, {day}", "Défi du {day}"),
        ("en", "Daily challenge, {day}", "Challenge of {day}"),
    ],
)
async def test_a_past_day_s_part_is_titled_by_its_date(
    bot_driver: Driver, db: Database, one_clock: OneClock, lang: str, today: str, past: str
) -> None:
    tr = I18n.load().translator(lang)
    first = texts(await bot_driver.send("/defi", user_id=USER, language_code=lang))
    await bot_driver.send("/defi", user_id=OTHER, language_code=lang)
    asked = one_clock.now.date()
    assert today.format(day=tr.date(asked)) in first[0], first
    await answer_exactly(bot_driver, db, USER, lang)  # part 1 answered, part 2 asked
    for _ in range(3):  # parts 1 to 3 answered, the lay-away asked
        await answer_exactly(bot_driver, db, OTHER, lang)
    one_clock.later(days=1)
    title = past.format(day=tr.date(asked))
    sent = texts(await bot_driver.send("/start", user_id=USER, language_code=lang))
    assert title in sent[1] and today.format(day=tr.date(asked)) not in sent[1], sent
    laid = " ".join(str(card) for card in challenge_for(asked).ecart.cards[:2])
    answered = texts(await bot_driver.send(laid, user_id=OTHER, language_code=lang))
    assert any(text.startswith("🏁 <b>" + title) for text in answered), answered
    assert not any(today.format(day=tr.date(asked)) in text for text in answered), answered
