"""The play of a deal at the table, replayed from the cards each seat laid: the table stores
its hands and each seat's cards in order (`bot.drills.table_state.Deal.laid`), and the engine
(`bot.engine.pegging.play_until_waiting`) gives back the play, its points and whose turn it
is; the record's shape of it (`play_json`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.content_odds import shipped_odds
from bot.drills.table_bot import play_policy
from bot.drills.table_endgame import Standing
from bot.drills.table_state import Deal, PlayEntry, Table, TableError
from bot.engine.cards import Card
from bot.engine.pegging import AwaitCard, Go, Play, PlayView, Policy, play_until_waiting
from bot.engine.show import Kind


def play_json(events: Sequence[object]) -> list[PlayEntry]:
    """The play in the record's shape: each card with the count after it and what it pegged
    (the last card's point included), and each go point."""
    entries: list[PlayEntry] = []
    for event in events:
        if isinstance(event, Play):
            entries.append(
                {
                    "by": event.player,
                    "card": str(event.card),
                    "count": event.count_after,
                    "points": event.points,
                }
            )
        elif isinstance(event, Go):
            if event.kind is Kind.LAST_CARD:
                last = next(e for e in reversed(entries) if "card" in e)
                last["points"] += event.points
            else:
                entries.append({"by": event.player, "go": True, "points": event.points})
    return entries


def play_board(table: Table, deal: Deal, events: Sequence[object]) -> list[int]:
    """The board (a score a side) as the deal's play left it: the deal's start, his heels and
    what the play pegged (`events`, its replay), none of its shows; pegged as the table pegs
    (`bot.drills.table_turn.peg`: each side stops at the target, where the game ends)."""
    target = table.rules.target
    scores = list(deal.start)
    pegs = [(deal.dealer, deal.heels)] + [(e["by"], e["points"]) for e in play_json(events)]
    for seat, points in pegs:
        if points <= 0 or max(scores) >= target:
            continue
        side = table.side(seat)
        scores[side] = min(target, scores[side] + points)
    return scores


@dataclass(frozen=True, slots=True)
class PlayState:
    """The play so far: the engine's events (with the cards' scores) and who must lay next."""

    events: tuple[object, ...]
    waiting: AwaitCard | None
    points: tuple[int, ...]
    winner: int | None


def scripted(cards: list[Card], fallback: Policy | None = None) -> Policy:
    """Lay the recorded cards in order; then ask `fallback` (and record it in `cards`), or
    pause (`AwaitCard`: a person's turn, or a game that ended mid-play)."""
    queue = list(cards)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        if queue:
            return queue.pop(0)
        if fallback is None:
            raise AwaitCard(view, legal)
        card = fallback(view, legal)
        cards.append(card)
        return card

    return choose


def _standing(table: Table, deal: Deal, seat: int) -> Standing | None:
    """The game as a bot seat sees it when the play starts (two players only)."""
    if len(table.seats) != 2 or deal.starter is None:
        return None
    side = table.side(seat)
    heels = deal.heels if side == table.side(deal.dealer) else 0
    mine = min(table.rules.target - 1, deal.start[side] + heels)
    fadoq = table.rules.fadoq116
    threshold = None if fadoq is None else fadoq.threshold
    scores = (mine, deal.start[1 - side])
    return Standing(scores, table.rules.target, threshold, deal.starter, shipped_odds())


def replay_play(
    table: Table, rng: random.Random | None = None, *, deal: Deal | None = None
) -> PlayState:
    """Replay a deal's play (the current one by default) from the recorded cards; with `rng`,
    the bot seats choose new cards (recorded in `laid`) until a person must lay one."""
    deal = table.deal if deal is None else deal
    if deal.starter is None:
        raise TableError("the play starts after the starter")
    policies: list[Policy] = []
    for seat, info in enumerate(table.seats):
        fallback = None
        if info.level is not None and rng is not None:
            known = [deal.starter, *(deal.discards[seat] or [])]
            fallback = play_policy(
                info.level,
                rng,
                known,
                players=len(table.seats),
                standing=_standing(table, deal, seat),
            )
        policies.append(scripted(deal.laid[seat], fallback))
    board = [deal.start[table.side(s)] for s in range(len(table.seats))]
    with_heels = [
        min(
            table.rules.target - 1,
            b + (deal.heels if table.side(s) == table.side(deal.dealer) else 0),
        )
        for s, b in enumerate(board)
    ]
    paused = play_until_waiting(
        [deal.kept(s) for s in range(len(table.seats))],
        dealer=deal.dealer,
        policies=policies,
        rules=table.rules,
        scores=with_heels,
    )
    record = paused.record
    return PlayState(record.events, paused.waiting, record.points, record.winner)
