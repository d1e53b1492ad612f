"""« /rappel c'est quoi? » got « Je ne peux pas lire « c'est quoi? » comme une heure »: the
question (« c'est quoi », « comment ça marche », "what is it?") is answered with what the
reminder does, then the reminder as it stands; nothing changes."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said", "then"),
    [
        (
            "fr",
            "/rappel c'est quoi?",
            "Chaque jour à l'heure de votre choix, si vous n'avez pas fini le défi du jour, "
            "je vous le rappelle.",
            "Aucun rappel quotidien.",
        ),
        (
            "fr",
            "/rappel comment ça marche",
            "Chaque jour à l'heure de votre choix",
            "Aucun rappel quotidien.",
        ),
        (
            "en",
            "/remind what is it?",
            "Every day at the time you choose, if you have not finished the daily challenge, "
            "I remind you of it.",
            "No daily reminder.",
        ),
    ],
)
async def test_what_the_reminder_is(
    bot_driver: Driver, lang: str, typed: str, said: str, then: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_884, language_code=lang))
    first, second, *_ = html_to_text(text).split("\n")
    assert first.startswith(said) and second == then, text
