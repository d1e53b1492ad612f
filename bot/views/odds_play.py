"""/play's chances after each deal: « Vos chances de gagner : 62 % », and in the game's summary
the deal that swung them most (all wording; HTML)."""

from __future__ import annotations

from bot.i18n import Translator
from bot.views.markup import esc
from bot.views.odds import percent_text


def play_line(chance: float, tr: Translator, *, fadoq: bool = False) -> str:
    """« Vos chances de gagner : 62 % » (HTML); « Vos chances de gagner (règle FADOQ) : 62 % »
    in a game played with the FADOQ rule, whose chances they are."""
    if fadoq:
        line = tr._("Your chances of winning (FADOQ rule): {percent}")
    else:
        line = tr._("Your chances of winning: {percent}")
    return esc(line.format(percent=percent_text(chance, tr)))


def swing_line(
    deal_number: int, before: float, after: float, tr: Translator, *, decided: bool = False
) -> str:
    """The deal that swung the chances most, in the game's summary (HTML); `decided`: the
    deal ended the game, `after` is its result (100 % or 0 %)."""
    return esc(
        tr._("The deal that counted most: deal {deal}, your chances went from {before} to {after}")
    ).format(
        deal=tr.number(deal_number),
        before=percent_text(before, tr),
        after=percent_text(after, tr, certain=decided),
    )
