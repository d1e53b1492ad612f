"""« /aide c'est quoi le crib » ("/help what is the crib") answered with /crib's lines
(« /crib : compter un crib (vous êtes le donneur) », then how to answer a count): the member
asked what the crib is, and nothing said it. A question (« c'est quoi », « qu'est-ce que »,
"what is") about a word of the game that is also a command's name is answered with the word;
the word alone (« /aide crib ») still names the command."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_what
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide c'est quoi le crib", "Crib\n"),
        ("fr", "/aide c\u2019est quoi le crib?", "Crib\n"),
        ("fr", "/aide qu'est-ce que le crib", "Crib\n"),
        ("fr", "/aide que veut dire crib", "Crib\n"),
        ("en", "/help what is the crib", "Crib\n"),
        ("en", "/help what's a crib?", "Crib\n"),
        ("fr", "/aide crib", "/crib\u00a0: compter un crib"),
        ("en", "/help the crib", "/crib: count a crib"),
        ("fr", "/aide c'est quoi jouer", "/jouer"),
        ("fr", "/aide c'est quoi un skunk", "Skunk\n"),
    ],
)
async def test_a_question_names_the_word(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_881, language_code=lang))
    assert html_to_text(text).startswith(head), text


def test_asks_what_reads_the_question_words() -> None:
    assert asks_what(["c'est", "quoi", "le", "crib"])
    assert asks_what(["c\u2019est", "quoi", "le", "crib"])
    assert asks_what(["What's", "the", "crib?"])
    assert asks_what(["que", "veut", "dire", "crib"])
    assert not asks_what(["crib"])
    assert not asks_what(["le", "crib"])
    assert not asks_what(["comment", "jouer"])
