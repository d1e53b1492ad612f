"""In a group, Zoé sent /quiz (one poll); Lucie, who had asked nothing, typed /annuler and read
« Lucie — Quiz arrêté : cette question ne compte plus. » while Zoé's poll closed under Zoé's
eyes (the poll's sender was not stored: any member's /annuler took it)."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_quiz_handlers import closed_by, last_poll

GROUP = -100_1515
ZOE = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé"}
LUCIE = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Lucie"}


async def test_another_members_cancel_leaves_the_lone_poll_open(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/quiz", user_id=9_151, language_code="fr", **ZOE)
    poll = last_poll(local_api, GROUP)
    calls = await bot_driver.send("/annuler", user_id=9_152, language_code="fr", **LUCIE)
    assert not [c for c in calls if c.method == "stopPoll"]
    said = html_to_text(texts(calls)[0])
    assert "ne compte plus" not in said, said
    calls = await bot_driver.send("/annuler", user_id=9_151, language_code="fr", **ZOE)
    assert closed_by(calls, local_api, poll)
