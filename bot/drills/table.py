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

How counts are settled is a law of the table (`Table.calls`, `bot.drills.table_state.Calls`):
**at once** (a game against the bot) as above, or **in the open** (a game between members,
issue 21: two to four people, the bot in empty seats): a short count is recorded and any person
of an opposing side may call it (`call_muggins_on`, ACC rule 10) until the next deal is dealt,
which the next dealer does when ready (`Step.DEAL`, `deal_next`); a bot seat takes its muggins
at once. Several people lay away at the same time (`due`). A side may resign (`resign`).

The state is in `bot.drills.table_state`, whose turn it is in `bot.drills.table_turn`, the show
and muggins in `bot.drills.table_show`, the play's replay in `bot.drills.table_play`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final, Literal

from bot.drills.grading import excess_to_opponent
from bot.drills.table_bot import Level, lay_away
from bot.drills.table_play import PlayState, play_json, replay_play
from bot.drills.table_show import bot_count
from bot.drills.table_state import (
    BOT_SEAT,
    HEELS,
    PLAYER_SEAT,
    Calls,
    Deal,
    Retired,
    Seat,
    Step,
    Table,
    TableError,
    Waiting,
)
from bot.drills.table_turn import asked, deal_over, due, next_dealer, next_show, peg, status
from bot.drills.variant_args import SETTING_VARIANT, fadoq_short_game
from bot.engine.cards import DECK, Card
from bot.engine.dealing import keyed_deck
from bot.engine.fairness import deal_pack, deal_seed
from bot.engine.lay_away import CribValues
from bot.engine.variants import (
    VARIANTS,
    Rules,
    cards_dealt,
    crib_cards_from_deck,
    discards_per_player,
    fadoq_rule,
    margin_rule_of,
    sides,
)

# -- The rules of a game --------------------------------------------------------------------


def table_rules(
    settings: Mapping[str, object], target: int, margin: object, *, muggins: bool
) -> Rules:
    """The rules of a game of `target` for a player's `settings`: the `margin` rule they set
    (skunk when it names none), the FADOQ 116 rule when their variant (/variant) has it (in
    a game of 61 as their setting reads it), the over-count law, and `muggins` (the club's
    setting in its group, else the player's)."""
    variant = VARIANTS.get(str(settings.get(SETTING_VARIANT)))
    return Rules(
        target=target,
        margin_rule=margin_rule_of(margin) or "skunk",
        muggins=muggins,
        fadoq116=(
            fadoq_rule(target, fadoq_short_game(settings))
            if variant is not None and variant.fadoq116 is not None
            else None
        ),
        excess_to_opponent=excess_to_opponent(settings),
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
    calls: Calls = Calls.AT_ONCE,
    deck: str | None = None,
    secret: str | None = None,
) -> Table:
    """A new game at 0: the first dealer is given (the previous game's loser) or cut for;
    `calls` says how the counts are settled (`Calls`);
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
        calls=calls,
        deck=deck,
        secret=secret,
    )


# -- Dealing and the lay-away ---------------------------------------------------------------


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
    deal.picks[seat] = chosen
    return list(chosen)


def picked(table: Table, seat: int) -> list[Card]:
    """The cards the seat has tapped so far for its lay-away."""
    return list(table.deal.picks.get(seat, []))


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
        peg(table, deal.dealer, HEELS)


# -- The play -------------------------------------------------------------------------------


def _board_after_play(table: Table, state: PlayState) -> None:
    """Set the board from the deal's start, his heels and the play's points so far."""
    deal = table.deal
    table.scores = list(deal.start)
    table.winner = None
    peg(table, deal.dealer, deal.heels)
    plays = play_json(state.events)
    for entry in plays:  # in the order they were pegged: who reaches the target first wins
        peg(table, entry["by"], entry["points"])
    deal.scores = list(table.scores)
    deal.plays = plays


def lay_card(table: Table, seat: int, card: Card) -> None:
    """A person lays a card in the play; TableError unless it is their turn and a legal card."""
    waiting = asked(table, seat, (Step.PLAY,), "it is not your turn to lay a card")
    if card not in waiting.legal:
        raise TableError("that card cannot be laid now")
    table.deal.laid[seat].append(card)


# -- The next deal, resigning ---------------------------------------------------------------


def deal_next(table: Table, seat: int) -> None:
    """Counts called in the open: the next dealer deals (the last deal's muggins calls end here)."""
    asked(table, seat, (Step.DEAL,), "it is not your deal")
    table.deal.closed = True


RETIRED_LEVEL: Final = Level.NORMAL
"""The bot plays a resigned person's seat at this level (three players, issue 40)."""


def is_retired(table: Table, seat: int) -> bool:
    """A person who resigned at a table of three: the bot plays their seat on."""
    info = table.seats[seat]
    return info.user is not None and info.level is not None


def retired_by(table: Table, seat: int, deal: int, show: int, event: int | None = None) -> bool:
    """Whether the bot played `seat` for its person who resigned (`is_retired`) by show number
    `show` of deal number `deal` (-1: its head, who deals), or with `event`, by that event of
    the deal's play (its number in `replay_play`'s events; -1: the starter): a line told
    before names the person (a game stored without the moment: the bot, throughout; one
    stored without the play's events: the bot for the whole play of the deal they left)."""
    if not is_retired(table, seat):
        return False
    moment = table.retired.get(seat)
    if moment is None:
        return True
    if event is None or deal != moment.deal:
        return (deal, show) >= (moment.deal, moment.shows)
    if moment.shows:  # they resigned at the shows: the whole play was theirs
        return False
    return moment.events is None or event >= moment.events


SeatScore = tuple[int, bool | None, int, int]
"""A seat's result by seat number (`tournament.SeatResult` is one by member): the seat,
whether it won (None: neither won nor lost), its side's points and the best opposing side's."""


def resigned_any(table: Table) -> bool:
    """Whether someone resigned the game: the last to resign (`Table.resigned`), or a member
    of three whose seat the bot plays on (`is_retired`)."""
    return table.resigned is not None or any(is_retired(table, s) for s in range(len(table.seats)))


def seat_scores(table: Table) -> list[SeatScore]:
    """Each seat's result once the game is over. A game abandoned without a resignation has no
    winner; a member who resigned at a table of three lost, and if the bot, playing their seat
    on, reaches the target, or the game is then abandoned (7 days without a move), nobody
    else wins or loses (the game never goes to the bot for it)."""
    seats = range(len(table.seats))
    if table.abandoned and not resigned_any(table):
        return [(s, None, 0, 0) for s in seats]
    lone_bot = table.winner is not None and is_retired(table, table.winner)
    results: list[SeatScore] = []
    for seat in seats:
        side = table.side(seat)
        others = [v for i, v in enumerate(table.scores) if i != side]
        won: bool | None = side == table.winner
        if is_retired(table, seat):
            won = False
        elif table.abandoned or lone_bot:
            won = None
        results.append((seat, won, table.scores[side], max(others)))
    return results


GameStatus = Literal["active", "won", "lost", "abandoned"]
"""A game against the bot as stored (`table_games.status`)."""


def game_status(table: Table) -> GameStatus:
    """Under way, won or lost by the player (seat 0, against the bot), or abandoned."""
    if table.abandoned:
        return "abandoned"
    if table.winner is None:
        return "active"
    return "won" if table.winner == PLAYER_SEAT else "lost"


def first_dealer_after(last: str | None) -> int | None:
    """Who deals first in the player's next game against the bot, after a game that ended
    `last` (`game_status`): the player after losing or abandoning it, else the bot; None (the
    cut for deal) when there was none."""
    if last is None:
        return None
    return PLAYER_SEAT if last in ("lost", "abandoned") else BOT_SEAT


MemberStatus = Literal["active", "finished", "abandoned"]
"""A game between members under way or over, as stored (`member_games.status`)."""


def members_outcome(
    table: Table, day: str
) -> tuple[MemberStatus, list[SeatScore] | None, str | None]:
    """A game between members as it is saved: its status (abandoned: over without a winner
    nor a resignation; a game abandoned after a member of three resigned is finished, their
    loss counted), and once it is over each seat's result and the `day` it ended."""
    if not table.finished:
        return "active", None, None
    status: MemberStatus = (
        "abandoned" if table.abandoned and not resigned_any(table) else "finished"
    )
    return status, seat_scores(table), day


def people_playing(table: Table) -> list[int]:
    """The seats of the people still playing their own cards (not the bot's, not retired)."""
    return [s for s, info in enumerate(table.seats) if info.user is not None and info.level is None]


def plays_on_after_resign(table: Table) -> bool:
    """A table of three people each for themself: a resignation takes that seat out (the bot
    plays its cards) and the others play on; the game never goes to the bot for it."""
    people = sum(s.user is not None for s in table.seats)
    return len(table.seats) == 3 and not table.rules.teams and people >= 2


def plays_on_without(table: Table, seat: int) -> bool:
    """True when the game goes on once the person at `seat` resigns (`plays_on_after_resign`):
    someone still plays against someone, two people or a person and the bot seated from the
    start. One person left with nobody but the resigners' seats wins at once."""
    if not plays_on_after_resign(table):
        return False
    left = [s for s in people_playing(table) if s != seat]
    return len(left) > 1 or (len(left) == 1 and any(s.user is None for s in table.seats))


def _moment(table: Table) -> Retired:
    """Where the game is now, for `Table.retired`."""
    if not table.deals:
        return Retired(-1, 0, -1)
    deal = table.deal
    events = -1 if deal.starter is None else len(replay_play(table).events)
    return Retired(len(table.deals) - 1, len(deal.shows), events)


def resign(table: Table, seat: int) -> None:
    """The seat's side resigns: the other side wins (with three players, the best placed of
    the other two, the one on the resigner's left on a tie); no margin is counted.

    At a table of three people, or two and the bot (`plays_on_after_resign`), the bot plays
    the resigner's seat and the others play on (`plays_on_without`): a person left with the
    bot seated from the start plays on against it. When that leaves one person playing and
    nobody else, that person wins at once, as the other player does at a table of two; the
    last person at the bot's table who resigns loses to the bot (`resigned` the last to
    resign, their seat left as it was)."""
    if table.finished:
        raise TableError("the game is over")
    if plays_on_after_resign(table):
        info = table.seats[seat]
        if info.user is None or info.level is not None:
            raise TableError("that seat is not a person's, or is out already")
        if plays_on_without(table, seat):
            table.seats[seat] = Seat(info.user, RETIRED_LEVEL)
            table.retired[seat] = _moment(table)
            return
        # the game ends: the seat stays the resigner's, named as such
        left = [s for s in people_playing(table) if s != seat]
        bot = [s for s, other in enumerate(table.seats) if other.user is None]
        table.resigned = seat
        table.winner = table.side((left or bot)[0])
        return
    n = len(table.seats)
    others = [(seat + i) % n for i in range(1, n)]
    others = [s for s in others if table.side(s) != table.side(seat)]
    best = max(others, key=lambda s: (table.scores[table.side(s)], -others.index(s)))
    table.resigned = seat
    table.winner = table.side(best)


# -- Moving on ------------------------------------------------------------------------------


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
        if not table.deals or deal_over(table):
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
            bot_count(table, upcoming[0], upcoming[1], rng)
    return None


def _bot_lay_aways(table: Table, tables: CribValues | None) -> None:
    deal = table.deal
    rule = table.rules.fadoq116
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
                fadoq=None if rule is None else rule.threshold,
            )
            deal.discards[seat] = list(tossed)


def abandon(table: Table) -> None:
    """Abandon the game (the person who abandons it loses it in the statistics)."""
    if table.finished:
        raise TableError("the game is over")
    table.abandoned = True
