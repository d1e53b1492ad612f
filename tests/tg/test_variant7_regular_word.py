""" "/variant regular" (an anglophone club member's word for the usual game) got "I don't know
the variant regular. Choose: standard, fadoq.", where « /variante normale » chose the standard
rule: "regular", "usual" and « ordinaire » choose it too."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("en", "/variant regular", "Done: you play the standard variant."),
        ("en", "/variant usual", "Done: you play the standard variant."),
        ("fr", "/variante ordinaire", "C'est fait\u00a0: vous jouez la variante standard."),
    ],
)
async def test_regular_chooses_the_standard_rule(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    await bot_driver.send("/variant fadoq", user_id=9_995, language_code=lang)
    (text,) = texts(await bot_driver.send(typed, user_id=9_995, language_code=lang))
    assert html_to_text(text).startswith(said), text
