"""The Kings Cribbage questions of the quiz bank: their own topic (`/quiz kings`), never in a
default series or a lone /quiz."""

from __future__ import annotations

import random

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import GENERATED, QuizError, by_id, plan_series, single_ref, topic_bank

BANK = shipped_quiz_bank()
KINGS = {q.id for q in BANK if q.topic == "kings"}


def test_the_bank_has_kings_questions() -> None:
    assert len(KINGS) >= 5


@pytest.mark.parametrize("seed", range(40))
def test_no_kings_question_in_a_default_series(seed: int) -> None:
    plan = plan_series(random.Random(seed), BANK, 10)
    assert not KINGS & set(plan)
    assert not KINGS & {single_ref(random.Random(seed), BANK)}


def test_a_default_series_as_long_as_the_bank_still_has_no_kings_question() -> None:
    plan = plan_series(random.Random(1), BANK, 30)
    assert not KINGS & set(plan)


def test_quiz_kings_asks_only_kings_questions() -> None:
    plan = plan_series(random.Random(3), BANK, 5, topic="kings")
    assert set(plan) <= KINGS and len(set(plan)) == 5
    assert not set(plan) & set(GENERATED)
    questions = by_id(BANK)
    assert {questions[r].topic for r in plan} == {"kings"}
    assert single_ref(random.Random(4), BANK, topic="kings") in KINGS
    assert {q.id for q in topic_bank(BANK, "kings")} == KINGS


def test_an_unknown_topic_is_refused() -> None:
    with pytest.raises(QuizError):
        plan_series(random.Random(3), BANK, 5, topic="chess")


@pytest.mark.parametrize("topic", ["kings", None])
def test_a_lone_question_is_never_the_one_asked_just_before(topic: str | None) -> None:
    bank = topic_bank(BANK, topic)
    for seed in range(300):
        last = bank[seed % len(bank)].id
        assert single_ref(random.Random(seed), BANK, topic=topic, last=last) != last


def test_a_topic_of_one_question_asks_it_again() -> None:
    only = topic_bank(BANK, "kings")[:1]
    assert single_ref(random.Random(1), only, topic="kings", last=only[0].id) == only[0].id
