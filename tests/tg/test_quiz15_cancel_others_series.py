"""In a group, Zoé's /quiz 2 was running; Lucie typed /annuler and read « Lucie — Rien à
abandonner : aucune question n'attend. » under Zoé's open poll, while « /quiz stop » told her
whose quiz it was and that only Zoé can stop it. Now /annuler says the same."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts

GROUP = -100_1516


@pytest.mark.parametrize(
    ("lang", "cancel", "said"),
    [
        ("fr", "/annuler", "question 1 sur 2"),
        ("en", "/cancel", "question 1 of 2"),
    ],
)
async def test_cancel_under_another_members_series_says_whose_it_is(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, cancel: str, said: str
) -> None:
    group = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    await bot_driver.send("/quiz 2", user_id=9_161, first_name="Zoé", **group)
    calls = await bot_driver.send(cancel, user_id=9_162, first_name="Lucie", **group)
    assert not [c for c in calls if c.method == "stopPoll"]
    (text,) = texts(calls)
    plain = html_to_text(text).replace("\u00a0", " ")
    assert plain.startswith("Lucie — ") and said in plain and cancel in plain, plain
    stop = texts(await bot_driver.send("/quiz stop", user_id=9_162, first_name="Lucie", **group))
    assert stop == [text]
