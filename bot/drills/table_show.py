"""The show at the table (`bot.drills.table`): a person's count (`count`), settled by
`bot.engine.laws.settle_count`; the bot's call (`bot_count`, short on purpose below expert);
and the muggins, as the table's law says (`bot.drills.table_state.Calls`): at once (the person
answers the bot's count: `accept`, `open_claim`, `call_muggins`) or in the open until the next
deal (`call_muggins_on`, ACC rule 10)."""

from __future__ import annotations

import random
from enum import StrEnum

from bot.drills.table_bot import bot_call, called_score
from bot.drills.table_state import Calls, Deal, ShowRecord, Step, Table, TableError, What
from bot.drills.table_turn import (
    asked,
    left_opponent,
    opponents,
    peg,
    show_cards,
    show_score,
)
from bot.engine.laws import claimed_total, muggins_award, settle_count
from bot.engine.show import Score

# -- Counting -------------------------------------------------------------------------------


def show_to_explain(table: Table) -> tuple[Deal, ShowRecord] | None:
    """The count « pourquoi? » asks about at a step: the bot's call waiting for its answer,
    else the last show settled, in this deal or the one before; None before any."""
    deal = table.deal
    if deal.call is not None:
        return deal, deal.call
    for before in reversed(table.deals[-2:]):
        if before.shows:
            return before, before.shows[-1]
    return None


def explained_score(deal: Deal, show: ShowRecord) -> Score:
    """What « pourquoi? » explains of `show`: at the bot's call waiting for its answer, the
    combinations it counted (what it left out is the muggins to find); else the whole show."""
    score = show_score(deal, show.by, show.what)
    return called_score(score, show.left_out) if show is deal.call else score


def count(table: Table, seat: int, claimed: int) -> ShowRecord:
    """A person announces their show: settled by the laws; the bot takes its muggins."""
    waiting = asked(table, seat, (Step.COUNT,), "it is not your count")
    if claimed < 0:
        raise TableError("a count is never negative")
    deal = table.deal
    what = waiting.what or "hand"
    score = show_score(deal, seat, what)
    said = claimed_total(claimed)
    settled = settle_count(
        score.total,
        said,
        muggins=table.rules.muggins,
        excess_to_opponent=table.rules.excess_to_opponent,
    )
    record = ShowRecord(seat, what, show_cards(deal, seat, what), score.total, said, 0)
    record.pegged = settled.counter
    deal.shows.append(record)
    peg(table, seat, settled.counter)
    taker = opponents(table, seat)[0]
    if table.calls is Calls.OPEN:
        _settle_open(table, record, settled.excess)
        return record
    if settled.muggins and table.winner is None:
        record.muggins = (settled.muggins, settled.muggins)
        peg(table, taker, settled.muggins)
    if settled.excess and table.winner is None:
        record.excess = settled.excess
        peg(table, taker, settled.excess)
    return record


def bot_count(table: Table, seat: int, what: What, rng: random.Random) -> None:
    """The bot calls its show and pegs its call; with muggins on, a person may answer it."""
    deal = table.deal
    level = table.seats[seat].level if table.miscounts and table.rules.muggins else None
    score = show_score(deal, seat, what)
    left_out = None if level is None else bot_call(score, level, rng)
    claimed = called_score(score, left_out).total
    record = ShowRecord(
        seat, what, show_cards(deal, seat, what), score.total, claimed, claimed, left_out=left_out
    )
    peg(table, seat, claimed)
    if table.calls is Calls.OPEN:
        deal.shows.append(record)
        _settle_open(table, record, 0)
        return
    answerers = [s for s in opponents(table, seat) if not table.seats[s].is_bot]
    if table.rules.muggins and answerers and table.winner is None:
        deal.call = record
    else:
        deal.shows.append(record)


def _settle_open(table: Table, record: ShowRecord, excess: int) -> None:
    """Counts called in the open: an over-count's excess goes at once to the opponent on the
    counter's left; a short count waits for an opponent's muggins, taken at once by a bot seat
    among them."""
    if table.winner is not None:
        return
    if excess:
        record.excess = excess
        record.excess_to = left_opponent(table, record.by)
        peg(table, record.excess_to, excess)
        return
    if not (table.rules.muggins and record.missed):
        return
    n = len(table.seats)
    for i in range(1, n):
        seat = (record.by + i) % n
        if table.side(seat) != table.side(record.by) and table.seats[seat].is_bot:
            record.muggins = (record.missed, record.missed)
            record.caller = seat
            peg(table, seat, record.missed)
            return


# -- Muggins in the open --------------------------------------------------------------------


class Refusal(StrEnum):
    """Why a muggins call in the open is refused (the caller is told)."""

    OFF = "off"
    """The club plays without muggins."""
    LATE = "late"
    """The next deal was dealt (or the game is over)."""
    OWN_SIDE = "own_side"
    """Nobody calls muggins on their own side's count."""
    CALLED = "called"
    """Someone already called muggins on that count."""
    NOT_SEATED = "not_seated"
    """Only the players at the table call muggins."""


class MugginsRefused(TableError):
    """A muggins call in the open that the laws refuse; `reason` says why."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(f"muggins refused: {reason.value}")
        self.reason = reason


def check_call(table: Table, seat: int, deal_index: int, show_index: int) -> None:
    """Whether `seat` may call muggins on show `show_index` of deal `deal_index` now:
    `MugginsRefused` says why not, `TableError` when there is no such show."""
    if not table.rules.muggins:
        raise MugginsRefused(Refusal.OFF)
    if not 0 <= seat < len(table.seats) or table.seats[seat].is_bot:
        raise MugginsRefused(Refusal.NOT_SEATED)
    if table.finished or deal_index != len(table.deals) - 1 or table.deal.closed:
        raise MugginsRefused(Refusal.LATE)
    shows = table.deal.shows
    if not 0 <= show_index < len(shows):
        raise TableError("no such show")
    show = shows[show_index]
    if table.side(show.by) == table.side(seat):
        raise MugginsRefused(Refusal.OWN_SIDE)
    if show.muggins is not None:
        raise MugginsRefused(Refusal.CALLED)


def open_shows(table: Table) -> list[int]:
    """The current deal's shows not called yet that someone may call muggins on: a person on
    another side than the counter's, muggins played (none once the game is over). An
    over-count is not one: it missed nothing, and its correction was told in the open."""
    if table.finished or not table.rules.muggins:
        return []
    people = [s for s in range(len(table.seats)) if not table.seats[s].is_bot]
    return [
        number
        for number, show in enumerate(table.deal.shows)
        if show.muggins is None
        and show.claimed <= show.points
        and any(table.side(s) != table.side(show.by) for s in people)
    ]


def show_to_call(table: Table, seat: int) -> int | None:
    """The show « Muggins! » typed by `seat` calls on: the latest of the current deal's
    `open_shows` that `seat` may call now (`check_call`), or None."""
    for number in reversed(open_shows(table)):
        try:
            check_call(table, seat, len(table.deals) - 1, number)
        except TableError:  # refused too (`MugginsRefused`)
            continue
        return number
    return None


def call_muggins_on(
    table: Table, seat: int, deal_index: int, show_index: int, claim: int
) -> ShowRecord:
    """Counts called in the open: `seat` calls muggins on show `show_index` of deal `deal_index`,
    claiming `claim` missed points. ACC rule 10: the caller pegs the lesser of the claim and
    what was really missed (nothing on an exact count). Live until the next deal is dealt;
    one call per show."""
    if claim < 0:
        raise TableError("a claim is never negative")
    check_call(table, seat, deal_index, show_index)
    show = table.deal.shows[show_index]
    awarded = muggins_award(show.missed, claim)
    show.muggins = (claim, awarded)
    show.caller = seat
    peg(table, seat, awarded)
    return show


# -- Answering the bot's count at once ------------------------------------------------------


def _answer(table: Table, seat: int, steps: tuple[Step, ...]) -> ShowRecord:
    asked(table, seat, steps, "there is no count to answer")
    call = table.deal.call
    if call is None:  # pragma: no cover - status() said there was one
        raise TableError("there is no count to answer")
    table.deal.call = None
    table.deal.claiming = False
    table.deal.shows.append(call)
    return call


def accept(table: Table, seat: int) -> ShowRecord:
    """The opponent accepts the bot's count (a short count's missed points are lost)."""
    return _answer(table, seat, (Step.VERDICT, Step.CLAIM))


def open_claim(table: Table, seat: int) -> None:
    """The opponent says « Muggins! »: next they say how many points were missed."""
    asked(table, seat, (Step.VERDICT,), "there is no count to answer")
    table.deal.claiming = True


def call_muggins(table: Table, seat: int, claim: int) -> ShowRecord:
    """The opponent calls muggins, claiming `claim` missed points: ACC rule 10 awards the
    lesser of the claim and what was really missed (nothing when nothing was missed)."""
    if claim < 0:
        raise TableError("a claim is never negative")
    call = _answer(table, seat, (Step.VERDICT, Step.CLAIM))
    awarded = muggins_award(call.missed, claim)
    call.muggins = (claim, awarded)
    peg(table, seat, awarded)
    return call
