"""« /variante courte » said « Je ne connais pas la variante courte. Choisissez parmi :
standard, fadoq. » without how to play a game of 61 (/jouer 61): it says so now. « /variante
fadoq fin » said « Je ne comprends pas « fin ». » over a menu still on Standard, and the player
could not tell whether FADOQ was taken: the line says now that nothing changed."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import asked_length
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/variante courte", "/jouer 61"),
        ("fr", "/variante partie courte", "/jouer 61"),
        ("fr", "/variante 61 points", "/jouer 61"),
        ("en", "/variant short", "/play 61"),
        ("en", "/variant short game", "/play 61"),
    ],
)
async def test_a_short_game_asked_of_variant_says_play_61(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_994, language_code=lang))
    assert said in html_to_text(text), text


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


def test_only_a_short_game_is_read_as_one() -> None:
    assert asked_length(["la", "partie", "courte", "svp"]) == 61
    assert asked_length(["61", "points"]) == 61
    assert asked_length(["61"]) is None  # the FADOQ rule's reading in a game of 61
    assert asked_length(["61", "off"]) is None
    assert asked_length(["fadoq"]) is None
