"""`table_choice_typed.choice_typed`: what a text typed under /play's choice of a game says
(it was read in the handler, `bot.tg.handlers.table.typed_at_choice`): a target, a level or
both, a button's place, the kept half filled in; an aside (a good game wished, a greeting,
« combien? », « la différence? », « je jette quoi? »); else nothing."""

from __future__ import annotations

import pytest

from bot.drills.table_bot import Level
from bot.drills.table_choice_typed import ChoiceAside, ChoiceTyped, choice_typed
from bot.drills.table_moves import Chatter


@pytest.mark.parametrize(
    ("text", "kept_target", "kept_level", "said"),
    [
        ("61", None, None, ChoiceTyped(61, None)),
        ("une partie de 121 svp", None, None, ChoiceTyped(121, None)),
        ("facile", None, None, ChoiceTyped(None, Level.EASY)),
        ("121 expert", None, None, ChoiceTyped(121, Level.EXPERT)),
        ("facile", 61, None, ChoiceTyped(61, Level.EASY)),  # the level after the target
        ("121", None, Level.EXPERT, ChoiceTyped(121, Level.EXPERT)),
        ("2", None, None, ChoiceTyped(61, None)),  # the buttons: 121, 61
        ("2", 121, None, ChoiceTyped(121, Level.NORMAL)),  # Facile, Normal, Expert
        ("Bonne partie!", None, None, ChoiceTyped(None, None, ChoiceAside.WISH)),
        ("bonjour", None, None, ChoiceTyped(None, None, ChoiceAside.CHATTER, Chatter.GREETING)),
        ("ça fait combien?", 61, None, ChoiceTyped(61, None, ChoiceAside.HOW_MANY)),
        ("c'est quoi la différence?", 61, None, ChoiceTyped(61, None, ChoiceAside.ABOUT)),
        ("je jette quoi?", None, None, ChoiceTyped(None, None, ChoiceAside.CARDS)),
    ],
)
def test_what_is_said(
    text: str, kept_target: int | None, kept_level: Level | None, said: ChoiceTyped
) -> None:
    assert choice_typed(text, kept_target, kept_level) == said


@pytest.mark.parametrize("text", ["61 bananes", "7", "quelle heure est-il", "5 5", ""])
def test_nothing_said_to_the_choice(text: str) -> None:
    assert choice_typed(text, None, None) is None
