"""Variants: presets, validation, deal sizes, game end and margins, the FADOQ 116 reading."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bot.engine.show import HAND_SIZE, Kind
from bot.engine.variants import (
    CRIB_SIZE,
    FADOQ,
    FOUR_PLAYERS_TEAMS,
    MUGGINS,
    SHORT_61,
    STANDARD,
    THREE_PLAYERS,
    VARIANTS,
    Fadoq116,
    GameResult,
    Rules,
    cards_dealt,
    crib_cards_from_deck,
    discards_per_player,
    game_result,
    is_game_over,
    margin_rule_of,
    side_of,
    sides,
    single_point_barred,
)

LURCH_121 = Rules(margin_rule="lurch")
LURCH_61 = Rules(target=61, margin_rule="lurch")
NONE_121 = Rules(margin_rule="none")
NONE_61 = Rules(target=61, margin_rule="none")

RESULT_CASES = [
    # (id, rules, winner, loser, games, margin)
    ("skunk-121-loser-120", STANDARD, 121, 120, 1, "normal"),
    ("skunk-121-loser-91", STANDARD, 121, 91, 1, "normal"),
    ("skunk-121-loser-90", STANDARD, 121, 90, 2, "skunk"),
    ("skunk-121-loser-61", STANDARD, 121, 61, 2, "skunk"),
    ("skunk-121-loser-60", STANDARD, 121, 60, 4, "double_skunk"),
    ("skunk-121-loser-0", STANDARD, 121, 0, 4, "double_skunk"),
    ("skunk-121-winner-past-target", STANDARD, 125, 95, 1, "normal"),
    ("lurch-121-loser-61", LURCH_121, 121, 61, 1, "normal"),
    ("lurch-121-loser-60", LURCH_121, 121, 60, 2, "lurch"),
    ("lurch-121-loser-0", LURCH_121, 121, 0, 2, "lurch"),
    ("lurch-121-loser-90", LURCH_121, 121, 90, 1, "normal"),
    ("skunk-61-loser-31", SHORT_61, 61, 31, 1, "normal"),
    ("skunk-61-loser-30", SHORT_61, 61, 30, 2, "skunk"),
    ("skunk-61-loser-0-no-double", SHORT_61, 61, 0, 2, "skunk"),
    ("lurch-61-loser-31", LURCH_61, 61, 31, 1, "normal"),
    ("lurch-61-loser-30", LURCH_61, 61, 30, 2, "lurch"),
    ("none-121-loser-0", NONE_121, 121, 0, 1, "normal"),
    ("none-61-loser-0", NONE_61, 61, 0, 1, "normal"),
]


@pytest.mark.parametrize(
    ("rules", "winner", "loser", "games", "margin"),
    [case[1:] for case in RESULT_CASES],
    ids=[case[0] for case in RESULT_CASES],
)
def test_game_result_table(rules: Rules, winner: int, loser: int, games: int, margin: str) -> None:
    assert game_result(rules, winner, loser) == GameResult(games, margin)  # type: ignore[arg-type]


ALL_MARGIN_RULES = [
    Rules(target=t, margin_rule=m) for t in (121, 61) for m in ("lurch", "skunk", "none")
]


@pytest.mark.parametrize(
    "rules", ALL_MARGIN_RULES, ids=[f"{r.target}-{r.margin_rule}" for r in ALL_MARGIN_RULES]
)
def test_margins_never_grow_with_the_loser_score(rules: Rules) -> None:
    games = [game_result(rules, rules.target, loser).games for loser in range(rules.target)]
    assert games == sorted(games, reverse=True)
    assert set(games) <= {1, 2, 4}
    assert games[-1] == 1


def test_double_skunk_only_in_a_game_of_121() -> None:
    for rules in ALL_MARGIN_RULES:
        margins = {game_result(rules, rules.target, loser).margin for loser in range(rules.target)}
        expected = {
            (121, "skunk"): {"normal", "skunk", "double_skunk"},
            (61, "skunk"): {"normal", "skunk"},
            (121, "lurch"): {"normal", "lurch"},
            (61, "lurch"): {"normal", "lurch"},
            (121, "none"): {"normal"},
            (61, "none"): {"normal"},
        }[(rules.target, rules.margin_rule)]
        assert margins == expected


@pytest.mark.parametrize(
    ("rules", "winner", "loser"),
    [
        (STANDARD, 120, 0),
        (STANDARD, 121, 121),
        (STANDARD, 121, -1),
        (SHORT_61, 60, 10),
        (SHORT_61, 61, 61),
    ],
    ids=["winner-short", "loser-at-target", "negative-loser", "61-winner-short", "61-tie"],
)
def test_game_result_rejects_impossible_scores(rules: Rules, winner: int, loser: int) -> None:
    with pytest.raises(ValueError):
        game_result(rules, winner, loser)


@pytest.mark.parametrize(
    ("rules", "score", "over"),
    [
        (STANDARD, 120, False),
        (STANDARD, 121, True),
        (STANDARD, 130, True),
        (SHORT_61, 60, False),
        (SHORT_61, 61, True),
    ],
    ids=["121-at-120", "121-at-121", "121-past", "61-at-60", "61-at-61"],
)
def test_is_game_over(rules: Rules, score: int, over: bool) -> None:
    assert is_game_over(rules, score) is over


# -- Presets ---------------------------------------------------------------------------------


def test_standard_defaults() -> None:
    assert Rules() == STANDARD
    assert STANDARD.target == 121
    assert STANDARD.margin_rule == "skunk"
    assert STANDARD.players == 2
    assert STANDARD.muggins is False
    assert STANDARD.fadoq116 is None
    assert STANDARD.teams is False


@pytest.mark.parametrize(
    ("name", "rules", "fields"),
    [
        ("standard", STANDARD, {}),
        ("short_61", SHORT_61, {"target": 61}),
        ("fadoq", FADOQ, {"fadoq116": Fadoq116()}),
        ("three_players", THREE_PLAYERS, {"players": 3}),
        ("four_players_teams", FOUR_PLAYERS_TEAMS, {"players": 4}),
        ("muggins", MUGGINS, {"muggins": True}),
    ],
    ids=["standard", "short_61", "fadoq", "three_players", "four_players_teams", "muggins"],
)
def test_presets(name: str, rules: Rules, fields: dict[str, Any]) -> None:
    assert VARIANTS[name] is rules
    assert rules == dataclasses.replace(STANDARD, **fields)


def test_variants_lists_every_preset_once() -> None:
    assert len(set(VARIANTS.values())) == len(VARIANTS)
    assert set(VARIANTS) == {
        "standard",
        "short_61",
        "fadoq",
        "three_players",
        "four_players_teams",
        "muggins",
    }


def test_fadoq_reading_is_explicit() -> None:
    fadoq = FADOQ.fadoq116
    assert fadoq is not None
    assert (fadoq.threshold, fadoq.bars_go, fadoq.bars_last_card, fadoq.bars_nobs) == (
        116,
        True,
        True,
        False,
    )
    assert FADOQ.target == 121


def test_rules_are_frozen_and_hashable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        STANDARD.target = 61  # type: ignore[misc]
    assert len({STANDARD, Rules(), SHORT_61}) == 2


# -- Validation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        {"target": 100},
        {"target": 0},
        {"target": True},
        {"target": "121"},
        {"margin_rule": "double"},
        {"margin_rule": ""},
        {"players": 1},
        {"players": 5},
        {"players": True},
        {"muggins": 1},
        {"muggins": "yes"},
        {"fadoq116": True},
        {"fadoq116": 116},
        {"target": 61, "fadoq116": Fadoq116()},
        {"fadoq116": Fadoq116(threshold=121)},
    ],
    ids=[
        "target-100",
        "target-0",
        "target-bool",
        "target-str",
        "margin-unknown",
        "margin-empty",
        "one-player",
        "five-players",
        "players-bool",
        "muggins-int",
        "muggins-str",
        "fadoq-bool",
        "fadoq-int",
        "fadoq-threshold-above-61",
        "fadoq-threshold-at-target",
    ],
)
def test_rules_reject_bad_values(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Rules(**kwargs)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"threshold": 0},
        {"threshold": -5},
        {"threshold": 116.0},
        {"threshold": True},
        {"bars_go": 1},
        {"bars_last_card": None},
        {"bars_nobs": "no"},
    ],
    ids=[
        "zero",
        "negative",
        "float",
        "bool-threshold",
        "go-int",
        "last-card-none",
        "nobs-str",
    ],
)
def test_fadoq116_rejects_bad_values(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Fadoq116(**kwargs)


# -- Deal sizes and sides --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "dealt", "discards", "from_deck"),
    [(STANDARD, 6, 2, 0), (THREE_PLAYERS, 5, 1, 1), (FOUR_PLAYERS_TEAMS, 5, 1, 0)],
    ids=["2p", "3p", "4p"],
)
def test_deal_sizes(rules: Rules, dealt: int, discards: int, from_deck: int) -> None:
    assert cards_dealt(rules) == dealt
    assert discards_per_player(rules) == discards
    assert crib_cards_from_deck(rules) == from_deck
    # Every hand keeps 4 cards and the crib gets 4.
    assert dealt - discards == HAND_SIZE
    assert rules.players * discards + from_deck == CRIB_SIZE
    # The whole deal fits in a deck with a starter to spare.
    assert rules.players * dealt + from_deck + 1 <= 52


def test_sides() -> None:
    assert [side_of(STANDARD, p) for p in range(2)] == [0, 1]
    assert [side_of(THREE_PLAYERS, p) for p in range(3)] == [0, 1, 2]
    assert [side_of(FOUR_PLAYERS_TEAMS, p) for p in range(4)] == [0, 1, 0, 1]
    assert (sides(STANDARD), sides(THREE_PLAYERS), sides(FOUR_PLAYERS_TEAMS)) == (2, 3, 2)
    assert FOUR_PLAYERS_TEAMS.teams and not THREE_PLAYERS.teams
    with pytest.raises(ValueError):
        side_of(STANDARD, 2)
    with pytest.raises(ValueError):
        side_of(FOUR_PLAYERS_TEAMS, -1)


# -- FADOQ 116: which single points are barred -----------------------------------------------


@pytest.mark.parametrize(
    ("rules", "kind", "score", "barred"),
    [
        (FADOQ, Kind.GO, 116, True),
        (FADOQ, Kind.GO, 115, False),
        (FADOQ, Kind.GO, 120, True),
        (FADOQ, Kind.LAST_CARD, 116, True),
        (FADOQ, Kind.LAST_CARD, 0, False),
        (FADOQ, Kind.NOBS, 118, False),
        (FADOQ, Kind.THIRTY_ONE, 118, False),
        (FADOQ, Kind.HEELS, 118, False),
        (FADOQ, Kind.FIFTEEN, 118, False),
        (STANDARD, Kind.GO, 120, False),
        (Rules(fadoq116=Fadoq116(bars_nobs=True)), Kind.NOBS, 116, True),
        (Rules(fadoq116=Fadoq116(bars_go=False)), Kind.GO, 116, False),
        (Rules(fadoq116=Fadoq116(bars_last_card=False)), Kind.LAST_CARD, 116, False),
        (Rules(fadoq116=Fadoq116(threshold=50)), Kind.GO, 50, True),
    ],
    ids=[
        "go-at-116",
        "go-at-115",
        "go-at-120",
        "last-card-at-116",
        "last-card-at-0",
        "nobs-not-barred-by-default",
        "thirty-one-never-barred",
        "heels-never-barred",
        "fifteen-never-barred",
        "rule-off",
        "nobs-barred-flag",
        "go-flag-off",
        "last-card-flag-off",
        "custom-threshold",
    ],
)
def test_single_point_barred(rules: Rules, kind: Kind, score: int, barred: bool) -> None:
    assert single_point_barred(rules, kind, score) is barred


@pytest.mark.parametrize(
    ("value", "rule"),
    [
        ("lurch", "lurch"),
        ("skunk", "skunk"),
        ("none", "none"),
        ("Skunk", None),
        ("", None),
        (None, None),
        (1, None),
        ("double_skunk", None),
    ],
)
def test_margin_rule_of_reads_only_the_three_rules(value: object, rule: str | None) -> None:
    assert margin_rule_of(value) == rule
