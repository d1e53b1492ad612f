"""« /variante 121 », « /variante longue » and « /variante skunk » said « Je ne connais pas la
variante 121 (longue, skunk). Choisissez parmi : standard, fadoq. »: a game's length and its
skunk are chosen when a game against the bot starts, which nothing said. « /variante 121 » says
now that /jouer 121 starts one; « /variante skunk », what the skunk is and where it is chosen."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import asked_length, asked_margin
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/variante 121", "Une partie de 121 points se choisit quand elle commence"),
        ("fr", "/variante longue", "/jouer 121"),
        ("en", "/variant long game", "/play 121"),
        ("fr", "/variante skunk", "sauf si vous avez choisi une autre règle avec les boutons de"),
        ("en", "/variant lurch", "this rule counts only if you chose it with the buttons of"),
    ],
)
async def test_a_game_setting_asked_of_variant_says_where_it_is_chosen(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_987, language_code=lang))
    plain = html_to_text(text).replace("\u00a0", " ")
    assert said in plain, plain
    assert "Je ne connais pas" not in plain and "I don't know" not in plain, plain


def test_the_words_read() -> None:
    assert asked_length(["courte"]) == 61
    assert asked_length(["61", "points"]) == 61
    assert asked_length(["121"]) == 121
    assert asked_length(["partie", "longue"]) == 121
    assert asked_length(["61"]) is None  # the FADOQ rule's reading in a game of 61
    assert asked_length(["fadoq"]) is None
    assert asked_margin(["double", "skunk"]) == "skunk"
    assert asked_margin(["lurch"]) == "lurch"
    assert asked_margin(["muggins"]) is None
