"""What the pegging drills say to answers that are no count (`bot.views.peg`'s refusals):
« je ne sais pas », « comment on compte? », « muggins »; for one card and for a round. Plain
text, escaped by the handler."""

from __future__ import annotations

from bot.drills.answer_asides import asks_how, says_dont_know
from bot.drills.answer_words import MUGGINS_WORD
from bot.drills.ecart_talk import asks_why
from bot.i18n import Translator


def dont_know_call(tr: Translator, muggins: bool | None) -> str:
    """« Je ne sais pas » to « how many points for your card? »."""
    if muggins is None:
        return tr._(
            "No problem! Say what you can see, or send 0: I will show you what the card "
            "pegs. /cancel moves on to something else."
        )
    if muggins:
        return tr._(
            "No problem! Send the points you can see: I show you what the card pegs after, "
            "and I take the points you leave out (muggins). /cancel moves on to something else."
        )
    return tr._(
        "No problem! Send the points you can see: I show you what the card pegs after; "
        "the points you leave out are lost. /cancel moves on to something else."
    )


def play_points_line(tr: Translator) -> str:
    """What a card pegs in the play, in one line (the reply to « comment on compte? »)."""
    return tr._(
        "In the play, a card pegs 2 for making fifteen or 31, 2 for a pair, 6 for three of "
        "a kind, 12 for four, 1 per card of a run, 1 for the go or the last card."
    )


def why_before_answer_line(tr: Translator) -> str:
    """« pourquoi? » typed before any answer to the play (it was « Je ne connais pas le mot
    « pourquoi » »): every point is explained once the player has answered."""
    return tr._("I explain every point, combination by combination, once you have answered.")


def round_aside(text: str, hint: str, tr: Translator, *, muggins: bool) -> str | None:
    """The reply to a round's answer that is no count (`hint`: what to send), else None:
    « muggins » (called on the other's count), « comment? » (what a card pegs), « je ne
    sais pas » (what a short answer costs under the player's `muggins` setting)."""
    if MUGGINS_WORD.search(text):
        return (
            tr._(
                "Muggins is called on the other player's count, to take the points they missed. "
                "Here, say what you and your opponent pegged."
            )
            + " "
            + hint
        )
    if asks_how(text):
        return play_points_line(tr) + " " + hint
    if asks_why(text):
        return why_before_answer_line(tr) + " " + hint
    if not says_dont_know(text):
        return None
    return (
        tr._(
            "No problem! Follow the cards one at a time and add up the points: yours, "
            "then your opponent's, for example {example}. I show you "
            "every point after, and I take the points you leave out of yours (muggins). "
            "/cancel moves on to something else."
        )
        if muggins
        else tr._(
            "No problem! Follow the cards one at a time and add up the points: yours, "
            "then your opponent's, for example {example}. I show you "
            "every point after; the points you leave out of yours are lost. "
            "/cancel moves on to something else."
        )
    ).format(example=tr.number(5) + " 3")
