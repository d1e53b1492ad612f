"""The buttons of the counting drill (/hand, /crib), as rows of (label, value) that the chat
turns into a keyboard (`bot.tg.handlers.drill`, with the callback data of
`bot.tg.handlers.callbacks`): the group's keypad (a count per button), the row that deals a
hand and a crib, and the one under a verdict (« Main suivante » on the kind just counted).
The labels are `bot.views.practice`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bot.drills.answers import MAX_COUNT
from bot.drills.deals import DrillKind
from bot.i18n import Translator
from bot.views import practice as words

KEYPAD_COLUMNS: Final = 6


def keypad_rows(tr: Translator) -> list[list[tuple[str, int]]]:
    """The group keypad: one button per count, 0 to 29, six a row; each (label, count)."""
    counts = list(range(MAX_COUNT + 1))
    rows = [counts[i : i + KEYPAD_COLUMNS] for i in range(0, len(counts), KEYPAD_COLUMNS)]
    return [[(tr.number(n), n) for n in row] for row in rows]


def deal_row(
    tr: Translator,
    hand: Callable[[Translator], str] = words.count_hand_button,
    crib: Callable[[Translator], str] = words.count_crib_button,
) -> list[tuple[str, DrillKind]]:
    """The buttons that deal a hand (labelled `hand`) and a crib (labelled `crib`) to count,
    each (label, kind dealt)."""
    return [(hand(tr), DrillKind.HAND), (crib(tr), DrillKind.CRIB)]


def next_row(tr: Translator, kind: str = DrillKind.HAND.value) -> list[tuple[str, DrillKind]]:
    """After the verdict on a hand or a crib (`kind`): deal again, « Next » on the kind just
    counted (« Main suivante » under a crib dealt a hand to a player practising cribs)."""
    if kind == DrillKind.CRIB.value:
        return deal_row(tr, crib=words.next_crib_button)
    return deal_row(tr, words.next_hand_button)
