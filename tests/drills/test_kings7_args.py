"""What kings7 found in the words of a Kings game step."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_in_step


@pytest.mark.parametrize(
    "typed", ["aide moi", "Aide-moi!", "aidez-moi", "aidez moi SVP", "help me"]
)
def test_asking_for_help_with_a_move_is_a_hint(typed: str) -> None:
    """Played: « aide moi » (no hyphen, as a phone's keyboard leaves it) at a game step got
    « Je n'ai pas compris votre coup », while « aide-moi » gave a good move. Now each is
    the hint."""
    assert said_in_step(typed) is Said.HINT
