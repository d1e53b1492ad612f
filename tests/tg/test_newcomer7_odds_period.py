"""The answers to /chances had no final period (« … vous gagnez 15 % des parties de 121 »),
where the FADOQ line under them had one: every line of the answer now ends as a sentence, in
the chat and in the command line's words alike."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "/chances 95 110"),
        ("fr", "/chances 95 110 receveur"),
        ("fr", "/chances 118 118 fadoq"),
        ("fr", "/chances 40 50 61"),
        ("en", "/odds 95 110"),
        ("en", "/odds 95 110 pone"),
        ("en", "/odds 118 118 fadoq"),
    ],
)
async def test_each_line_of_the_chances_ends_with_a_period(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_773, language_code=lang))
    lines = html_to_text(text).split("\n")
    assert lines[0].startswith(("Vous êtes", "You are")), lines
    assert all(line.endswith(".") and not line.endswith("..") for line in lines), lines
