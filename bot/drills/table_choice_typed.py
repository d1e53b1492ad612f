"""What a text typed in private under /play's choice of a game says (`choice_typed`): a
target or a level (« 61 », « facile », « 121 expert », a button's place « 2 »), or an aside
to it (« bonne partie! », « bonjour », « ça fait combien? », « la différence? », « je jette
quoi? »). The handler, `bot.tg.handlers.table.typed_at_choice`, answers it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.drills.ecart_talk import asks_hint_at_deal
from bot.drills.table_args import (
    asks_about_choice,
    asks_how_many,
    choice_at_place,
    choice_words,
    read_args,
)
from bot.drills.table_bot import Level
from bot.drills.table_moves import Chatter, chatter_of, wishes_good_game
from bot.drills.table_typed import asks_what_to_play


class ChoiceAside(Enum):
    """Something typed under the choice that chooses nothing."""

    WISH = "wish"
    """« bonne partie! »: wished back."""
    CHATTER = "chatter"
    """« bonjour », « merci »: greeted back, pointed to the choice."""
    HOW_MANY = "how_many"
    """« ça fait combien? »: the choice shown again."""
    ABOUT = "about"
    """« la différence? », « lequel je prends? »: what the choice is about."""
    CARDS = "cards"
    """« je jette quoi? », « un indice? »: no cards are dealt yet."""


@dataclass(frozen=True, slots=True)
class ChoiceTyped:
    """What a text typed under the choice says: the target and the level now chosen (those
    kept with the choice filling what the text leaves out), or an aside (`aside`, the
    greeting or thanks in `chatter`)."""

    target: int | None
    level: Level | None
    aside: ChoiceAside | None = None
    chatter: Chatter | None = None


def choice_typed(
    text: str, kept_target: int | None, kept_level: Level | None
) -> ChoiceTyped | None:
    """What `text`, typed under /play's choice shown (with `kept_target` and `kept_level`
    kept from what was pressed or typed before, `table_args.kept_choice`), says; None when it
    is neither a choice nor an aside to it (left to the other readers). A good game wished is
    an aside even with a target (« bonne partie de 61! »); the other asides only without one."""
    said = choice_words(text)
    target, level, unknown = read_args(said)
    if (placed := choice_at_place(said, kept_target, kept_level)) is not None:  # « 2 »
        (target, level), unknown = placed, None
    if wishes_good_game(text):
        return ChoiceTyped(kept_target, kept_level, ChoiceAside.WISH)
    if target is None and level is None:
        if (chatter := chatter_of(text)) is not None:
            return ChoiceTyped(kept_target, kept_level, ChoiceAside.CHATTER, chatter)
        if asks_how_many(text):
            return ChoiceTyped(kept_target, kept_level, ChoiceAside.HOW_MANY)
        if asks_about_choice(text):
            return ChoiceTyped(kept_target, kept_level, ChoiceAside.ABOUT)
        if asks_what_to_play(text) or asks_hint_at_deal(text):
            return ChoiceTyped(kept_target, kept_level, ChoiceAside.CARDS)
        return None
    if unknown is not None:
        return None
    return ChoiceTyped(
        kept_target if target is None else target,  # the level typed after the target
        kept_level if level is None else level,  # the target typed after the level
    )
