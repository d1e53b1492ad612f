"""What a player's input at a table's step is, before it is played (`bot.drills.table_typed`)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.drills.table import advance, lay_away_cards, lay_card, new_table, select_card
from bot.drills.table_bot import Level
from bot.drills.table_moves import PlayCall, TypedMove, VerdictRead
from bot.drills.table_show import count
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.drills.table_typed import (
    echoes_my_count,
    one_too_many,
    play_call_at,
    reads_at_play,
    reads_count_or_cards,
    typed_at_step,
    verdict_read_at,
    would_play,
)
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.show import hand_points
from bot.engine.variants import Rules


def _read(text: str, count: int, held: Sequence[Card]) -> list[Card]:
    return parse_cards(text, lang="en", count=count, among=held)


def _at_lay_away(seed: int = 3) -> Table:
    rng = random.Random(seed)
    table = new_table(rng, "t", Rules(), [Seat(7), Seat(None, Level.EASY)])
    assert advance(table, rng) == Waiting(Step.LAY_AWAY, 0)
    return table


def _at_play(seed: int = 3) -> tuple[Table, Waiting]:
    """A game at the player's turn in the play."""
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        table = new_table(rng, "p", Rules(), [Seat(7), Seat(None, Level.EASY)])
        advance(table, rng)
        lay_away_cards(table, 0, table.deal.hands[0][:2])
        waiting = advance(table, rng)
        if waiting is not None and waiting.step is Step.PLAY and waiting.seat == 0:
            return table, waiting
    raise AssertionError("no deal where the player plays")


def _at_count(seed: int = 3) -> tuple[Table, Waiting]:
    """A game at the player's first count."""
    rng = random.Random(seed)
    table = new_table(rng, "c", Rules(), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    while waiting is not None and waiting.step is not Step.COUNT:
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, table.deal.hands[0][:2])
        else:
            lay_card(table, 0, waiting.legal[-1])
        waiting = advance(table, rng)
    assert waiting is not None
    return table, waiting


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("12", True),
        ("quinze 2, quinze 4", True),
        ("5H", True),
        ("V 4", True),
        ("bonjour", False),
        ("", False),
    ],
)
def test_reads_count_or_cards(text: str, expected: bool) -> None:
    assert reads_count_or_cards(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Muggins!", True),
        ("4", True),
        ("oui", True),
        ("non", True),
        ("bonjour", False),
    ],
)
def test_reads_at_play_takes_muggins_and_a_yes_or_no_too(text: str, expected: bool) -> None:
    """At /play, « Muggins! » and a yes or no (to « Abandon your game? ») are the game's, with
    a count and cards."""
    assert reads_at_play(text) is expected


def test_one_too_many_once_the_lay_away_is_chosen() -> None:
    table = _at_lay_away()
    hand = table.deal.hands[0]
    assert not any(one_too_many(table, 0, i) for i in range(6))
    select_card(table, 0, hand[0])
    select_card(table, 0, hand[1])
    assert [one_too_many(table, 0, i) for i in range(6)] == [False, False, True, True, True, True]
    assert not one_too_many(table, 0, 6)  # no such card: refused elsewhere


def test_would_play_a_card_held_or_a_count() -> None:
    table, waiting = _at_play()
    legal = waiting.legal[0]
    stranger = next(
        c for c in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S") if c not in table.deal.hands[0]
    )
    assert would_play(table, waiting, str(legal), _read)
    assert not would_play(table, waiting, str(stranger), _read)
    assert not would_play(table, waiting, "go", _read)
    assert not would_play(table, waiting, "bonjour", _read)
    assert table.deal.laid[0] == [] or legal not in table.deal.laid[0]  # played on a copy
    counting = _at_lay_away()
    assert not would_play(counting, Waiting(Step.COUNT, 0), "12", _read)  # the game refuses it
    assert would_play(*_at_count(), "12", _read)
    # the fifteens with no total: the count's, its total asked then
    assert would_play(counting, Waiting(Step.COUNT, 0), "quinze 2 quinze 4", _read)


def test_play_call_at_the_play_only() -> None:
    table, waiting = _at_play()
    assert play_call_at(table, waiting, "quinze 2", _read) is PlayCall.COUNT
    assert play_call_at(table, waiting, "Muggins!", _read) is PlayCall.MUGGINS
    assert play_call_at(table, waiting, "last card", _read) is PlayCall.COUNT
    assert play_call_at(table, waiting, "la dernière", _read) is PlayCall.COUNT
    assert play_call_at(table, waiting, str(waiting.legal[0]), _read) is None
    assert play_call_at(table, Waiting(Step.LAY_AWAY, 0), "quinze 2", _read) is None


def _at_verdict(seed: int) -> tuple[Table, Waiting] | None:
    """A game at my count (the player counted right before it), None if it ends first."""
    rng = random.Random(seed)
    table = new_table(rng, "v", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    while waiting is not None and waiting.step is not Step.VERDICT:
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, deal.hands[0][:2])
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, waiting.legal[-1])
        else:
            assert deal.starter is not None
            crib = waiting.what == "crib"
            held = deal.crib() if crib else deal.kept(0)
            count(table, 0, hand_points(held, deal.starter, crib=crib))
        waiting = advance(table, rng)
    return None if waiting is None else (table, waiting)


def test_my_count_said_back_accepts_it() -> None:
    """« 4 » at my count of 4 is « oui, 4 », not a claim that I missed 4; any other number
    alone is still the points I missed, « Muggins 4 » a claim."""
    for seed in range(100):
        at = _at_verdict(seed)
        call = None if at is None else at[0].deal.call
        if at is not None and call is not None and call.claimed > 1:
            table, verdict = at
            break
    else:
        raise AssertionError("no deal where I count more than 1")
    claimed = call.claimed
    agreed = TypedMove(Step.VERDICT, 0, agreed=True)
    assert echoes_my_count(table, verdict, str(claimed))
    assert typed_at_step(table, verdict, str(claimed), _read) == agreed
    assert verdict_read_at(table, verdict, str(claimed)) == (VerdictRead.COUNT, claimed)
    other = claimed - 1
    assert not echoes_my_count(table, verdict, str(other))
    assert typed_at_step(table, verdict, str(other), _read) == TypedMove(
        Step.VERDICT, 0, number=other
    )
    assert verdict_read_at(table, verdict, str(other)) == (VerdictRead.MISSED, other)
    assert typed_at_step(table, verdict, f"Muggins {claimed}", _read) == TypedMove(
        Step.VERDICT, 0, number=claimed
    )
    for yes in (f"{claimed}, c'est bon", f"Exact, {claimed}!", f"oui {claimed} c'est ça"):
        assert echoes_my_count(table, verdict, yes), yes
        assert typed_at_step(table, verdict, yes, _read) == agreed
        assert verdict_read_at(table, verdict, yes) == (VerdictRead.COUNT, claimed)
    assert not echoes_my_count(table, verdict, f"{other}, c'est bon")
    assert not echoes_my_count(table, verdict, f"{claimed} {claimed}, c'est bon")
    assert not echoes_my_count(table, Waiting(Step.CLAIM, 0), str(claimed))
    assert verdict_read_at(table, Waiting(Step.CLAIM, 0), str(claimed)) is None


def test_a_yes_at_the_claim_takes_muggins_back() -> None:
    table = _at_lay_away()
    claim = Waiting(Step.CLAIM, 0)
    for yes in ("c'est bon", "Exact!", "that's right"):
        assert typed_at_step(table, claim, yes, _read) == TypedMove(Step.CLAIM, 0, agreed=True)
    assert typed_at_step(table, claim, "3", _read) == TypedMove(Step.CLAIM, 0, number=3)
