"""Typed Kings Cribbage moves: cell names, the two notations, colours from the rack."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid, Illegal, IllegalMove, Placement, score_move
from bot.engine.kings_notation import (
    MoveNotationError,
    NotationError,
    cell_name,
    move_text,
    parse_move,
    parse_move_marked,
    resolve_move,
)
from tests.engine.kings_helpers import D, L, grid, tiles

EMPTY = Grid()


def test_cell_names() -> None:
    assert cell_name((7, 7)) == "H8"
    assert cell_name((0, 0)) == "A1"
    assert cell_name((14, 14)) == "O15"


@pytest.mark.parametrize(
    "text",
    [
        "H8 → 5 6 4",
        "h8 -> 5 6 4",
        "H8 > 5, 6, 4",
        "H8 5 6 4 →",
        "H8 across 5 6 4",
        "H8 droite 5 6 4",
        "H8 5, I8 6, J8 4",
        "h8 5 i8 6 j8 4",
        # Played: « H8 à droite 5 6 4 » got « À n'est pas un jeton : A, 2 à 10, V, D, R… »
        "H8 à droite 5 6 4",
        "h8 a droite 5 6 4",
        "H8 5 6 4 vers la droite",
        "H8 horizontalement 5 6 4",
        "H8 to the right 5 6 4",
    ],
)
def test_across_in_every_notation(text: str) -> None:
    assert parse_move(text, EMPTY) == [((7, 7), 5), ((7, 8), 6), ((7, 9), 4)]


@pytest.mark.parametrize(
    "text",
    [
        "H8 ↓ 5 6 4",
        "H8 | 5 6 4",
        "H8 5 6 4 bas",
        "H8 vertical 5 6 4",
        "H8 5, H9 6, H10 4",
        "H8 vers le bas 5 6 4",
        "H8 en bas 5 6 4",
        "H8 verticalement 5 6 4",
    ],
)
def test_down_in_every_notation(text: str) -> None:
    assert parse_move(text, EMPTY) == [((7, 7), 5), ((8, 7), 6), ((9, 7), 4)]


def test_faces_in_both_languages_and_occupied_cells_skipped() -> None:
    g = grid([". . 5"], 15)
    assert parse_move("A1 → K R Q D J V A", g) == [
        ((0, 0), 13),
        ((0, 1), 13),
        ((0, 3), 12),
        ((0, 4), 12),
        ((0, 5), 11),
        ((0, 6), 11),
        ((0, 7), 1),
    ]


@pytest.mark.parametrize(
    ("text", "ranks"),
    [
        ("i8 roi", [13]),
        ("H9 ↓ dame valet as", [12, 11, 1]),
        ("I8 > King queen jack ace", [13, 12, 11, 1]),
        ("I8 roi*", [13]),
        # Played: « F9 neuf » answered « NEUF n'est pas un jeton : A, 2 à 10, V, D, R… »
        ("F9 neuf", [9]),
        ("H9 bas cinq dix*", [5, 10]),
        ("I8 > four six", [4, 6]),
        ("H9 → a 2", [1, 2]),  # « a » before tiles is the ace
    ],
)
def test_faces_by_their_names(text: str, ranks: list[int]) -> None:
    """« i8 roi » answered « ROI n'est pas un jeton : A, 2 à 10, V, D, R »: a player who
    names the tile (« roi », « dame », « valet », "king"...) now lays it, as « as » did."""
    assert [rank for _, rank in parse_move(text, grid(["5"], 15))] == ranks


@pytest.mark.parametrize(
    ("text", "cell"),
    [("H8 → 10", (7, 9)), ("H8 ↓ 10", (8, 7)), ("H8 10", (7, 7)), ("J8 → 10", (7, 9))],
)
def test_one_tile_with_a_direction_skips_the_occupied_cells_too(
    text: str, cell: tuple[int, int]
) -> None:
    """« H8 → 10 » by the 2 3 of H8 I8 put the 10 on H8 itself (« a tile is already on that
    cell »), where the help says the cells taken are skipped, as for two tiles or more; with no
    direction the tile goes on the cell named."""
    g = Grid({(7, 7): tiles("2")[0], (7, 8): tiles("3")[0]}, 15)
    assert parse_move(text, g) == [(cell, 10)]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", NotationError.EMPTY),
        ("5 6 4", NotationError.NO_CELL),
        ("Z8 5", NotationError.BAD_CELL),
        ("H16 5", NotationError.BAD_CELL),
        ("H8 5 X", NotationError.BAD_TILE),
        ("H8 5 6", NotationError.NO_DIRECTION),
        ("H8", NotationError.NO_TILE),
        ("H8 5, H9", NotationError.PAIRS),
        ("N8 → 5 6 4", NotationError.OFF_GRID),
        ("5 H8", NotationError.NO_CELL),
    ],
)
def test_what_cannot_be_read(text: str, reason: NotationError) -> None:
    with pytest.raises(MoveNotationError) as info:
        parse_move(text, EMPTY)
    assert info.value.reason is reason


def test_colours_come_from_the_rack_best_score_first() -> None:
    g = grid(["7 8 7 6 ."], 15)
    rack = tiles("8d 8 2 2 2")
    move = resolve_move(g, rack, [((0, 4), 8)])
    assert move == (Placement(0, 4, tiles("8")[0]),)  # light: the one-colour bonus
    assert score_move(g, move, rack).total == 8 + 16 + 10


def test_a_nine_typed_is_a_six_turned() -> None:
    move = resolve_move(EMPTY, tiles("6d 6 2"), [((7, 7), 9), ((7, 8), 6)])
    assert sorted(p.tile for p in move) == sorted([tiles("9")[0], tiles("6d")[0]]) or sorted(
        p.tile for p in move
    ) == sorted([tiles("9d")[0], tiles("6")[0]])
    assert {p.tile.colour for p in move} == {L, D}


def test_tiles_not_on_the_rack() -> None:
    with pytest.raises(IllegalMove) as info:
        resolve_move(EMPTY, tiles("5 5"), [((7, 7), 5), ((7, 8), 10)])
    assert info.value.reason is Illegal.NOT_IN_RACK


def test_an_illegal_move_is_returned_for_the_rules_to_name() -> None:
    move = resolve_move(EMPTY, tiles("2 4"), [((7, 7), 2), ((7, 8), 4)])
    with pytest.raises(IllegalMove) as info:
        score_move(EMPTY, move, tiles("2 4"))
    assert info.value.reason is Illegal.SCORES_NOTHING


def test_move_text_reads_back() -> None:
    move = (Placement(7, 7, tiles("5")[0]), Placement(7, 8, tiles("K")[0]))
    assert move_text(move) == "H8 5, I8 K"
    assert move_text(move, "fr") == "H8 5, I8 R"
    assert parse_move(move_text(move), EMPTY) == [((7, 7), 5), ((7, 8), 13)]


def test_a_star_marks_a_dark_tile() -> None:
    wanted, dark = parse_move_marked("H8 → 5* 10 K*", EMPTY)
    assert wanted == [((7, 7), 5), ((7, 8), 10), ((7, 9), 13)]
    assert dark == {(7, 7), (7, 9)}
    rack = tiles("5 5d K Kd 10")
    move = resolve_move(EMPTY, rack, wanted, dark)
    assert [p.tile.colour for p in move] == [D, L, D]
    g = grid(["7 8 7 6 ."], 15)
    line_rack = tiles("8d 8")
    chosen = resolve_move(g, line_rack, *parse_move_marked("E1 8", g))
    forced = resolve_move(g, line_rack, *parse_move_marked("E1 8*", g))
    assert score_move(g, chosen, line_rack).total == score_move(g, forced, line_rack).total + 10
    with pytest.raises(IllegalMove):
        resolve_move(EMPTY, tiles("5 K 10"), wanted, dark)  # no dark five on that rack
    with pytest.raises(MoveNotationError):
        parse_move("H8 → * 5", EMPTY)
