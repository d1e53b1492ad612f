"""/defi sent again while the écart part waits, one card already touched (played: the part
came back saying « Votre défi du jour est mis de côté : /defi le reprend là où vous l'avez
laissé. » under the very part /defi had just taken up, and the card touched was untouched)."""

from __future__ import annotations

from test_daily_chat import TODAY, Clock, best_lay_away, clock, last_text, pending, play_counts
from test_handlers import callback_datas

from bot.drills.daily import PartQuestion, challenge_for
from bot.storage import Database
from bot.storage.repo_ecart import selection
from bot.tg.local import Driver, texts

__all__ = ["clock"]  # the fixture, used by name


async def test_daily_again_on_the_ecart_keeps_the_card_touched_and_says_nothing_set_aside(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/defi", user_id=90, language_code="fr")
    await play_counts(bot_driver, db, 90, "fr")
    question = await pending(db, 90)
    assert question.message_id is not None
    dealt = challenge_for(PartQuestion.from_dict(question.deal).day).ecart.cards
    touched = sorted(dealt.index(card) for card in best_lay_away(TODAY))
    for index in touched:
        await bot_driver.press(
            f"e:{question.id}:{index}", question.message_id, user_id=90, language_code="fr"
        )
    calls = await bot_driver.send("/defi", user_id=90, language_code="fr")
    text = last_text(calls)
    assert "Étape 4/4" in text
    assert "mis de côté" not in text and "mise de côté" not in text
    again = await pending(db, 90)
    assert selection(again) == touched  # the cards touched are still touched
    buttons = list(callback_datas(calls))
    assert f"e:{again.id}:ok" in buttons  # so its ✅ is there to lay them away
    assert all("mis de côté" not in sent for sent in texts(calls))
    laid = texts(
        await bot_driver.press(
            f"e:{again.id}:ok", again.message_id or 0, user_id=90, language_code="fr"
        )
    )
    assert "Étape 4/4 ✅\xa0: 10 pour, 0 contre." in laid[0]
