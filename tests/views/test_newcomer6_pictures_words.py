"""/images as a club player says it: « /images désactivé » (the bot's own « images
désactivées »), « /images oui svp », « /images non merci », « /images pas d'images » and
« /images rouge et noir » (the bot's own « Couleurs en rouge et noir ») each got « Je ne
comprends pas … », and nothing changed."""

from __future__ import annotations

import pytest

from bot.views.pictures import PicturesSaid, read_pictures_args, unread_pictures_words


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("activé", PicturesSaid(True)),
        ("activées", PicturesSaid(True)),
        ("désactivé", PicturesSaid(False)),
        ("désactivées", PicturesSaid(False)),
        ("oui svp", PicturesSaid(True)),
        ("non merci", PicturesSaid(False)),
        ("on please", PicturesSaid(True)),
        ("non, merci!", PicturesSaid(False)),
        ("pas d'images", PicturesSaid(False)),
        ("sans images", PicturesSaid(False)),
        ("no pictures", PicturesSaid(False)),
        ("rouge et noir", PicturesSaid(True, False)),
        ("red and black", PicturesSaid(True, False)),
        ("en rouge et noir svp", PicturesSaid(True, False)),
    ],
)
def test_said_as_a_player_says_it(typed: str, said: PicturesSaid) -> None:
    assert read_pictures_args(typed.split()) == said


@pytest.mark.parametrize("typed", ["pas bof", "rouge", "sans 4", "merci bof"])
def test_what_still_says_nothing_is_not_understood(typed: str) -> None:
    assert read_pictures_args(typed.split()) is None


def test_the_word_not_understood_is_quoted_without_the_courtesy() -> None:
    assert unread_pictures_words(["bof", "merci"]) == "bof"
