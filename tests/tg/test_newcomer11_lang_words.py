"""« /langue en français » switched a French player to English (« Done: I will write to you
in English. »): the first word alone was read, and « en » is English's code. « /langue
Français! » and « /langue le français svp » got « Je ne parle pas « Français! » »: the
punctuation and the words around were read as the language. The language named wins, then a
code alone; courtesy, articles and end marks are left out."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import language_chosen
from bot.tg.local import Driver, texts
from bot.views.commands import LANGUAGE_WORDS


@pytest.mark.parametrize(
    ("typed", "lang"),
    [
        ("fr", "fr"),
        ("en", "en"),
        ("en français", "fr"),
        ("En Français!", "fr"),
        ("le français svp", "fr"),
        ("francais", "fr"),
        ("en anglais svp", "en"),
        ("in english please", "en"),
        ("English.", "en"),
        ("fr svp", "fr"),
    ],
)
def test_the_language_chosen(typed: str, lang: str) -> None:
    assert language_chosen(typed.split(), LANGUAGE_WORDS) == lang


@pytest.mark.parametrize("typed", ["", "espagnol", "en espagnol", "fr en", "svp"])
def test_no_language_chosen(typed: str) -> None:
    assert language_chosen(typed.split(), LANGUAGE_WORDS) is None


async def test_langue_en_francais_stays_french(bot_driver: Driver) -> None:
    (said,) = texts(
        await bot_driver.send("/langue en français", user_id=11_800, language_code="en")
    )
    assert said.replace("\u00a0", " ") == "C'est fait : je vous écris en français.", said
