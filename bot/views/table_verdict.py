"""What the /play handlers say when the player answers my count: the verdict step (« Is my
count right? »: right, muggins, a number read as either, « je sais pas ») and the muggins claim
that follows it (how many points I missed). The other steps' refusals and help are
`bot.views.table_replies`.

Functions named `..._note` return plain text; the others return Telegram HTML (numbers only:
no user text).
"""

from __future__ import annotations

from bot.drills.answer_asides import says_dont_know
from bot.drills.answer_words import MUGGINS_WORD
from bot.drills.help_asked import asks_what
from bot.drills.table_moves import VerdictRead
from bot.drills.table_state import Table, Waiting
from bot.drills.table_typed import verdict_read_at
from bot.i18n import Translator
from bot.views.markup import esc


def verdict_typed_note(tr: Translator) -> str:
    """A text at the bot's count that neither accepts it nor calls muggins: how to answer,
    not the step's « Is my count right? » again (the step, shown under it, asks it)."""
    return tr._(
        "Type “right” (or tap ✓ Right) if my count is right, or “Muggins!” and the points I missed."
    )


def verdict_refused_note(text: str, tr: Translator) -> str:
    """A text at my count that neither accepts it nor calls muggins (plain text): « je sais
    pas », how to check my count; "what's muggins?" (it was told how to answer alone), what
    muggins is, then how to answer; else how to answer."""
    if says_dont_know(text):
        return verdict_dont_know_note(tr)
    if MUGGINS_WORD.search(text) and asks_what(text.split()):
        what = tr._(
            "When a player counts short, the other player calls “Muggins!” "
            "and takes the points missed."
        )
        return what + " " + verdict_typed_note(tr)
    return verdict_typed_note(tr)


def verdict_no_note(tr: Translator) -> str:
    """« non » typed at my count: it is wrong, so muggins is how to say it (plain text)."""
    return tr._("No? Then tap “Muggins!” and tell me how many points I missed.")


def verdict_dont_know_note(tr: Translator) -> str:
    """« je sais pas » typed at my count: how to check it (my cards are shown above), then
    how to answer either way (plain text)."""
    return tr._(
        "No problem! Count my cards yourself, shown above: if you find what I found, type "
        "“right”; if I missed points, tap “Muggins!”."
    )


def verdict_read_line(read: VerdictRead, said: int, claimed: int, tr: Translator) -> str:
    """How a number typed at « Is my count right? » without « Muggins! » was read (« deux »
    was answered « Pas de muggins… » with no word of it) (HTML): the points I missed, or the
    player's count of my cards (`said`) against mine (`claimed`)."""
    if read is VerdictRead.MISSED:
        text = tr.ngettext(
            "Read as muggins: you say I missed {n} point.",
            "Read as muggins: you say I missed {n} points.",
            said,
        ).format(n=tr.number(said))
    elif said == claimed:
        text = tr._("You count {said}, as I did.").format(said=tr.number(said))
    else:
        missed = said - claimed  # said as a number alone is: what the player says I missed
        text = tr.ngettext(
            "You count {said} where I counted {claimed}: read as muggins, you say I missed "
            "{n} point.",
            "You count {said} where I counted {claimed}: read as muggins, you say I missed "
            "{n} points.",
            missed,
        ).format(said=tr.number(said), claimed=tr.number(claimed), n=tr.number(missed))
    return esc(text)


def verdict_read_lines(
    table: Table, waiting: Waiting, text: str, tr: Translator
) -> list[str] | None:
    """At my count, a number typed without « Muggins! »: how it was read (the points I
    missed, or the player's count of my cards: my count said back, « 4 » at my 4, is theirs as
    mine), said before the verdict (HTML); None at any
    other step, or for a text that is no such number."""
    call = table.deal.call
    read = verdict_read_at(table, waiting, text)
    if read is None or call is None:
        return None
    return [verdict_read_line(read[0], read[1], call.claimed, tr)]


def count_below_mine_line(said: int, claimed: int, tr: Translator) -> str:
    """A count of my cards typed at my count that is less than mine (HTML): muggins takes
    only points I missed, then how to answer."""
    text = tr._(
        "You count {said}, I counted {claimed}: muggins is only for points I missed."
    ).format(said=tr.number(said), claimed=tr.number(claimed))
    return esc(text + " " + verdict_typed_note(tr))


def claim_typed_note(tr: Translator) -> str:
    """A text at the muggins claim that is no number of points."""
    return tr._("Type the number of points I missed, for example 2, or tap it.")


def claim_help_text(tr: Translator) -> str:
    """« aide » at the muggins claim: how to find the number asked (plain text)."""
    return tr._(
        "Count my cards yourself: the points I missed are your total less my count. Tap that "
        "number, or type it, like 2."
    )


def claim_unsure_note(tr: Translator) -> str:
    """« je sais pas » at the muggins claim: a yes takes the muggins back (plain text)."""
    return tr._("Not sure? Type “right” and my count stands.")
