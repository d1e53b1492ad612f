"""« /variante pas de muggins » got « Je ne connais pas la variante pas. Choisissez parmi :
standard, fadoq. », where « sans muggins » turned it off: how a club player says it."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import Muggins, Preset, read_args, unread_word


@pytest.mark.parametrize(
    ("typed", "on"),
    [
        ("pas de muggins", False),
        ("plus de muggins", False),
        ("Pas de Muggins", False),
        ("sans le muggins", False),
        ("avec le muggins", True),
        ("no muggins", False),
        ("with the muggins", True),
        ("sans muggins", False),  # as before
    ],
)
def test_muggins_said_as_a_player_says_it(typed: str, on: bool) -> None:
    words = typed.split()
    assert read_args(words) == Muggins(on)
    assert unread_word(words) is None


def test_a_word_between_that_is_no_article_is_still_not_understood() -> None:
    assert read_args(["pas", "bidon", "muggins"]) != Muggins(False)


@pytest.mark.parametrize(
    "typed",
    [
        "la FADOQ",
        "règles FADOQ",
        "la règle FADOQ",
        "fadoq svp",
        "fadoq, merci",
        "fadoq s'il vous plaît",
        "the fadoq rules please",
        "variante fadoq",
    ],
)
def test_fadoq_said_with_the_words_around_it(typed: str) -> None:
    """« /variante la FADOQ » got « Je ne connais pas la variante la. », « /variante fadoq
    svp » « Je ne comprends pas « svp ». » and nothing changed."""
    words = typed.split()
    assert read_args(words) == Preset("fadoq", read_args(words).typed)  # type: ignore[union-attr]
    assert unread_word(words) is None


def test_muggins_said_politely() -> None:
    assert read_args(["muggins", "non", "merci"]) == Muggins(False)
    assert unread_word(["muggins", "non", "merci"]) is None
