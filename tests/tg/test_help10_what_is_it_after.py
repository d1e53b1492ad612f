"""A club member typed a question after a command to learn what it does: « /chances c'est
quoi? » got « Je ne comprends pas « quoi? » », « /defi c'est quoi? » « Je ne peux pas lire
« c'est quoi? » comme un jour », « /quiz c'est quoi » and « /images c'est quoi? » « Je ne
comprends pas « c'est quoi » », « /langue c'est quoi » « Je ne parle pas « c'est quoi » ».
Such a question (« comment ça marche? », "what is it?") now gets the command's usage, as
« aide » after it does, nothing named as not understood."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_what_it_is
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    "typed",
    ["c'est quoi?", "C\u2019est quoi ?", "comment ça marche", "qu'est-ce que c'est", "what is it?"],
)
def test_the_question_is_read(typed: str) -> None:
    assert asks_what_it_is(typed)


@pytest.mark.parametrize("typed", ["95 110", "fadoq", "c'est quoi le crib", "hier"])
def test_other_words_are_not(typed: str) -> None:
    assert not asks_what_it_is(typed)


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/chances c'est quoi?", "Envoyez votre pointage"),
        ("fr", "/chances comment ça marche?", "Envoyez votre pointage"),
        ("fr", "/defi c'est quoi?", "/defi joue le défi du jour"),
        ("fr", "/quiz c'est quoi", "/quiz pose une question sur les règles"),
        ("fr", "/images c'est quoi?", "Images"),
        ("fr", "/langue c'est quoi", "Choisissez votre langue"),
        ("en", "/odds what is it?", "Send your score"),
        ("en", "/daily what's this?", "/daily plays today"),
        ("en", "/quiz how does it work?", "/quiz asks one rules question"),
    ],
)
async def test_a_question_after_a_command_gets_its_usage(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_885, language_code=lang))
    shown = html_to_text(text)
    assert shown.startswith(head), shown
    for refusal in ("comprends pas", "lire", "parle pas", "cannot read", "can't read"):
        assert refusal not in shown, shown
