"""What a player (or the organizer) is told about a score written with /night: why it is
not written, who confirms it, the other side's score agreeing or not, a confirmation refused.
The rest of the night's replies are `bot.views.night_replies`.

Functions named `..._note` return plain text (a button's answer); the others return Telegram
HTML.
"""

from __future__ import annotations

from bot.drills.night_state import EntryRefusal
from bot.i18n import Translator
from bot.views import replies
from bot.views.markup import esc
from bot.views.night_replies import ARG_CHARS, EXAMPLE_MARGIN, command_words


def entry_refused_line(
    refusal: EntryRefusal, target: int, tr: Translator, *, doubles: bool = False
) -> str:
    """Why a player's score (`/night 121 98`) is not written (`doubles`: their team's bye)."""
    if refusal is EntryRefusal.NOT_PLAYING:
        return esc(
            tr._("You are not a player in this club night: only its players write their scores.")
        )
    if refusal is EntryRefusal.NO_GAME:
        return esc(tr._("You have no game waiting for its score."))
    if refusal is EntryRefusal.BYE and doubles:
        return esc(
            tr._(
                "Your team has the bye this round: no score to write; the bye counts as a game won."
            )
        )
    if refusal is EntryRefusal.BYE:
        return esc(
            tr._("You have the bye this round: no score to write; the bye counts as a game won.")
        )
    return finished_score_line(target, tr, example=True)


def organizer_score_line(
    tr: Translator, drawn: int, scores: tuple[int, int], *, table: int = 1
) -> str:
    """Under `entry_refused_line` to an administrator who plays no game and wrote a score as
    a player does (`/night 121 95`): how the organizer writes a table's (`drawn`: the round
    under way, 0 before the first; before: only « only its players write their scores »;
    `table`: the example's, a table of that round waiting for its score)."""
    cmd, words = command_words(tr)
    example = f"{cmd} {words['correct']} {max(drawn, 1)} {table} {scores[0]} {scores[1]}"
    text = tr._(
        "To write a table's score as the organizer: {example} (round, table, then both scores)."
    )
    return esc(text.format(example=example))


def organizer_slip_lines(typed: str, drawn: int, target: int, tr: Translator) -> list[str]:
    """A score typed with a slip (« /night 1211 95 ») by an administrator who plays no game:
    what was not read, and how the organizer writes a table's score (before: « A night is
    open: /night shows it »)."""
    example = (target, target - EXAMPLE_MARGIN)
    said = replies.not_understood_note(typed[:ARG_CHARS], tr)
    return [esc(said), organizer_score_line(tr, drawn, example)]


def finished_score_line(target: int, tr: Translator, *, example: bool) -> str:
    """A score that cannot end a game of `target` (`example`: with one, the player's first)."""
    if example:
        text = tr._(
            "A finished game has one score of {target} exactly and the other below it:"
            " for example {example}, your own score first."
        ).format(target=tr.number(target), example=f"{target} {target - EXAMPLE_MARGIN}")
    else:
        text = tr._(
            "A finished game has one score of {target} exactly and the other below it."
        ).format(target=tr.number(target))
    return esc(text)


def confirmed_already_line(tr: Translator) -> str:
    """A score written again once confirmed."""
    return esc(tr._("This score is confirmed already."))


def written_line(
    tr: Translator, *, organizer: bool, doubles: bool = False, yourself: bool = False
) -> str:
    """A score written in private: who confirms it, and where (`organizer`: the opponent has
    no Telegram, the organizer confirms for them, `yourself` the writer, an administrator:
    before, « the organizer will confirm it » to the organizer; `doubles`: a player of the
    other team)."""
    if organizer and yourself and doubles:
        return esc(
            tr._(
                "Written. The other team has no Telegram: as the organizer, confirm it yourself"
                " with the button, in the group."
            )
        )
    if organizer and yourself:
        return esc(
            tr._(
                "Written. Your opponent has no Telegram: as the organizer, confirm it yourself"
                " with the button, in the group."
            )
        )
    if organizer and doubles:
        return esc(tr._("Written. The other team has no Telegram: the organizer will confirm it."))
    if organizer:
        return esc(tr._("Written. Your opponent has no Telegram: the organizer will confirm it."))
    if doubles:
        return esc(
            tr._(
                "Written. Now a player of the other team confirms it with the button, in the group."
            )
        )
    return esc(tr._("Written. Now your opponent confirms it with the button, in the group."))


def written_already_line(tr: Translator, *, organizer: bool, doubles: bool) -> str:
    """The score waiting for its confirmation written again by its side (before: posted again,
    the first post struck out as « remplacé » by the very same score)."""
    if organizer:
        return esc(tr._("This score is written already: the organizer confirms it."))
    if doubles:
        return esc(
            tr._(
                "This score is written already: a player of the other team confirms it with the"
                " button."
            )
        )
    return esc(tr._("This score is written already: your opponent confirms it with the button."))


def agreed_line(tr: Translator, *, doubles: bool = False) -> str:
    """A player wrote the score their opponent had written: that confirms it (`doubles`: the
    other team had written it)."""
    if doubles:
        return esc(tr._("The other team wrote the same score: confirmed."))
    return esc(tr._("Your opponent wrote the same score: confirmed."))


def not_agreed_line(tr: Translator, *, doubles: bool = False) -> str:
    """A player wrote another score than their opponent's: the organizer decides."""
    if doubles:
        return esc(tr._("The other team wrote another score: the organizer decides."))
    return esc(tr._("Your opponent wrote another score: the organizer decides."))


def changed_note(tr: Translator) -> str:
    """A confirmation pressed on a score that changed."""
    return tr._("This score has changed or is confirmed already.")


def own_score_note(tr: Translator, *, doubles: bool = False) -> str:
    """A side confirming its own score."""
    if doubles:
        return tr._(
            "You cannot confirm a score your team wrote: a player of the other team confirms it."
        )
    return tr._("You cannot confirm a score your side wrote: your opponent confirms it.")


def not_at_table_note(tr: Translator) -> str:
    """A confirmation by someone not at the table."""
    return tr._("Only the players of this table (or the organizer) can confirm this score.")
