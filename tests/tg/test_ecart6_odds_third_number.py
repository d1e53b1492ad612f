"""A third number after the two scores (« /chances 95 110 120 », or « 95,5 110 » read as 95
and 5) got « Je ne comprends pas « 120 » »: a plain number not understood. Now the reply says
which scores it read and that the number is one too many."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        (
            "fr",
            "/chances 95 110 120",
            f"J'ai lu 95 pour vous et 110 pour l'adversaire{NB}: «{NB}120{NB}» est de trop.",
        ),
        (
            "fr",
            "/chances 95,5 110 donneur",
            f"J'ai lu 95 pour vous et 5 pour l'adversaire{NB}: «{NB}110{NB}» est de trop.",
        ),
        (
            "en",
            "/odds 95 110 120",
            "I read 95 for you and 110 for your opponent: “120” is one number too many.",
        ),
    ],
)
async def test_a_third_number_is_said_one_too_many(
    bot_driver: Driver, lang: str, typed: str, told: str
) -> None:
    (reply,) = texts(await bot_driver.send(typed, user_id=651, language_code=lang))
    assert reply.startswith(told), reply
    assert "comprends" not in reply and "cannot read" not in reply
    assert "61" in reply  # how to ask follows: « et 61 pour une partie de 61 »
