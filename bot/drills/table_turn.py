"""Whose turn it is at the table (`bot.drills.table`), and the board: who must act now
(`status`, `due`), the order of the shows and their scores, who deals next, and the pegging of
points for a side (which stops at the target: the side reaching it wins at once)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot.drills.table_play import replay_play
from bot.drills.table_state import Calls, Deal, Step, Table, TableError, Waiting, What
from bot.engine.cards import Card
from bot.engine.show import Score, score_hand

# -- The board ------------------------------------------------------------------------------


def peg(table: Table, seat: int, points: int) -> None:
    """Peg for the seat's side, stopping at the target; the side reaching it wins at once."""
    if points <= 0 or table.winner is not None:
        return
    side = table.side(seat)
    target = table.rules.target
    table.scores[side] = min(target, table.scores[side] + points)
    if table.deals:
        table.deal.scores = list(table.scores)
    if table.scores[side] >= target:
        table.winner = side


def opponents(table: Table, seat: int) -> list[int]:
    """The seats playing against `seat`'s side."""
    return [s for s in range(len(table.seats)) if table.side(s) != table.side(seat)]


def left_opponent(table: Table, seat: int) -> int:
    """The first seat of another side after `seat` in turn order (the one on its left)."""
    n = len(table.seats)
    return next(
        (seat + i) % n for i in range(1, n) if table.side((seat + i) % n) != table.side(seat)
    )


# -- Dealers --------------------------------------------------------------------------------


def next_dealer(table: Table) -> int:
    """The first deal's dealer is the first dealer; then the deal goes round the table."""
    if not table.deals:
        return table.first_dealer
    return (table.deal.dealer + 1) % len(table.seats)


def dealer_to_call(table: Table) -> int:
    """Who deals the next deal when counts are called in the open: the next dealer, or for a
    bot seat the first person after it (who asks the bot to deal)."""
    n = len(table.seats)
    dealer = next_dealer(table)
    return next((dealer + i) % n for i in range(n) if not table.seats[(dealer + i) % n].is_bot)


# -- The shows ------------------------------------------------------------------------------


def show_order(deal: Deal) -> list[tuple[int, What]]:
    """The hands from the pone round to the dealer, then the dealer's crib."""
    n = deal.seats
    hands: list[tuple[int, What]] = [((deal.dealer + i) % n, "hand") for i in range(1, n + 1)]
    return [*hands, (deal.dealer, "crib")]


def next_show(deal: Deal) -> tuple[int, What] | None:
    """The next show to count, or None when all are counted."""
    order = show_order(deal)
    done = len(deal.shows) + (1 if deal.call is not None else 0)
    return order[done] if done < len(order) else None


def show_cards(deal: Deal, seat: int, what: What) -> tuple[Card, ...]:
    """The four cards of a show (the starter apart)."""
    return tuple(deal.crib() if what == "crib" else deal.kept(seat))


def show_score(deal: Deal, seat: int, what: What) -> Score:
    """The engine's breakdown of a show."""
    if deal.starter is None:
        raise TableError("no starter yet")
    return score_hand(show_cards(deal, seat, what), deal.starter, crib=what == "crib")


# -- Who acts now ---------------------------------------------------------------------------


def status(table: Table) -> Waiting | None:
    """Who must act now (a person), or None when the game is over or a bot/automatic step is
    due (then `advance` plays it)."""
    waiting = due(table)
    return waiting[0] if waiting else None


def asked(table: Table, seat: int, steps: Collection[Step], refusal: str) -> Waiting:
    """What the person at `seat` must do now, when it is one of `steps`; TableError(`refusal`)
    when it is not their turn at one of them."""
    waiting = status(table)
    if waiting is None or waiting.step not in steps or waiting.seat != seat:
        raise TableError(refusal)
    return waiting


def due(table: Table) -> list[Waiting]:
    """Everyone who must act now: several people lay away at the same time; at every other
    step one person acts (empty when a bot or automatic step is due, or the game is over)."""
    if table.finished or not table.deals:
        return []
    deal = table.deal
    laying = [
        Waiting(Step.LAY_AWAY, seat)
        for seat, tossed in enumerate(deal.discards)
        if tossed is None and not table.seats[seat].is_bot
    ]
    if laying:
        return laying
    one = _one_due(table)
    return [] if one is None else [one]


def _one_due(table: Table) -> Waiting | None:
    deal = table.deal
    if deal.starter is None:
        return None
    if not deal.play_done:
        state = replay_play(table)
        if state.waiting is None or table.seats[state.waiting.view.player].is_bot:
            return None
        return Waiting(Step.PLAY, state.waiting.view.player, state.waiting.legal)
    if deal.call is not None:
        answerer = next(s for s in opponents(table, deal.call.by) if not table.seats[s].is_bot)
        step = Step.CLAIM if deal.claiming else Step.VERDICT
        return Waiting(step, answerer, what=deal.call.what)
    upcoming = next_show(deal)
    if upcoming is None:
        if table.calls is Calls.OPEN and not deal.closed:
            return Waiting(Step.DEAL, dealer_to_call(table))
        return None
    seat, what = upcoming
    if table.seats[seat].is_bot:
        return None
    return Waiting(Step.COUNT, seat, what=what)


def _deal_over(deal: Deal) -> bool:
    return deal.play_done and deal.call is None and next_show(deal) is None


def deal_over(table: Table) -> bool:
    """Whether every show of the current deal was counted (the deal's summary is due)."""
    return bool(table.deals) and _deal_over(table.deal)


# -- Where the game stood -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mark:
    """Where the game stood before a move (what is told after it is what changed since)."""

    deals: int
    starter: bool
    events: int
    shows: int
    call: bool
    """A muggins claim was open on the deal."""
    closed: bool
    scores: tuple[int, ...]
    finished: bool
    asked: frozenset[tuple[int, ...]]
    """The steps due (`step_key`): already asked."""
    dealing: bool
    """The next dealer was already asked to deal."""
    called: int = 0
    """The deal's shows called already (muggins)."""


def step_key(table: Table, waiting: Waiting) -> tuple[int, ...]:
    """A step as asked: the deal, how far it went, the seat and the kind of step."""
    deal = table.deal
    laid = sum(len(c) for c in deal.laid)
    steps = list(Step)
    return (len(table.deals), laid, len(deal.shows), waiting.seat, steps.index(waiting.step))


def step_keys(table: Table, waiting: Sequence[Waiting]) -> frozenset[tuple[int, ...]]:
    """The keys of the steps `waiting`."""
    return frozenset(step_key(table, w) for w in waiting)


def mark_of(table: Table) -> Mark:
    """The game's position now."""
    scores = tuple(table.scores)
    if not table.deals:
        return Mark(0, False, 0, 0, False, False, scores, table.finished, frozenset(), False)
    deal = table.deal
    events = len(replay_play(table).events) if deal.starter is not None else 0
    waiting = due(table)
    return Mark(
        deals=len(table.deals),
        starter=deal.starter is not None,
        events=events,
        shows=len(deal.shows),
        call=deal.call is not None,
        closed=deal.closed,
        scores=scores,
        finished=table.finished,
        asked=step_keys(table, waiting),
        dealing=bool(waiting) and waiting[0].step is Step.DEAL,
        called=called_shows(deal),
    )


def called_shows(deal: Deal) -> int:
    """How many of the deal's shows were called (muggins)."""
    return sum(1 for show in deal.shows if show.muggins is not None)
