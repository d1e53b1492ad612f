"""« c'est bon ça? » after /odds: the chances told, judged; « et si je donne? » when so they were
(all wording; HTML).

« Non : à 15 %, vous perdez plus de parties que vous n'en gagnez à ce pointage. », then the
chances of the dealer at the start of a game, to compare with (`drills.odds_asked`)."""

from __future__ import annotations

from typing import Final

from bot.i18n import Translator
from bot.views.markup import esc
from bot.views.odds import percent_text

EVEN_BAND: Final = 0.1
"""Chances this close to 50 % are about even: neither good nor bad."""


def verdict_line(chance: float, tr: Translator) -> str:
    """Whether the chance is good, bad or about even (plain text)."""
    percent = percent_text(chance, tr)
    if chance >= 0.5 + EVEN_BAND:
        line = tr._("Yes: at {percent}, you win more games than you lose from this score.")
    elif chance <= 0.5 - EVEN_BAND:
        line = tr._("No: at {percent}, you lose more games than you win from this score.")
    else:
        line = tr._("About even: at {percent}, neither good nor bad.")
    return line.format(percent=percent)


def start_line(start: float, target: int, tr: Translator) -> str:
    """The dealer's chance at the start of a game of `target` (`start`), to compare with
    (plain text)."""
    return tr._(
        "To compare: at the start of a game of {target}, the dealer wins {percent}."
    ).format(target=tr.number(target), percent=percent_text(start, tr))


def good_text(chance: float, start: float, target: int, tr: Translator) -> str:
    """« c'est bon ça? » answered: the verdict, then the start of a game to compare (HTML)."""
    lines = (verdict_line(chance, tr), start_line(start, target, tr))
    return "\n".join(esc(line) for line in lines)


def same_role_line(dealer: bool, tr: Translator) -> str:
    """« et si je donne? » asked of chances told with the player dealing already (`dealer`),
    or « et si je reçois? » of chances told with her receiving: so they were, and the other
    role's follow (HTML; it told the same chances again, word for word)."""
    if dealer:
        return esc(tr._("You were already the dealer in those chances. As the pone:"))
    return esc(tr._("You were already the pone in those chances. As the dealer:"))
