"""« /variante fadoq fin » said « Je ne comprends pas « fin ». » over a menu still on
Standard, and the player could not tell whether FADOQ was taken: the line says now that nothing
changed."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/variante fadoq fin", "Je ne comprends pas « fin » : rien n'a changé."),
        ("en", "/variant fadoq please now", "I do not understand “now”: nothing was changed."),
    ],
)
async def test_a_word_not_understood_says_nothing_changed(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_995, language_code=lang))
    first = html_to_text(text).split("\n")[0].replace("\u00a0", " ")
    assert first == said, text
