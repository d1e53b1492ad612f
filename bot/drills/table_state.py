"""The stored state of a whole game (`bot.drills.table`): seats, deals, shows, the table.

Plain data with its JSON form (`to_json`/`from_json`, stored after every step); the moves are
in `bot.drills.table`, the record of `muggins games --json` in `bot.drills.table_record`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final, Literal, NamedTuple, NotRequired, TypeAlias, TypedDict

from bot.drills.table_bot import Level
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.show import HEELS_POINTS
from bot.engine.variants import (
    MarginRule,
    Rules,
    fadoq_rule,
    game_result,
    margin_rule_of,
    side_of,
)

FORMAT: Final = 1
"""The version of the stored JSON."""
HEELS: Final = HEELS_POINTS
PLAYER_SEAT: Final = 0
BOT_SEAT: Final = 1
SIDE_NAMES: Final = ("player", "bot")
"""In a game against the bot, seat and side 0 are the player, 1 the bot."""

What = Literal["hand", "crib"]
_Stored: TypeAlias = Mapping[str, Any]
"""A stored form as read back from JSON (checked field by field as it is read)."""


class RulesJSON(TypedDict):
    """The rules in the stored game and in the record (`rules_json`)."""

    target: int
    margin: MarginRule
    muggins: bool
    fadoq116: bool
    excess_to_opponent: bool


class MugginsJSON(TypedDict):
    """A muggins taken on a show: what was claimed and what was awarded."""

    claimed: int
    awarded: int


class ShowJSON(TypedDict):
    """A counted show, stored (`ShowRecord.to_json`, seat indices)."""

    by: int
    what: What
    cards: list[str]
    points: int
    claimed: int
    pegged: int
    muggins: MugginsJSON | None
    excess: int
    left_out: int | None
    caller: int | None
    excess_to: int | None


class PlayEntry(TypedDict):
    """One entry of the play's record (`bot.drills.table_play.play_json`): a card laid, with
    the count after it and what it pegged, or a go (`"go": true`) and its point."""

    by: int
    points: int
    card: NotRequired[str]
    count: NotRequired[int]
    go: NotRequired[bool]


class DealJSON(TypedDict):
    """A deal, stored (`Deal.to_json`)."""

    dealer: int
    hands: list[list[str]]
    stock: list[str]
    start: list[int]
    scores: list[int]
    discards: list[list[str] | None]
    crib_card: str | None
    starter: str | None
    heels: int
    laid: list[list[str]]
    plays: list[PlayEntry]
    play_done: bool
    shows: list[ShowJSON]
    call: ShowJSON | None
    claiming: bool
    picks: dict[str, list[str]]
    closed: bool


class SeatJSON(TypedDict):
    """A seat, stored: the person's id or the bot's level."""

    user: int | None
    level: str | None


class TableJSON(TypedDict):
    """A whole game, stored after every step (`Table.to_json`)."""

    format: int
    id: str
    players: int
    rules: RulesJSON
    seats: list[SeatJSON]
    first_dealer: int
    cut: list[str] | None
    deals: list[DealJSON]
    scores: list[int]
    winner: int | None
    abandoned: bool
    miscounts: bool
    calls: str
    resigned: int | None
    deck: str | None
    secret: str | None
    retired: NotRequired[list[list[int]]]


class TableError(ValueError):
    """A move that the state of the game does not allow (the caller explains it)."""


class Calls(StrEnum):
    """How the counts of a show are settled: a law of the table, either way ACC rule 10."""

    AT_ONCE = "at_once"
    """Each count is settled as it is made: a person's short count gives the opponent its
    muggins at once (the bot takes it for its player); the bot's count is accepted, or called
    (`Step.VERDICT`, `Step.CLAIM`), at once by the person against it; the next deal follows
    at once. The table of a game against the bot."""
    OPEN = "open"
    """The opponents call muggins themselves on the deal's shows until the next dealer deals,
    when ready (`Step.DEAL`); a bot seat takes its muggins at once; an over-count's excess goes
    to the opponent on the counter's left. The table of a game between members."""


class Step(StrEnum):
    """What a person is asked to do."""

    LAY_AWAY = "lay_away"
    PLAY = "play"
    COUNT = "count"
    VERDICT = "verdict"
    CLAIM = "claim"
    DEAL = "deal"
    """Counts called in the open (`Calls.OPEN`): the deal is over, the next dealer deals when
    ready (muggins may be called on the deal's shows until then)."""


@dataclass(frozen=True, slots=True)
class Waiting:
    """Whose move it is and what they must do; `legal` lists the cards they may lay (play)."""

    step: Step
    seat: int
    legal: tuple[Card, ...] = ()
    what: What | None = None


# -- Rules and seats ------------------------------------------------------------------------


def rules_json(rules: Rules) -> RulesJSON:
    """The rules as in the record: target, margin rule, muggins, FADOQ 116, and the
    over-count law (`excess_to_opponent`)."""
    return {
        "target": rules.target,
        "margin": rules.margin_rule,
        "muggins": rules.muggins,
        "fadoq116": rules.fadoq116 is not None,
        "excess_to_opponent": rules.excess_to_opponent,
    }


def _margin_rule(value: object) -> MarginRule:
    rule = margin_rule_of(value)
    if rule is None:
        raise ValueError(f"unknown margin rule {value!r}")
    return rule


def rules_from_json(stored: Mapping[str, object], players: int = 2) -> Rules:
    """Read the rules back."""
    data: _Stored = stored
    return Rules(
        target=int(data["target"]),
        margin_rule=_margin_rule(data["margin"]),
        players=players,
        muggins=bool(data["muggins"]),
        fadoq116=fadoq_rule(int(data["target"])) if data["fadoq116"] else None,
        # games stored before the law was a choice were played with the excess to the opponent
        excess_to_opponent=bool(data.get("excess_to_opponent", True)),
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
    caller: int | None = None
    """The seat that called muggins (a game between members), None otherwise."""
    excess_to: int | None = None
    """The seat that pegged the over-count's excess (None: the first opponent)."""

    @property
    def missed(self) -> int:
        """Points the counter left out."""
        return max(0, self.points - self.claimed)

    def muggins_json(self) -> MugginsJSON | None:
        """The opponent's muggins as stored and as a game's record gives it; None if none."""
        if self.muggins is None:
            return None
        return {"claimed": self.muggins[0], "awarded": self.muggins[1]}

    def to_json(self) -> ShowJSON:
        """Stored form (seat indices)."""
        return {
            "by": self.by,
            "what": self.what,
            "cards": [str(c) for c in self.cards],
            "points": self.points,
            "claimed": self.claimed,
            "pegged": self.pegged,
            "muggins": self.muggins_json(),
            "excess": self.excess,
            "left_out": self.left_out,
            "caller": self.caller,
            "excess_to": self.excess_to,
        }

    @classmethod
    def from_json(cls, stored: Mapping[str, object]) -> ShowRecord:
        """Read it back."""
        data: _Stored = stored
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
            _seat_or_none(data.get("caller")),
            _seat_or_none(data.get("excess_to")),
        )


def _calls(data: _Stored) -> Calls:
    """The table's law of counts; a game stored before it was one said `"members": true` for
    counts called in the open."""
    if "calls" in data:
        return Calls(data["calls"])
    return Calls.OPEN if data.get("members") else Calls.AT_ONCE


def _retired(moment: Sequence[int]) -> Retired:
    """A seat's `Retired`, stored as [deal, shows] before the play's events were kept."""
    deal, shows, *events = moment
    return Retired(int(deal), int(shows), int(events[0]) if events else None)


def _seat_or_none(value: object) -> int | None:
    return None if value is None else int(str(value))


def _cards(data: Sequence[str]) -> list[Card]:
    return [parse_card(c) for c in data]


def _picks(data: _Stored) -> dict[int, list[Card]]:
    """Each seat's tapped cards; a game stored before every seat had its own kept the one
    person's as `selected` (the seat still laying away, the bot's lay-away made at the deal)."""
    picks = {int(s): _cards(cards) for s, cards in data.get("picks", {}).items()}
    legacy = _cards(data.get("selected", []))
    if legacy:
        seat = next((s for s, d in enumerate(data["discards"]) if d is None), None)
        if seat is not None:
            picks.setdefault(seat, legacy)
    return picks


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
    plays: list[PlayEntry] = field(default_factory=list)
    play_done: bool = False
    shows: list[ShowRecord] = field(default_factory=list)
    call: ShowRecord | None = None
    """The bot's announced show, waiting for its opponent to accept it or call muggins."""
    claiming: bool = False
    """The opponent called « Muggins! » on `call` and must say how many points were missed."""
    picks: dict[int, list[Card]] = field(default_factory=dict)
    """Each seat's cards tapped so far for its lay-away (several people lay away at once; kept
    across a restart)."""
    closed: bool = False
    """Counts called in the open: the next dealer has dealt, the deal's muggins calls are over."""

    @property
    def seats(self) -> int:
        """How many seats were dealt."""
        return len(self.hands)

    def kept(self, seat: int) -> list[Card]:
        """The seat's four cards after its lay-away."""
        tossed = self.discards[seat] or []
        return [c for c in self.hands[seat] if c not in tossed]

    def laid_by(self, seat: int) -> list[Card]:
        """The seat's cards laid in the play so far, in order (none before the play)."""
        return self.laid[seat] if seat < len(self.laid) else []

    def held(self, seat: int) -> list[Card]:
        """The cards the seat still holds in the play: its four kept cards not laid yet."""
        laid = self.laid_by(seat)
        return [c for c in self.kept(seat) if c not in laid]

    def crib(self) -> list[Card]:
        """The dealer's crib (the lay-aways, and the pack's card with three players)."""
        cards = [c for d in self.discards for c in d or []]
        return [*cards, self.crib_card] if self.crib_card is not None else cards

    def to_json(self) -> DealJSON:
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
            "picks": {str(s): [str(c) for c in cards] for s, cards in self.picks.items()},
            "closed": self.closed,
        }

    @classmethod
    def from_json(cls, stored: Mapping[str, object]) -> Deal:
        """Read it back."""
        data: _Stored = stored
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
            picks=_picks(data),
            closed=bool(data.get("closed", False)),
        )


# -- The game -------------------------------------------------------------------------------


class Retired(NamedTuple):
    """When a person resigned at a table of three (`Table.retired`): the deal's index, the
    number of its shows counted, and the number of its play's events told (each card laid,
    go, point for the go or last card; -1: the starter was not cut yet; None: a game stored
    before it was kept)."""

    deal: int
    shows: int
    events: int | None = None


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
    calls: Calls = Calls.AT_ONCE
    """How the counts are settled (`Calls`)."""
    deck: str | None = None
    """When set, deal n's pack is `keyed_deck(f"{deck}:{n}")` and the starter its first card
    after the hands: every game with the same `deck` deals the same cards (a duplicate
    tournament's game); None: shuffled with the game's `random.Random`."""
    resigned: int | None = None
    """The seat whose side resigned (the other side won), if any."""
    retired: dict[int, Retired] = field(default_factory=dict)
    """Each seat whose person resigned at a table of three (the bot plays it on): when they
    resigned (`Retired`); the lines told before keep their name (none for a game stored
    before it was kept: the seat's new name everywhere)."""
    secret: str | None = None
    """When set (and `deck` is not), deal n's pack is `bot.engine.fairness.deal_pack` of
    `deal_seed(secret, n)` and the starter its first card after the hands: each deal's
    fingerprint can be shown before it is played and its seed after (a deal the player can
    verify). None: shuffled with the game's `random.Random`."""

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
        if self.winner is None or self.resigned is not None:
            return None
        loser = max(s for i, s in enumerate(self.scores) if i != self.winner)
        return game_result(self.rules, self.scores[self.winner], loser).margin

    def to_json(self) -> TableJSON:
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
            "calls": self.calls.value,
            "resigned": self.resigned,
            "deck": self.deck,
            "secret": self.secret,
            "retired": [
                [seat, deal, shows] + ([] if events is None else [events])
                for seat, (deal, shows, events) in self.retired.items()
            ],
        }

    @classmethod
    def from_json(cls, stored: Mapping[str, object]) -> Table:
        """Read a stored game back; ValueError (or KeyError, TypeError) if malformed."""
        data: _Stored = stored
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
            calls=_calls(data),
            resigned=_seat_or_none(data.get("resigned")),
            deck=None if data.get("deck") is None else str(data["deck"]),
            secret=None if data.get("secret") is None else str(data["secret"]),
            retired={int(s): _retired(moment) for s, *moment in data.get("retired", [])},
        )
