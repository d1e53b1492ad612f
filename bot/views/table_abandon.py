"""What /cancel says of a game against the bot: the question before abandoning it (how the
game will count: lost, not at all when no deal was played, or a tournament game's points), its
yes and no buttons, the question asked again once the game moved on, and the game abandoned.
The other replies around the game are `bot.views.table_replies`.

Functions named `..._note` and `..._buttons` return plain text (a button's answer or labels);
the others return Telegram HTML (numbers only: no user text).
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.views.markup import esc


def abandon_buttons(tr: Translator) -> tuple[str, str]:
    """Yes and no to « abandon your game? »."""
    return tr._("Yes, abandon it"), tr._("No, keep playing")


def abandon_asked_again_note(tr: Translator) -> str:
    """A yes to « abandon your game? » pressed after the game moved on: asked again."""
    return tr._("The game has moved on since that question: here it is again.")


def abandon_question(
    tr: Translator, *, target: int | None = None, never_played: bool = False
) -> str:
    """Asked before /cancel abandons a game; a tournament game of `target` counts the
    player's points so far and the target for the bot (`tournament.game_record`); a game
    `never_played` (no deal played yet, 0-0: `table_stats.never_played`) will not count."""
    if target is not None:
        text = tr._("Abandon this tournament game? Your points so far count, and {target} for me.")
        return esc(text.format(target=tr.number(target)))
    if never_played:
        return esc(tr._("Abandon your game? No deal has been played, so it will not count."))
    return esc(tr._("Abandon your game? It counts as lost."))


def abandoned_line(tr: Translator, *, tournament: bool = False, never_played: bool = False) -> str:
    """The game abandoned (a `tournament` game: the line recorded under it says how it counts
    and what is left to play, so no /play here; a game `never_played`: it does not count)."""
    if tournament:
        return esc(tr._("Game abandoned."))
    if never_played:
        return esc(
            tr._("Game abandoned; no deal was played, so it does not count. /play starts another.")
        )
    return esc(tr._("Game abandoned; it counts as lost. /play starts another."))
