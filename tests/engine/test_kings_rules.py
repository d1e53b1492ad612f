"""Every rule of GLOSSARY §4.5 (Kings Cribbage, R-004-01 to R-004-19) has its tests: this
table names them, and fails if a rule is left without one or a named test disappears."""

from __future__ import annotations

import importlib

import pytest

RULE_TESTS: dict[str, list[str]] = {
    "R-004-01": ["test_kings_game.test_the_game_ends_when_the_bag_is_empty_and_a_rack_is_emptied"],
    "R-004-02": ["test_kings_grid.test_a_line_that_scores_nothing_is_refused"],
    "R-004-03": [
        "test_kings_grid.test_the_set_holds_104_tiles_eight_of_each_rank_half_light_half_dark",
        "test_kings_game.test_a_new_game_deals_five_tiles_each_from_the_104",
    ],
    "R-004-04": [
        "test_kings_grid.test_first_move_places_two_to_five_tiles_anywhere",
        "test_kings_grid.test_first_move_of_one_tile_is_refused",
        "test_kings_grid.test_a_gap_in_the_line_is_refused_but_tiles_between_close_it",
    ],
    "R-004-05": ["test_kings_game.test_a_move_scores_and_refills_the_rack_to_five"],
    "R-004-06": ["test_kings_grid.test_a_later_move_must_touch_the_tiles_on_the_grid"],
    "R-004-07": ["test_kings_grid.test_no_line_longer_than_five_across_or_down"],
    "R-004-08": [
        "test_kings_grid.test_a_diagonal_is_refused",
        "test_kings_grid.test_tiles_off_one_line_are_refused",
    ],
    "R-004-09": ["test_kings_grid.test_every_line_a_move_makes_must_score_even_the_one_across_it"],
    "R-004-10": ["test_kings_grid.test_runs_need_not_be_in_order"],
    "R-004-11": [
        "test_kings_grid.test_a_single_tile_is_a_move_after_the_first",
        "test_kings_grid.test_six_tiles_are_never_a_move",
    ],
    "R-004-12": ["test_kings_grid.test_faces_count_ten_and_the_ace_is_low"],
    "R-004-13": [
        "test_kings_grid.test_a_six_may_be_placed_as_a_nine_and_keeps_that_value",
        "test_kings_grid.test_take_from_rack_reads_a_nine_as_a_turned_six_and_back",
    ],
    "R-004-14": ["test_kings_game.test_passing_with_an_exchange_only_without_a_move"],
    "R-004-15": [
        "test_kings_game.test_the_game_ends_when_the_bag_is_empty_and_a_rack_is_emptied",
        "test_kings_game.test_the_game_ends_when_no_one_can_score",
        "test_kings_game.test_simulated_games_end_by_the_rules",
    ],
    "R-004-16": [
        "test_kings_grid.test_move_scores_across_and_down",
        "test_kings.test_score_line_table",
        "test_kings.test_five_alike_is_twenty",
    ],
    "R-004-17": [
        "test_kings_grid.test_first_move_bonus_is_ten_and_only_on_the_first_move",
        "test_kings_grid.test_five_tiles_of_the_rack_earn_ten_and_a_one_colour_line_ten_more",
        "test_kings_grid.test_the_one_colour_bonus_counts_a_line_extended_down_to_five",
    ],
    "R-004-18": ["test_kings_game.test_servant_is_the_lowest_final_score"],
    "R-004-19": [
        "test_kings_game.test_joker_calls",
        "test_kings_game.test_a_short_count_scores_the_count_and_an_over_count_is_corrected",
    ],
}


def test_every_rule_of_the_section_has_tests() -> None:
    assert sorted(RULE_TESTS) == [f"R-004-{n:02d}" for n in range(1, 20)]
    assert all(RULE_TESTS.values())


@pytest.mark.parametrize("name", sorted({t for tests in RULE_TESTS.values() for t in tests}))
def test_the_named_test_exists(name: str) -> None:
    module, function = name.split(".")
    assert callable(getattr(importlib.import_module(f"tests.engine.{module}"), function))
