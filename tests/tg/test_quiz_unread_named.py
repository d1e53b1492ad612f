"""« /quiz bof » answered the usage alone, as if « bof » had not been typed (/variante, /aide
and /course name the word they do not understand): the word is now named above the usage;
« /quiz aide » asks for the usage and gets it alone."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "named"),
    [
        ("fr", "bof", "Je ne comprends pas «\u00a0bof\u00a0»."),
        ("fr", "cinquante", "Je ne comprends pas «\u00a0cinquante\u00a0»."),
        ("en", "fifty", "I do not understand “fifty”."),
        ("en", "<b>", "I do not understand “&lt;b&gt;”."),
    ],
)
async def test_a_word_not_understood_is_named_above_the_usage(
    bot_driver: Driver, lang: str, typed: str, named: str
) -> None:
    (text,) = texts(await bot_driver.send(f"/quiz {typed}", user_id=9_301, language_code=lang))
    first, *rest = text.split("\n")
    assert first == named, text
    assert "/quiz 10" in "\n".join(rest)


@pytest.mark.parametrize(("lang", "typed"), [("fr", "aide"), ("en", "help")])
async def test_asking_for_help_gets_the_usage_alone(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    (text,) = texts(await bot_driver.send(f"/quiz {typed}", user_id=9_302, language_code=lang))
    assert "/quiz 10" in text.split("\n")[0], text
