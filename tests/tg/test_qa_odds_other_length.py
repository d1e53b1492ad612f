"""/chances with a game's length the table does not hold (« /chances 50 40 91 ») got « J'ai lu
50 pour vous et 40 pour l'adversaire : « 91 » est de trop. »: the length read as a number too
many. It is told which lengths the chances are for (`views.odds_lengths`)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        (
            "fr",
            "/chances 50 40 91",
            "Je connais les chances des parties de 61 et de 121 seulement, pas celles d'une "
            "partie de 91. Envoyez votre pointage",
        ),
        (
            "en",
            "/odds 200 190 241",
            "I know the chances of games of 61 and of 121 only, not of a game of 241. Send",
        ),
    ],
)
async def test_another_length_is_told_apart(
    bot_driver: Driver, lang: str, typed: str, told: str
) -> None:
    text = await reply_to(bot_driver, typed, 9_780, lang)
    assert text.startswith(told), text
    assert "de trop" not in text and "too many" not in text, text
