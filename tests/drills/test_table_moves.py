"""Moves typed at a table (`typed_move`) and what each step shows the one who acts
(`step_cards`, over whole games)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import GoTyped, NotHeld, TypedMove, step_cards, typed_move
from bot.drills.table_show import accept, call_muggins, count
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.card_parsing import CardError, parse_cards
from bot.engine.cards import Card, hand_order
from bot.engine.variants import Rules


@pytest.mark.parametrize("seed", range(6))
def test_step_cards_at_every_step(seed: int) -> None:
    rng = random.Random(seed)
    table = new_table(rng, f"m{seed}", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    seen: set[Step] = set()
    while (waiting := advance(table, rng)) is not None:
        deal = table.deal
        cards, starter = step_cards(table, waiting)
        seen.add(waiting.step)
        if waiting.step is Step.LAY_AWAY:
            assert (cards, starter) == (hand_order(deal.hands[0]), None) and len(cards) == 6
            lay_away_cards(table, 0, rng.sample(deal.hands[0], 2))
        elif waiting.step is Step.PLAY:
            assert starter == deal.starter and set(waiting.legal) <= set(cards)
            assert len(cards) == 4 - len(deal.laid[0]) and cards == hand_order(cards)
            lay_card(table, 0, rng.choice(waiting.legal))
        elif waiting.step is Step.COUNT:
            own = deal.crib() if waiting.what == "crib" else deal.kept(0)
            assert cards == hand_order(own) and starter == deal.starter
            count(table, 0, 0)  # short: the bot may call muggins on it
        else:
            assert deal.call is not None and cards == hand_order(deal.call.cards)
            if rng.random() < 0.5 or waiting.step is Step.CLAIM:
                call_muggins(table, 0, 1)
            else:
                accept(table, 0)
    assert {Step.LAY_AWAY, Step.PLAY, Step.COUNT} <= seen


def _read(text: str, count: int, held: Sequence[Card]) -> list[Card]:
    return parse_cards(text, lang="en", count=count, among=held)


def _at_lay_away(seed: int = 3) -> Table:
    rng = random.Random(seed)
    table = new_table(rng, "t", Rules(), [Seat(7), Seat(None, Level.EASY)])
    assert advance(table, rng) == Waiting(Step.LAY_AWAY, 0)
    return table


@pytest.mark.parametrize(
    ("step", "text", "expected"),
    [
        (Step.COUNT, "12", TypedMove(Step.COUNT, 0, number=12)),
        (Step.COUNT, "fifteen 2, pair 2", TypedMove(Step.COUNT, 0, number=4)),
        (Step.VERDICT, "Muggins!", TypedMove(Step.VERDICT, 0)),
        (Step.VERDICT, "muggins 3", TypedMove(Step.VERDICT, 0, number=3)),
        (Step.VERDICT, "mugins, 2", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "4", TypedMove(Step.VERDICT, 0, number=4)),
        (Step.CLAIM, "5", TypedMove(Step.CLAIM, 0, number=5)),
        (Step.CLAIM, "muggins 5", TypedMove(Step.CLAIM, 0, number=5)),
        (Step.CLAIM, "Muggins!", None),
        (Step.VERDICT, "Exact!", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "  C\u2019EST   bon.", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "d'accord", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "OK", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "✓", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "Oui, c'est ça!", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "c\u2019est correct", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "C'est beau.", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "ouin", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "oui, exact", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "J'accepte", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "Yep", TypedMove(Step.VERDICT, 0, agreed=True)),
        (Step.VERDICT, "That's correct.", TypedMove(Step.VERDICT, 0, agreed=True)),
    ],
)
def test_typed_counts_and_claims(step: Step, text: str, expected: TypedMove | None) -> None:
    assert typed_move(_at_lay_away(), Waiting(step, 0), text, _read) == expected


@pytest.mark.parametrize(
    ("step", "text", "expected"),
    [
        (Step.VERDICT, "Muggins! tu as oublié la paire", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "Muggins, vous avez oublié 2 points", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "muggins t'as oublié le valet", TypedMove(Step.VERDICT, 0, number=1)),
        (Step.VERDICT, "Muggins! Il manque une paire d'as", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "Muggins, you missed a pair", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "muggins! you forgot his nobs", TypedMove(Step.VERDICT, 0, number=1)),
        (Step.VERDICT, "Muggins! 2 more", TypedMove(Step.VERDICT, 0, number=2)),
        (Step.VERDICT, "Muggins! tu as oublié", TypedMove(Step.VERDICT, 0)),
        (Step.CLAIM, "tu as oublié 2", TypedMove(Step.CLAIM, 0, number=2)),
        (Step.CLAIM, "you missed 4", TypedMove(Step.CLAIM, 0, number=4)),
    ],
)
def test_a_muggins_claim_said_with_its_words(
    step: Step, text: str, expected: TypedMove | None
) -> None:
    """Played against the bot: « Muggins! vous avez oublié 2 points » was answered « Mon
    compte est-il bon? Tapez « exact »…, ou « Muggins! » et les points que j'ai oubliés »,
    which is what the player had typed. The words of the claim are read around its points."""
    assert typed_move(_at_lay_away(), Waiting(step, 0), text, _read) == expected


@pytest.mark.parametrize(
    ("step", "text", "reason"),
    [
        (Step.VERDICT, "!", AnswerErrorReason.EMPTY),
        (Step.COUNT, "muggins", None),
        (Step.CLAIM, "beaucoup", None),
        (Step.COUNT, "ok", None),  # a yes is a verdict only
        (Step.CLAIM, "oui", None),
        (Step.VERDICT, "ok muggins 2", None),  # not a plain yes
    ],
)
def test_typed_answers_that_do_not_read(
    step: Step, text: str, reason: AnswerErrorReason | None
) -> None:
    with pytest.raises(AnswerError) as error:
        typed_move(_at_lay_away(), Waiting(step, 0), text, _read)
    assert reason is None or error.value.reason is reason


@pytest.mark.parametrize("text", ["go", "Go!", "passe", "Je passe.", "pass"])
def test_go_typed_at_the_play_is_its_own_refusal(text: str) -> None:
    rng = random.Random(3)
    table = _at_lay_away()
    lay_away_cards(table, 0, table.deal.hands[0][:2])
    waiting = advance(table, rng)
    while waiting is not None and waiting.step is not Step.PLAY:
        waiting = advance(table, rng)
    assert waiting is not None and waiting.seat == 0
    with pytest.raises(GoTyped):
        typed_move(table, waiting, text, _read)


def test_typed_cards_are_read_among_those_held() -> None:
    table = _at_lay_away()
    hand = table.deal.hands[0]
    text = " ".join(str(c) for c in hand[:2])
    move = typed_move(table, Waiting(Step.LAY_AWAY, 0), text, _read)
    assert move == TypedMove(Step.LAY_AWAY, 0, tuple(hand[:2]))
    assert move is not None
    move(table)
    assert table.deal.discards[0] is not None and sorted(table.deal.discards[0]) == sorted(hand[:2])
    stranger = next(c for c in table.deal.hands[1] if c not in hand)
    with pytest.raises(NotHeld) as error:
        typed_move(_at_lay_away(), Waiting(Step.LAY_AWAY, 0), f"{hand[0]} {stranger}", _read)
    assert error.value.strangers == (stranger,) and error.value.held == tuple(hand)
    with pytest.raises(CardError):
        typed_move(_at_lay_away(), Waiting(Step.PLAY, 0), "ZZ", _read)


def _at_play_holding_a_pair() -> tuple[Table, Waiting, list[Card]]:
    """A game at the player's first play, holding two cards of one rank (both may be laid)."""
    for seed in range(200):
        rng = random.Random(seed)
        table = new_table(rng, "p", Rules(), [Seat(7), Seat(None, Level.EASY)])
        advance(table, rng)
        hand = table.deal.hands[0]
        pair = next(([a, b] for a in hand for b in hand if a < b and a.rank == b.rank), None)
        if pair is None:
            continue
        lay_away_cards(table, 0, [c for c in hand if c not in pair][:2])
        waiting = advance(table, rng)
        while waiting is not None and waiting.step is not Step.PLAY:
            waiting = advance(table, rng)
        if waiting is not None and waiting.seat == 0 and set(pair) <= set(waiting.legal):
            return table, waiting, pair
    raise AssertionError("no deal with a pair to play")


def test_a_rank_alone_plays_one_of_a_pair_held() -> None:
    """In the play a card counts by its rank: « 6 » with 6♠ and 6♣ held lays a six (the
    game asked « ajoutez la couleur (6♠ ou 6♣) » when the suit changes nothing)."""
    table, waiting, pair = _at_play_holding_a_pair()
    rank = str(pair[0])[:-1]
    move = typed_move(table, waiting, rank, _read)
    assert move is not None and len(move.cards) == 1 and move.cards[0] in pair
    assert typed_move(table, waiting, str(pair[1]), _read) == TypedMove(
        Step.PLAY, 0, (pair[1],)
    )  # the suit given is the card laid


@pytest.mark.parametrize(
    ("text", "reason", "values"),
    [
        ("quinze 3", AnswerErrorReason.FIFTEENS, ()),
        ("fifteen 2, fifteen 4 and a pair 8", AnswerErrorReason.BAD_POINTS, (8,)),
        ("quinze 2 quinze 4 fait 10", AnswerErrorReason.TOTAL_MISMATCH, (10, 4)),
    ],
)
def test_a_call_that_does_not_add_up_is_asked_again(
    text: str, reason: AnswerErrorReason, values: tuple[int, ...]
) -> None:
    """A game pegs the count said, and muggins takes what it leaves out: « quinze 3 » was
    graded 3 (then « Muggins! Je prends les 5 points »); the player now says it again."""
    with pytest.raises(AnswerError) as error:
        typed_move(_at_lay_away(), Waiting(Step.COUNT, 0), text, _read)
    assert error.value.reason is reason and error.value.values == values


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("quinze 2, quinze 4, une suite de 3 et un pour le valet fait 8", 8),
        ("quinze 2, quinze 4 et une double double suite 16 fait 20", 20),
        ("15-2 15-4 paire 6", 6),
        ("paire 2 suite 3", 5),
        ("fifteen 6 and a pair royal 12", 12),
        ("quinze 2, quinze 4, ça fait 4", 4),
        ("15-2 15-4 = 4", 4),
        ("fifteen 2, fifteen 4, that's 4", 4),
        ("quinze 2 quinze 4 et 2", 6),
        ("quinze 2, quinze 4, c'est tout", 4),
        ("fifteen 2, fifteen 4, that's all", 4),
        ("quinze 2 quinze 4 au total", 4),
    ],
)
def test_calls_that_add_up_are_counted(text: str, total: int) -> None:
    move = typed_move(_at_lay_away(), Waiting(Step.COUNT, 0), text, _read)
    assert move == TypedMove(Step.COUNT, 0, number=total)


@pytest.mark.parametrize(
    ("text", "fifteens"),
    [
        ("quinze 2 quinze 4", 4),
        ("Quinze-deux, quinze-quatre", 4),
        ("15-2 15-4 15-6", 6),
        ("fifteen two, fifteen four", 4),
        ("fifteen 2, 4, 6, 8", 8),
        ("deux quinze", 4),
    ],
)
def test_fifteens_called_with_no_total_are_asked_back(text: str, fifteens: int) -> None:
    """Played: « quinze 2 quinze 4 » at a members' table was pegged 4 at once (« Marie compte
    4 »), the pair left to muggins while she was still counting. The fifteens alone, with no
    total said, are asked back now (« 4 si c'est tout »); nothing is pegged."""
    with pytest.raises(AnswerError) as error:
        typed_move(_at_lay_away(), Waiting(Step.COUNT, 0), text, _read)
    assert error.value.reason is AnswerErrorReason.FIFTEENS_NO_TOTAL
    assert error.value.values == (fifteens,)
