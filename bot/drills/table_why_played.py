"""« pourquoi tu as joué ça? » at a game against the bot: the bot's last card laid, and the way
its level chose it (pure: no I/O, no text; worded by `bot.views.table_why_played`).

The bot's levels choose a card of the play so (`bot.drills.table_bot.play_policy`): the easy
bot at random among the cards that may be laid, the normal bot the one that pegs most now, the
expert the one with the best expected net points to the end of the round, and near the end of
a game of two (`bot.engine.endgame.within_reach`) the one most likely to win the game."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.drills.step_asked import plain_said
from bot.drills.table_bot import Level
from bot.drills.table_state import BOT_SEAT, Table
from bot.engine.cards import Card
from bot.engine.endgame import within_reach

WHY_PLAYED: Final = re.compile(
    r"^(?:mais |pis |et )?pourquoi (?:est-ce que )?(?:tu as|t'as|as-tu|tu|vous avez|avez-vous)"
    r" (?:joue|jouer|jouais|mis|sorti|lance|garde)\b"
    r"|^(?:but |and )?why (?:did|do) you (?:play|lay|lead|put)\b"
    r"|^(?:pourquoi|why) (?:cette carte|ce coup|that card|this card|that play)$"
)
"""The bot's card asked about (« pourquoi tu as joué ça? », « pourquoi t'as joué le 7? »,
"why did you play that?"), accents, case and end marks left out."""


def asks_why_played(text: str) -> bool:
    """Whether `text` asks why the bot laid its card (`WHY_PLAYED`)."""
    return WHY_PLAYED.match(plain_said(text)) is not None


class PlayedBy(StrEnum):
    """How the bot's level chose its card."""

    RANDOM = "random"
    POINTS_NOW = "points_now"
    ROUND_NET = "round_net"
    TO_WIN = "to_win"


@dataclass(frozen=True, slots=True)
class Played:
    """The bot's last card laid in the deal's play, and how it was chosen."""

    card: Card
    by: PlayedBy


def last_played(table: Table) -> Played | None:
    """The bot's last card laid in the deal under way and how its level chose it; None before
    it laid one, or for a seat of no level."""
    if not table.deals or len(table.seats) <= BOT_SEAT:
        return None
    laid = table.deal.laid_by(BOT_SEAT)
    level = table.seats[BOT_SEAT].level
    if not laid or level is None:
        return None
    if level is Level.EASY:
        by = PlayedBy.RANDOM
    elif level is Level.NORMAL or len(table.seats) != 2:
        by = PlayedBy.POINTS_NOW
    elif within_reach(table.scores[0], table.scores[1], table.rules.target):
        by = PlayedBy.TO_WIN
    else:
        by = PlayedBy.ROUND_NET
    return Played(laid[-1], by)
