"""Games between members (`Calls.OPEN`): two, three or four seats, partners across, the
pack's card to a three-player crib, muggins called by the opponents, the next dealer dealing,
resigning, and the record of `muggins games --json` replayed by the engine."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from bot.drills.table import (
    RETIRED_LEVEL,
    abandon,
    advance,
    deal_next,
    is_retired,
    lay_away_cards,
    lay_card,
    members_outcome,
    new_table,
    people_playing,
    picked,
    resign,
    retired_by,
    seat_scores,
    select_card,
)
from bot.drills.table_bot import Level
from bot.drills.table_play import replay_play
from bot.drills.table_record import RecordError, export_members, replay_members
from bot.drills.table_show import (
    MugginsRefused,
    Refusal,
    call_muggins_on,
    check_call,
    count,
    open_shows,
)
from bot.drills.table_state import Calls, Seat, Step, Table, TableError
from bot.drills.table_turn import due, show_cards, status
from bot.engine.show import hand_points
from bot.engine.variants import Rules

BOT = Seat(None, Level.NORMAL)


def members_table(seed: int, seats: list[Seat], **rules: Any) -> tuple[Table, random.Random]:
    rng = random.Random(seed)
    table = new_table(rng, f"m{seed}", Rules(players=len(seats), **rules), seats, calls=Calls.OPEN)
    return table, rng


def toss(table: Table, seat: int) -> list[Any]:
    """The first cards of the seat's hand, as many as it lays away."""
    hand = table.deal.hands[seat]
    return hand[: len(hand) - 4]


def true_value(table: Table, seat: int, what: str) -> int:
    deal = table.deal
    assert deal.starter is not None
    crib = what == "crib"
    return hand_points(show_cards(deal, seat, "crib" if crib else "hand"), deal.starter, crib=crib)


def play_members_game(
    table: Table, rng: random.Random, *, short: float = 0.0, calls: bool = True
) -> list[str]:
    """Every person plays the last legal card; counts right or (at rate `short`) two short;
    the first person of an opposing side calls muggins on every short count when `calls`.
    The table is stored and read back at every step, which must change nothing."""
    steps: list[str] = []
    people = random.Random(1)
    while (waiting := advance(table, rng)) is not None:
        stored = json.loads(json.dumps(table.to_json()))
        table2 = Table.from_json(stored)
        assert table2.to_json() == table.to_json()
        assert due(table2) == due(table)
        steps.append(waiting.step.value)
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                lay_away_cards(table, w.seat, toss(table, w.seat))
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[-1])
        elif waiting.step is Step.COUNT:
            value = true_value(table, waiting.seat, waiting.what or "hand")
            said = value - 2 if value >= 2 and people.random() < short else value
            record = count(table, waiting.seat, said)
            if calls and record.missed and record.muggins is None and not table.finished:
                caller = next(
                    s
                    for s in range(len(table.seats))
                    if table.side(s) != table.side(waiting.seat) and not table.seats[s].is_bot
                )
                call_muggins_on(
                    table, caller, len(table.deals) - 1, len(deal.shows) - 1, record.missed
                )
        else:
            assert waiting.step is Step.DEAL
            deal_next(table, waiting.seat)
    return steps


@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        ([Seat(11), Seat(22)], 1),
        ([Seat(11), Seat(22), Seat(33)], 2),
        ([Seat(11), Seat(22), BOT], 3),
        ([Seat(11), Seat(22), Seat(33), Seat(44)], 4),
        ([Seat(11), Seat(22), Seat(33), BOT], 5),
    ],
)
def test_whole_games_between_members_replay_from_their_record(seats: list[Seat], seed: int) -> None:
    table, rng = members_table(seed, seats, muggins=True)
    steps = play_members_game(table, rng, short=0.3)
    assert table.finished and table.winner is not None
    assert max(table.scores) == 121
    assert {"lay_away", "play", "count", "deal"} <= set(steps)
    record = export_members(table, -100)
    json.dumps(record)
    replay_members(record)
    assert record["kind"] == "members" and record["chat"] == -100
    assert record["winner"] == table.winner and record["scores"][table.winner] == 121
    assert [s["user"] for s in record["seats"]] == [s.user for s in seats]


def test_the_record_has_the_contract_s_keys() -> None:
    table, rng = members_table(7, [Seat(11), Seat(22), Seat(33)], muggins=True)
    play_members_game(table, rng, short=0.5)
    record = export_members(table, -5)
    assert {"id", "kind", "chat", "seats", "rules", "deals", "winner", "finished"} <= set(record)
    assert record["seats"] == [
        {"user": 11, "side": 0},
        {"user": 22, "side": 1},
        {"user": 33, "side": 2},
    ]
    deal = record["deals"][0]
    assert {
        "dealer",
        "hands",
        "discards",
        "crib_card",
        "starter",
        "plays",
        "shows",
        "scores",
    } <= set(deal)
    assert all(len(h) == 5 for h in deal["hands"]) and all(len(d) == 1 for d in deal["discards"])
    assert deal["crib_card"] is not None and len(deal["scores"]) == 3
    assert all(isinstance(p["by"], int) for p in deal["plays"])
    assert all(isinstance(s["by"], int) for s in deal["shows"])
    called = [s for d in record["deals"] for s in d["shows"] if s["muggins"]]
    assert called and all(isinstance(s["muggins"]["by"], int) for s in called)


def test_four_seats_are_partners_across_five_cards_one_to_the_crib() -> None:
    table, rng = members_table(4, [Seat(1), Seat(2), Seat(3), BOT])
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    assert [table.side(s) for s in range(4)] == [0, 1, 0, 1] and len(table.scores) == 2
    deal = table.deal
    assert [len(h) for h in deal.hands] == [5, 5, 5, 5] and deal.crib_card is None
    assert {w.seat for w in due(table)} == {0, 1, 2}  # the bot laid away at once
    assert deal.discards[3] is not None and len(deal.discards[3]) == 1
    with pytest.raises(TableError):
        lay_away_cards(table, 0, deal.hands[0][:2])
    for seat in (0, 1, 2):
        lay_away_cards(table, seat, deal.hands[seat][:1])
    assert len(deal.crib()) == 4


def test_three_players_the_pack_gives_the_crib_its_fourth_card() -> None:
    table, rng = members_table(9, [Seat(1), Seat(2), Seat(3)])
    advance(table, rng)
    deal = table.deal
    assert deal.crib_card is not None
    dealt = [c for h in deal.hands for c in h]
    assert deal.crib_card not in dealt and deal.crib_card not in deal.stock
    for seat in range(3):
        lay_away_cards(table, seat, deal.hands[seat][-1:])
    assert deal.crib_card in deal.crib() and len(deal.crib()) == 4
    assert len(table.scores) == 3  # each for themself


def test_several_people_tap_their_lay_away_at_once() -> None:
    table, rng = members_table(3, [Seat(1), Seat(2)])
    advance(table, rng)
    deal = table.deal
    select_card(table, 0, deal.hands[0][0])
    select_card(table, 1, deal.hands[1][3])
    select_card(table, 1, deal.hands[1][4])
    assert picked(table, 0) == [deal.hands[0][0]]
    assert picked(table, 1) == deal.hands[1][3:5]
    again = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert picked(again, 1) == deal.hands[1][3:5]
    lay_away_cards(table, 1, picked(table, 1))
    assert picked(table, 1) == [] and [w.seat for w in due(table)] == [0]
    with pytest.raises(TableError):
        select_card(table, 1, deal.hands[1][0])


def _to_first_count(table: Table, rng: random.Random) -> Table:
    while (waiting := advance(table, rng)) is not None and waiting.step is not Step.COUNT:
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                lay_away_cards(table, w.seat, toss(table, w.seat))
        else:
            lay_card(table, waiting.seat, waiting.legal[0])
    return table


def _short_show(seed_from: int = 0) -> tuple[Table, random.Random, int, int]:
    """A two-member table at the first count whose hand is worth 2 or more; it is called 0."""
    for seed in range(seed_from, seed_from + 200):
        table, rng = members_table(seed, [Seat(1), Seat(2)], muggins=True)
        _to_first_count(table, rng)
        waiting = status(table)
        assert waiting is not None and waiting.step is Step.COUNT
        value = true_value(table, waiting.seat, "hand")
        if value >= 2:
            count(table, waiting.seat, 0)
            return table, rng, waiting.seat, value
    raise AssertionError("no hand worth 2")


@pytest.mark.parametrize(("claim", "awarded"), [(1, 1), (2, 2), (99, None)])
def test_muggins_called_by_the_opponent_acc_rule_10(claim: int, awarded: int | None) -> None:
    table, _, counter, value = _short_show()
    show = table.deal.shows[-1]
    assert show.missed == value and show.muggins is None  # nobody took it for them
    before = list(table.scores)
    opponent = 1 - counter
    call_muggins_on(table, opponent, 0, 0, claim)
    got = value if awarded is None else awarded  # the lesser of the claim and the missed
    assert show.muggins == (claim, got) and show.caller == opponent
    assert table.scores[opponent] == before[opponent] + got
    with pytest.raises(MugginsRefused) as again:
        call_muggins_on(table, opponent, 0, 0, 1)
    assert again.value.reason is Refusal.CALLED


def test_muggins_on_an_exact_count_pegs_nothing_and_one_s_own_count_is_refused() -> None:
    table, rng = members_table(0, [Seat(1), Seat(2)], muggins=True)
    _to_first_count(table, rng)
    waiting = status(table)
    assert waiting is not None
    count(table, waiting.seat, true_value(table, waiting.seat, "hand"))
    with pytest.raises(MugginsRefused) as own:
        call_muggins_on(table, waiting.seat, 0, 0, 2)
    assert own.value.reason is Refusal.OWN_SIDE
    before = list(table.scores)
    show = call_muggins_on(table, 1 - waiting.seat, 0, 0, 4)
    assert show.muggins == (4, 0) and table.scores == before


def test_muggins_is_live_until_the_next_deal_is_dealt() -> None:
    table, rng, counter, value = _short_show()
    opponent = 1 - counter
    while (waiting := advance(table, rng)) is not None and waiting.step is not Step.DEAL:
        count(table, waiting.seat, true_value(table, waiting.seat, waiting.what or "hand"))
    assert waiting is not None and waiting.step is Step.DEAL
    assert waiting.seat == 1 - table.deal.dealer  # the next dealer deals
    with pytest.raises(TableError):
        deal_next(table, table.deal.dealer)
    late = copy.deepcopy(table)
    deal_next(late, waiting.seat)
    advance(late, rng)
    assert len(late.deals) == 2
    with pytest.raises(MugginsRefused) as too_late:
        call_muggins_on(late, opponent, 0, 0, value)
    assert too_late.value.reason is Refusal.LATE
    call_muggins_on(table, opponent, 0, 0, value)  # still in time before the deal
    assert table.deal.shows[0].muggins == (value, value)


def test_without_muggins_a_short_count_s_points_are_lost() -> None:
    for seed in range(200):
        table, rng = members_table(seed, [Seat(1), Seat(2)], muggins=False)
        _to_first_count(table, rng)
        waiting = status(table)
        assert waiting is not None
        if true_value(table, waiting.seat, "hand") >= 2:
            before = list(table.scores)
            count(table, waiting.seat, 0)
            assert table.scores == before
            with pytest.raises(MugginsRefused) as off:
                call_muggins_on(table, 1 - waiting.seat, 0, 0, 2)
            assert off.value.reason is Refusal.OFF
            return
    raise AssertionError("no hand worth 2")


def test_a_bot_seat_takes_its_muggins_at_once_and_an_over_count_goes_left() -> None:
    for seed in range(300):
        table, rng = members_table(
            seed, [Seat(1), Seat(2), BOT], muggins=True, excess_to_opponent=True
        )
        _to_first_count(table, rng)
        waiting = status(table)
        if waiting is None or waiting.step is not Step.COUNT:
            continue
        value = true_value(table, waiting.seat, "hand")
        if value < 2:
            continue
        over = copy.deepcopy(table)
        before = list(table.scores)
        show = count(table, waiting.seat, value - 2)
        assert show.caller == 2 and show.muggins == (2, 2)  # the bot called it
        assert table.scores[2] == before[2] + 2
        record = count(over, waiting.seat, value + 3)
        left = next(s for s in (1, 2, 0) if s != waiting.seat and s == (waiting.seat + 1) % 3)
        assert record.excess == 3 and record.excess_to == left
        assert over.scores[left] == before[left] + 3
        return
    raise AssertionError("no suitable deal")


def test_a_bot_dealer_s_deal_is_asked_of_the_next_person() -> None:
    table, rng = members_table(2, [Seat(1), BOT, Seat(3)], muggins=False)
    table.first_dealer = 0
    while (waiting := advance(table, rng)) is not None and waiting.step is not Step.DEAL:
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                lay_away_cards(table, w.seat, toss(table, w.seat))
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[0])
        else:
            count(table, waiting.seat, true_value(table, waiting.seat, waiting.what or "hand"))
    assert waiting is not None and waiting.seat == 2  # seat 1 (the bot) deals next


@pytest.mark.parametrize(
    ("seats", "scores", "resigner", "winner"),
    [
        (2, [40, 60], 0, 1),
        (4, [40, 60], 2, 1),
        (4, [40, 60], 3, 0),
    ],
)
def test_resigning_gives_the_game_to_the_other_side(
    seats: int, scores: list[int], resigner: int, winner: int
) -> None:
    table, rng = members_table(1, [Seat(i + 1) for i in range(seats)])
    advance(table, rng)
    table.scores = scores
    resign(table, resigner)
    assert table.finished and table.winner == winner and table.margin() is None
    assert export_members(table, 1)["resigned"] == table.side(resigner)
    with pytest.raises(TableError):
        resign(table, resigner)


@pytest.mark.parametrize("order", [(0, 1, 2), (2, 0, 1), (1, 2, 0)])
def test_at_three_a_resignation_takes_that_seat_out_and_the_one_left_wins(
    order: tuple[int, int, int],
) -> None:
    """Issue 40: at a table of three members, the bot plays a resigner's seat and the others
    play on; the game never goes to the bot for it; when one person is left playing, they win
    (whatever the scores), as the other player does at a table of two."""
    table, rng = members_table(1, [Seat(i + 1) for i in range(3)])
    advance(table, rng)
    table.scores = [40, 60, 70]
    first, second, last = order
    resign(table, first)
    assert not table.finished and table.winner is None
    assert table.seats[first] == Seat(first + 1, RETIRED_LEVEL) and is_retired(table, first)
    assert not any(is_retired(table, s) for s in (second, last))
    with pytest.raises(TableError):
        resign(table, first)  # out already
    assert advance(table, rng) is not None  # the bot plays the seat: the others play on
    assert people_playing(table) == sorted((second, last))
    resign(table, second)
    assert table.finished and not table.abandoned and table.winner == last
    assert table.resigned == second and table.margin() is None
    results = {seat: won for seat, won, _, _ in seat_scores(table)}
    assert results == {first: False, second: False, last: True}
    with pytest.raises(TableError):
        resign(table, last)


def test_at_three_with_the_bot_seated_the_one_left_plays_on_against_the_bot() -> None:
    """Two members and the bot (played: Marie 23, Jean 30, the bot 42; Jean resigned and
    Marie won at once, her stats « against the bot: won 1 »): the bot plays the resigner's
    seat and the member left plays on against the bot; if they resign too, the bot wins."""
    table, rng = members_table(1, [Seat(1), Seat(2), BOT])
    advance(table, rng)
    table.scores = [23, 30, 42]
    resign(table, 1)
    assert not table.finished and table.winner is None and table.resigned is None
    assert people_playing(table) == [0]
    assert advance(table, rng) is not None  # the bot plays Jean's cards: Marie plays on
    resign(table, 0)
    assert table.finished and table.winner == 2 and table.resigned == 0
    assert table.margin() is None
    results = {seat: won for seat, won, _, _ in seat_scores(table)}
    assert results == {0: False, 1: False, 2: True}


@pytest.mark.parametrize("seats", [[Seat(1), Seat(2), Seat(3)], [Seat(1), Seat(2), BOT]])
def test_a_resignation_at_three_stays_a_loss_when_the_game_is_abandoned(
    seats: list[Seat],
) -> None:
    """A member of three resigned, the others played on, then nobody moved for 7 days and
    the game was abandoned: every seat came out « neither won nor lost » and the game
    « abandoned », the resignation's loss gone. The member who resigned lost; nobody else
    wins or loses; a game abandoned without a resignation still counts for nobody."""
    table, rng = members_table(1, seats)
    advance(table, rng)
    table.scores = [23, 30, 42]
    resign(table, 1)
    abandon(table)
    assert table.finished and table.resigned is None
    assert [won for _, won, _, _ in seat_scores(table)] == [None, False, None]
    status, results, day = members_outcome(table, "2026-11-30")
    assert status == "finished" and day == "2026-11-30"
    assert results is not None and [won for _, won, _, _ in results] == [None, False, None]
    plain, rng = members_table(1, seats)
    advance(plain, rng)
    abandon(plain)
    status, results, _ = members_outcome(plain, "2026-11-30")
    assert status == "abandoned" and results is not None
    assert [won for _, won, _, _ in results] == [None, None, None]


def test_a_resignation_in_the_play_keeps_how_far_the_play_was() -> None:
    """Cards a member laid before resigning keep their name (`retired_by` with the play's
    event): the table stores how many of the play's events were told, and reads back a game
    stored before it did (the seat's new name for that deal's whole play)."""
    table, rng = members_table(2, [Seat(1), Seat(2), BOT])
    while (waiting := advance(table, rng)) is not None and not any(table.deal.laid):
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                lay_away_cards(table, w.seat, toss(table, w.seat))
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[-1])
    told = len(replay_play(table).events)
    assert told > 0
    resign(table, 0)
    assert table.retired[0] == (0, 0, told)
    assert not retired_by(table, 0, 0, 0, -1)  # the starter: cut before
    assert not retired_by(table, 0, 0, 0, told - 1) and retired_by(table, 0, 0, 0, told)
    assert not retired_by(table, 0, 0, -1) and retired_by(table, 0, 0, 0)  # head, first show
    stored = json.loads(json.dumps(table.to_json()))
    assert Table.from_json(stored).retired == table.retired
    stored["retired"] = [[0, 0, 0]]  # stored before the play's events were kept
    legacy = Table.from_json(stored)
    assert legacy.retired[0] == (0, 0, None) and retired_by(legacy, 0, 0, 0, 0)
    assert not retired_by(legacy, 0, 0, -1)


@pytest.mark.parametrize("change", ["card", "points", "show", "muggins", "board", "seat"])
def test_a_record_that_does_not_replay_is_refused(change: str) -> None:
    table, rng = members_table(5, [Seat(11), Seat(22), Seat(33), BOT], muggins=True)
    play_members_game(table, rng, short=0.5)
    record = export_members(table, 1)
    replay_members(record)
    bad = copy.deepcopy(record)
    deal = bad["deals"][0]
    if change == "card":
        deal["hands"][0][0] = deal["hands"][1][0]
    elif change == "points":
        next(p for p in deal["plays"] if "card" in p)["points"] += 1
    elif change == "show":
        deal["shows"][0]["points"] += 1
    elif change == "muggins":
        shown = [s for d in bad["deals"] for s in d["shows"] if s["muggins"]]
        shown[0]["muggins"]["awarded"] += 1
    elif change == "board":
        deal["scores"][0] += 1
    else:
        bad["seats"][0]["side"] = 1
    with pytest.raises(RecordError):
        replay_members(bad)


@pytest.mark.parametrize(
    ("seats", "seed", "muggins"),
    [
        ([Seat(11), Seat(22)], 6, True),
        ([Seat(11), Seat(22), BOT], 7, True),
        ([Seat(11), BOT, Seat(33), BOT], 8, True),
        ([Seat(11), Seat(22), Seat(33), Seat(44)], 9, True),
        ([Seat(11), Seat(22)], 10, False),
    ],
)
def test_open_shows_are_those_a_person_may_still_call(
    seats: list[Seat], seed: int, muggins: bool
) -> None:
    """At every step of whole games (counts two short now and then, a call on some), the
    shows offered are exactly those some person at the table may call muggins on."""
    table, rng = members_table(seed, seats, muggins=muggins)
    offered = 0
    while (waiting := advance(table, rng)) is not None:
        if not table.deal.closed:
            index = len(table.deals) - 1
            callable_ = []
            for number in range(len(table.deal.shows)):
                for seat in range(len(seats)):
                    try:
                        check_call(table, seat, index, number)
                    except MugginsRefused:
                        continue
                    callable_.append(number)
                    break
            assert open_shows(table) == callable_
            offered += len(callable_)
        if waiting.step is Step.LAY_AWAY:
            for w in due(table):
                lay_away_cards(table, w.seat, toss(table, w.seat))
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[-1])
        elif waiting.step is Step.COUNT:
            value = true_value(table, waiting.seat, waiting.what or "hand")
            record = count(table, waiting.seat, max(value - 2 * rng.randint(0, 1), 0))
            if record.missed and rng.random() < 0.5 and open_shows(table):
                caller = next(s for s in range(len(seats)) if check_ok(table, s))
                call_muggins_on(table, caller, len(table.deals) - 1, open_shows(table)[-1], 1)
        else:
            deal_next(table, waiting.seat)
    assert open_shows(table) == []
    assert (offered > 0) == muggins


def check_ok(table: Table, seat: int) -> bool:
    """Whether `seat` may call on the latest show open."""
    try:
        check_call(table, seat, len(table.deals) - 1, open_shows(table)[-1])
    except MugginsRefused:
        return False
    return True


def test_a_members_game_is_saved_with_its_outcome() -> None:
    rules = Rules(target=61, muggins=True)
    table = new_table(random.Random(4), "g", rules, [Seat(1), Seat(2)], calls=Calls.OPEN)
    assert members_outcome(table, "2026-11-28") == ("active", None, None)
    resign(table, 0)
    status, results, day = members_outcome(table, "2026-11-28")
    assert (status, day) == ("finished", "2026-11-28")  # a resignation: the other side won
    assert results is not None and [r[1] for r in results] == [False, True]
    gone = new_table(random.Random(4), "h", rules, [Seat(1), Seat(2)], calls=Calls.OPEN)
    abandon(gone)
    status, results, _ = members_outcome(gone, "2026-11-28")
    assert status == "abandoned" and results is not None and all(r[1] is None for r in results)
