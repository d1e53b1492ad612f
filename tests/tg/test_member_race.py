"""/partie, the race of practice hands, renamed /course and explained (issue 43, finding 11)
so that a member does not take it for the game (/jouer)."""

from __future__ import annotations

import pytest
from test_handlers import plant

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "command", "says"),
    [
        ("fr", "/course", ("course", "Ce n'est pas une partie", "/jouer", "Lancer une course")),
        ("fr", "/partie", ("course", "Ce n'est pas une partie", "/jouer")),
        ("en", "/race", ("race", "It is not a game", "/play", "Start a race")),
        ("en", "/game", ("race", "It is not a game", "/play")),
    ],
)
async def test_the_race_says_what_it_is(
    bot_driver: Driver, lang: str, command: str, says: tuple[str, ...]
) -> None:
    text = html_to_text("\n".join(texts(await bot_driver.send(command, 4340, language_code=lang))))
    assert all(word in text for word in says), text
    assert "Partie à" not in text and "Game to" not in text


@pytest.mark.parametrize(
    ("lang", "board"), [("fr", "Course des mains à 121"), ("en", "Hand race to 121")]
)
async def test_a_counted_hand_moves_the_race_not_a_game(
    bot_driver: Driver, db: Database, lang: str, board: str
) -> None:
    user = 4341 if lang == "fr" else 4342
    await plant(db, user, "5H 5D 5C JS 5S")
    text = html_to_text("\n".join(texts(await bot_driver.send("29", user, language_code=lang))))
    assert board in text, text
