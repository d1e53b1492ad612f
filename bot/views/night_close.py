"""A night's close: what the group reads when it closes (the winners, the final standings,
what did not count), and the organizer's « /soiree fermer » (« /night close ») while games
of the night are left, or players on its list before the first round
(`bot.tg.handlers.night_close`): what is left, the question asked before closing, its two
buttons and their answers.

HTML lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import Translator
from bot.views.markup import bold, esc
from bot.views.night import (
    State,
    nothing_scored,
    score_words,
    side_name,
    standings_of,
    unscored_close_line,
    winners_lines,
)
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
    drawn: int = 0
    """The last round drawn."""
    rounds: int = 0
    """The night's number of rounds (those after `drawn` are never played if it closes)."""

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
        drawn=state.drawn,
        rounds=state.games,
    )


def close_question(left: Left, target: int, tr: Translator) -> list[str]:
    """Asked before the organizer closes a night with games `left` (before: it closed at
    once, and they were only listed afterwards as « not counted »): how many, and how to
    count them instead; before the first round, that the list of players would be lost
    (before: it closed at once, and the names typed were gone)."""
    lines = [bold(tr._("Close the night now?"))]
    if left.listed:
        return [*lines, *list_lost_lines(left.listed, tr)]
    counts = (
        (
            left.waiting,
            tr.ngettext(
                "{n} score written is still waiting for its ✅.",
                "{n} scores written are still waiting for their ✅.",
                left.waiting,
            ),
        ),
        (
            left.disputed,
            tr.ngettext(
                "{n} score is disputed and waits for the organizer's decision.",
                "{n} scores are disputed and wait for the organizer's decision.",
                left.disputed,
            ),
        ),
        (
            left.unscored_count,
            tr.ngettext(
                "{n} table has no score yet.", "{n} tables have no score yet.", left.unscored_count
            ),
        ),
    )
    lines += [esc(text.format(n=tr.number(n))) for n, text in counts if n]
    text = tr.ngettext(
        "If you close now, this game will not count.",
        "If you close now, these games will not count.",
        left.games,
    )
    lines += ["", esc(text)]
    lines += not_drawn_asked(left.drawn, left.rounds, tr)
    if left.waiting:
        lines.append(esc(tr._("A score counts once confirmed: press ✅ under it, in the group.")))
    if left.unscored is not None:
        round_, table = left.unscored
        example = (target, target - EXAMPLE_MARGIN)
        lines.append(organizer_score_line(tr, round_, example, table=table))
    return lines


def not_drawn_asked(drawn: int, rounds: int, tr: Translator) -> list[str]:
    """Under `close_question`, the rounds of the night not drawn yet (before: not a word of
    them, a night of 6 rounds closed after round 2 as after a whole night)."""
    if not drawn or drawn >= rounds:
        return []
    if drawn + 1 == rounds:
        text = tr._("Round {last} is not drawn yet: it will not be played.")
    elif drawn + 2 == rounds:  # « 3 et 4 », not « 3 à 4 »
        text = tr._("Rounds {first} and {last} are not drawn yet: they will not be played.")
    else:
        text = tr._("Rounds {first} to {last} are not drawn yet: they will not be played.")
    return [esc(text.format(first=tr.number(drawn + 1), last=tr.number(rounds)))]


def not_drawn_closed(state: State, tr: Translator) -> list[str]:
    """The close of a night before its last round was drawn (seed 002: « le responsable de
    plateau pourra réduire le nombre de parties à jouer »): after which round of how many,
    and the rounds never drawn (before: not a word, the winners and « Classement final » as
    after a whole night): under the winners, above the final standings."""
    said = not_drawn_text(state.drawn, state.games, tr)
    return [] if said is None else [esc(said)]


def not_drawn_text(drawn: int, rounds: int, tr: Translator) -> str | None:
    """A night closed after round `drawn` of `rounds`: the rounds never drawn, in plain text
    (the close's message, escaped; the printed sheets, under « Classement final »); None when
    no round was drawn or the last was."""
    if not drawn or drawn >= rounds:
        return None
    if drawn + 1 == rounds:
        text = tr._("Closed after round {drawn} of {rounds}: round {last} was not drawn.")
    elif drawn + 2 == rounds:
        text = tr._(
            "Closed after round {drawn} of {rounds}: rounds {first} and {last} were not drawn."
        )
    else:
        text = tr._(
            "Closed after round {drawn} of {rounds}: rounds {first} to {last} were not drawn."
        )
    return text.format(
        drawn=tr.number(drawn),
        rounds=tr.number(rounds),
        first=tr.number(drawn + 1),
        last=tr.number(rounds),
    )


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


def close_asked_again_line(tr: Translator) -> str:
    """« /night close » typed again while `close_question` waits above (a reply to it; before:
    the same question was posted twice, with its buttons)."""
    return esc(tr._("Close the night? I have asked already: answer the question above."))


def kept_open_line(tr: Translator) -> str:
    """`close_question` answered: the night stays open."""
    return esc(tr._("The night stays open."))


def closing_line(tr: Translator) -> str:
    """`close_question` answered: closed (the standings and the winners follow)."""
    return esc(tr._("The night is closed."))


def closed_lines(state: State, tr: Translator, *, by_itself: bool = False) -> list[str]:
    """The close: the three winners, then the final standings (none if no game counted),
    then the scores written but never confirmed and the games not played, which do not count
    (a night where nothing counted: no list of its games). `by_itself`: closed by its last
    score confirmed, which it says under its first line (before: not a word, and the
    organizer's « /soiree fermer » then read « déjà fermée »). Closed before its last round
    was drawn, the rounds never drawn are said above the standings (a night where nothing
    counted: no standings, nor that)."""
    if nothing_scored(state):  # not by itself: a last score confirmed is a score
        return [unscored_close_line(tr), *uncounted_lines(state, tr)]
    why = [by_itself_line(tr)] if by_itself else []
    over, *medals = winners_lines(state.standings(), state.names, tr)
    early = not_drawn_closed(state, tr)
    lines = [
        over,
        *why,
        *medals,
        "",
        *early,
        *([""] if early else []),
        *standings_of(state, tr, final=True),
    ]
    return [*lines, *uncounted_lines(state, tr), *unplayed_lines(state, tr)]


def by_itself_line(tr: Translator) -> str:
    """The close's second line when the last score confirmed closed the night."""
    return esc(tr._("The last score confirmed closed it by itself (no need for /night close)."))


def uncounted_lines(state: State, tr: Translator) -> list[str]:
    """The scores written but never confirmed, named at the close: they do not count."""
    tables = [t.model for t in state.tables if t.model.score is not None and not t.model.confirmed]
    if not tables:
        return []
    lines = ["", bold(tr._("Not counted, because never confirmed:"))]
    for table in tables:
        text = tr._("Round {r}, table {t}: {score}").format(
            r=tr.number(table.round),
            t=tr.number(table.table),
            score=score_words(table, state.names, tr),
        )
        lines.append(esc(text))
    return lines


def unplayed_lines(state: State, tr: Translator) -> list[str]:
    """The games drawn but not played at the close, and the bye of a round with no game confirmed
    (`bot.drills.night_standings.standings`): they do not count (before: not a word, and the player
    told « vous êtes exempt » found the bye gone from the final standings)."""
    lines: list[str] = []
    byes: list[str] = []
    for r in range(1, state.drawn + 1):
        tables = [t.model for t in state.round_tables(r)]
        for t in tables:
            if t.b is None or t.score is not None:
                continue
            a, b = side_name(t.a, state.names, tr), side_name(t.b, state.names, tr)
            game = tr._("{a} against {b}").format(a=a, b=b)
            text = tr._("Round {r}, table {t}: {score}")
            lines.append(esc(text.format(r=tr.number(r), t=tr.number(t.table), score=game)))
        if not any(t.b is not None and t.score is not None and t.confirmed for t in tables):
            for t in (t for t in tables if t.b is None and t.score is None):
                said = tr._("Round {r}: no game confirmed, so the bye of {name} does not count.")
                name = side_name(t.a, state.names, tr)
                byes.append(esc(said.format(r=tr.number(r), name=name)))
    if lines:
        lines = ["", bold(tr._("Not counted, because not played:")), *lines]
    return lines + (["", *byes] if byes else [])
