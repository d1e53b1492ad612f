"""The tries of a whole game's moves (`bot.drills.table_tries`): over whole games with random
counts and answers, every move is compared with the table before it, and each try found is
exactly the move made, graded as the drills grade it."""

from __future__ import annotations

import random

import pytest

from bot.drills.deals import Deal
from bot.drills.ecart import grade as grade_ecart
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_show import accept, call_muggins, count
from bot.drills.table_state import Seat, Step, Table
from bot.drills.table_tries import GAME_SOURCE, tries_of
from bot.engine.show import hand_points
from bot.engine.variants import Rules


@pytest.mark.parametrize("seed", range(6))
def test_every_move_of_a_game_gives_exactly_its_try(seed: int) -> None:
    rng = random.Random(seed)
    user = 900 + seed
    table = new_table(rng, f"t{seed}", Rules(muggins=True), [Seat(user), Seat(None, Level.EASY)])
    seen = {"count": 0, "muggins": 0, "lay_away": 0, "quiet": 0}
    while (waiting := advance(table, rng)) is not None:
        before = Table.from_json(table.to_json())
        deal = table.deal
        expected: tuple[str, int, int] | None = None  # step, total said, true total
        if waiting.step is Step.LAY_AWAY:
            tossed = rng.sample(deal.hands[0], 2)
            lay_away_cards(table, 0, tossed)
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, rng.choice(waiting.legal))
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            crib = waiting.what == "crib"
            points = hand_points(deal.crib() if crib else deal.kept(0), deal.starter, crib=crib)
            said = max(0, points + rng.choice([-2, -1, 0, 0, 1, 3]))
            count(table, 0, said)
            expected = ("count", said, points)
        else:
            call = deal.call
            assert call is not None
            claim = rng.choice([0, 0, call.missed, call.missed, 1, 2])
            if claim:
                call_muggins(table, 0, claim)
            else:
                accept(table, 0)
            expected = ("muggins", call.claimed + claim, call.points)
        tries = tries_of(before, table)
        if waiting.step is Step.LAY_AWAY:
            assert tries.counts == [] and len(tries.lay_aways) == 1
            (laid,) = tries.lay_aways
            assert laid.user_id == user and laid.table == table.id
            graded = grade_ecart(laid.verdict.challenge, tossed, model="uniform")
            assert laid.verdict.rank == graded.rank
            assert laid.verdict.challenge.dealer == (deal.dealer == 0)
            seen["lay_away"] += 1
            continue
        assert tries.lay_aways == []
        if expected is None:
            assert not tries
            seen["quiet"] += 1
            continue
        step, said, points = expected
        (one,) = tries.counts
        seen[step] += 1
        assert one.user_id == user and one.result["step"] == step
        assert one.result["source"] == GAME_SOURCE and one.result["table"] == table.id
        assert (one.answered_total, one.expected_total) == (said, points)
        assert one.correct == (said == points)
        assert one.result["missed"] == max(0, points - said)
        assert one.result["over"] == max(0, said - points)
        shown = Deal.from_dict(one.deal)
        assert shown.score().total == points and shown.kind.value == one.kind
    assert table.finished and all(seen.values()), seen


def test_a_table_without_a_move_or_with_a_new_deal_gives_nothing() -> None:
    rng = random.Random(1)
    table = new_table(rng, "t", Rules(muggins=True), [Seat(1), Seat(None, Level.EASY)])
    before = Table.from_json(table.to_json())
    assert not tries_of(before, table)
    advance(table, rng)  # the first deal is dealt: no person did anything yet
    assert not tries_of(before, table)
    assert not tries_of(Table.from_json(table.to_json()), table)
