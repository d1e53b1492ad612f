"""« /entraineur aide » got « Je ne connais pas « aide » : /entraineur, /entraineur oui, … »,
when « /variante aide » shows its menu and « /quiz aide » its usage: asking /entraineur for
help now shows the coach, as /entraineur alone (which says its /entraineur non and
/entraineur hebdo)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "command", "help_word"),
    [("fr", "/entraineur", "aide"), ("fr", "/entraineur", "Aide?"), ("en", "/coach", "help")],
)
async def test_asking_the_coach_for_help_shows_the_coach(
    bot_driver: Driver, lang: str, command: str, help_word: str
) -> None:
    alone = texts(await bot_driver.send(command, user_id=9_401, language_code=lang))
    helped = texts(
        await bot_driver.send(f"{command} {help_word}", user_id=9_401, language_code=lang)
    )
    assert helped == alone, helped


async def test_another_word_is_still_named_with_the_choices(bot_driver: Driver) -> None:
    (text,) = texts(await bot_driver.send("/entraineur peut-être", 9_402, language_code="fr"))
    assert text.startswith("Je ne connais pas «\u00a0peut-être\u00a0»"), text
