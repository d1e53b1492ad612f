"""Generated quiz questions (hand counts, pegging) and series plans: pure, seeded."""

from __future__ import annotations

import random

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import (
    GENERATED,
    GENERATED_EVERY,
    GENERATED_HAND,
    GENERATED_PEG,
    SERIES_MAX,
    QuizError,
    plan_series,
    read_quiz_args,
    single_ref,
)
from bot.drills.quiz_generated import (
    HandQuiz,
    Mistake,
    PegQuiz,
    Trap,
    hand_mistakes,
    hand_quiz,
    peg_quiz,
)
from bot.engine.card_parsing import parse_cards
from bot.engine.pegging import THIRTY_ONE, pile_count, score_play
from bot.engine.show import hand_points, score_hand

BANK = shipped_quiz_bank()
SEEDS = range(300)


def _check_choices(quiz: HandQuiz | PegQuiz, answer: int) -> None:
    points = [c.points for c in quiz.choices]
    assert len(points) == 4
    assert len(set(points)) == 4
    assert points == sorted(points)
    assert all(p >= 0 for p in points)
    assert points[quiz.correct] == answer
    assert [c.mistake is None for c in quiz.choices].count(True) == 1


@pytest.mark.parametrize("trap", list(Trap))
def test_a_generated_hand_scores_as_the_engine_says_and_tempts_its_mistake(trap: Trap) -> None:
    for seed in SEEDS:
        quiz = hand_quiz(random.Random(seed), trap)
        assert len({*quiz.hand, quiz.starter}) == 5
        answer = hand_points(quiz.hand, quiz.starter, crib=quiz.crib)
        assert quiz.score.total == answer
        _check_choices(quiz, answer)
        mistakes = {c.mistake for c in quiz.choices}
        wanted = {
            Trap.NOBS: Mistake.MISSED_NOBS,
            Trap.DOUBLE_RUN: Mistake.ONE_RUN,
            Trap.CRIB_FLUSH: Mistake.CRIB_FOUR_FLUSH,
        }[trap]
        assert wanted in mistakes, (seed, quiz)


def test_the_crib_flush_trap_is_a_crib_of_one_suit_without_the_starter() -> None:
    for seed in SEEDS:
        quiz = hand_quiz(random.Random(seed), Trap.CRIB_FLUSH)
        assert quiz.crib
        assert len({c.suit for c in quiz.hand}) == 1
        assert quiz.starter.suit != quiz.hand[0].suit
        assert quiz.topic == "flush"


@pytest.mark.parametrize(
    ("cards", "crib", "wrong"),
    [
        # 29 hand: missed nobs gives 28.
        ("5H 5D 5C JS 5S", False, {Mistake.MISSED_NOBS: 28, Mistake.MISSED_FIFTEEN: 27}),
        # 8 7 7 6 2 = 16; the double run counted as one run (3 + pair 2) gives 13.
        ("8H 7C 7D 6S 2H", False, {Mistake.ONE_RUN: 13}),
        # triple run 9-9-9-10-J = 15, counted as one run and a pair royal: 3 + 6 = 9.
        ("9H 9C 9D 10S JH", False, {Mistake.ONE_RUN: 9}),
        # crib of four spades, starter a club: 4 (fifteens) + 4 for a false flush = 8.
        ("2S 6S 9S KS 4C", True, {Mistake.CRIB_FOUR_FLUSH: 8}),
    ],
)
def test_the_common_mistakes_give_these_totals(
    cards: str, crib: bool, wrong: dict[Mistake, int]
) -> None:
    deal = parse_cards(cards)
    score = score_hand(deal[:4], deal[4], crib=crib)
    got = {c.mistake: c.points for c in hand_mistakes(deal[:4], deal[4], score, crib=crib)}
    for mistake, points in wrong.items():
        assert got[mistake] == points


def test_a_hand_crib_flush_is_not_a_mistake_in_a_hand() -> None:
    deal = parse_cards("2S 6S 9S KS 4C")
    score = score_hand(deal[:4], deal[4])
    mistakes = {c.mistake for c in hand_mistakes(deal[:4], deal[4], score, crib=False)}
    assert Mistake.CRIB_FOUR_FLUSH not in mistakes


def test_a_generated_peg_question_scores_the_last_card() -> None:
    scoring = 0
    for seed in SEEDS:
        quiz = peg_quiz(random.Random(seed))
        assert 2 <= len(quiz.pile) <= 5
        assert len(set(quiz.pile)) == len(quiz.pile)
        assert pile_count(quiz.pile) <= THIRTY_ONE
        answer = score_play(quiz.pile).total
        assert quiz.score.total == answer
        _check_choices(quiz, answer)
        scoring += answer > 0
        assert quiz.topic in {"play_runs", "play_pairs", "fifteen_31", "foreign_card"}
    assert scoring > len(SEEDS) * 0.8


def test_generated_questions_are_reproducible() -> None:
    assert hand_quiz(random.Random(7)) == hand_quiz(random.Random(7))
    assert peg_quiz(random.Random(7)) == peg_quiz(random.Random(7))


def test_a_series_plan_mixes_the_bank_and_the_engine() -> None:
    plan = plan_series(random.Random(1), BANK, 10)
    assert len(plan) == 10
    for position, ref in enumerate(plan, start=1):
        assert (ref in GENERATED) == (position % GENERATED_EVERY == 0)
    bank_refs = [r for r in plan if r not in GENERATED]
    assert len(set(bank_refs)) == len(bank_refs)
    assert {r for r in plan if r in GENERATED} == {GENERATED_HAND, GENERATED_PEG}


def test_a_long_series_never_repeats_while_the_bank_lasts() -> None:
    plan = plan_series(random.Random(2), BANK[:5], SERIES_MAX)
    bank_refs = [r for r in plan if r not in GENERATED]
    assert len(set(bank_refs[:5])) == 5
    assert set(bank_refs) == {q.id for q in BANK[:5]}


@pytest.mark.parametrize("size", [0, -1, SERIES_MAX + 1])
def test_a_series_size_out_of_range_is_refused(size: int) -> None:
    with pytest.raises(QuizError):
        plan_series(random.Random(1), BANK, size)


def test_single_refs_come_from_the_bank_or_the_engine() -> None:
    ids = {q.id for q in BANK} | set(GENERATED)
    refs = [single_ref(random.Random(seed), BANK) for seed in range(200)]
    assert set(refs) <= ids
    assert any(r in GENERATED for r in refs)
    assert any(r not in GENERATED for r in refs)


@pytest.mark.parametrize(
    ("args", "asked"),
    [
        ([], (None, 1)),
        (["10"], (None, 10)),
        ([str(SERIES_MAX)], (None, SERIES_MAX)),
        (["kings"], ("kings", 1)),
        (["Rois", "5"], ("kings", 5)),
        (["0"], None),
        ([str(SERIES_MAX + 1)], None),
        (["-3"], None),
        (["dix"], (None, 10)),  # in words, as said (it was refused: the usage)
        (["5", "kings"], ("kings", 5)),  # « /quiz 5 rois », as « /quiz 10 » then the topic
        (["5", "rois"], ("kings", 5)),
        (["5", "5"], None),
        (["kings", "5", "6"], None),
        (["kings", "kings"], None),
    ],
)
def test_quiz_arguments_read_as_a_topic_and_a_size(
    args: list[str], asked: tuple[str | None, int] | None
) -> None:
    assert read_quiz_args(args) == asked
