"""The expert's play near the end of a game: the card most likely to win it (issue 42).

Far from the end the expert lays the card with the best expected net points to the end of
the round (`bot.drills.lookahead.exact_nets`). Once either side is within
`bot.engine.endgame.ENDGAME_REACH` points of the target, it lays the card with the best
chance of winning the game instead (`play_chances`): the round is played out as one tree over
every hand the opponent could hold (`bot.drills.lookahead.win_chances`); a side that reaches
the target in the play wins at once; otherwise the shows are counted in order from the board
at the end of the play:

- the pone's hand: the bot's own is known exactly (its four cards and the starter); the
  opponent's is drawn from the win table's sample (`bot.engine.odds.DealParts.pone_hand`);
- the dealer's hand and crib: the bot's hand exactly plus the sample's mean crib; the
  opponent's from the sample (`DealParts.dealer_show`);
- then the win table's chance from the next deal's scores.

Under the FADOQ 116 rule a side at the threshold or more pegs no go or last card, in the
points played so far as in the tree, and the next deals' chances are the rule's table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import floor

from bot.drills.lookahead import NEVER, pile_rank_points, win_chances
from bot.engine.cards import Card
from bot.engine.endgame import within_reach
from bot.engine.odds import OddsTables
from bot.engine.pegging import GO_POINTS, THIRTY_ONE, PlayView
from bot.engine.show import score_hand


@dataclass(frozen=True, slots=True)
class Standing:
    """The game around a deal's play, as a bot seat sees it: the board when the play starts
    (its own score first, his heels counted), the target, the FADOQ threshold (None without
    the rule), the starter, and the win table."""

    scores: tuple[int, int]
    target: int
    fadoq_threshold: int | None
    starter: Card
    odds: OddsTables


def round_points(view: PlayView, scores: tuple[int, int], threshold: int | None) -> list[int]:
    """The points each player (the viewer first) pegged so far in this round, from the cards
    laid: a count that the next card would take past 31 was closed by a go (a point to the
    last to lay, none after 31, none for a side at the FADOQ threshold)."""
    points = [0, 0]
    pile: list[int] = []
    count = 0
    last = 0

    def close() -> None:
        if count < THIRTY_ONE and (threshold is None or scores[last] + points[last] < threshold):
            points[last] += GO_POINTS

    for player, card in view.history:
        who = 0 if player == view.player else 1
        if pile and (count == THIRTY_ONE or count + card.value > THIRTY_ONE):
            close()
            pile, count = [], 0
        pile.append(card.rank)
        count += card.value
        points[who] += pile_rank_points(tuple(pile), count)
        last = who
    if pile and count != view.count:
        close()
    return points


def play_chances(
    view: PlayView,
    cards: Sequence[Card],
    unseen: Sequence[Card],
    held: int,
    standing: Standing,
) -> dict[Card, tuple[float, Fraction]] | None:
    """Each card's chance of winning the game and its expected net points to the end of the
    round (`win_chances`), or None when the score does not make the chance the measure (far
    from the end, or a table without its parts)."""
    odds = standing.odds
    target = standing.target
    parts = odds.parts
    if parts is None or target not in odds.tables:
        return None
    so_far = round_points(view, standing.scores, standing.fadoq_threshold)
    board = (standing.scores[0] + so_far[0], standing.scores[1] + so_far[1])
    if not within_reach(*board, target):
        return None
    if max(board) >= target:
        return None
    fadoq = standing.fadoq_threshold
    table = odds.table(target, fadoq) if odds.has(target, fadoq) else odds.tables[target]
    laid = [c for p, c in view.history if p == view.player]
    hand = score_hand([*view.hand, *laid], standing.starter).total
    dealer = view.player == view.dealer
    pone_hands = sorted(parts.pone_hand.items())
    dealer_shows = sorted(parts.dealer_show.items())
    deals = parts.race.deals
    crib_low = floor(parts.crib_mean)
    crib_part = parts.crib_mean - crib_low

    def as_dealer(me: int, them: int) -> float:
        """My chance from the board after the play, dealing: the pone's hand, then mine."""
        value = 0.0
        for points, ways in pone_hands:
            pone = them + points
            if pone >= target:
                continue
            for crib, share in ((crib_low, 1 - crib_part), (crib_low + 1, crib_part)):
                mine = me + hand + crib
                value += ways * share * (1.0 if mine >= target else 1.0 - table[pone][mine])
        return value / deals

    def as_pone(me: int, them: int) -> float:
        """My chance from the board after the play, as pone: my hand, then the dealer's."""
        mine = me + hand
        if mine >= target:
            return 1.0
        value = 0.0
        for points, ways in dealer_shows:
            if them + points < target:
                value += ways * table[mine][them + points]
        return value / deals

    after = as_dealer if dealer else as_pone
    found: dict[tuple[int, int], float] = {}

    def value(me: int, them: int, out: int) -> float:
        key = (me, them)
        if key not in found:
            found[key] = after(board[0] + me, board[1] + them)
        return found[key]

    threshold = standing.fadoq_threshold
    bars = (
        (NEVER, NEVER)
        if threshold is None
        else (max(0, threshold - board[0]), max(0, threshold - board[1]))
    )
    needs = (target - board[0], target - board[1])
    return win_chances(view, cards, unseen, held, needs=needs, bars=bars, value=value)
