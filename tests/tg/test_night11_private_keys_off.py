"""The players' private « J'ai gagné / J'ai perdu » under their notice of a round stayed once
the organizer set the table's score (`/soiree corriger`), or the opponent confirmed it:
pressing one then only said « déjà confirmé ». They come off once the score is settled."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, Hall


def _keys(api: LocalBotApi, user: int) -> list[str]:
    """The « I won / I lost » buttons left in the player's private chat."""
    return [
        str(b["callback_data"])
        for m in api.messages(user)
        for b in inline_buttons(m)
        if str(b.get("callback_data", "")).startswith("nw:")
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_organizer_s_score_takes_the_keys_off(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    assert _keys(local_api, a) and _keys(local_api, b)
    fix = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {fix} 1 1 121 95", ADMIN)
    assert (await hall.table(night, 1, 1)).confirmed
    assert _keys(local_api, a) == [] and _keys(local_api, b) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_confirmed_score_takes_the_keys_off(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", a)
    await hall.press_confirm(await hall.table(night, 1, 1), b)
    assert (await hall.table(night, 1, 1)).confirmed
    assert _keys(local_api, a) == [] and _keys(local_api, b) == []
