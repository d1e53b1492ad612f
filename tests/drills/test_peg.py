"""The pegging drill: known positions (GLOSSARY §4 on the play), dealing, grading, replay."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.drills.grading import Verdict
from bot.drills.peg import (
    KIND_WORDS,
    PegCountQuestion,
    PegError,
    PegKind,
    closing_of,
    count_question_at,
    deal_peg_count,
    grade_peg_count,
    simulate_round,
)
from bot.drills.peg_calls import PegAnswer, PegCategory, parse_peg_call
from bot.drills.peg_round import PegRoundQuestion, deal_peg_round, grade_peg_round
from bot.drills.peg_round_answer import RoundAnswer
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.pegging import (
    Go,
    Play,
    PlayView,
    Policy,
    Reset,
    greedy_policy,
    random_policy,
    score_play,
    simulate_play,
)
from bot.engine.show import Kind
from bot.engine.variants import FADOQ, STANDARD

C = PegCategory


def question(pile: str, closing: Kind | None = None, barred: bool = False) -> PegCountQuestion:
    cards = tuple(parse_cards(pile))
    mine = tuple((len(cards) - 1 - i) % 2 == 0 for i in range(len(cards)))
    return PegCountQuestion(cards, mine, closing, barred)


# (rule, pile in play order, closing point, points, kinds scored)
POSITIONS = [
    ("R-000-15 fifteen", "7H 8S", None, 2, {Kind.FIFTEEN}),
    ("R-000-11 thirty-one", "10H 10S 5D 6C", None, 2, {Kind.THIRTY_ONE}),
    ("R-000-15 pair", "4H 4S", None, 2, {Kind.PAIR}),
    ("R-000-15 pair royal", "4H 4S 4D", None, 6, {Kind.PAIR_ROYAL}),
    ("R-000-15 double pair royal", "2H 2S 2D 2C", None, 12, {Kind.DOUBLE_PAIR_ROYAL}),
    ("R-000-15 pair royal makes 15", "5H 5S 5D", None, 8, {Kind.FIFTEEN, Kind.PAIR_ROYAL}),
    ("R-000-15 faces pair by rank only", "JH QH", None, 0, set()),
    ("R-000-15 kings pair", "KH KS", None, 2, {Kind.PAIR}),
    ("R-000-16 8 7 7 6: no run (extra 7)", "8H 7S 7D 6C", None, 0, set()),
    ("R-000-16 9 6 8 7: the 7 runs 4", "9H 6S 8D 7C", None, 4, {Kind.RUN}),
    ("R-000-16 9 6: the 6 makes 15", "9H 6S", None, 2, {Kind.FIFTEEN}),
    ("R-000-16 run out of order", "4H 6S 5D", None, 5, {Kind.FIFTEEN, Kind.RUN}),
    ("R-000-16 foreign card breaks the run", "4H 6S KD 5C", None, 0, set()),
    ("R-000-16 foreign card then a run", "KD 4H 6S 5C", None, 3, {Kind.RUN}),
    ("R-002-09 7 8 6: run of 3", "7H 8S 6D", None, 3, {Kind.RUN}),
    ("R-002-09 then a 5: run of 4", "7H 8S 6D 5C", None, 4, {Kind.RUN}),
    ("R-002-09 or a 9: run of 4", "7H 8S 6D 9C", None, 4, {Kind.RUN}),
    ("R-000-24 ace low: no Q K A run", "QH KS AD", None, 0, set()),
    ("R-000-24 ace low: A 2 3 run", "AH 3S 2D", None, 3, {Kind.RUN}),
    ("R-000-16 run of 5", "3H 5S 4D 7C 6H", None, 5, {Kind.RUN}),
    ("R-000-17 no flush in the play", "2H 4H 10H", None, 0, set()),
    ("R-000-10 go point", "10H 10S 9D", Kind.GO, 1, {Kind.GO}),
    ("R-000-13 last card", "KH 5S", Kind.LAST_CARD, 3, {Kind.FIFTEEN, Kind.LAST_CARD}),
    ("R-000-10 pair and go", "10H 10S", Kind.GO, 3, {Kind.PAIR, Kind.GO}),
    ("R-002-24 FADOQ bars the go point", "10H 10S 9D", Kind.GO, 0, set()),
]


@pytest.mark.parametrize(
    ("rule", "pile", "closing", "points", "kinds"), POSITIONS, ids=[p[0] for p in POSITIONS]
)
def test_known_positions(
    rule: str, pile: str, closing: Kind | None, points: int, kinds: set[Kind]
) -> None:
    q = question(pile, closing, barred="FADOQ" in rule)
    score = q.score()
    assert score.total == points
    assert {c.kind for c in score.combos} == kinds
    assert PegCountQuestion.from_dict(q.to_dict()) == q


def test_thirty_one_with_the_last_card_is_two_not_three() -> None:
    """R-000-13: the last card making 31 pegs 2 in total; a count question refuses both."""
    hands = [parse_cards("10H 5S"), parse_cards("10D 6C")]
    record = simulate_play(hands, dealer=1, policies=[greedy_policy, greedy_policy])
    assert record.plays[-1].count_after == 31
    assert not any(isinstance(e, Go) for e in record.events)
    with pytest.raises(PegError):
        question("10H 10S 5D 6C", Kind.LAST_CARD)


def test_new_series_does_not_combine_with_old_cards() -> None:
    """R-000-12: after a reset the new lead scores alone (pile of one card)."""
    rng = random.Random(12)
    leads = 0
    for _ in range(200):
        round_ = simulate_round(rng)
        events = round_.record.events
        for index, event in enumerate(events):
            if isinstance(event, Play) and index and isinstance(events[index - 1], Reset):
                q = count_question_at(round_, index)
                assert q.pile == (event.card,)
                assert score_play(q.pile).total == 0
                leads += 1
    assert leads > 100


def test_invalid_questions_are_refused() -> None:
    with pytest.raises(PegError):
        PegCountQuestion(tuple(parse_cards("5H 5S")), (True, False))  # not the player's card
    with pytest.raises(PegError):
        question("10H 10S 10D 5C")  # 35 passes 31
    with pytest.raises(PegError):
        question("5H 5S", None, barred=True)
    with pytest.raises(PegError):
        PegCountQuestion.from_dict({"pile": ["ZZ"], "mine": [True]})


def test_count_questions_come_from_the_engine_round() -> None:
    rng = random.Random(8)
    for _ in range(200):
        round_ = simulate_round(rng)
        events = round_.record.events
        for index, event in enumerate(events):
            if not isinstance(event, Play):
                continue
            q = count_question_at(round_, index)
            go = closing_of(events, index)
            assert q.card == event.card
            assert q.score().total == event.points + (go.points if go else 0)


def test_dealing_is_deterministic_and_mostly_scoring() -> None:
    first = [deal_peg_count(random.Random(s)) for s in range(300)]
    again = [deal_peg_count(random.Random(s)) for s in range(300)]
    assert first == again
    scoring = sum(q.score().total > 0 for q in first)
    assert scoring > 200
    assert any(q.closing is Kind.LAST_CARD for q in first)
    assert any(q.closing is Kind.GO for q in first)
    assert any(Kind.RUN in {c.kind for c in q.score().combos} for q in first)


def test_fadoq_bars_go_points_at_116() -> None:
    barred = [deal_peg_count(random.Random(s), rules=FADOQ, board=116) for s in range(200)]
    assert all(q.barred == (q.closing is not None) for q in barred)
    assert all(Kind.GO not in {c.kind for c in q.score().combos} for q in barred)
    at_115 = [deal_peg_count(random.Random(s), rules=FADOQ, board=115) for s in range(50)]
    assert not any(q.barred for q in at_115)
    standard = [deal_peg_count(random.Random(s), rules=STANDARD, board=120) for s in range(50)]
    assert not any(q.barred for q in standard)


# -- Grading a count -------------------------------------------------------------------------


def test_grade_exact_low_high() -> None:
    q = question("5H 10S 5D")  # 20, no pair (the 10 is between): nothing
    assert grade_peg_count(q, PegAnswer(0)).verdict is Verdict.EXACT
    q = question("7H 8S", Kind.GO)  # fifteen 2 + go 1
    exact = grade_peg_count(q, parse_peg_call("quinze 2 et go 1"))
    assert exact.correct and exact.player_points == 3 and exact.bot_points == 0
    assert exact.hits == {C.FIFTEEN: True, C.GO: True}
    low = grade_peg_count(q, parse_peg_call("fifteen two"))
    assert low.verdict is Verdict.LOW
    assert (low.player_points, low.bot_points) == (2, 1)
    assert low.missed_categories == (C.GO,)
    assert low.hits == {C.FIFTEEN: True, C.GO: False}
    plain_low = grade_peg_count(q, PegAnswer(2))
    assert plain_low.missed_categories == (C.GO,)  # only the go point adds up to 1
    high = grade_peg_count(q, PegAnswer(5))
    assert high.verdict is Verdict.HIGH
    assert (high.player_points, high.bot_points, high.over) == (3, 0, 2)  # corrected only
    acc = grade_peg_count(q, PegAnswer(5), excess_to_opponent=True)
    assert (acc.player_points, acc.bot_points) == (3, 2)  # the ACC's rule: excess to the bot
    assert high.to_result()["verdict"] == "high"
    off = grade_peg_count(q, parse_peg_call("fifteen two"), muggins=False)
    assert (off.player_points, off.bot_points) == (2, 0)  # muggins off: the go point is lost


def test_plain_shortfall_with_two_explanations_is_not_inferred() -> None:
    q = question("AH 2S 2D", Kind.LAST_CARD)  # pair 2 + last card 1
    grade = grade_peg_count(q, PegAnswer(1))
    assert grade.missed_categories == (C.PAIRS,)
    q = question("5H 5S 5D")  # fifteen 2 + pair royal 6
    grade = grade_peg_count(q, PegAnswer(6))
    assert grade.missed_categories == (C.FIFTEEN,)
    q = question("7H 8S", Kind.GO)
    assert grade_peg_count(q, PegAnswer(0)).missed_categories == (C.FIFTEEN, C.GO)


# -- Rounds ----------------------------------------------------------------------------------


def test_round_questions_replay_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(100):
        q = deal_peg_round(rng)
        back = PegRoundQuestion.from_dict(q.to_dict())
        assert back == q
        record = simulate_play(
            q.hands,
            dealer=q.dealer,
            policies=[
                _ordered([c for p, c in q.order if p == 0]),
                _ordered([c for p, c in q.order if p == 1]),
            ],
        )
        mine, theirs = q.points()
        assert (mine, theirs) == (record.points[q.player], record.points[1 - q.player])
        assert q.worksheet()["points"] == list(record.points)


def _ordered(cards: list[Card]) -> Policy:
    it = iter(cards)

    def choose(view: PlayView, legal: Sequence[Card]) -> Card:
        return next(it)

    return choose


def test_round_grading_is_muggins_on_the_players_own_points() -> None:
    q = deal_peg_round(random.Random(11))
    mine, theirs = q.points()
    exact = grade_peg_round(q, RoundAnswer(mine, theirs))
    assert exact.correct and exact.verdict is Verdict.EXACT
    wrong_theirs = grade_peg_round(q, RoundAnswer(mine, theirs + 1))
    assert not wrong_theirs.correct and wrong_theirs.bot_points == 0
    if mine:
        low = grade_peg_round(q, RoundAnswer(mine - 1, theirs))
        assert (low.player_points, low.bot_points) == (mine - 1, 1)
    high = grade_peg_round(q, RoundAnswer(mine + 3, theirs))
    assert (high.player_points, high.bot_points) == (mine, 0)
    acc = grade_peg_round(q, RoundAnswer(mine + 3, theirs), excess_to_opponent=True)
    assert (acc.player_points, acc.bot_points) == (mine, 3)
    if mine:
        off = grade_peg_round(q, RoundAnswer(mine - 1, theirs), muggins=False)
        assert (off.player_points, off.bot_points) == (mine - 1, 0)


def test_round_with_fadoq_board_scores() -> None:
    found = False
    for seed in range(60):
        q = deal_peg_round(random.Random(seed), rules=FADOQ, board=(117, 40))
        if not q.fadoq:
            continue
        record = q.record()
        barred = [e for e in record.events if isinstance(e, Go) and e.barred]
        assert all(e.player == q.player for e in barred)
        found = found or bool(barred)
    assert found


def test_bad_round_orders_are_refused() -> None:
    q = deal_peg_round(random.Random(5))
    data = q.to_dict()
    data["plays"] = list(reversed(data["plays"]))
    with pytest.raises(PegError):
        PegRoundQuestion.from_dict(data)


def test_policies_are_the_engines() -> None:
    """Rounds are played by the engine's own policies (greedy or random)."""
    rng = random.Random(0)
    hands = [parse_cards("5H 6S 7D 8C"), parse_cards("9H 10S JD QC")]
    record = simulate_play(hands, dealer=0, policies=[greedy_policy, random_policy(rng)])
    assert len(record.plays) == 8


def test_r000_14_last_card_goes_to_whoever_plays_it() -> None:
    """Pone 10-3-10-6, dealer A-10-5-3: some lines end with the pone's card; the point is theirs."""
    hands = [parse_cards("AH 10D 5C 3S"), parse_cards("10H 3D 10S 6C")]  # seat 0 deals
    enders: set[int] = set()
    for seed in range(200):
        rng = random.Random(seed)
        record = simulate_play(hands, dealer=0, policies=[random_policy(rng), random_policy(rng)])
        last = record.plays[-1]
        point = [e for e in record.events if isinstance(e, Go) and e.kind is Kind.LAST_CARD]
        if last.count_after < 31:
            assert [e.player for e in point] == [last.player]
        q = PegRoundQuestion(
            (tuple(hands[0]), tuple(hands[1])),
            0,
            tuple((p.player, p.card) for p in record.plays),
            1,
        )
        assert q.points() == (record.points[1], record.points[0])
        enders.add(last.player)
    assert enders == {0, 1}


def test_each_pegging_kind_has_its_words() -> None:
    assert [kind.word for kind in PegKind] == ["count", "round", "play"]
    for kind in PegKind:
        assert KIND_WORDS[kind.word] is kind
    assert {KIND_WORDS[w] for w in ("compte", "tour", "jouer")} == set(PegKind)
