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
   the cards chosen so far, so a stored deal is its hands and each seat's cards in order.
5. **The show**, in order: each hand from the pone round to the dealer, then the crib. A
   person counts (`count`), settled by `bot.engine.laws.settle_count`: short, the opponent's
   muggins (taken by the bot for its player) when muggins is on; over, corrected and the excess
   to the opponent. The bot calls its count (short on purpose below expert); with muggins on,
   its opponent accepts (`accept`) or calls muggins (`call_muggins`, ACC rule 10).

The game ends the moment a side reaches the target (scores stop there), with the margin of
the rules (`bot.engine.variants.game_result`). Everything is JSON (`to_json`/`from_json`) so
the game is stored after every step and resumes exactly; `export` gives the record of
`muggins games --json`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final, Literal

from bot.drills.table_bot import Level, bot_call, called_score, lay_away, play_policy
from bot.engine.cards import DECK, Card, keyed_deck, parse_card
from bot.engine.discard import CribValues
from bot.engine.laws import claimed_total, muggins_award, settle_count
from bot.engine.pegging import (
    AwaitCard,
    CannotPlay,
    Go,
    Play,
    PlayView,
    Policy,
    play_until_waiting,
)
from bot.engine.show import HEELS_POINTS, Kind, Score, score_hand
from bot.engine.variants import (
    Fadoq116,
    MarginRule,
    Rules,
    cards_dealt,
    crib_cards_from_deck,
    discards_per_player,
    game_result,
    side_of,
    sides,
)

FORMAT: Final = 1
"""The version of the stored JSON."""
HEELS: Final = HEELS_POINTS
PLAYER_SEAT: Final = 0
BOT_SEAT: Final = 1
SIDE_NAMES: Final = ("player", "bot")
"""In a game against the bot, seat and side 0 are the player, 1 the bot."""

What = Literal["hand", "crib"]


class TableError(ValueError):
    """A move that the state of the game does not allow (the caller explains it)."""


class Step(StrEnum):
    """What a person is asked to do."""

    LAY_AWAY = "lay_away"
    PLAY = "play"
    COUNT = "count"
    VERDICT = "verdict"
    CLAIM = "claim"


@dataclass(frozen=True, slots=True)
class Waiting:
    """Whose move it is and what they must do; `legal` lists the cards they may lay (play)."""

    step: Step
    seat: int
    legal: tuple[Card, ...] = ()
    what: What | None = None


# -- Rules and seats ------------------------------------------------------------------------


def rules_json(rules: Rules) -> dict[str, Any]:
    """The rules as in the record: target, margin rule, muggins, FADOQ 116."""
    return {
        "target": rules.target,
        "margin": rules.margin_rule,
        "muggins": rules.muggins,
        "fadoq116": rules.fadoq116 is not None,
    }


def _margin_rule(value: object) -> MarginRule:
    if value == "lurch":
        return "lurch"
    if value == "skunk":
        return "skunk"
    if value == "none":
        return "none"
    raise ValueError(f"unknown margin rule {value!r}")


def rules_from_json(data: Mapping[str, Any], players: int = 2) -> Rules:
    """Read the rules back."""
    return Rules(
        target=int(data["target"]),
        margin_rule=_margin_rule(data["margin"]),
        players=players,
        muggins=bool(data["muggins"]),
        fadoq116=Fadoq116() if data["fadoq116"] else None,
    )


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table: a person (`user`) or the bot (`level`)."""

    user: int | None
    level: Level | None = None

    @property
    def is_bot(self) -> bool:
        """Whether the bot plays this seat."""
        return self.level is not None


# -- A deal ---------------------------------------------------------------------------------


@dataclass(slots=True)
class ShowRecord:
    """One counted show: the true value, what the counter announced and pegged, the muggins."""

    by: int
    what: What
    cards: tuple[Card, ...]
    points: int
    claimed: int
    pegged: int
    muggins: tuple[int, int] | None = None
    """(claimed, awarded) of the opponent's muggins; None when nobody took any."""
    excess: int = 0
    """Over-count points pegged by the opponent."""
    left_out: int | None = None
    """For the bot's call: the combination (index in the breakdown) it left out, if any."""

    @property
    def missed(self) -> int:
        """Points the counter left out."""
        return max(0, self.points - self.claimed)

    def to_json(self) -> dict[str, Any]:
        """Stored form (seat indices)."""
        return {
            "by": self.by,
            "what": self.what,
            "cards": [str(c) for c in self.cards],
            "points": self.points,
            "claimed": self.claimed,
            "pegged": self.pegged,
            "muggins": None
            if self.muggins is None
            else {"claimed": self.muggins[0], "awarded": self.muggins[1]},
            "excess": self.excess,
            "left_out": self.left_out,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ShowRecord:
        """Read it back."""
        mug = data["muggins"]
        what: What = "crib" if data["what"] == "crib" else "hand"
        return cls(
            int(data["by"]),
            what,
            tuple(parse_card(c) for c in data["cards"]),
            int(data["points"]),
            int(data["claimed"]),
            int(data["pegged"]),
            None if mug is None else (int(mug["claimed"]), int(mug["awarded"])),
            int(data.get("excess", 0)),
            None if data.get("left_out") is None else int(data["left_out"]),
        )


def _cards(data: Sequence[str]) -> list[Card]:
    return [parse_card(c) for c in data]


@dataclass(slots=True)
class Deal:
    """One deal: the cards, the lay-aways, the starter, the cards laid, the shows, the scores.

    `scores` are the board (one per side) after everything pegged so far in this deal;
    `start` the board when it was dealt. `laid[seat]` are the seat's cards in the order laid;
    `plays` the play's record (`play_json` entries with seat indices), rebuilt at each card.
    """

    dealer: int
    hands: list[list[Card]]
    stock: list[Card]
    start: list[int]
    scores: list[int]
    discards: list[list[Card] | None]
    crib_card: Card | None = None
    starter: Card | None = None
    heels: int = 0
    laid: list[list[Card]] = field(default_factory=list)
    plays: list[dict[str, Any]] = field(default_factory=list)
    play_done: bool = False
    shows: list[ShowRecord] = field(default_factory=list)
    call: ShowRecord | None = None
    """The bot's announced show, waiting for its opponent to accept it or call muggins."""
    claiming: bool = False
    """The opponent called « Muggins! » on `call` and must say how many points were missed."""
    selected: list[Card] = field(default_factory=list)
    """The cards a person has tapped so far for their lay-away (kept across a restart)."""

    @property
    def seats(self) -> int:
        """How many seats were dealt."""
        return len(self.hands)

    def kept(self, seat: int) -> list[Card]:
        """The seat's four cards after its lay-away."""
        tossed = self.discards[seat] or []
        return [c for c in self.hands[seat] if c not in tossed]

    def crib(self) -> list[Card]:
        """The dealer's crib (the lay-aways, and the pack's card with three players)."""
        cards = [c for d in self.discards for c in d or []]
        return [*cards, self.crib_card] if self.crib_card is not None else cards

    def to_json(self) -> dict[str, Any]:
        """Stored form."""
        return {
            "dealer": self.dealer,
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "start": list(self.start),
            "scores": list(self.scores),
            "discards": [None if d is None else [str(c) for c in d] for d in self.discards],
            "crib_card": None if self.crib_card is None else str(self.crib_card),
            "starter": None if self.starter is None else str(self.starter),
            "heels": self.heels,
            "laid": [[str(c) for c in cards] for cards in self.laid],
            "plays": self.plays,
            "play_done": self.play_done,
            "shows": [s.to_json() for s in self.shows],
            "call": None if self.call is None else self.call.to_json(),
            "claiming": self.claiming,
            "selected": [str(c) for c in self.selected],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Deal:
        """Read it back."""
        return cls(
            dealer=int(data["dealer"]),
            hands=[_cards(h) for h in data["hands"]],
            stock=_cards(data["stock"]),
            start=[int(s) for s in data["start"]],
            scores=[int(s) for s in data["scores"]],
            discards=[None if d is None else _cards(d) for d in data["discards"]],
            crib_card=None if data["crib_card"] is None else parse_card(data["crib_card"]),
            starter=None if data["starter"] is None else parse_card(data["starter"]),
            heels=int(data["heels"]),
            laid=[_cards(cards) for cards in data["laid"]],
            plays=list(data["plays"]),
            play_done=bool(data["play_done"]),
            shows=[ShowRecord.from_json(s) for s in data["shows"]],
            call=None if data["call"] is None else ShowRecord.from_json(data["call"]),
            claiming=bool(data.get("claiming", False)),
            selected=_cards(data.get("selected", [])),
        )


# -- The game -------------------------------------------------------------------------------


@dataclass(slots=True)
class Table:
    """A game in progress or finished: the seats, the rules, the deals and the board."""

    id: str
    rules: Rules
    seats: list[Seat]
    first_dealer: int
    cut: list[Card] | None
    deals: list[Deal] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    winner: int | None = None
    abandoned: bool = False
    miscounts: bool = True
    """Whether the bot seats miscount on purpose below expert (off in the benchmark)."""
    deck: str | None = None
    """When set, deal n's pack is `keyed_deck(f"{deck}:{n}")` and the starter its first card
    after the hands: every game with the same `deck` deals the same cards (a duplicate
    tournament's game); None: shuffled with the game's `random.Random`."""

    @property
    def finished(self) -> bool:
        """Whether a side reached the target (or the game was abandoned)."""
        return self.winner is not None or self.abandoned

    @property
    def deal(self) -> Deal:
        """The current (last) deal."""
        if not self.deals:
            raise TableError("no deal yet")
        return self.deals[-1]

    def side(self, seat: int) -> int:
        """The side a seat scores for."""
        return side_of(self.rules, seat)

    def margin(self) -> str | None:
        """normal, lurch, skunk or double_skunk once a side won; None before (or abandoned)."""
        if self.winner is None:
            return None
        loser = max(s for i, s in enumerate(self.scores) if i != self.winner)
        return game_result(self.rules, self.scores[self.winner], loser).margin

    def to_json(self) -> dict[str, Any]:
        """The stored form of the whole game."""
        return {
            "format": FORMAT,
            "id": self.id,
            "players": self.rules.players,
            "rules": rules_json(self.rules),
            "seats": [
                {"user": s.user, "level": None if s.level is None else s.level.value}
                for s in self.seats
            ],
            "first_dealer": self.first_dealer,
            "cut": None if self.cut is None else [str(c) for c in self.cut],
            "deals": [d.to_json() for d in self.deals],
            "scores": list(self.scores),
            "winner": self.winner,
            "abandoned": self.abandoned,
            "miscounts": self.miscounts,
            "deck": self.deck,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Table:
        """Read a stored game back; ValueError (or KeyError, TypeError) if malformed."""
        if data.get("format") != FORMAT:
            raise ValueError(f"unknown game format {data.get('format')!r}")
        players = int(data["players"])
        return cls(
            id=str(data["id"]),
            rules=rules_from_json(data["rules"], players),
            seats=[
                Seat(s["user"], None if s["level"] is None else Level(s["level"]))
                for s in data["seats"]
            ],
            first_dealer=int(data["first_dealer"]),
            cut=None if data["cut"] is None else _cards(data["cut"]),
            deals=[Deal.from_json(d) for d in data["deals"]],
            scores=[int(s) for s in data["scores"]],
            winner=None if data["winner"] is None else int(data["winner"]),
            abandoned=bool(data["abandoned"]),
            miscounts=bool(data.get("miscounts", True)),
            deck=None if data.get("deck") is None else str(data["deck"]),
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
    deck: str | None = None,
) -> Table:
    """A new game at 0: the first dealer is given (the previous game's loser) or cut for;
    `deck` fixes every deal's cards (see `Table.deck`)."""
    if len(seats) != rules.players:
        raise ValueError(f"{len(seats)} seats for a game of {rules.players} players")
    cut: list[Card] | None = None
    if first_dealer is None:
        cut, first_dealer = cut_for_deal(rng, len(seats))
    elif not 0 <= first_dealer < len(seats):
        raise ValueError(f"no seat {first_dealer}")
    return Table(
        game_id, rules, list(seats), first_dealer, cut, scores=[0] * sides(rules), deck=deck
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
    waiting = status(table)
    if waiting is None or waiting.step is not Step.LAY_AWAY or waiting.seat != seat:
        raise TableError("no lay-away is due from this seat")
    deal = table.deal
    if card not in deal.hands[seat]:
        raise TableError("lay away cards of your own hand")
    if card in deal.selected:
        deal.selected.remove(card)
    elif len(deal.selected) < discards_per_player(table.rules):
        deal.selected.append(card)
    else:
        deal.selected = [*deal.selected[1:], card]
    return list(deal.selected)


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


def _cut_starter(table: Table, rng: random.Random) -> None:
    """Cut the starter from the rest of the pack; a jack pegs his heels for the dealer."""
    deal = table.deal
    cut = 0 if table.deck is not None else rng.randrange(len(deal.stock))
    deal.starter = deal.stock[cut]
    deal.stock = [c for c in deal.stock if c != deal.starter]
    if deal.starter.rank == 11:
        deal.heels = HEELS
        _peg(table, deal.dealer, HEELS)


# -- The play -------------------------------------------------------------------------------


def play_json(events: Sequence[object]) -> list[dict[str, Any]]:
    """The play in the record's shape: each card with the count after it and what it pegged
    (the last card's point included), and each go point."""
    entries: list[dict[str, Any]] = []
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


@dataclass(frozen=True, slots=True)
class PlayState:
    """The play so far: the engine's events (with the cards' scores) and who must lay next."""

    events: tuple[object, ...]
    waiting: AwaitCard | None
    points: tuple[int, ...]
    winner: int | None


def _scripted(cards: list[Card], seat: int, fallback: Policy | None) -> Policy:
    """Lay the recorded cards in order; then ask `fallback` (and record), or pause."""
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
            fallback = play_policy(info.level, rng, known, players=len(table.seats))
        policies.append(_scripted(deal.laid[seat], seat, fallback))
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


def _board_after_play(table: Table, state: PlayState) -> None:
    """Set the board from the deal's start, his heels and the play's points so far."""
    deal = table.deal
    table.scores = list(deal.start)
    table.winner = None
    _peg(table, deal.dealer, deal.heels)
    for seat, points in enumerate(state.points):
        _peg(table, seat, points)
    deal.scores = list(table.scores)
    deal.plays = play_json(state.events)


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
    settled = settle_count(score.total, said, muggins=table.rules.muggins)
    record = ShowRecord(seat, what, show_cards(deal, seat, what), score.total, said, 0)
    record.pegged = settled.counter
    deal.shows.append(record)
    _peg(table, seat, settled.counter)
    taker = opponents(table, seat)[0]
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
    answerers = [s for s in opponents(table, seat) if not table.seats[s].is_bot]
    if table.rules.muggins and answerers and table.winner is None:
        deal.call = record
    else:
        deal.shows.append(record)


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
    if table.finished or not table.deals:
        return None
    deal = table.deal
    for seat, tossed in enumerate(deal.discards):
        if tossed is None and not table.seats[seat].is_bot:
            return Waiting(Step.LAY_AWAY, seat)
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


def _bot_lay_aways(table: Table, tables: CribValues | None) -> None:
    deal = table.deal
    for seat, info in enumerate(table.seats):
        if info.level is not None and deal.discards[seat] is None:
            dealer = table.side(seat) == table.side(deal.dealer)
            tossed = lay_away(info.level, deal.hands[seat], dealer=dealer, tables=tables)
            deal.discards[seat] = list(tossed)


def abandon(table: Table) -> None:
    """Abandon the game (the person who abandons it loses it in the statistics)."""
    if table.finished:
        raise TableError("the game is over")
    table.abandoned = True


# -- The record (`muggins games --json`) ----------------------------------------------------


def _name(seat: int) -> str:
    return SIDE_NAMES[seat]


def _show_export(show: ShowRecord) -> dict[str, Any]:
    return {
        "by": _name(show.by),
        "what": show.what,
        "points": show.points,
        "claimed": show.claimed,
        "pegged": show.pegged,
        "muggins": None
        if show.muggins is None
        else {"claimed": show.muggins[0], "awarded": show.muggins[1]},
    }


def _deal_export(deal: Deal) -> dict[str, Any]:
    shows = [*deal.shows, *([deal.call] if deal.call is not None else [])]
    return {
        "dealer": _name(deal.dealer),
        "hands": {_name(s): [str(c) for c in h] for s, h in enumerate(deal.hands)},
        "discards": {
            _name(s): [str(c) for c in d] for s, d in enumerate(deal.discards) if d is not None
        },
        "starter": None if deal.starter is None else str(deal.starter),
        "heels": deal.heels,
        "plays": [{**p, "by": _name(p["by"])} for p in deal.plays],
        "shows": [_show_export(s) for s in shows],
        "scores": {_name(s): v for s, v in enumerate(deal.scores)},
    }


def export(table: Table, user: int, level: Level) -> dict[str, Any]:
    """The record of a game against the bot, in the shape of `muggins games --json`."""
    return {
        "id": table.id,
        "kind": "bot",
        "user": user,
        "level": level.value,
        "rules": rules_json(table.rules),
        "first_dealer": _name(table.first_dealer),
        "cut": None if table.cut is None else {_name(s): str(c) for s, c in enumerate(table.cut)},
        "deals": [_deal_export(d) for d in table.deals],
        "finished": table.finished,
        "abandoned": table.abandoned,
        "winner": None if table.winner is None else _name(table.winner),
        "margin": table.margin(),
    }


def says_go(events: Sequence[object], seat: int) -> int:
    """How many times the seat said go (could not lay a card) in the play so far."""
    return sum(1 for e in events if isinstance(e, CannotPlay) and e.player == seat)
