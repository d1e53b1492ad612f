"""/start the day after a part was asked and left unanswered: the welcome back ended « Votre
dernière question attend encore votre réponse », but the part (of the day before, still
counted when answered) was not shown again: she had to scroll up to find it."""

from __future__ import annotations

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly
from test_handlers import callback_datas

from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 73


@pytest.mark.parametrize(
    ("lang", "said", "step", "waits"),
    [
        (
            "fr",
            "Votre étape du défi du {day} compte encore\u00a0: la voici, ci-dessous.",
            "Étape 2/4",
            "attend encore votre réponse",
        ),
        (
            "en",
            "Your step of the challenge of {day} still counts: here it is, below.",
            "Part 2/4",
            "still waiting for its answer",
        ),
    ],
)
async def test_a_past_days_part_waiting_is_shown_again(
    bot_driver: Driver,
    db: Database,
    one_clock: OneClock,
    lang: str,
    said: str,
    step: str,
    waits: str,
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # part 1 answered, part 2 asked
    asked = one_clock.now.date()
    one_clock.later(days=1)
    calls = await bot_driver.send("/start", user_id=USER, language_code=lang)
    sent = texts(calls)
    day = I18n.load().translator(lang).date(asked)
    assert said.format(day=day) in sent[0], sent
    assert len(sent) == 2 and step in sent[1], sent  # the part itself, under the welcome
    assert not any(waits in text for text in sent), sent
    assert "dy:go" in list(callback_datas(calls))  # today's challenge still offered
    pending = await db.questions.pending_question(USER, USER)
    assert pending is not None and pending.message_id is not None
    answered = await answer_exactly(bot_driver, db, USER, lang)
    assert any(step in text for text in answered), answered  # « Étape 2/4 ✅ : … »: counted
