"""A club admin typing the tie-break as Québec says it, « /club bris d'égalité différence », was
told « Je ne comprends pas « bris ». » and nothing changed (so was "/club tie-breaker
difference"); a language typed alone, « /club français », "/club english", got « Je ne
comprends pas « english » ». Both now change the setting they name."""

from __future__ import annotations

import pytest
from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts

DIFFERENCE = "Ordre\u00a0: points pour moins points contre, puis points pour."
AGAINST = "Ordre\u00a0: points pour, puis le moins de points contre."


async def admin(bot_driver: Driver, local_api: LocalBotApi) -> dict[str, object]:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    return {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}


@pytest.mark.parametrize(
    "typed",
    [
        "/club bris d'égalité différence",
        "/club bris d\u2019égalité différence",
        "/club Bris d'egalite difference",
        "/club tie-breaker difference",
    ],
)
async def test_tie_break_named(bot_driver: Driver, local_api: LocalBotApi, typed: str) -> None:
    group = await admin(bot_driver, local_api)
    (shown,) = texts(await bot_driver.send(typed, **group))  # type: ignore[arg-type]
    assert DIFFERENCE in shown, shown
    back = "/club bris d'égalité le moins contre"
    (again,) = texts(await bot_driver.send(back, **group))  # type: ignore[arg-type]
    assert AGAINST in again, again


@pytest.mark.parametrize(
    ("typed", "said"),
    [("/club english", "Language: English"), ("/club Français", "Langue\u00a0: Français")],
)
async def test_language_alone(
    bot_driver: Driver, local_api: LocalBotApi, typed: str, said: str
) -> None:
    group = await admin(bot_driver, local_api)
    (shown,) = texts(await bot_driver.send(typed, **group))  # type: ignore[arg-type]
    assert said in shown, shown
    assert "comprends pas" not in shown
