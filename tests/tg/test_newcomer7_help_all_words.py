"""« /aide complète », « /aide au complet », « /aide détaillée », « /aide plus » and "/help
everything" (« full », "more") answered « Je ne connais ni commande ni mot du jeu « complète » »:
each asks for every command in detail, as « /aide tout » does."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "same_as"),
    [
        ("fr", "/aide complète", "/aide tout"),
        ("fr", "/aide au complet", "/aide tout"),
        ("fr", "/aide détaillée", "/aide tout"),
        ("fr", "/aide plus", "/aide tout"),
        ("en", "/help everything", "/help all"),
        ("en", "/help full", "/help all"),
        ("en", "/help more", "/help all"),
    ],
)
async def test_asking_for_more_is_every_command(
    bot_driver: Driver, lang: str, typed: str, same_as: str
) -> None:
    every = texts(await bot_driver.send(same_as, user_id=9_780, language_code=lang))
    asked = texts(await bot_driver.send(typed, user_id=9_780, language_code=lang))
    assert asked == every and len(every) == 2
