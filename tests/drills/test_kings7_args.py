"""What kings7 found in the words of a Kings game step."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import choice_index
from bot.drills.kings_args import Said, said_in_step


@pytest.mark.parametrize(
    "typed", ["aide moi", "Aide-moi!", "aidez-moi", "aidez moi SVP", "help me"]
)
def test_asking_for_help_with_a_move_is_a_hint(typed: str) -> None:
    """Played: « aide moi » (no hyphen, as a phone's keyboard leaves it) at a game step got
    « Je n'ai pas compris votre coup », while « aide-moi » gave a good move. Now each is
    the hint."""
    assert said_in_step(typed) is Said.HINT


@pytest.mark.parametrize(
    ("typed", "index"),
    [
        ("le premier", 0),
        ("Le premier coup", 0),
        ("la deuxième", 1),
        ("le second", 1),
        ("le troisième.", 2),
        ("the first", 0),
        ("the first one", 0),
        ("second", 1),
        ("the fourth move", 3),
    ],
)
def test_a_move_named_by_its_rank_is_its_letter(typed: str, index: int) -> None:
    """Played: « le premier » under /rois meilleur got « Choisissez un coup : touchez son
    bouton ou écrivez sa lettre, de A à D. ». Now the first move is A, the second B…"""
    assert choice_index(typed) == index


@pytest.mark.parametrize("typed", ["le dernier", "premier ou deuxième", "first 2"])
def test_other_words_name_no_move(typed: str) -> None:
    assert choice_index(typed) is None
