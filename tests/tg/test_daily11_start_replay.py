"""/start while a replay's step waited (« /defi hier » begun, then left): the welcome back ended
« Votre dernière question attend encore votre réponse : répondez-y, ou /annuler pour la
laisser. », the step far above. As for a step of today's (or yesterday's) challenge, the
replay's step is shown again below the welcome, which says so."""

from __future__ import annotations

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly, part_of

from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


@pytest.mark.parametrize(
    ("lang", "yesterday", "said", "waits"),
    [
        (
            "fr",
            "/defi hier",
            "Votre reprise du défi du {day} vous attend\u00a0: la voici, ci-dessous.",
            "attend encore votre réponse",
        ),
        (
            "en",
            "/daily yesterday",
            "Your replay of the challenge of {day} is waiting: here it is, below.",
            "still waiting for its answer",
        ),
    ],
)
async def test_a_replay_s_step_waiting_is_shown_again(
    bot_driver: Driver,
    db: Database,
    one_clock: OneClock,
    lang: str,
    yesterday: str,
    said: str,
    waits: str,
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # today's part 1 answered
    await bot_driver.send(yesterday, user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # the replay's part 1, its part 2 asked
    replayed = await part_of(db, USER)
    assert replayed.replay
    sent = texts(await bot_driver.send("/start", user_id=USER, language_code=lang))
    day = I18n.load().translator(lang).date(replayed.day)
    assert said.format(day=day) in sent[0], sent
    assert len(sent) == 2 and "2/4" in sent[1] and "🔁" in sent[1], sent
    assert not any(waits in text for text in sent), sent
    answered = await answer_exactly(bot_driver, db, USER, lang)
    assert any("3/4" in text for text in answered), answered  # the replay goes on
