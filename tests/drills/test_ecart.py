"""The discard challenge: deals, grades against the engine's analysis, habits over histories."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import (
    EXPERT,
    FIVE,
    SIX,
    TIE,
    UNIFORM,
    Challenge,
    ChallengeError,
    Part,
    analyse,
    deal,
    decide,
    equal_groups,
    grade,
    model_for,
    part_values,
)
from bot.drills.ecart_args import is_number, read_lookup, read_size, reads_cards
from bot.drills.ecart_habits import Habit, find_habits, longest_run
from bot.drills.ecart_history import (
    HabitCost,
    Played,
    Summary,
    costliest_habit,
    habit_costs,
    played_of,
)
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.crib_tables import CribTables
from bot.engine.lay_away import analyse_lay_aways


@pytest.fixture(scope="module")
def tables() -> CribTables:
    return shipped_crib_tables()


def challenge(text: str, *, dealer: bool) -> Challenge:
    return Challenge(tuple(parse_cards(text)), dealer)


def played(deal_text: str, discard: str, best: str, loss: float, *, dealer: bool) -> Played:
    return Played(
        challenge(deal_text, dealer=dealer),
        tuple(parse_cards(discard)),
        tuple(parse_cards(best)),
        loss,
    )


# -- Deals and JSON --------------------------------------------------------------------------


@pytest.mark.parametrize("size", [SIX, FIVE])
def test_deal_is_seeded_sorted_and_round_trips(size: int) -> None:
    a, b = deal(random.Random(5), size), deal(random.Random(5), size)
    assert a == b
    assert a.size == size and list(a.cards) == sorted(a.cards)
    assert a.lay_away == size - 4
    assert a.options_count == (15 if size == SIX else 5)
    assert Challenge.from_dict(a.to_dict()) == a


def test_deals_give_both_roles() -> None:
    rng = random.Random(3)
    assert {deal(rng).dealer for _ in range(40)} == {True, False}


@pytest.mark.parametrize(
    "data",
    [
        {"cards": ["5H", "5D"], "role": "dealer"},
        {"cards": ["5H", "5H", "6D", "7D", "8D", "9D"], "role": "dealer"},
        {"cards": ["5H", "6H", "7H", "8H", "9H", "10H"], "role": "crib"},
        {"cards": ["ZZ", "6H", "7H", "8H", "9H", "10H"], "role": "pone"},
        {"role": "pone"},
    ],
)
def test_malformed_challenges_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(ChallengeError):
        Challenge.from_dict(data)


def test_bad_deal_sizes_and_lay_aways() -> None:
    with pytest.raises(ValueError):
        deal(random.Random(1), 4)
    six = challenge("5H 5D JC KS 2S 9D", dealer=True)
    for bad in (["5H"], ["5H", "5D", "JC"], ["5H", "6H"], ["5H", "5H"]):
        with pytest.raises(ChallengeError):
            grade(six, [card for code in bad for card in parse_cards(code)], model=UNIFORM)


# -- Grades against the engine ---------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("model", [EXPERT, UNIFORM])
def test_rank_and_loss_match_the_engine(seed: int, model: str, tables: CribTables) -> None:
    c = deal(random.Random(seed))
    options = analyse_lay_aways(
        c.cards, dealer=c.dealer, crib_model=model, tables=tables if model == EXPERT else None
    )
    best = options[0].total_ev
    for option in options:
        verdict = grade(c, option.discard, model=model, tables=tables)
        shown = round(option.total_ev, 2)
        better_as_shown = sum(1 for o in options if round(o.total_ev, 2) > shown + 0.001)
        assert verdict.rank == 1 + better_as_shown
        assert verdict.loss == (0 if verdict.rank == 1 else pytest.approx(best - option.total_ev))
        assert verdict.chosen.total_ev == pytest.approx(option.total_ev)
        assert verdict.options_count == 15 and verdict.model == model
        assert [o.discard for o in verdict.top()] == [o.discard for o in options[:3]]
        assert verdict.is_best == (verdict.loss == 0)
        result = verdict.to_result()
        assert result["rank"] == verdict.rank and result["loss"] == verdict.loss
        assert result["choice"] == [str(x) for x in verdict.discard]


def test_best_choice_in_any_order_ranks_first(tables: CribTables) -> None:
    c = challenge("5H 5D JC KS 2S 9D", dealer=True)
    best = grade(c, parse_cards("5H 5D"), tables=tables).best.discard
    verdict = grade(c, reversed(best), tables=tables)
    assert verdict.rank == 1 and verdict.loss == 0 and verdict.habits == ()


def test_worst_choice_ranks_last_with_a_loss(tables: CribTables) -> None:
    c = challenge("5H 5D JC KS 2S 9D", dealer=False)
    options = analyse_lay_aways(c.cards, dealer=False, crib_model="expert", tables=tables)
    verdict = grade(c, options[-1].discard, tables=tables)
    assert verdict.rank == 15 and verdict.loss > 0


def test_expert_model_needs_tables() -> None:
    with pytest.raises(ValueError):
        grade(challenge("5H 5D JC KS 2S 9D", dealer=True), parse_cards("5H 5D"))


def test_five_card_variant_lays_away_one_under_the_uniform_model(tables: CribTables) -> None:
    c = challenge("5H 5D JC KS 2S", dealer=False)
    assert c.players == 3 and c.lay_away == 1 and model_for(c) == UNIFORM
    options = analyse_lay_aways(c.cards, dealer=False, players=3)
    for i, option in enumerate(options):
        verdict = grade(c, option.discard, tables=tables)
        assert verdict.options_count == 5 and verdict.model == UNIFORM
        assert verdict.rank <= i + 1
        assert verdict.loss == pytest.approx(options[0].total_ev - option.total_ev)
    with pytest.raises(ChallengeError):
        grade(c, parse_cards("5H 5D"), tables=tables)


# -- Habits ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal_text", "discard", "best", "dealer", "habits"),
    [
        # The pone gives a five, and a fifteen with it.
        (
            "5H 10D 2C 3S 4H KC",
            "5H 10D",
            "2C KC",
            False,
            {Habit.FIVE_TO_OPPONENT, Habit.FIFTEEN_TO_OPPONENT},
        ),
        # The pone gives a pair.
        ("9H 9D AC KS QS JH", "9H 9D", "AC 9D", False, {Habit.PAIR_TO_OPPONENT}),
        # Breaking a run of three the best keeps, as dealer.
        ("6H 7D 8C KS 2D AH", "8C KS", "2D AH", True, {Habit.BREAKING_RUN}),
        # Splitting a pair the best keeps.
        ("9H 9D AC 4S QS JH", "9H QS", "AC 4S", True, {Habit.SPLITTING_PAIR}),
        # Four hearts kept over points.
        (
            "2H 7H 9H KH 5D 5S",
            "5D 5S",
            "2H 9H",
            True,
            {Habit.FLUSH_OVER_POINTS},
        ),
        # The dealer keeps the fives the best lay-away gives to their own crib.
        (
            "5H 5D JC QS 2C 9D",
            "2C 9D",
            "5H 5D",
            True,
            {Habit.STARVING_OWN_CRIB},
        ),
        # Nothing named: a different toss of unremarkable cards.
        ("AH 3D 8C 10S QH KD", "AH 3D", "QH KD", True, set()),
    ],
)
def test_find_habits(
    deal_text: str, discard: str, best: str, dealer: bool, habits: set[Habit]
) -> None:
    c = challenge(deal_text, dealer=dealer)
    assert set(find_habits(c, parse_cards(discard), parse_cards(best))) == habits


def test_runs() -> None:
    assert longest_run(parse_cards("AH 2D 3C 5S")) == 3
    assert longest_run(parse_cards("AH 2D 2C 4S")) == 2
    assert longest_run(parse_cards("KH")) == 1
    assert longest_run([]) == 0


def test_habits_only_for_costly_choices() -> None:
    free = played("5H 10D 2C 3S 4H KC", "5H 10D", "2C KC", 0.0, dealer=False)
    assert free.habits == ()
    assert habit_costs([free]) == [] and costliest_habit([free]) is None


def test_costliest_habit_over_a_crafted_history() -> None:
    pair = played("9H 9D AC KS QS JH", "9H 9D", "AC 9D", 0.4, dealer=False)
    flush = played("2H 7H 9H KH 5D 5S", "5D 5S", "2H 9H", 2.5, dealer=True)
    history = [pair, pair, pair, flush]
    costs = habit_costs(history)
    assert [c.habit for c in costs] == [Habit.FLUSH_OVER_POINTS, Habit.PAIR_TO_OPPONENT]
    assert costs[0].times == 1 and costs[0].points == pytest.approx(2.5)
    assert costs[1].times == 3 and costs[1].points == pytest.approx(1.2)
    top = costliest_habit([pair] * 7 + [flush])
    assert top is not None and top.habit is Habit.PAIR_TO_OPPONENT
    assert top.points == pytest.approx(2.8)


def test_equal_costs_prefer_the_more_frequent_then_the_listed_order() -> None:
    run = played("6H 7D 8C KS 2D AH", "8C KS", "2D AH", 1.0, dealer=True)
    split = played("9H 9D AC 4S QS JH", "9H QS", "AC 4S", 0.5, dealer=True)
    top = costliest_habit([run, split, split])
    assert top is not None and top.habit is Habit.SPLITTING_PAIR and top.times == 2
    once = costliest_habit(
        [run, split, split.__class__(split.challenge, split.discard, split.best, 1.0)]
    )
    assert once is not None and once.habit is Habit.SPLITTING_PAIR and once.points == 1.5


# -- Which part decides, the play counted ------------------------------------------------------


class FlatPegging:
    """A pegging table giving `bonus` to keeps holding `rank`, 0 otherwise."""

    def __init__(self, rank: int, bonus: float) -> None:
        self.rank, self.bonus = rank, bonus

    def peg_value(self, keep: Sequence[Card], *, dealer: bool) -> float:
        return self.bonus if any(c.rank == self.rank for c in keep) else 0.0


def test_decide_needs_the_play(tables: CribTables) -> None:
    options = analyse(challenge("5H 5D JC KS 2S 9D", dealer=True), tables=tables)
    assert decide(options) is None


def test_decide_without_the_play_ranks_on_hand_and_crib(tables: CribTables) -> None:
    for text, dealer in [("5H 5D JC KS 2S 9D", True), ("5H 5D JS QC 2H", False)]:
        options = analyse(challenge(text, dealer=dealer), tables=tables)
        decision = decide(options, needs_play=False)
        assert decision is not None and decision.best is options[0]
        assert decision.runner_up.total_ev < options[0].total_ev - TIE
        assert all(o.total_ev >= decision.runner_up.total_ev - TIE for o in options[:2])
        assert decision.gaps[Part.PLAY] == 0 and decision.part is not Part.PLAY
        assert decision.margin == pytest.approx(options[0].total_ev - decision.runner_up.total_ev)
        assert decision.gaps[decision.part] == max(decision.gaps.values())


def test_equal_groups_join_the_same_cards_in_other_suits(tables: CribTables) -> None:
    options = analyse(challenge("5H 5D JS QC 2H 3S", dealer=True), tables=tables)
    groups = equal_groups(options)
    assert [o for g in groups for o in g] == list(options)  # every option, in order, once
    sizes = [len(g) for g in groups]
    assert sizes == [1, 1, 2, 2, 1, 1, 1, 2, 1, 1, 2]
    for group in groups:
        assert max(abs(o.total_ev - group[0].total_ev) for o in group) <= TIE
        assert len({tuple(sorted(c.rank for c in o.discard)) for o in group}) == 1


def test_decide_names_the_part_with_the_biggest_lead(tables: CribTables) -> None:
    deal_ = challenge("AH 2S 3D 4C QH KS", dealer=True)
    options = analyse(deal_, tables=tables, pegging=shipped_peg_tables())
    decision = decide(options)
    assert decision is not None and decide(options, needs_play=False) == decision
    assert {c.rank for c in decision.best.discard} == {2, 3}
    assert {c.rank for c in decision.runner_up.discard} == {12, 13}
    # Q-K keeps the better hand and play; 2-3 wins on the dealer's own crib.
    assert decision.part is Part.CRIB
    assert decision.gaps[Part.HAND] < 0 and decision.gaps[Part.PLAY] < 0
    assert decision.margin == pytest.approx(decision.best.full_ev - decision.runner_up.full_ev)
    assert not decision.play_changes_best
    values = part_values(decision.best)
    assert sum(values.values()) == pytest.approx(decision.best.full_ev)


def test_decide_when_the_play_changes_the_best(tables: CribTables) -> None:
    deal_ = challenge("AH 2S 3D 4C QH KS", dealer=True)
    flat = decide(analyse(deal_, tables=tables, pegging=FlatPegging(2, 0.0)))
    assert flat is not None and not flat.play_changes_best
    # A play worth 5 points to any keep with the 2: laying the 2 away loses it.
    options = analyse(deal_, tables=tables, pegging=FlatPegging(2, 5.0))
    decision = decide(options)
    assert decision is not None and decision.play_changes_best
    assert {c.rank for c in decision.best.discard} == {1, 4}
    # The runner-up (laying away Q-K) keeps the 2 too: between those two, the crib decides.
    assert {c.rank for c in decision.runner_up.discard} == {12, 13}
    assert decision.gaps[Part.PLAY] == 0 and decision.part is Part.CRIB
    assert decision.without_play is options[0]
    assert {c.rank for c in decision.without_play.discard} == {2, 3}


def test_decide_skips_the_same_cards_in_other_suits(tables: CribTables) -> None:
    # Two fives: laying away 5♥ or 5♦ with the same card is worth the same.
    options = analyse(
        challenge("5H 5D 6C 7S 8S KD", dealer=False), tables=tables, pegging=shipped_peg_tables()
    )
    decision = decide(options)
    assert decision is not None
    assert decision.best.full_ev > decision.runner_up.full_ev + TIE


def test_totals_plus_lay_aways_add_by_role_and_keep_the_costliest() -> None:
    costliest = HabitCost(Habit.FIVE_TO_OPPONENT, 2, 1.25)
    totals = Summary(4, 1, 2, 0.5, 2, 1.0, costliest)
    assert totals.plus([]) == totals
    got = totals.plus([(True, 1, 0.0), (True, 3, 0.75), (False, 2, 0.25)])
    assert got == Summary(7, 2, 4, 1.25, 3, 1.25, costliest, daily=3)


def test_a_stored_lay_away_is_read_back_from_its_codes() -> None:
    cards = ["AS", "3D", "5C", "9H", "JS", "KD"]
    played = played_of(cards, True, ["AS", "3D"], ["9H", "KD"], 1.5)
    assert played == Played(
        Challenge(tuple(parse_cards(" ".join(cards))), dealer=True),
        tuple(parse_cards("AS 3D")),
        tuple(parse_cards("9H KD")),
        1.5,
    )
    assert played_of(cards, False, ["ZZ", "3D"], ["9H", "KD"], 0.0) is None
    assert played_of(cards[:3], False, ["AS"], ["KD"], 0.0) is None  # three cards: no deal


@pytest.mark.parametrize(
    ("args", "size"),
    [
        ([], SIX),
        (["6"], SIX),
        (["Six"], SIX),
        (["5"], FIVE),
        (["cinq"], FIVE),
        (["FIVE"], FIVE),
        (["3"], None),
        (["sept"], None),
        (["5", "6"], None),
        (["5", "joueurs"], None),  # « 5 cartes » deals five: test_ecart16_five_cards_said
    ],
)
def test_what_ecart_deals_for_its_words(args: list[str], size: int | None) -> None:
    assert read_size(args) == size


@pytest.mark.parametrize(
    ("args", "cards", "dealer"),
    [
        (["5H", "5D", "JS", "QC", "2H", "3S", "donneur"], "5H 5D JS QC 2H 3S", True),
        (["Receveur", "5C", "5K", "VP", "DT", "2C"], "5C 5K VP DT 2C", False),
        (["5H", "5D", "JS", "QC", "2H", "3S", "--pone"], "5H 5D JS QC 2H 3S", False),
        (["5H", "DEALER"], "5H", True),
        (["5H", "5D", "JS", "QC", "2H", "3S"], "5H 5D JS QC 2H 3S", None),
        (["5H", "dealer", "pone"], "5H", None),  # both: asked
        (["dealer", "dealer", "5H"], "5H", True),
        (["5H", "5D", "JS", "QC", "2H", "3S", "je", "donne"], "5H 5D JS QC 2H 3S", True),
        (["5C", "5K", "VP", "DT", "2C", "Je", "reçois"], "5C 5K VP DT 2C", False),
        (["5H", "5D", "JS", "QC", "2H", "I", "deal"], "5H 5D JS QC 2H", True),
        (["donneur"], "", True),
        ([], "", None),
        # punctuation around the role word, and the words said around it
        (["5H", "5D", "JS", "QC", "2H", "3S", "donneur."], "5H 5D JS QC 2H 3S", True),
        (["5H,", "5D", "(receveur)"], "5H, 5D", False),
        (["5H", "je", "suis", "le", "donneur"], "5H", True),
        (["5H", "c\u2019est", "moi", "qui", "donne"], "5H", True),
        (["5H", "I'm", "the", "dealer!"], "5H", True),
        (["5H", "je", "ne", "donne", "pas"], "5H", False),  # « je ne donne pas »: the pone
    ],
)
def test_the_cards_and_the_role_of_a_lookup(
    args: list[str], cards: str, dealer: bool | None
) -> None:
    asked = read_lookup(args)
    assert (asked.cards, asked.dealer) == (cards, dealer)


@pytest.mark.parametrize(
    ("args", "number"),
    [(["3"], True), (["5", "6"], True), ([], False), (["5H"], False), (["5", "H"], False)],
)
def test_only_numbers_ask_for_a_size(args: list[str], number: bool) -> None:
    assert is_number(args) is number


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("5H JC", True),
        ("5♥ J♣", True),
        ("5C VT", True),  # French letters: valet de trèfle
        ("10S", True),
        ("R 5", True),  # ranks alone, French
        ("king 5", True),  # ranks alone, English
        ("dix", True),
        ("R et D", True),  # « et » between them, as the lay-away reader takes it
        ("roi et dame", True),
        ("king and 5", True),
        ("R, 5", True),
        ("5 5", True),  # two fives: the reader asks which
        ("R et D et V", False),  # three ranks
        ("5H JC KS", False),  # three cards
        ("5 5 5", False),  # three ranks
        ("bonjour", False),
        ("", False),
        ("15 2", False),  # a count, not ranks
        ("5h5d", True),  # glued together
        ("5♥V♣", True),
        ("asks", False),  # AS KS glued, but a word: chatter
        ("acts", False),
        ("ASKS", False),
        ("5C/5K", True),  # a slash between two cards
        ("1/2", False),  # a half, not two ranks
        ("5+5", False),
    ],
)
def test_reads_cards_tells_a_typed_lay_away_from_chatter(text: str, reads: bool) -> None:
    assert reads_cards(text) is reads


@pytest.mark.parametrize(
    ("cards", "selected", "picked"),
    [
        ("5H 5S JD QC 2S 8D", [0, 2], "5H JD"),
        ("5H 5S JD QC 2S 8D", [5, 4], "8D 2S"),
        ("5H 5S JD QC 2S 8D", [1], None),  # one card short
        ("5H 5S JD QC 2S 8D", [0, 1, 2], None),  # one too many
        ("5H 5S JD QC 2S 8D", [0, 6], None),  # no seventh card
        ("5H 5S JD QC 2S 8D", [-1, 0], None),
        ("5H 5S JD QC 2S", [3], "QC"),  # five cards: one to the crib
        ("5H 5S JD QC 2S", [3, 4], None),
    ],
)
def test_the_cards_picked_make_a_whole_lay_away_or_none(
    cards: str, selected: list[int], picked: str | None
) -> None:
    challenge = Challenge(tuple(parse_cards(cards)), dealer=True)
    expected = None if picked is None else tuple(parse_cards(picked))
    assert challenge.picked(selected) == expected
