"""/images says « les donnes arrivent en cartes » and « Envoyez /images non pour le texte
seul »: « /images texte » and « /images cartes » (as "/pictures text", "/pictures cards") got
« Je ne comprends pas « texte » »."""

from __future__ import annotations

import pytest

from bot.views.pictures import PicturesSaid, read_pictures_args


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("texte", PicturesSaid(False)),
        ("Texte", PicturesSaid(False)),
        ("text", PicturesSaid(False)),
        ("texte seul", PicturesSaid(False)),
        ("cartes", PicturesSaid(True)),
        ("cards", PicturesSaid(True)),
        ("images", PicturesSaid(True)),
        ("cartes 4", PicturesSaid(True, True)),
        # as before
        ("non", PicturesSaid(False)),
        ("oui 4", PicturesSaid(True, True)),
        ("", PicturesSaid()),
    ],
)
def test_text_and_cards_say_which_way_deals_come(typed: str, said: PicturesSaid) -> None:
    assert read_pictures_args(typed.split()) == said


@pytest.mark.parametrize("typed", ["texte 4", "bof", "cartes texte"])
def test_words_that_do_not_go_together_are_not_understood(typed: str) -> None:
    assert read_pictures_args(typed.split()) is None
