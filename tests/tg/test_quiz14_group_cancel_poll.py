"""In a group, Zoé sent /quiz (one poll) then /annuler: she read « <b>Zoé</b> — Rien à
abandonner : aucune question n'attend. » while her poll stayed open (in private, /annuler
stopped it). Now the group does as private: the poll is closed, its late taps count nothing,
and the reply names her. A member with a question of her own pending keeps /annuler for it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_quiz_handlers import closed_by, last_poll

GROUP = -100_1414
ZOE = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé <3"}


@pytest.mark.parametrize(
    ("lang", "cancel", "said"),
    [
        ("fr", "/annuler", "Quiz arrêté : cette question ne compte plus."),
        ("en", "/cancel", "Quiz stopped: that question no longer counts."),
    ],
)
async def test_cancel_in_a_group_stops_the_lone_poll(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, cancel: str, said: str
) -> None:
    await bot_driver.send("/quiz", user_id=9_141, language_code=lang, **ZOE)
    poll = last_poll(local_api, GROUP)
    calls = await bot_driver.send(cancel, user_id=9_141, language_code=lang, **ZOE)
    (text,) = texts(calls)
    assert text.startswith("<b>Zoé &lt;3</b>"), text
    assert said in html_to_text(text).replace("\u00a0", " "), text
    assert closed_by(calls, local_api, poll)
    again = texts(await bot_driver.send(cancel, user_id=9_141, language_code=lang, **ZOE))
    assert "ne compte plus" not in again[0] and "no longer counts" not in again[0], again


async def test_a_members_own_question_comes_before_the_groups_poll(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Lucie's hand asked before Zoé's poll: her /annuler drops her hand, not Zoé's poll (a
    lone poll in a group is everyone's, and its sender is not kept)."""
    lucie = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Lucie"}
    await bot_driver.send("/main", user_id=9_143, language_code="fr", **lucie)
    await bot_driver.send("/quiz", user_id=9_142, language_code="fr", **ZOE)
    calls = await bot_driver.send("/annuler", user_id=9_143, language_code="fr", **lucie)
    assert not [c for c in calls if c.method == "stopPoll"]
    assert "ne compte plus" not in html_to_text(texts(calls)[0]), texts(calls)
    calls = await bot_driver.send("/annuler", user_id=9_142, language_code="fr", **ZOE)
    assert closed_by(calls, local_api, last_poll(local_api, GROUP))
