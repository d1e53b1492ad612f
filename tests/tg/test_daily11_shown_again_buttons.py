"""/start while the day's lay-away waited showed the step again, with its cards to touch; but
a card touched there changed the old message (its buttons already taken off), so the one she
was looking at never showed « ✓ 3♦ » nor the ✅ to lay them away, and an answer typed instead
left its buttons under the verdict. The step shown again is the one her taps and answer
change."""

from __future__ import annotations

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly
from test_handlers import callback_datas

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


@pytest.mark.parametrize("days", [0, 1])  # the same day, and the next (the step still counts)
async def test_the_lay_away_shown_again_takes_her_taps(
    bot_driver: Driver, db: Database, one_clock: OneClock, local_api: LocalBotApi, days: int
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code="fr")
    for _ in range(3):
        await answer_exactly(bot_driver, db, USER, "fr")
    one_clock.later(days=days)
    await bot_driver.send("/start", user_id=USER, language_code="fr")
    shown = local_api.last_message(USER)
    assert shown is not None and "Étape 4/4" in str(shown.get("caption", "")), shown
    mid = int(shown["message_id"])
    for number in (1, 2):
        await bot_driver.press_button(local_api.message(USER, mid) or {}, number, user_id=USER)
    again = local_api.message(USER, mid) or {}
    labels = [str(button["text"]) for button in inline_buttons(again)]
    assert sum(label.startswith("✓") for label in labels) == 2 and len(labels) == 7, labels
    calls = await bot_driver.press_button(again, 7, user_id=USER)  # ✅
    assert any("meilleur" in text for text in texts(calls)), texts(calls)
    assert inline_buttons(local_api.message(USER, mid) or {}) == []
    assert "e:" not in " ".join(callback_datas(calls))
