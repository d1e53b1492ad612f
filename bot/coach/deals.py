"""Deals of each drill that hold a theme, and the coach's reading of them.

For the show and the lay-away the engine builds them directly (`bot.engine.theme_deals`); for
the play, positions must come from real simulated rounds, so a round is simulated and one of
its cards holding the theme is asked (the count), or rounds are drawn until one holds it.

    deal_show_with(DrillKind.HAND, Theme.NOBS, rng)  # a Deal whose show has his nobs
    deal_count_with(Theme.PLAY_31, rng)              # a PegCountQuestion whose card makes 31

Each returns None when the theme cannot be in that drill's deals. Pure.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Final

from bot.coach.plan import by_rejection
from bot.coach.questions import challenge_seen, count_seen, position_seen, round_seen
from bot.drills.deals import Deal, DrillKind
from bot.drills.ecart import SIX, Challenge
from bot.drills.peg import PegCountQuestion, count_question_at, simulate_round
from bot.drills.peg_best import PlayPosition, deal_peg_play
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round
from bot.engine.pegging import Play
from bot.engine.theme_deals import ThemeUnavailable, deal_lay_away, deal_show
from bot.engine.themes import Theme
from bot.engine.variants import STANDARD, Rules, single_point_barred

ROUNDS: Final = 120
"""Simulated rounds tried for a pegging theme before giving up (pair royals are rare)."""


def deal_show_with(kind: DrillKind, theme: Theme, rng: random.Random) -> Deal | None:
    """A hand (the player dealer or pone at random) or a crib whose show holds `theme`."""
    crib = kind is DrillKind.CRIB
    try:
        hand, starter = deal_show(theme, rng, crib=crib)
    except ThemeUnavailable:
        return None
    return Deal(kind, hand, starter, player_is_dealer=crib or rng.random() < 0.5)


def deal_count_with(
    theme: Theme, rng: random.Random, *, rules: Rules = STANDARD, board: int = 0
) -> PegCountQuestion | None:
    """A card of the play that holds `theme`, from a simulated round (a go or last-card point
    barred by the FADOQ 116 rule at `board` is asked barred, as `deal_peg_count` does)."""
    for _ in range(ROUNDS):
        round_ = simulate_round(rng)
        events = round_.record.events
        found = [
            question
            for question in (
                count_question_at(round_, i) for i, e in enumerate(events) if isinstance(e, Play)
            )
            if theme in count_seen(question).themes
        ]
        if found:
            question = rng.choice(found)
            closing = question.closing
            if closing is not None and single_point_barred(rules, closing, board):
                question = replace(question, barred=True)
            return question
    return None


def deal_round_with(
    theme: Theme,
    rng: random.Random,
    *,
    rules: Rules = STANDARD,
    board: tuple[int, int] | None = None,
) -> PegRoundQuestion | None:
    """A round of play where some card holds `theme` (scored with the board under FADOQ)."""
    return by_rejection(
        theme,
        rng,
        deal_random=lambda r: deal_peg_round(r, rules=rules, board=board),
        themes_of=lambda q: round_seen(q).themes,
        tries=ROUNDS,
    )


def deal_position_with(theme: Theme, rng: random.Random) -> PlayPosition | None:
    """A position where a card the player may lay holds `theme`."""
    return by_rejection(
        theme,
        rng,
        deal_random=deal_peg_play,
        themes_of=lambda q: position_seen(q).themes,
        tries=ROUNDS,
    )


def deal_challenge_with(theme: Theme, rng: random.Random, size: int = SIX) -> Challenge | None:
    """Cards to lay away whose deal holds `theme`."""
    try:
        cards, dealer = deal_lay_away(theme, rng, size=size)
    except ThemeUnavailable:
        return None
    challenge = Challenge(cards, dealer)
    return challenge if theme in challenge_seen(challenge).themes else None
