"""In French, the organizer's help said « /soiree fadoq doubles (équipes de deux) » and, a
doubles night closed, « Pour en ouvrir une autre : /soiree fadoq doubles » — the English
word, where the night's own title says « (en double) ». The French says « double » (which
opens a night in teams as « doubles » does); the English keeps « doubles »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

WORD = {"fr": "double", "en": "doubles"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_help_and_the_close_say_double_in_french(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(f"fadoq {WORD[lang]}")
    assert night.doubles
    await hall.order("aide", "help")
    helped = hall.group()[-1]
    assert f"{hall.cmd} fadoq {WORD[lang]} (" in helped, helped
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.close()
    await hall.order("ronde", "round")  # closed: how to open another like it
    assert hall.group()[-1].endswith(f"{hall.cmd} fadoq {WORD[lang]}"), hall.group()[-1]
