"""The record of a whole game, as `muggins games --json` prints it, and its replay check.

A game against the bot (`export`, `"kind": "bot"`) names the sides "player" and "bot". A game
between members (`export_members`, `"kind": "members"`) gives `"chat"` (the group), `"seats"`
(`{"user": id or null for the bot, "side": index}`), and in each deal the hands, lay-aways and
the `by` of plays and shows by **seat index**, `"crib_card"` (the pack's card to a
three-player crib, else null), `scores` and `winner` by **side index**. `replay_members`
recomputes every deal of a members' record with the engine (the play from each seat's cards
in order, each show's value, the board) and raises `RecordError` at the first difference.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

from bot.drills.table_bot import Level
from bot.drills.table_play import scripted
from bot.drills.table_state import (
    SIDE_NAMES,
    Deal,
    MugginsJSON,
    PlayEntry,
    RulesJSON,
    ShowRecord,
    Table,
    What,
    rules_from_json,
    rules_json,
)
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.pegging import play_until_waiting
from bot.engine.show import hand_points
from bot.engine.variants import Rules, crib_cards_from_deck, side_of, sides

_Stored: TypeAlias = Mapping[str, Any]
"""A record as read back from JSON (checked field by field as it is replayed)."""
SideName = Literal["player", "bot"]


# -- Against the bot ------------------------------------------------------------------------


class BotShow(TypedDict):
    """A show in the record of a game against the bot."""

    by: SideName
    what: What
    points: int
    claimed: int
    pegged: int
    muggins: MugginsJSON | None


class BotPlay(TypedDict):
    """A card laid or a go, by "player" or "bot" (`PlayEntry` otherwise)."""

    by: SideName
    points: int
    card: NotRequired[str]
    count: NotRequired[int]
    go: NotRequired[bool]


class BotDeal(TypedDict):
    """A deal in the record of a game against the bot, by side name."""

    dealer: SideName
    hands: dict[SideName, list[str]]
    discards: dict[SideName, list[str]]
    starter: str | None
    heels: int
    plays: list[BotPlay]
    shows: list[BotShow]
    scores: dict[SideName, int]


class BotRecord(TypedDict):
    """The record of a game against the bot (`"kind": "bot"`); a tournament's game also
    carries `tournament` and `round` (`bot.commands.games`)."""

    id: str
    kind: Literal["bot"]
    user: int
    level: str
    rules: RulesJSON
    first_dealer: SideName
    cut: dict[SideName, str] | None
    deals: list[BotDeal]
    finished: bool
    abandoned: bool
    winner: SideName | None
    margin: str | None
    tournament: NotRequired[str]
    round: NotRequired[int]


def _name(seat: int) -> SideName:
    return "player" if SIDE_NAMES[seat] == "player" else "bot"


def _show_export(show: ShowRecord) -> BotShow:
    return {
        "by": _name(show.by),
        "what": show.what,
        "points": show.points,
        "claimed": show.claimed,
        "pegged": show.pegged,
        "muggins": show.muggins_json(),
    }


def _all_shows(deal: Deal) -> list[ShowRecord]:
    return [*deal.shows, *([deal.call] if deal.call is not None else [])]


def _bot_play(entry: PlayEntry) -> BotPlay:
    return {**entry, "by": _name(entry["by"])}  # the keys in the entry's order


def _deal_export(deal: Deal) -> BotDeal:
    return {
        "dealer": _name(deal.dealer),
        "hands": {_name(s): [str(c) for c in h] for s, h in enumerate(deal.hands)},
        "discards": {
            _name(s): [str(c) for c in d] for s, d in enumerate(deal.discards) if d is not None
        },
        "starter": None if deal.starter is None else str(deal.starter),
        "heels": deal.heels,
        "plays": [_bot_play(p) for p in deal.plays],
        "shows": [_show_export(s) for s in _all_shows(deal)],
        "scores": {_name(s): v for s, v in enumerate(deal.scores)},
    }


def export(table: Table, user: int, level: Level) -> BotRecord:
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


# -- Between members ------------------------------------------------------------------------


class MemberMuggins(TypedDict):
    """A muggins called on a show between members, and by whom (a seat)."""

    claimed: int
    awarded: int
    by: int | None


class MemberExcess(TypedDict):
    """An over-count's excess and the seat that pegged it."""

    points: int
    to: int | None


class MemberShow(TypedDict):
    """A show in the record of a game between members (seat indices)."""

    by: int
    what: What
    points: int
    claimed: int
    pegged: int
    muggins: MemberMuggins | None
    excess: MemberExcess | None


class MemberDeal(TypedDict):
    """A deal in the record of a game between members (seat indices, side indices)."""

    dealer: int
    hands: list[list[str]]
    discards: list[list[str] | None]
    crib_card: str | None
    starter: str | None
    heels: int
    plays: list[PlayEntry]
    shows: list[MemberShow]
    scores: list[int]


class MemberSeatRecord(TypedDict):
    """A seat: the member (None: the bot) and the side it scores for."""

    user: int | None
    side: int


class MembersRecord(TypedDict):
    """The record of a game between members (`"kind": "members"`); a round robin's game also
    carries `tournament` and `round` (`bot.commands.games`)."""

    id: str
    kind: Literal["members"]
    chat: int
    players: int
    seats: list[MemberSeatRecord]
    rules: RulesJSON
    first_dealer: int
    cut: list[str] | None
    deals: list[MemberDeal]
    scores: list[int]
    finished: bool
    abandoned: bool
    resigned: int | None
    winner: int | None
    margin: str | None
    tournament: NotRequired[str]
    round: NotRequired[int]


def _member_show(show: ShowRecord) -> MemberShow:
    muggins: MemberMuggins | None = None
    if show.muggins is not None:
        muggins = {"claimed": show.muggins[0], "awarded": show.muggins[1], "by": show.caller}
    return {
        "by": show.by,
        "what": show.what,
        "points": show.points,
        "claimed": show.claimed,
        "pegged": show.pegged,
        "muggins": muggins,
        "excess": None if not show.excess else {"points": show.excess, "to": show.excess_to},
    }


def _member_deal(deal: Deal) -> MemberDeal:
    return {
        "dealer": deal.dealer,
        "hands": [[str(c) for c in h] for h in deal.hands],
        "discards": [None if d is None else [str(c) for c in d] for d in deal.discards],
        "crib_card": None if deal.crib_card is None else str(deal.crib_card),
        "starter": None if deal.starter is None else str(deal.starter),
        "heels": deal.heels,
        "plays": [PlayEntry(**p) for p in deal.plays],
        "shows": [_member_show(s) for s in _all_shows(deal)],
        "scores": list(deal.scores),
    }


def export_members(table: Table, chat: int) -> MembersRecord:
    """The record of a game between members of the group `chat`."""
    return {
        "id": table.id,
        "kind": "members",
        "chat": chat,
        "players": len(table.seats),
        "seats": [{"user": s.user, "side": table.side(i)} for i, s in enumerate(table.seats)],
        "rules": rules_json(table.rules),
        "first_dealer": table.first_dealer,
        "cut": None if table.cut is None else [str(c) for c in table.cut],
        "deals": [_member_deal(d) for d in table.deals],
        "scores": list(table.scores),
        "finished": table.finished,
        "abandoned": table.abandoned,
        "resigned": None if table.resigned is None else table.side(table.resigned),
        "winner": table.winner,
        "margin": table.margin(),
    }


# -- Replaying a members' record -------------------------------------------------------------


class RecordError(ValueError):
    """A record that the engine does not give back."""


def _card_list(data: Sequence[str]) -> list[Card]:
    return [parse_card(c) for c in data]


def _check(condition: bool, where: str, what: str) -> None:
    if not condition:
        raise RecordError(f"{where}: {what}")


def _peg(board: list[int], side: int, points: int, target: int) -> None:
    if points > 0 and max(board) < target:
        board[side] = min(target, board[side] + points)


def replay_members(stored: Mapping[str, object]) -> None:
    """Replay every deal of a members' record with the engine; RecordError at a difference.

    Checked: the cards (each hand dealt, the lay-aways from it, the crib of four), the play
    (simulated from each seat's cards in the order laid: every card's count and points), each
    show's value, and the board after each deal (heels, plays, shows, muggins, excess).
    """
    record: _Stored = stored
    players = int(record["players"])
    rules = rules_from_json(record["rules"], players)
    target = rules.target
    seats = record["seats"]
    _check(len(seats) == players, "seats", "one per player")
    for i, seat in enumerate(seats):
        _check(seat["side"] == side_of(rules, i), f"seat {i}", "side")
    board = [0] * sides(rules)
    for n, deal in enumerate(record["deals"]):
        where = f"deal {n + 1}"
        _check(deal["scores"] is not None, where, "scores")
        dealer = int(deal["dealer"])
        hands = [_card_list(h) for h in deal["hands"]]
        everything = [c for h in hands for c in h]
        crib_card = None if deal["crib_card"] is None else parse_card(deal["crib_card"])
        _check((crib_card is not None) == bool(crib_cards_from_deck(rules)), where, "crib card")
        if crib_card is not None:
            everything.append(crib_card)
        _check(len(set(everything)) == len(everything), where, "a card dealt twice")
        _peg(board, side_of(rules, dealer), int(deal["heels"]), target)
        if deal["starter"] is None or any(d is None for d in deal["discards"]):
            _check(deal["scores"] == board, where, "board before the starter")
            continue
        starter = parse_card(deal["starter"])
        _check(starter not in everything, where, "the starter was dealt")
        _check((starter.rank == 11) == (deal["heels"] > 0), where, "his heels")
        tossed = [_card_list(d) for d in deal["discards"]]
        for seat, cards in enumerate(tossed):
            _check(all(c in hands[seat] for c in cards), where, f"seat {seat} lay-away")
        kept = [[c for c in h if c not in t] for h, t in zip(hands, tossed, strict=True)]
        crib = [c for t in tossed for c in t] + ([crib_card] if crib_card else [])
        _check(len(crib) == 4, where, "a crib of four")
        _replay_play(deal, kept, dealer, rules, board, where)
        for show in deal["shows"]:
            seat = int(show["by"])
            held = crib if show["what"] == "crib" else kept[seat]
            value = hand_points(held, starter, crib=show["what"] == "crib")
            _check(show["points"] == value, where, f"seat {seat}'s {show['what']} is {value}")
            _peg(board, side_of(rules, seat), int(show["pegged"]), target)
            if show["muggins"]:
                caller = int(show["muggins"]["by"])
                missed = max(0, show["points"] - show["claimed"])
                awarded = min(missed, int(show["muggins"]["claimed"]))
                _check(show["muggins"]["awarded"] == awarded, where, "muggins (ACC rule 10)")
                _peg(board, side_of(rules, caller), awarded, target)
            if show["excess"]:
                excess = show["excess"]
                _check(excess["points"] == show["claimed"] - show["points"], where, "excess")
                _peg(board, side_of(rules, int(excess["to"])), int(excess["points"]), target)
        _check(deal["scores"] == board, where, f"board {board}, recorded {deal['scores']}")
    if record["winner"] is not None and record["resigned"] is None:
        _check(board[int(record["winner"])] == target, "end", "the winner reached the target")


def _replay_play(
    deal: _Stored,
    kept: list[list[Card]],
    dealer: int,
    rules: Rules,
    board: list[int],
    where: str,
) -> None:
    """The recorded play against the engine's, and its points pegged on `board`."""
    laid: list[list[Card]] = [[] for _ in kept]
    for p in deal["plays"]:
        if "card" in p:
            laid[int(p["by"])].append(parse_card(p["card"]))
    before = [board[side_of(rules, s)] for s in range(len(kept))]
    if max(board) < rules.target:
        played = play_until_waiting(
            kept,
            dealer=dealer,
            policies=[scripted(list(cards)) for cards in laid],
            rules=rules,
            scores=before,
        ).record
        for seat, points in enumerate(played.points):
            total = sum(p["points"] for p in deal["plays"] if int(p["by"]) == seat)
            _check(total == points, where, f"seat {seat} pegged {points} in the play")
    for p in deal["plays"]:
        _peg(board, side_of(rules, int(p["by"])), int(p["points"]), rules.target)
