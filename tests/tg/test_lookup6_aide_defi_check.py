"""`/aide defi` only said « /defi : le défi du jour; /defi 2026-11-20 rejoue un jour »: it adds
that the code shown at the start and the key given at the end let anyone check that the day's
cards were fixed in advance."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/aide defi", "le code donné au début et la clé donnée à la fin"),
        ("en", "/help daily", "The code shown at the start and the key given at the end"),
    ],
)
async def test_the_help_says_what_the_code_and_key_are_for(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5466, language_code=lang))[-1])
    assert said.casefold() in text.casefold(), text
    assert "/defi" in text or "/daily" in text
