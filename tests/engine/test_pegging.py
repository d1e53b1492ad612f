"""The play: scoring each card, the round simulator (go, 31, last card, 3-4 players, FADOQ)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import product

import pytest

from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.pegging import (
    GO_POINTS,
    LAST_CARD_POINTS,
    THIRTY_ONE,
    THIRTY_ONE_POINTS,
    CannotPlay,
    Event,
    Go,
    Play,
    PlayRecord,
    PlayView,
    Policy,
    Reset,
    greedy_policy,
    legal_cards,
    random_policy,
    score_play,
    simulate_play,
)
from bot.engine.show import Kind
from bot.engine.variants import (
    FADOQ,
    FOUR_PLAYERS_TEAMS,
    STANDARD,
    THREE_PLAYERS,
    Fadoq116,
    Rules,
)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


# -- score_play ------------------------------------------------------------------------------

PLAY_CASES = [
    # (pile, {kind: points}) -- the points of the pile's last card
    ("5H", {}),
    ("5H 10D", {Kind.FIFTEEN: 2}),
    ("7H 8D", {Kind.FIFTEEN: 2}),
    ("KH 5D", {Kind.FIFTEEN: 2}),
    ("10S 5H 6D 10H", {Kind.THIRTY_ONE: 2}),
    ("KH KD", {Kind.PAIR: 2}),
    ("JH JD", {Kind.PAIR: 2}),
    ("KH QD", {}),
    ("JH QD", {}),
    ("10H JD", {}),
    ("7H 7D 7S", {Kind.PAIR_ROYAL: 6}),
    ("2H 2D 2S 2C", {Kind.DOUBLE_PAIR_ROYAL: 12}),
    ("5H 5D 5S", {Kind.FIFTEEN: 2, Kind.PAIR_ROYAL: 6}),
    ("5S 5H 5D 5C", {Kind.DOUBLE_PAIR_ROYAL: 12}),
    ("3H 3D 4S 3C", {}),
    ("3H 3D 4S 3C 3S", {Kind.PAIR: 2}),
    ("6H 6D 4S 6C", {}),
    ("9H 9D 4S 9C", {Kind.THIRTY_ONE: 2}),
    ("4H 4D 4S 9C 9D", {Kind.PAIR: 2}),
    ("KH 9D 6S 3C 3D", {Kind.THIRTY_ONE: 2, Kind.PAIR: 2}),
    ("6D 8S 7C", {Kind.RUN: 3}),
    ("9H 6D 8S", {}),
    ("9H 6D 8S 7C", {Kind.RUN: 4}),
    ("8H 7D 7S 6C", {}),
    ("8H 7D 6S", {Kind.RUN: 3}),
    ("AH 8H 6S", {Kind.FIFTEEN: 2}),
    ("4H 5D 6S", {Kind.FIFTEEN: 2, Kind.RUN: 3}),
    ("4H 5D 9S 6C", {}),
    ("3H 4D 5S 6C 7H", {Kind.RUN: 5}),
    ("AH 2D 3S 4C 5H 6D", {Kind.RUN: 6}),
    ("AH 2D 3S 4C 5H 6D 7S", {Kind.RUN: 7}),
    ("5H 3D 4S 2C", {Kind.RUN: 4}),
    ("5H 5D 4S 6C", {Kind.RUN: 3}),
    ("2H 3D 2S", {}),
    ("JH QD KS", {Kind.RUN: 3}),
    ("10H JD QS", {Kind.RUN: 3}),
    ("QH KD AS", {}),
    ("KH AD 2S 3C", {Kind.RUN: 3}),
    ("10H 7D 6S 8C", {Kind.THIRTY_ONE: 2, Kind.RUN: 3}),
    ("AH 10D JS QC", {Kind.THIRTY_ONE: 2, Kind.RUN: 3}),
    ("AH 2D 3S 4C 5H 7D 6S", {Kind.RUN: 7}),
    ("AH 2D 3S 4C 5H 6D 6S", {Kind.PAIR: 2}),
]


@pytest.mark.parametrize(
    ("pile", "expected"),
    PLAY_CASES,
    ids=[p.replace(" ", "-") for p, _ in PLAY_CASES],
)
def test_score_play_table(pile: str, expected: dict[Kind, int]) -> None:
    score = score_play(cards(pile))
    assert dict(score.by_kind()) == expected
    assert score.total == sum(expected.values())


def test_count_combos_hold_the_whole_pile() -> None:
    pile = cards("10S 5H 6D 10H")
    (combo,) = score_play(pile).combos
    assert combo.kind is Kind.THIRTY_ONE
    assert combo.points == THIRTY_ONE_POINTS
    assert combo.cards == tuple(pile)


def test_pair_combo_holds_only_the_equal_cards_at_the_end() -> None:
    pile = cards("2C 4H 2H 2D 2S")
    combos = score_play(pile).combos
    assert [(c.kind, c.cards) for c in combos] == [(Kind.PAIR_ROYAL, tuple(pile[2:]))]


def test_run_combo_holds_the_last_cards_in_play_order() -> None:
    pile = cards("KC 4H AD 3S 2C")
    (combo,) = score_play(pile).combos
    assert combo.kind is Kind.RUN
    assert combo.cards == tuple(pile[1:])
    assert combo.length == 4


def test_combos_come_in_called_order() -> None:
    kinds = [c.kind for c in score_play(cards("4H 5D 6S")).combos]
    assert kinds == [Kind.FIFTEEN, Kind.RUN]


@pytest.mark.parametrize(
    "pile",
    ["", "5H 5H", "10H 10D 10S 5C", "KH QH JH 2S"],
    ids=["empty", "duplicate", "count-35", "count-32"],
)
def test_score_play_rejects_bad_piles(pile: str) -> None:
    with pytest.raises(ValueError):
        score_play(cards(pile) if pile else [])


def _reference_points(ranks: Sequence[int]) -> int:
    """A plain restatement of the play rules, for an exhaustive cross-check."""
    values = [min(r, 10) for r in ranks]
    points = 2 if sum(values) in (15, 31) else 0
    same = len(ranks) - next(
        (i + 1 for i in range(len(ranks) - 1, -1, -1) if ranks[i] != ranks[-1]), 0
    )
    points += {1: 0, 2: 2, 3: 6, 4: 12}[same]
    runs = [
        k
        for k in range(3, len(ranks) + 1)
        if sorted(ranks[-k:]) == list(range(min(ranks[-k:]), min(ranks[-k:]) + k))
    ]
    return points + max(runs, default=0)


def test_score_play_matches_reference_on_every_short_pile() -> None:
    checked = 0
    for n in range(1, 5):
        for ranks in product(range(1, 14), repeat=n):
            suits_used: dict[int, int] = {}
            pile = []
            for rank in ranks:
                i = suits_used.get(rank, 0)
                suits_used[rank] = i + 1
                pile.append(Card(rank, list(Suit)[i]))
            if sum(c.value for c in pile) > THIRTY_ONE:
                with pytest.raises(ValueError):
                    score_play(pile)
                continue
            assert score_play(pile).total == _reference_points(ranks), ranks
            checked += 1
    assert checked > 20_000


def test_score_play_ignores_suits() -> None:
    rng = random.Random(7)
    for _ in range(500):
        pile = rng.sample(new_deck(), rng.randint(1, 6))
        if sum(c.value for c in pile) > THIRTY_ONE:
            continue
        perm = list(Suit)
        rng.shuffle(perm)
        relabel = dict(zip(Suit, perm, strict=True))
        relabelled = [Card(c.rank, relabel[c.suit]) for c in pile]
        assert score_play(relabelled).total == score_play(pile).total


def test_legal_cards() -> None:
    hand = cards("AS 5H 10D KC")
    assert legal_cards(hand, 0) == tuple(hand)
    assert legal_cards(hand, 21) == tuple(hand)
    assert legal_cards(hand, 26) == tuple(cards("AS 5H"))
    assert legal_cards(hand, 30) == tuple(cards("AS"))
    assert legal_cards(hand, 31) == ()


# -- The simulator: scripted rounds ----------------------------------------------------------


def first_legal(view: PlayView, legal: Sequence[Card]) -> Card:
    """Lay the first legal card in the order the hand was given."""
    return legal[0]


def describe(record: PlayRecord) -> list[str]:
    """Compact text of the events: `p:card=count+points`, `p:go`, `p:go 1`, `reset 24>1`."""
    lines = []
    for event in record.events:
        if isinstance(event, Play):
            extra = f"+{event.points}" if event.points else ""
            lines.append(f"{event.player}:{event.card}={event.count_after}{extra}")
        elif isinstance(event, CannotPlay):
            lines.append(f"{event.player}:go")
        elif isinstance(event, Go):
            barred = " barred" if event.barred else ""
            lines.append(f"{event.player}:{event.kind.value} {event.points}{barred}")
        else:
            lines.append(f"reset {event.count}>{event.leader}")
    return lines


def play2(dealer_hand: str, pone_hand: str, **kwargs: object) -> PlayRecord:
    """Two players, dealer 0 and pone 1, both laying their first legal card."""
    return simulate_play(
        [cards(dealer_hand), cards(pone_hand)],
        dealer=0,
        policies=[first_legal, first_legal],
        **kwargs,  # type: ignore[arg-type]
    )


def test_pone_plays_the_last_card_glossary_r_000_14() -> None:
    # Pone 10-3-10-6 against dealer A-10-5-3: the dealer plays twice after the pone's go,
    # so the pone leads the next series and lays the last card.
    record = play2("10S 5H AS 3C", "10H 3S 10D 6C")
    assert describe(record) == [
        "1:10H=10",
        "0:10S=20+2",
        "1:3S=23",
        "0:5H=28",
        "1:go",
        "0:AS=29",
        "0:go 1",
        "reset 29>1",
        "1:10D=10",
        "0:3C=13",
        "1:6C=19",
        "1:last_card 1",
    ]
    assert record.points == (3, 1)
    assert record.winner is None


def test_go_point_to_the_last_player_and_go_sayer_leads() -> None:
    record = play2("AS 10S 5H 3C", "10H 3S 10D 6C")
    assert describe(record) == [
        "1:10H=10",
        "0:AS=11",
        "1:3S=14",
        "0:10S=24",
        "1:6C=30",
        "0:go",
        "1:go 1",
        "reset 30>0",
        "0:5H=5",
        "1:10D=15+2",
        "0:3C=18",
        "0:last_card 1",
    ]
    assert record.points == (1, 3)


def test_thirty_one_scores_two_and_no_go_point() -> None:
    record = play2("JS 6H 4D 8C", "10H 5S 9C 2D")
    assert describe(record) == [
        "1:10H=10",
        "0:JS=20",
        "1:5S=25",
        "0:6H=31+2",
        "reset 31>1",
        "1:9C=9",
        "0:4D=13",
        "1:2D=15+2",
        "0:8C=23",
        "0:last_card 1",
    ]
    assert record.points == (3, 2)
    assert not any(isinstance(e, Go) and e.kind is Kind.GO for e in record.events)


def test_last_card_making_31_scores_two_not_three() -> None:
    record = play2("AS 2S 3S 9S", "AH 2H 3H 10H")
    assert describe(record)[-2:] == ["1:10H=22", "0:9S=31+2"]
    assert not any(isinstance(e, Go) for e in record.events)
    last = record.plays[-1]
    assert last.score.by_kind() == {Kind.THIRTY_ONE: THIRTY_ONE_POINTS}
    assert record.points == (8, 0)


def test_player_keeps_playing_after_go_and_pairs_own_cards() -> None:
    record = play2("2S 2D 2C 7C", "KH QH JH 9H")
    assert describe(record) == [
        "1:KH=10",
        "0:2S=12",
        "1:QH=22",
        "0:2D=24",
        "1:go",
        "0:2C=26+2",
        "0:go 1",
        "reset 26>1",
        "1:JH=10",
        "0:7C=17",
        "1:9H=26",
        "1:last_card 1",
    ]
    assert record.points == (3, 1)


def test_player_alone_with_cards_lays_them_all() -> None:
    # The dealer lays three cards after the pone's go and runs out: the pone leads the next
    # series and lays its last two cards alone, pairing its own cards.
    record = play2("7S AS AD AC", "KH QH 5C 5D")
    assert describe(record) == [
        "1:KH=10",
        "0:7S=17",
        "1:QH=27",
        "0:AS=28",
        "1:go",
        "0:AD=29+2",
        "0:AC=30+6",
        "0:go 1",
        "reset 30>1",
        "1:5C=5",
        "1:5D=10+2",
        "1:last_card 1",
    ]
    assert record.points == (9, 3)


def test_the_lead_is_the_pone_whoever_deals() -> None:
    hands = [cards("AS 2S 3S 4S"), cards("5H 6H 7H 8H"), cards("9C 10C JC QC")]
    for dealer in range(3):
        record = simulate_play(
            hands, dealer=dealer, policies=[first_legal] * 3, rules=THREE_PLAYERS
        )
        assert record.plays[0].player == (dealer + 1) % 3


def test_three_players_go_and_left_of_last_player_leads() -> None:
    # Dealer 0: player 1 leads, then 2, then 0.
    hands = [cards("JS 7D 5C 6H"), cards("KH 9S 2C 3C"), cards("QD 8H 4D AH")]
    record = simulate_play(hands, dealer=0, policies=[first_legal] * 3, rules=THREE_PLAYERS)
    assert describe(record) == [
        "1:KH=10",
        "2:QD=20",
        "0:JS=30+3",
        "1:go",
        "2:AH=31+2",
        "reset 31>0",
        "0:7D=7",
        "1:9S=16",
        "2:8H=24+3",
        "0:5C=29",
        "1:2C=31+2",
        "reset 31>2",
        "2:4D=4",
        "0:6H=10",
        "1:3C=13",
        "1:last_card 1",
    ]
    assert record.points == (3, 3, 5)


def test_three_players_who_said_go_stay_out_until_the_reset() -> None:
    hands = [cards("9D 8D 2H 3H"), cards("KH QH 4S 5S"), cards("10C JC 6C 7C")]
    record = simulate_play(hands, dealer=2, policies=[first_legal] * 3, rules=THREE_PLAYERS)
    assert describe(record) == [
        "0:9D=9",
        "1:KH=19",
        "2:10C=29",
        "0:2H=31+2",
        "reset 31>1",
        "1:QH=10",
        "2:JC=20",
        "0:8D=28",
        "1:go",
        "2:go",
        "0:3H=31+2",
        "reset 31>1",
        "1:4S=4",
        "2:6C=10",
        "1:5S=15+5",
        "2:7C=22+4",
        "2:last_card 1",
    ]


def test_three_players_go_passes_round_the_table() -> None:
    hands = [cards("KS QS 2S 3S"), cards("KH 9H 4H 5H"), cards("KD 8D 6D 7D")]
    record = simulate_play(hands, dealer=0, policies=[first_legal] * 3, rules=THREE_PLAYERS)
    lines = describe(record)
    assert lines[:9] == [
        "1:KH=10",
        "2:KD=20+2",
        "0:KS=30+6",
        "1:go",
        "2:go",
        "0:go 1",
        "reset 30>1",
        "1:9H=9",
        "2:8D=17",
    ]


def test_four_players_in_partnership() -> None:
    hands = [
        cards("KS 5S 2S 3S"),
        cards("KH 5H 4H AH"),
        cards("KD 5D 6D 7D"),
        cards("KC 5C 8C 9C"),
    ]
    record = simulate_play(hands, dealer=3, policies=[first_legal] * 4, rules=FOUR_PLAYERS_TEAMS)
    assert describe(record) == [
        "0:KS=10",
        "1:KH=20+2",
        "2:KD=30+6",
        "3:go",
        "0:go",
        "1:AH=31+2",
        "reset 31>2",
        "2:5D=5",
        "3:KC=15+2",
        "0:5S=20",
        "1:5H=25+2",
        "2:6D=31+2",
        "reset 31>3",
        "3:5C=5",
        "0:2S=7",
        "1:4H=11",
        "2:7D=18",
        "3:8C=26",
        "0:3S=29",
        "3:go",
        "0:go 1",
        "reset 29>3",
        "3:9C=9",
        "3:last_card 1",
    ]
    assert record.points == (1, 6, 8, 3)


# -- FADOQ 116 and the end of the game -------------------------------------------------------

# The R-000-14 round: the dealer pegs a pair (2) and the go (1), the pone the last card (1).
R14_DEALER, R14_PONE = "10S 5H AS 3C", "10H 3S 10D 6C"


@pytest.mark.parametrize(
    ("rules", "scores", "points", "barred"),
    [
        (FADOQ, (116, 116), (2, 0), ["go", "last_card"]),
        (FADOQ, (113, 115), (3, 1), []),
        (FADOQ, (114, 0), (2, 1), ["go"]),
        (FADOQ, (0, 116), (3, 0), ["last_card"]),
        (STANDARD, (116, 116), (3, 1), []),
        (Rules(fadoq116=Fadoq116(bars_last_card=False)), (116, 116), (2, 1), ["go"]),
        (Rules(fadoq116=Fadoq116(bars_go=False)), (116, 116), (3, 0), ["last_card"]),
        (Rules(fadoq116=Fadoq116(threshold=100)), (100, 99), (2, 1), ["go"]),
        (FADOQ, None, (3, 1), []),
    ],
    ids=[
        "both-at-116",
        "below-threshold-points-count",
        "threshold-reached-by-the-pair-bars-the-go",
        "only-the-pone-at-116",
        "standard-rules-no-bar",
        "last-card-not-barred-flag",
        "go-not-barred-flag",
        "custom-threshold",
        "no-scores-no-bar",
    ],
)
def test_fadoq_116_bars_single_points(
    rules: Rules, scores: tuple[int, int] | None, points: tuple[int, int], barred: list[str]
) -> None:
    record = play2(R14_DEALER, R14_PONE, rules=rules, scores=scores)
    assert record.points == points
    singles = [e for e in record.events if isinstance(e, Go)]
    assert [e.kind.value for e in singles] == ["go", "last_card"]
    assert [e.kind.value for e in singles if e.barred] == barred
    for event in singles:
        assert event.points == (0 if event.barred else GO_POINTS)
        assert event.combo.points == GO_POINTS == LAST_CARD_POINTS
    assert record.winner is None


def test_fadoq_116_keeps_thirty_one_and_play_points() -> None:
    record = play2("JS 6H 4D 8C", "10H 5S 9C 2D", rules=FADOQ, scores=(116, 116))
    # The dealer keeps 31 for 2; the last card is barred; the pone keeps its fifteen.
    assert record.points == (2, 2)
    assert describe(record)[-1] == "0:last_card 0 barred"


def test_fadoq_116_uses_the_side_score_in_team_play() -> None:
    hands = [
        cards("KS 5S 2S 3S"),
        cards("KH 5H 4H AH"),
        cards("KD 5D 6D 7D"),
        cards("KC 5C 8C 9C"),
    ]
    rules = Rules(players=4, fadoq116=Fadoq116())
    record = simulate_play(
        hands, dealer=3, policies=[first_legal] * 4, rules=rules, scores=(110, 0, 110, 0)
    )
    # Player 0 has pegged nothing, but partner 2 pegged 8: the side is at 118 for the go.
    assert "0:go 0 barred" in describe(record)
    assert describe(record)[-1] == "3:last_card 1"
    assert record.points == (0, 6, 8, 3)


def test_pegging_out_ends_the_game_at_once() -> None:
    record = play2(R14_DEALER, R14_PONE, scores=(119, 0))
    assert record.winner == 0
    assert describe(record) == ["1:10H=10", "0:10S=20+2"]
    assert record.points == (2, 0)


def test_pegging_out_on_a_go_point() -> None:
    record = play2(R14_DEALER, R14_PONE, scores=(118, 0))
    assert record.winner == 0
    assert describe(record)[-2:] == ["0:AS=29", "0:go 1"]


def test_short_game_target_ends_earlier() -> None:
    record = play2(R14_DEALER, R14_PONE, rules=Rules(target=61), scores=(58, 60))
    assert record.winner == 0
    assert describe(record)[-1] == "0:go 1"


# -- Policies --------------------------------------------------------------------------------


def view_of(pile: str, hand: str) -> PlayView:
    pile_cards = tuple(cards(pile)) if pile else ()
    return PlayView(
        player=0,
        dealer=1,
        hand=tuple(cards(hand)),
        pile=pile_cards,
        count=sum(c.value for c in pile_cards),
        history=tuple((i % 2, c) for i, c in enumerate(pile_cards)),
    )


@pytest.mark.parametrize(
    ("pile", "hand", "expected"),
    [
        ("KH", "5S QD", "5S"),
        ("7H 8S", "6D 9C", "9C"),
        ("KH AS", "10D 9C", "9C"),
        ("", "5S 4D", "4D"),
        ("", "5S 4D KH", "KH"),
        ("", "2S 3D", "3D"),
        ("", "JH QH KH", "KH"),
        ("4H", "4D 5C AS", "4D"),
        ("10H 10D", "10S 5C", "10S"),
        ("10H 10D 6C", "5S AH", "5S"),
    ],
    ids=[
        "fifteen-beats-a-higher-card",
        "run-without-leaving-21",
        "avoid-leaving-21",
        "lead-avoids-5",
        "lead-highest",
        "lead-highest-small",
        "king-over-queen",
        "pair-beats-run-chance",
        "pair-royal",
        "thirty-one",
    ],
)
def test_greedy_policy(pile: str, hand: str, expected: str) -> None:
    view = view_of(pile, hand)
    legal = legal_cards(view.hand, view.count)
    assert str(greedy_policy(view, legal)) == expected


def test_greedy_policy_does_not_depend_on_hand_order() -> None:
    rng = random.Random(3)
    for _ in range(300):
        dealt = rng.sample(new_deck(), 6)
        pile, hand = dealt[:2], dealt[2:]
        view = PlayView(0, 1, tuple(hand), tuple(pile), sum(c.value for c in pile), ())
        legal = legal_cards(hand, view.count)
        if not legal:
            continue
        assert greedy_policy(view, legal) == greedy_policy(view, legal[::-1])


def test_random_policy_is_reproducible_and_legal() -> None:
    def run(seed: int) -> tuple[Event, ...]:
        rng = random.Random(seed)
        dealt = rng.sample(new_deck(), 8)
        policy = random_policy(random.Random(seed))
        return simulate_play([dealt[:4], dealt[4:]], dealer=0, policies=[policy, policy]).events

    assert all(run(seed) == run(seed) for seed in range(20))
    rng = random.Random(1)
    policy = random_policy(rng)
    view = view_of("KH KD", "AS 2S 10C")
    legal = legal_cards(view.hand, view.count)
    assert {policy(view, legal) for _ in range(50)} == set(legal)


def test_random_policy_varies_with_the_hand_sequence() -> None:
    hands = [cards("AS 2S 3S 4S"), cards("5H 6H 7H 8H")]
    seen = {
        tuple(
            str(p.card)
            for p in simulate_play(
                hands, dealer=0, policies=[random_policy(random.Random(s))] * 2
            ).plays
        )
        for s in range(30)
    }
    assert len(seen) > 5


# -- Validation ------------------------------------------------------------------------------


def test_simulate_play_rejects_bad_input() -> None:
    two = [cards("AS 2S 3S 4S"), cards("5H 6H 7H 8H")]
    policies: list[Policy] = [first_legal, first_legal]
    with pytest.raises(ValueError, match="hands"):
        simulate_play(two, dealer=0, policies=policies, rules=THREE_PLAYERS)
    with pytest.raises(ValueError, match="policies"):
        simulate_play(two, dealer=0, policies=[first_legal])
    with pytest.raises(ValueError, match="dealer"):
        simulate_play(two, dealer=2, policies=policies)
    with pytest.raises(ValueError, match="twice"):
        simulate_play([cards("AS 2S 3S 4S"), cards("AS 6H 7H 8H")], dealer=0, policies=policies)
    with pytest.raises(ValueError, match="4 cards"):
        simulate_play([cards("AS 2S 3S 4S 9S"), cards("5H 6H 7H 8H")], dealer=0, policies=policies)
    with pytest.raises(ValueError, match="scores"):
        simulate_play(two, dealer=0, policies=policies, scores=[0])
    with pytest.raises(ValueError, match="board scores"):
        simulate_play(two, dealer=0, policies=policies, scores=[121, 0])
    with pytest.raises(ValueError, match="board scores"):
        simulate_play(two, dealer=0, policies=policies, scores=[-1, 0])
    four = [cards("AS 2S 3S 4S"), cards("5H 6H 7H 8H"), cards("AD 2D 3D 4D"), cards("AC 2C 3C 4C")]
    with pytest.raises(ValueError, match="partners"):
        simulate_play(
            four,
            dealer=0,
            policies=[first_legal] * 4,
            rules=FOUR_PLAYERS_TEAMS,
            scores=[1, 0, 2, 0],
        )


@pytest.mark.parametrize(
    ("pone_hand", "cheat_card"),
    [("KH QH 10H JH", "2C"), ("AH 5H QH JH", "")],
    ids=["card-not-in-hand", "card-passing-31"],
)
def test_a_policy_laying_an_illegal_card_is_refused(pone_hand: str, cheat_card: str) -> None:
    def cheat(view: PlayView, legal: Sequence[Card]) -> Card:
        return cards(cheat_card)[0] if cheat_card else view.hand[-1]

    # Pone JH (10), dealer KS (20), pone QH (30), dealer go: the pone may lay only its ace.
    with pytest.raises(ValueError, match="not a legal card"):
        simulate_play(
            [cards("KS QS JS 9S"), cards(pone_hand)], dealer=0, policies=[first_legal, cheat]
        )


def test_policies_see_their_own_hand_and_the_history() -> None:
    views: list[PlayView] = []

    def spy(view: PlayView, legal: Sequence[Card]) -> Card:
        views.append(view)
        assert set(legal) <= set(view.hand)
        return legal[0]

    hands = [cards("10S 5H AS 3C"), cards("10H 3S 10D 6C")]
    record = simulate_play(hands, dealer=0, policies=[spy, spy])
    for view, play in zip(views, record.plays, strict=True):
        assert view.player == play.player
        assert set(view.hand) <= set(hands[play.player])
        assert view.count + play.card.value == play.count_after
        assert view.count == sum(c.value for c in view.pile)
    assert [c for _, c in views[-1].history] == [p.card for p in record.plays[:-1]]


# -- Property test over random deals ---------------------------------------------------------


def check_round(record: PlayRecord, hands: Sequence[Sequence[Card]], rules: Rules) -> None:
    """Every invariant of a complete round (no target reached)."""
    n = len(hands)
    remaining = [list(h) for h in hands]
    pegged = [0] * n
    pile: list[Card] = []
    last_player = -1
    said_go: set[int] = set()
    previous: Event | None = None
    assert record.plays[0].player == (record.dealer + 1) % n
    for event in record.events:
        if isinstance(event, Play):
            if previous is None or isinstance(previous, Reset):
                assert pile == []
            if pile:
                # Turn order: everyone between the previous player and this one was out.
                between = [(last_player + k) % n for k in range(1, n)]
                skipped = (
                    between[: between.index(event.player)] if event.player in between else between
                )
                assert all(q in said_go or not remaining[q] for q in skipped)
            remaining[event.player].remove(event.card)  # the player held it: played once
            pile.append(event.card)
            assert event.count_after == sum(c.value for c in pile) <= THIRTY_ONE
            assert event.score == score_play(pile)
            pegged[event.player] += event.points
            last_player = event.player
        elif isinstance(event, CannotPlay):
            assert event.player != last_player
            assert event.player not in said_go
            said_go.add(event.player)
            assert remaining[event.player]
            assert not legal_cards(remaining[event.player], event.count)
            assert event.count == sum(c.value for c in pile)
        elif isinstance(event, Go):
            assert event.player == last_player
            assert event.points == GO_POINTS and not event.barred
            assert sum(c.value for c in pile) < THIRTY_ONE
            if event.kind is Kind.GO:
                # Nobody could lay another card.
                assert all(not legal_cards(h, sum(c.value for c in pile)) for h in remaining)
                assert any(remaining)
            else:
                assert not any(remaining)
            pegged[event.player] += event.points
        else:
            count = sum(c.value for c in pile)
            assert event.count == count
            if count == THIRTY_ONE:
                assert isinstance(previous, Play)
            else:
                assert isinstance(previous, Go) and previous.kind is Kind.GO
            following = [(last_player + k) % n for k in range(1, n + 1)]
            assert event.leader == next(q for q in following if remaining[q])
            pile = []
            said_go = set()
        previous = event
    assert not any(remaining)  # every card played exactly once
    assert list(record.points) == pegged
    last = record.events[-1]
    if sum(c.value for c in pile) == THIRTY_ONE:
        assert isinstance(last, Play)
    else:
        assert isinstance(last, Go) and last.kind is Kind.LAST_CARD


@pytest.mark.parametrize(
    "rules", [STANDARD, THREE_PLAYERS, FOUR_PLAYERS_TEAMS], ids=["2p", "3p", "4p"]
)
def test_random_rounds_keep_every_invariant(rules: Rules) -> None:
    rng = random.Random(rules.players)
    n = rules.players
    totals = [0] * n
    for deal_no in range(1500):
        dealt = rng.sample(new_deck(), 4 * n)
        hands = [dealt[4 * i : 4 * i + 4] for i in range(n)]
        mix = deal_no % 3
        policies: list[Policy] = [
            greedy_policy if (mix == 1 or (mix == 2 and i % 2 == 0)) else random_policy(rng)
            for i in range(n)
        ]
        dealer = rng.randrange(n)
        record = simulate_play(hands, dealer=dealer, policies=policies, rules=rules)
        check_round(record, hands, rules)
        for i in range(n):
            totals[i] += record.points[i]
    assert all(t > 0 for t in totals)


def test_fadoq_rounds_only_bar_single_points() -> None:
    rng = random.Random(116)
    rules = Rules(fadoq116=Fadoq116(threshold=50))
    barred_count = 0
    for _ in range(500):
        dealt = rng.sample(new_deck(), 8)
        hands = [dealt[:4], dealt[4:]]
        policies: list[Policy] = [greedy_policy, greedy_policy]
        free = simulate_play(hands, dealer=0, policies=policies, scores=(50, 50))
        barred = simulate_play(hands, dealer=0, policies=policies, rules=rules, scores=(50, 50))
        singles = [e for e in barred.events if isinstance(e, Go)]
        barred_count += len(singles)
        assert all(e.barred and e.points == 0 for e in singles)
        assert [type(e) for e in free.events] == [type(e) for e in barred.events]
        for i in range(2):
            lost = sum(1 for e in singles if e.player == i)
            assert barred.points[i] == free.points[i] - lost
    assert barred_count > 500
