"""What every kind of question declares besides its handlers: where its answers go in /stats
(`Tally`) and when its message carries an inline keyboard (`Keys`). No I/O."""

from __future__ import annotations

from enum import Enum
from typing import assert_never


class Tally(Enum):
    """Where a kind's recorded answers go in /stats."""

    SHOW = "show"
    """Counted as hands in /stats' show section (hands and cribs)."""
    OWN = "own"
    """Its own /stats section only (never inflates "hands counted")."""


class Keys(Enum):
    """When a kind's question carries an inline keyboard."""

    NONE = "none"
    GROUPS = "groups"
    ALWAYS = "always"
    STEP = "step"
    """Depends on the step asked (a game: buttons to lay away, none to count a hand)."""

    def shown(self, *, private: bool) -> bool | None:
        """Whether the question's message carries a keyboard in such a chat (None: it depends
        on the question; `Question.keyboard` says)."""
        match self:
            case Keys.NONE:
                return False
            case Keys.GROUPS:
                return not private
            case Keys.ALWAYS:
                return True
            case Keys.STEP:
                return None
            case _:
                assert_never(self)
