"""The coach's pure parts: reading stored questions, difficulty, the Leitner box, the same
cards dealt afresh, weak themes, and the choice of deals."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from bot.coach.coach_args import CoachAsk, read_coach_args
from bot.coach.deals import (
    deal_challenge_with,
    deal_count_with,
    deal_position_with,
    deal_round_with,
    deal_show_with,
)
from bot.coach.plan import (
    WEAK_MISSES,
    ThemeStat,
    average_accuracy,
    by_rejection,
    choose,
    weak_themes,
)
from bot.coach.questions import (
    Drill,
    Seen,
    Unreadable,
    observe,
    prior_difficulty,
    question_difficulty,
    read_question,
)
from bot.coach.review import (
    INTERVALS_DAYS,
    LAST_BOX,
    after_review,
    first_miss,
    refresh,
)
from bot.drills.deals import Deal, DrillKind, deal_drill
from bot.drills.ecart import Challenge
from bot.drills.ecart import deal as deal_challenge
from bot.drills.peg import deal_peg_count
from bot.drills.peg_best import deal_peg_play
from bot.drills.peg_round import deal_peg_round
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.themes import Theme

T = Theme
NOW = datetime(2026, 3, 2, 15, 0, tzinfo=UTC)


def hand_json(hand: str, starter: str, kind: str = "hand") -> dict[str, object]:
    deal = Deal(DrillKind(kind), tuple(parse_cards(hand)), parse_card(starter), True)
    return deal.to_dict()


# -- Reading questions -----------------------------------------------------------------------


def test_observe_a_hand_and_a_crib() -> None:
    seen = observe("hand", hand_json("2C 4C 6C 8C", "KD"))
    assert seen == Seen(Drill.HAND, (T.FLUSH_4,), 4)
    crib = observe("crib", hand_json("2C 4C 6C 8C", "KD", "crib"))
    assert crib == Seen(Drill.CRIB, (T.CRIB_FLUSH_RULE, T.ZERO_HAND), 0)


def test_observe_an_ecart_question_and_unknown_kinds() -> None:
    challenge = Challenge(tuple(parse_cards("AS 3D 5C 9H JS KD")), dealer=False)
    seen = observe("ecart", {"ecart": challenge.to_dict(), "selected": []})
    assert seen is not None
    assert seen.drill is Drill.ECART
    assert set(seen.themes) == {T.BALKING, T.KEEPING_FIVES}
    assert observe("daily-hand", {}) is None
    assert observe("quiz", {}) == Seen(Drill.QUIZ, (), 0)


def test_observe_refuses_a_broken_deal() -> None:
    with pytest.raises(Unreadable):
        observe("hand", {"kind": "hand", "hand": ["ZZ"]})


def test_observe_every_pegging_kind() -> None:
    rng = random.Random(4)
    kinds = {
        "peg-count": deal_peg_count,
        "peg-round": deal_peg_round,
        "peg-play": deal_peg_play,
    }
    for kind, dealer in kinds.items():
        for _ in range(20):
            seen = observe(kind, dealer(rng).to_dict())
            assert seen is not None
            assert seen.drill is Drill.PEG
            assert all(t.value.startswith(("play_", "go", "last")) for t in seen.themes)


def test_difficulty_grows_with_points_and_hard_themes() -> None:
    plain = Seen(Drill.HAND, (T.FIFTEENS_1,), 2)
    nobs = Seen(Drill.HAND, (T.FIFTEENS_1, T.NOBS), 3)
    big = Seen(Drill.HAND, (T.FIFTEENS_4, T.DOUBLE_DOUBLE_RUN), 24)
    assert prior_difficulty(plain) < prior_difficulty(nobs) < prior_difficulty(big)
    # What all players' answers taught moves it: nobs found easier than thought.
    assert question_difficulty(nobs, {T.NOBS: -120.0}) < question_difficulty(nobs)
    assert question_difficulty(plain, {T.NOBS: -120.0}) == prior_difficulty(plain)


# -- The Leitner box -------------------------------------------------------------------------


def test_a_miss_comes_back_after_a_day_then_later_and_leaves_when_learnt() -> None:
    slot = first_miss(NOW)
    assert slot.box == 0
    assert slot.due == NOW + timedelta(days=1)
    now = NOW
    for box, days in enumerate(INTERVALS_DAYS[1:], start=1):
        assert slot.due is not None
        now = slot.due
        slot = after_review(slot, correct=True, now=now)
        assert slot.box == box
        assert slot.due == now + timedelta(days=days)
    assert slot.box == LAST_BOX
    slot = after_review(slot, correct=True, now=now)
    assert slot.due is None  # learnt: it leaves the schedule


def test_a_miss_on_review_falls_back_to_the_first_box() -> None:
    slot = after_review(first_miss(NOW), correct=True, now=NOW)
    assert slot.box == 1
    again = after_review(slot, correct=False, now=NOW)
    assert again.box == 0
    assert again.due == NOW + timedelta(days=1)


def test_refresh_keeps_points_and_themes_but_not_the_look() -> None:
    rng = random.Random(9)
    changed = 0
    for kind in (DrillKind.HAND, DrillKind.CRIB):
        for _ in range(100):
            deal = deal_drill(kind, rng)
            fresh = Deal.from_dict(refresh(deal.to_dict(), rng))
            assert fresh.score().total == deal.score().total
            assert observe(kind.value, fresh.to_dict()) == observe(kind.value, deal.to_dict())
            assert sorted(c.rank for c in fresh.hand) == sorted(c.rank for c in deal.hand)
            changed += {*fresh.hand, fresh.starter} != {*deal.hand, deal.starter}
    assert changed > 150


def test_refresh_shows_the_hand_in_rank_order_as_every_deal() -> None:
    """Played: /revoir dealt « 4♣ 7♥ R♣ 3♣ », where every other hand comes in rank order: a
    harder question than the one missed."""
    rng = random.Random(11)
    for _ in range(50):
        deal = deal_drill(DrillKind.HAND, rng)
        fresh = Deal.from_dict(refresh(deal.to_dict(), rng))
        assert list(fresh.hand) == sorted(fresh.hand)
        challenge = deal_challenge(rng)
        cards = refresh({"ecart": challenge.to_dict()}, rng)["ecart"]
        assert isinstance(cards, dict)
        dealt = parse_cards(" ".join(cards["cards"]))
        assert dealt == sorted(dealt)


def test_refresh_keeps_the_pegging_and_lay_away_answers() -> None:
    rng = random.Random(10)
    for _ in range(30):
        question = deal_peg_count(rng)
        seen = observe("peg-count", question.to_dict())
        fresh = refresh(question.to_dict(), rng)
        assert [parse_card(c).rank for c in fresh["pile"]] == [c.rank for c in question.pile]
        assert observe("peg-count", fresh) == seen
        round_ = deal_peg_round(rng)
        assert observe("peg-round", refresh(round_.to_dict(), rng)) == observe(
            "peg-round", round_.to_dict()
        )
        position = deal_peg_play(rng)
        assert observe("peg-play", refresh(position.to_dict(), rng)) == observe(
            "peg-play", position.to_dict()
        )
        challenge = deal_challenge(rng)
        stored = {"ecart": challenge.to_dict(), "selected": []}
        assert observe("ecart", refresh(stored, rng)) == observe("ecart", stored)


# -- Weak themes -----------------------------------------------------------------------------


def test_weak_themes_need_three_misses_and_a_below_average_accuracy() -> None:
    stats = [
        ThemeStat(T.NOBS, 5, 5),
        ThemeStat(T.PAIR, 40, 2),
        ThemeStat(T.RUN, 10, 2),
        ThemeStat(T.DOUBLE_RUN, 2, 2),  # two misses: not yet weak
        ThemeStat(T.FIFTEENS_2, 30, 12),
    ]
    average = average_accuracy(stats)
    assert average == pytest.approx(1 - 23 / 87)
    assert [s.theme for s in weak_themes(stats)] == [T.NOBS, T.FIFTEENS_2]
    assert all(s.misses >= WEAK_MISSES for s in weak_themes(stats))
    assert weak_themes([ThemeStat(T.NOBS, 10, 3), ThemeStat(T.PAIR, 10, 3)]) == []


# -- Choosing deals --------------------------------------------------------------------------


def test_choose_serves_the_weak_theme_more_than_half_of_the_time() -> None:
    rng = random.Random(12)
    picks = [
        choose(
            Drill.HAND,
            [T.NOBS],
            1500.0,
            rng,
            deal_random=lambda r: deal_drill(DrillKind.HAND, r),
            deal_with=lambda t, r: deal_show_with(DrillKind.HAND, t, r),
            difficulty=lambda d: question_difficulty(observe("hand", d.to_dict())),  # type: ignore[arg-type]
        )
        for _ in range(200)
    ]
    coached = Counter(p.theme for p in picks)
    assert 0.5 * 200 <= coached[T.NOBS] <= 0.75 * 200
    with_nobs = sum(T.NOBS in observe("hand", p.deal.to_dict()).themes for p in picks)  # type: ignore[union-attr]
    assert with_nobs >= coached[T.NOBS]


def test_choose_ignores_weak_themes_the_drill_cannot_show() -> None:
    rng = random.Random(13)
    for _ in range(50):
        pick = choose(
            Drill.CRIB,
            [T.FLUSH_4, T.PLAY_31],
            1500.0,
            rng,
            deal_random=lambda r: deal_drill(DrillKind.CRIB, r),
            deal_with=lambda t, r: deal_show_with(DrillKind.CRIB, t, r),
            difficulty=lambda d: 0.0,
        )
        assert pick.theme is None


def test_choose_picks_the_candidate_nearest_the_rating() -> None:
    rng = random.Random(14)
    values = iter(range(10_000))
    pick = choose(
        Drill.HAND,
        [T.PAIR],
        1503.0,
        rng,
        deal_random=lambda r: -1,
        deal_with=lambda t, r: 1490 + next(values) * 5,
        difficulty=float,
        coached_share=1.0,
    )
    assert pick == type(pick)(1505, T.PAIR)


def test_by_rejection_gives_up() -> None:
    rng = random.Random(1)
    assert (
        by_rejection(T.NOBS, rng, deal_random=lambda r: 0, themes_of=lambda d: (), tries=5) is None
    )


@pytest.mark.parametrize(
    "theme", [T.PLAY_15, T.PLAY_31, T.PLAY_PAIR, T.PLAY_RUN_OUT_OF_ORDER, T.GO, T.LAST_CARD]
)
def test_pegging_deals_with_a_theme(theme: Theme) -> None:
    rng = random.Random(15)
    count = deal_count_with(theme, rng)
    assert count is not None
    assert theme in observe("peg-count", count.to_dict()).themes  # type: ignore[union-attr]
    round_ = deal_round_with(theme, rng)
    assert round_ is not None
    assert theme in observe("peg-round", round_.to_dict()).themes  # type: ignore[union-attr]


def test_position_and_lay_away_deals_with_a_theme() -> None:
    rng = random.Random(16)
    position = deal_position_with(T.PLAY_PAIR, rng)
    assert position is not None
    assert T.PLAY_PAIR in observe("peg-play", position.to_dict()).themes  # type: ignore[union-attr]
    challenge = deal_challenge_with(T.BALKING, rng)
    assert challenge is not None
    assert not challenge.dealer
    assert deal_challenge_with(T.NOBS, rng) is None
    assert deal_show_with(DrillKind.CRIB, T.FLUSH_4, rng) is None


def test_a_stored_question_reads_back_as_its_drill_dealt_it() -> None:
    rng = random.Random(7)
    dealers = {
        "hand": lambda: deal_drill(DrillKind.HAND, rng),
        "crib": lambda: deal_drill(DrillKind.CRIB, rng),
        "peg-count": lambda: deal_peg_count(rng),
        "peg-round": lambda: deal_peg_round(rng),
        "peg-play": lambda: deal_peg_play(rng),
    }
    for kind, dealt in dealers.items():
        for _ in range(10):
            question = dealt()
            assert read_question(kind, question.to_dict()) == question
    challenge = deal_challenge(rng)
    assert read_question("ecart", {"ecart": challenge.to_dict(), "selected": []}) == challenge
    assert read_question("quiz", {}) is None
    assert read_question("daily-hand", {}) is None
    with pytest.raises(Unreadable):
        read_question("ecart", {"ecart": ["AS"]})
    with pytest.raises(Unreadable):
        read_question("peg-play", {})


@pytest.mark.parametrize(
    ("args", "asked"),
    [
        ([], (CoachAsk.SHOW, True)),
        (["on"], (CoachAsk.COACHING, True)),
        (["OUI"], (CoachAsk.COACHING, True)),
        (["arrêt"], (CoachAsk.COACHING, False)),
        (["weekly"], (CoachAsk.WEEKLY, True)),
        (["hebdo", "marche"], (CoachAsk.WEEKLY, True)),
        (["semaine", "non"], (CoachAsk.WEEKLY, False)),
        (["weekly", "maybe"], "maybe"),
        (["weekly", "on", "off"], "weekly on off"),
        (["on", "off"], "on off"),
        (["bonjour"], "bonjour"),
        (["x" * 30], "x" * 20),
    ],
)
def test_coach_arguments_read_as_what_they_ask(
    args: list[str], asked: tuple[CoachAsk, bool] | str
) -> None:
    assert read_coach_args(args) == asked
