"""The organizer's « /soiree fermer » (« /night close ») while games of the night are left,
or players on its list before the first round (`bot.tg.handlers.night_close`): what is left,
the question asked before closing, its two buttons and their answers.

HTML lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import Translator
from bot.views.markup import bold, esc
from bot.views.night import State
from bot.views.night_replies import EXAMPLE_MARGIN, command_words
from bot.views.night_score_replies import organizer_score_line


@dataclass(frozen=True, slots=True)
class Left:
    """The games of a night that would not count if it closed now."""

    waiting: int
    """Scores written, waiting for their ✅ (the opponent's, or the organizer's)."""
    disputed: int
    """Scores the players do not agree on, waiting for the organizer."""
    unscored: tuple[int, int] | None
    """The round and table of the first game drawn with no score written, if any."""
    unscored_count: int
    listed: int = 0
    """The players on the list while no round is drawn yet (the list is lost at the close)."""

    def __bool__(self) -> bool:
        return bool(self.waiting or self.disputed or self.unscored_count or self.listed)

    @property
    def games(self) -> int:
        """How many games in all."""
        return self.waiting + self.disputed + self.unscored_count


def left_at_close(state: State) -> Left:
    """The games drawn (byes aside) without a confirmed score: `closed_lines` names them at
    the close, « not counted »; before the first round, the players on the list."""
    games = [t for t in state.tables if t.b is not None and not t.confirmed]
    written = [t for t in games if t.score is not None]
    unscored = [(t.round, t.table) for t in games if t.score is None]
    return Left(
        waiting=sum(not t.disputed for t in written),
        disputed=sum(t.disputed for t in written),
        unscored=min(unscored, default=None),
        unscored_count=len(unscored),
        listed=0 if state.tables else len(state.players),
    )


def close_question(left: Left, target: int, tr: Translator) -> list[str]:
    """Asked before the organizer closes a night with games `left` (before: it closed at
    once, and they were only listed afterwards as « not counted »): how many, and how to
    count them instead; before the first round, that the list of players would be lost
    (before: it closed at once, and the names typed were gone)."""
    lines = [bold(tr._("Close the night now?"))]
    if left.listed:
        return [*lines, *list_lost_lines(left.listed, tr)]
    if left.waiting:
        text = tr.ngettext(
            "{n} score written is still waiting for its ✅.",
            "{n} scores written are still waiting for their ✅.",
            left.waiting,
        )
        lines.append(esc(text.format(n=tr.number(left.waiting))))
    if left.disputed:
        text = tr.ngettext(
            "{n} score is disputed and waits for the organizer's decision.",
            "{n} scores are disputed and wait for the organizer's decision.",
            left.disputed,
        )
        lines.append(esc(text.format(n=tr.number(left.disputed))))
    if left.unscored_count:
        text = tr.ngettext(
            "{n} table has no score yet.",
            "{n} tables have no score yet.",
            left.unscored_count,
        )
        lines.append(esc(text.format(n=tr.number(left.unscored_count))))
    text = tr.ngettext(
        "If you close now, this game will not count.",
        "If you close now, these games will not count.",
        left.games,
    )
    lines += ["", esc(text)]
    if left.waiting:
        lines.append(esc(tr._("A score counts once confirmed: press ✅ under it, in the group.")))
    if left.unscored is not None:
        round_, table = left.unscored
        example = (target, target - EXAMPLE_MARGIN)
        lines.append(organizer_score_line(tr, round_, example, table=table))
    return lines


def list_lost_lines(listed: int, tr: Translator) -> list[str]:
    """Under `close_question` before the first round: how many players are on the list, that
    it would be lost, and how to draw the first round instead."""
    text = tr.ngettext(
        "{n} player is on the list and no round is drawn yet.",
        "{n} players are on the list and no round is drawn yet.",
        listed,
    )
    cmd, words = command_words(tr)
    draw = tr._("To draw the first round: {command}")
    return [
        esc(text.format(n=tr.number(listed))),
        "",
        esc(tr._("If you close now, the list of players will be lost.")),
        esc(draw.format(command=f"{cmd} {words['round']}")),
    ]


def close_buttons(tr: Translator) -> tuple[str, str]:
    """Closing anyway, and keeping the night open, under `close_question`."""
    return tr._("Close anyway"), tr._("Keep the night open")


def kept_open_line(tr: Translator) -> str:
    """`close_question` answered: the night stays open."""
    return esc(tr._("The night stays open."))


def closing_line(tr: Translator) -> str:
    """`close_question` answered: closed (the standings and the winners follow)."""
    return esc(tr._("The night is closed."))
