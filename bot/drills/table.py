"""A whole game of cribbage, step by step (`/play`): the table as a pure state machine.

The table has seats (two for a game against the bot; the model holds three and four, with
the sides of `bot.engine.variants.side_of`). A seat is a person, who is asked, or the bot,
which acts at once at its level (`bot.drills.table_bot`). `advance` plays every bot move and
every automatic step until a person must act, and says who (`Waiting`):

1. **The cut for deal** (`cut_for_deal`): each seat cuts, the lowest card deals (ace low),
   equal lowest cards cut again. Later deals go round the table; the loser of the previous
   game deals first in the next (then nobody cuts).
2. **The deal**: six cards each with two players (five with three or four, one card of the
   pack to the crib with three); each lays away to the dealer's crib (`lay_away`).
3. **The starter**, cut from the rest of the pack: a jack pegs `HEELS_POINTS` for the dealer
   at once, never subject to muggins.
4. **The play** (`lay_card`): the pone leads; `bot.engine.pegging.play_until_waiting` replays
   the cards chosen so far, so a stored deal is its hands and each seat's cards in order
   (`bot.drills.table_play`).
5. **The show**, in order: each hand from the pone round to the dealer, then the crib. A
   person counts (`count`), settled by `bot.engine.laws.settle_count`: short, the opponent's
   muggins (taken by the bot for its player) when muggins is on; over, corrected and the excess
   to the opponent. The bot calls its count (short on purpose below expert); with muggins on,
   its opponent accepts (`accept`) or calls muggins (`call_muggins`, ACC rule 10).

The game ends the moment a side reaches the target (scores stop there), with the margin of
the rules (`bot.engine.variants.game_result`). Everything is JSON (`to_json`/`from_json`) so
the game is stored after every step and resumes exactly; `bot.drills.table_record` gives the
record of `muggins games --json`.

**Between members** (`Table.members`, issue 21) two to four people sit at the table (the bot
fills empty seats). Their opponents call muggins themselves: a short count is recorded and any
person of an opposing side may call it (`call_muggins_on`, ACC rule 10) until the next deal is
dealt, which the next dealer does when ready (`Step.DEAL`, `deal_next`); a bot seat takes its
muggins at once. Several people lay away at the same time (`due`). A side may resign
(`resign`). The state is in `bot.drills.table_state`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from typing import Final

from bot.drills.table_bot import Level, bot_call, called_score, lay_away
from bot.drills.table_play import PlayState as PlayState
from bot.drills.table_play import play_json as play_json
from bot.drills.table_play import replay_play as replay_play
from bot.drills.table_state import BOT_SEAT as BOT_SEAT
from bot.drills.table_state import FORMAT as FORMAT
from bot.drills.table_state import HEELS as HEELS
from bot.drills.table_state import PLAYER_SEAT as PLAYER_SEAT
from bot.drills.table_state import SIDE_NAMES as SIDE_NAMES
from bot.drills.table_state import Deal as Deal
from bot.drills.table_state import Seat as Seat
from bot.drills.table_state import ShowRecord as ShowRecord
from bot.drills.table_state import Step as Step
from bot.drills.table_state import Table as Table
from bot.drills.table_state import TableError as TableError
from bot.drills.table_state import Waiting as Waiting
from bot.drills.table_state import What as What
from bot.drills.table_state import rules_from_json as rules_from_json
from bot.drills.table_state import rules_json as rules_json
from bot.engine.cards import DECK, Card, keyed_deck
from bot.engine.discard import CribValues
from bot.engine.fairness import deal_pack, deal_seed
from bot.engine.laws import claimed_total, muggins_award, settle_count
from bot.engine.show import Score, score_hand
from bot.engine.variants import (
    Rules,
    cards_dealt,
    crib_cards_from_deck,
    discards_per_player,
    sides,
)

# -- The cut for deal -----------------------------------------------------------------------


def cut_for_deal(rng: random.Random, seats: int) -> tuple[list[Card], int]:
    """Each seat cuts a card; the lowest rank deals (ace low); equal lowest cards cut again.

    Returns the deciding cuts (one per seat) and the dealer's seat.
    """
    while True:
        cuts = rng.sample(DECK, seats)
        low = min(c.rank for c in cuts)
        lowest = [i for i, c in enumerate(cuts) if c.rank == low]
        if len(lowest) == 1:
            return cuts, lowest[0]


def new_table(
    rng: random.Random,
    game_id: str,
    rules: Rules,
    seats: Sequence[Seat],
    *,
    first_dealer: int | None = None,
    members: bool = False,
    deck: str | None = None,
    secret: str | None = None,
) -> Table:
    """A new game at 0: the first dealer is given (the previous game's loser) or cut for;
    `deck` fixes every deal's cards (see `Table.deck`); `secret` makes every deal one the
    player can verify (see `Table.secret`)."""
    if len(seats) != rules.players:
        raise ValueError(f"{len(seats)} seats for a game of {rules.players} players")
    cut: list[Card] | None = None
    if first_dealer is None:
        cut, first_dealer = cut_for_deal(rng, len(seats))
    elif not 0 <= first_dealer < len(seats):
        raise ValueError(f"no seat {first_dealer}")
    return Table(
        game_id,
        rules,
        list(seats),
        first_dealer,
        cut,
        scores=[0] * sides(rules),
        members=members,
        deck=deck,
        secret=secret,
    )


# -- Pegging --------------------------------------------------------------------------------


def _peg(table: Table, seat: int, points: int) -> None:
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


# -- Dealing --------------------------------------------------------------------------------


def next_dealer(table: Table) -> int:
    """The first deal's dealer is the first dealer; then the deal goes round the table."""
    if not table.deals:
        return table.first_dealer
    return (table.deal.dealer + 1) % len(table.seats)


def deal_cards(table: Table, rng: random.Random) -> Deal:
    """Shuffle and deal the next deal (cards to each seat starting left of the dealer)."""
    n = len(table.seats)
    dealer = next_dealer(table)
    if table.deck is not None:
        pack = keyed_deck(f"{table.deck}:{len(table.deals) + 1}")
    elif table.secret is not None:
        pack = deal_pack(deal_seed(table.secret, len(table.deals) + 1))
    else:
        pack = list(DECK)
        rng.shuffle(pack)
    per_seat = cards_dealt(table.rules)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(per_seat * n):
        hands[(dealer + 1 + i) % n].append(pack[i])
    rest = pack[per_seat * n :]
    crib_card = rest.pop(0) if crib_cards_from_deck(table.rules) else None
    deal = Deal(
        dealer=dealer,
        hands=hands,
        stock=rest,
        start=list(table.scores),
        scores=list(table.scores),
        discards=[None] * n,
        crib_card=crib_card,
        laid=[[] for _ in range(n)],
    )
    table.deals.append(deal)
    return deal


def select_card(table: Table, seat: int, card: Card) -> list[Card]:
    """Tap a card for the lay-away (tap again to untap); the selection, at most the cards due."""
    if not any(w.step is Step.LAY_AWAY and w.seat == seat for w in due(table)):
        raise TableError("no lay-away is due from this seat")
    deal = table.deal
    if card not in deal.hands[seat]:
        raise TableError("lay away cards of your own hand")
    chosen = picked(table, seat)
    if card in chosen:
        chosen.remove(card)
    elif len(chosen) < discards_per_player(table.rules):
        chosen.append(card)
    else:
        chosen = [*chosen[1:], card]
    if table.members:
        deal.picks[seat] = chosen
    else:
        deal.selected = chosen
    return list(chosen)


def picked(table: Table, seat: int) -> list[Card]:
    """The cards the seat has tapped so far for its lay-away."""
    deal = table.deal
    return list(deal.picks.get(seat, []) if table.members else deal.selected)


def lay_away_cards(table: Table, seat: int, cards: Sequence[Card]) -> None:
    """Record a seat's lay-away; TableError if not theirs to make or not their cards."""
    deal = table.deal
    if table.finished or deal.discards[seat] is not None:
        raise TableError("no lay-away is due from this seat")
    tossed = list(dict.fromkeys(cards))
    if len(tossed) != discards_per_player(table.rules) or any(
        c not in deal.hands[seat] for c in tossed
    ):
        raise TableError("lay away cards of your own hand")
    deal.discards[seat] = tossed
    deal.selected = []
    deal.picks.pop(seat, None)


def _cut_starter(table: Table, rng: random.Random) -> None:
    """Cut the starter from the rest of the pack; a jack pegs his heels for the dealer."""
    deal = table.deal
    fixed = table.deck is not None or table.secret is not None
    cut = 0 if fixed else rng.randrange(len(deal.stock))
    deal.starter = deal.stock[cut]
    deal.stock = [c for c in deal.stock if c != deal.starter]
    if deal.starter.rank == 11:
        deal.heels = HEELS
        _peg(table, deal.dealer, HEELS)


# -- The play -------------------------------------------------------------------------------


def _board_after_play(table: Table, state: PlayState) -> None:
    """Set the board from the deal's start, his heels and the play's points so far."""
    deal = table.deal
    table.scores = list(deal.start)
    table.winner = None
    _peg(table, deal.dealer, deal.heels)
    plays = play_json(state.events)
    for entry in plays:  # in the order they were pegged: who reaches the target first wins
        _peg(table, entry["by"], entry["points"])
    deal.scores = list(table.scores)
    deal.plays = plays


def lay_card(table: Table, seat: int, card: Card) -> None:
    """A person lays a card in the play; TableError unless it is their turn and a legal card."""
    waiting = status(table)
    if waiting is None or waiting.step is not Step.PLAY or waiting.seat != seat:
        raise TableError("it is not your turn to lay a card")
    if card not in waiting.legal:
        raise TableError("that card cannot be laid now")
    table.deal.laid[seat].append(card)


# -- The show -------------------------------------------------------------------------------


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


def count(table: Table, seat: int, claimed: int) -> ShowRecord:
    """A person announces their show: settled by the laws; the bot takes its muggins."""
    waiting = status(table)
    if waiting is None or waiting.step is not Step.COUNT or waiting.seat != seat:
        raise TableError("it is not your count")
    if claimed < 0:
        raise TableError("a count is never negative")
    deal = table.deal
    what = waiting.what or "hand"
    score = show_score(deal, seat, what)
    said = claimed_total(score.total, claimed)
    settled = settle_count(
        score.total,
        said,
        muggins=table.rules.muggins,
        excess_to_opponent=table.rules.excess_to_opponent,
    )
    record = ShowRecord(seat, what, show_cards(deal, seat, what), score.total, said, 0)
    record.pegged = settled.counter
    deal.shows.append(record)
    _peg(table, seat, settled.counter)
    taker = opponents(table, seat)[0]
    if table.members:
        _settle_between_members(table, record, settled.excess)
        return record
    if settled.muggins and table.winner is None:
        record.muggins = (settled.muggins, settled.muggins)
        _peg(table, taker, settled.muggins)
    if settled.excess and table.winner is None:
        record.excess = settled.excess
        _peg(table, taker, settled.excess)
    return record


def _bot_count(table: Table, seat: int, what: What, rng: random.Random) -> None:
    """The bot calls its show and pegs its call; with muggins on, a person may answer it."""
    deal = table.deal
    level = table.seats[seat].level if table.miscounts and table.rules.muggins else None
    score = show_score(deal, seat, what)
    left_out = None if level is None else bot_call(score, level, rng)
    claimed = called_score(score, left_out).total
    record = ShowRecord(
        seat, what, show_cards(deal, seat, what), score.total, claimed, claimed, left_out=left_out
    )
    _peg(table, seat, claimed)
    if table.members:
        deal.shows.append(record)
        _settle_between_members(table, record, 0)
        return
    answerers = [s for s in opponents(table, seat) if not table.seats[s].is_bot]
    if table.rules.muggins and answerers and table.winner is None:
        deal.call = record
    else:
        deal.shows.append(record)


def left_opponent(table: Table, seat: int) -> int:
    """The first seat of another side after `seat` in turn order (the one on its left)."""
    n = len(table.seats)
    return next(
        (seat + i) % n for i in range(1, n) if table.side((seat + i) % n) != table.side(seat)
    )


def _settle_between_members(table: Table, record: ShowRecord, excess: int) -> None:
    """An over-count's excess goes at once to the opponent on the counter's left; a short
    count waits for an opponent's muggins, taken at once by a bot seat among them."""
    if table.winner is not None:
        return
    if excess:
        record.excess = excess
        record.excess_to = left_opponent(table, record.by)
        _peg(table, record.excess_to, excess)
        return
    if not (table.rules.muggins and record.missed):
        return
    n = len(table.seats)
    for i in range(1, n):
        seat = (record.by + i) % n
        if table.side(seat) != table.side(record.by) and table.seats[seat].is_bot:
            record.muggins = (record.missed, record.missed)
            record.caller = seat
            _peg(table, seat, record.missed)
            return


class Refusal(StrEnum):
    """Why a muggins call between members is refused (the caller is told)."""

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
    """A muggins call between members that the laws refuse; `reason` says why."""

    def __init__(self, reason: Refusal) -> None:
        super().__init__(f"muggins refused: {reason.value}")
        self.reason = reason


def call_muggins_on(
    table: Table, seat: int, deal_index: int, show_index: int, claim: int
) -> ShowRecord:
    """Between members: `seat` calls muggins on show `show_index` of deal `deal_index`,
    claiming `claim` missed points. ACC rule 10: the caller pegs the lesser of the claim and
    what was really missed (nothing on an exact count). Live until the next deal is dealt;
    one call per show."""
    if claim < 0:
        raise TableError("a claim is never negative")
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
    awarded = muggins_award(show.missed, claim)
    show.muggins = (claim, awarded)
    show.caller = seat
    _peg(table, seat, awarded)
    return show


def dealer_to_call(table: Table) -> int:
    """Who deals the next deal between members: the next dealer, or for a bot seat the first
    person after it (who asks the bot to deal)."""
    n = len(table.seats)
    dealer = next_dealer(table)
    return next((dealer + i) % n for i in range(n) if not table.seats[(dealer + i) % n].is_bot)


def deal_next(table: Table, seat: int) -> None:
    """Between members: the next dealer deals (the last deal's muggins calls end here)."""
    waiting = status(table)
    if waiting is None or waiting.step is not Step.DEAL or waiting.seat != seat:
        raise TableError("it is not your deal")
    table.deal.closed = True


RETIRED_LEVEL: Final = Level.NORMAL
"""The bot plays a resigned member's seat at this level (three players, issue 40)."""


def is_retired(table: Table, seat: int) -> bool:
    """A member who resigned at a table of three: the bot plays their seat on."""
    info = table.seats[seat]
    return info.user is not None and info.level is not None


def plays_on_after_resign(table: Table) -> bool:
    """A table of three members each for themself: a resignation takes that seat out (the bot
    plays its cards) and the others play on; the game never goes to the bot for it."""
    return table.members and len(table.seats) == 3 and not table.rules.teams


def resign(table: Table, seat: int) -> None:
    """The seat's side resigns: the other side wins (with three players, the best placed of
    the other two, the one on the resigner's left on a tie); no margin is counted.

    At a table of three members (`plays_on_after_resign`) the bot plays the resigner's seat
    and the others play on; when nobody is left to play, the game ends without a winner
    (`abandoned`, `resigned` the last to resign)."""
    if table.finished:
        raise TableError("the game is over")
    if plays_on_after_resign(table):
        info = table.seats[seat]
        if info.user is None or info.level is not None:
            raise TableError("that seat is not a member's, or is out already")
        table.seats[seat] = Seat(info.user, RETIRED_LEVEL)
        if all(s.level is not None for s in table.seats):
            table.resigned = seat
            table.abandoned = True
        return
    n = len(table.seats)
    others = [(seat + i) % n for i in range(1, n)]
    others = [s for s in others if table.side(s) != table.side(seat)]
    best = max(others, key=lambda s: (table.scores[table.side(s)], -others.index(s)))
    table.resigned = seat
    table.winner = table.side(best)


def _answer(table: Table, seat: int, steps: tuple[Step, ...]) -> ShowRecord:
    waiting = status(table)
    if waiting is None or waiting.step not in steps or waiting.seat != seat:
        raise TableError("there is no count to answer")
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
    waiting = status(table)
    if waiting is None or waiting.step is not Step.VERDICT or waiting.seat != seat:
        raise TableError("there is no count to answer")
    table.deal.claiming = True


def call_muggins(table: Table, seat: int, claim: int) -> ShowRecord:
    """The opponent calls muggins, claiming `claim` missed points: ACC rule 10 awards the
    lesser of the claim and what was really missed (nothing when nothing was missed)."""
    if claim < 0:
        raise TableError("a claim is never negative")
    call = _answer(table, seat, (Step.VERDICT, Step.CLAIM))
    awarded = muggins_award(call.missed, claim)
    call.muggins = (claim, awarded)
    _peg(table, seat, awarded)
    return call


# -- Moving on ------------------------------------------------------------------------------


def status(table: Table) -> Waiting | None:
    """Who must act now (a person), or None when the game is over or a bot/automatic step is
    due (then `advance` plays it)."""
    waiting = due(table)
    return waiting[0] if waiting else None


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
        if table.members and not deal.closed:
            return Waiting(Step.DEAL, dealer_to_call(table))
        return None
    seat, what = upcoming
    if table.seats[seat].is_bot:
        return None
    return Waiting(Step.COUNT, seat, what=what)


def advance(table: Table, rng: random.Random, tables: CribValues | None = None) -> Waiting | None:
    """Play every automatic and bot step until a person must act; None when the game is over."""
    while not table.finished:
        if table.deals and table.deal.starter is not None and not table.deal.play_done:
            state = replay_play(table, rng)
            _board_after_play(table, state)
            if state.waiting is None:
                table.deal.play_done = True
                continue
        waiting = status(table)
        if waiting is not None:
            return waiting
        if not table.deals or _deal_over(table.deal):
            deal_cards(table, rng)
            _bot_lay_aways(table, tables)
            continue
        deal = table.deal
        if any(d is None for d in deal.discards):  # pragma: no cover - bots laid away at deal
            _bot_lay_aways(table, tables)
            continue
        if deal.starter is None:
            _cut_starter(table, rng)
            continue
        upcoming = next_show(deal)
        if upcoming is not None:
            _bot_count(table, upcoming[0], upcoming[1], rng)
    return None


def _deal_over(deal: Deal) -> bool:
    return deal.play_done and deal.call is None and next_show(deal) is None


def deal_over(table: Table) -> bool:
    """Whether every show of the current deal was counted (the deal's summary is due)."""
    return bool(table.deals) and _deal_over(table.deal)


def _bot_lay_aways(table: Table, tables: CribValues | None) -> None:
    deal = table.deal
    for seat, info in enumerate(table.seats):
        if info.level is not None and deal.discards[seat] is None:
            dealer = table.side(seat) == table.side(deal.dealer)
            side = table.side(seat)
            scores = (deal.start[side], deal.start[1 - side]) if len(table.seats) == 2 else None
            tossed = lay_away(
                info.level,
                deal.hands[seat],
                dealer=dealer,
                tables=tables,
                scores=scores,
                target=table.rules.target,
            )
            deal.discards[seat] = list(tossed)


def abandon(table: Table) -> None:
    """Abandon the game (the person who abandons it loses it in the statistics)."""
    if table.finished:
        raise TableError("the game is over")
    table.abandoned = True
