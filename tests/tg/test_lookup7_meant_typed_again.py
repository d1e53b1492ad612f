"""/score or /ecart asked about a misspelt word (« vouliez-vous dire « carreau »? »), the
player typed the line again, right, then « oui » to something else (« Qui donne? »): « oui »
looked up the old line, a hand she no longer asked about. A lookup command typed again now
forgets the line kept before it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

FR = {"language_code": "fr"}


@pytest.mark.parametrize(
    ("misspelt", "again"),
    [
        ("/score 4 de carro 5P 5T 6C VP", "/score 5C VP 5K 5T 5P"),
        ("/ecart 4 de carro 5P 5T 6C VP 2C donneur", "/ecart 5C 5K VP DT 2C 3P"),
        ("/ecart 4 de carro 5P 5T 6C VP 2C donneur", "/score 5C VP 5K 5T 5P"),
    ],
)
async def test_oui_after_the_line_typed_again(
    bot_driver: Driver, misspelt: str, again: str
) -> None:
    user = {"user_id": 1770 + len(misspelt) + len(again), **FR}
    [asked] = texts(await bot_driver.send(misspelt, **user))
    assert "vouliez-vous dire « carreau »?" in html_to_text(asked).replace("\u00a0", " "), asked
    await bot_driver.send(again, **user)
    said = "\n".join(texts(await bot_driver.send("oui", **user)))
    assert "4♦" not in said, said  # the old line, « 4 de carreau », looked up
