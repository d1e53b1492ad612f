"""« pourquoi tu as joué ça? » at a game against the bot: « J'ai joué 7♠. Au niveau expert, … »
(all wording; `bot.drills.table_why_played` says which card and how it was chosen)."""

from __future__ import annotations

from typing import assert_never

from bot.drills.table_why_played import Played, PlayedBy
from bot.i18n import Translator, render
from bot.views.markup import esc


def _how(by: PlayedBy, tr: Translator) -> str:
    match by:
        case PlayedBy.RANDOM:
            return tr._("At the easy level, I play a card at random among those that may be laid.")
        case PlayedBy.POINTS_NOW:
            return tr._("At the normal level, I play the card that pegs the most points right now.")
        case PlayedBy.ROUND_NET:
            return tr._(
                "At the expert level, I play the card that brings me the most points on average "
                "to the end of the round, weighing every card you could answer with."
            )
        case PlayedBy.TO_WIN:
            return tr._(
                "Near the end of the game, I play the card that gives me the best chance of "
                "winning the game, not the one that pegs the most points."
            )
        case _:
            assert_never(by)


def why_played_text(played: Played, tr: Translator) -> str:
    """The bot's last card, and how its level chose it (HTML)."""
    card = tr._("I played {card}.").format(card=render.card(played.card, tr))
    return esc(f"{card} {_how(played.by, tr)}")
