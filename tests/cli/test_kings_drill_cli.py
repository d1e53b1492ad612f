"""`muggins drill kings`: the JSON contract of the issue, recomputed from the engine rules."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.cli import main
from bot.engine.kings import Colour, Tile
from bot.engine.kings_grid import Grid, Placement, score_move

KEYS = {"kind", "grid", "move", "first", "rack_emptied", "points", "lines"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def placements(rows: list[list[Any]]) -> list[Placement]:
    out = []
    for row, col, rank, colour in rows:
        assert isinstance(row, int) and isinstance(col, int) and isinstance(rank, int)
        assert 1 <= rank <= 13 and colour in ("light", "dark")
        out.append(Placement(row, col, Tile(rank, Colour(colour))))
    return out


def test_kings_json_is_the_contract_and_every_move_is_legal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "drill", "kings", "--count", "7", "--seed", "3", "--json")
    assert (code, err) == (0, "")
    items = json.loads(out)
    assert len(items) == 7
    for item in items:
        assert set(item) == KEYS and item["kind"] == "kings"
        grid = Grid({p.cell: p.tile for p in placements(item["grid"])})
        move = placements(item["move"])
        score = score_move(grid, move)  # raises if the move is illegal
        assert item["points"] == score.total
        assert item["first"] is grid.empty is score.first
        assert item["rack_emptied"] is (len(move) == 5)
        lines = [
            {"cells": [list(c) for c in line.cells], "points": line.points} for line in score.lines
        ]
        assert sorted(item["lines"], key=str) == sorted(lines, key=str)
        bonus = 10 * len(score.bonuses)
        assert item["points"] == sum(line["points"] for line in item["lines"]) + bonus


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_kings_sheet_same_seed_same_sheet(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    argv = ("drill", "kings", "--count", "3", "--seed", "8", "--lang", lang)
    first = run(capsys, *argv)
    assert first == run(capsys, *argv)
    code, out, _ = first
    assert code == 0
    assert out.count("+") >= 1  # the tiles just placed are marked
    out = out.replace("\u00a0", " ").replace("\u202f", " ")
    if lang == "fr":
        assert "Kings Cribbage : comptez ce coup" in out and "Réponses" in out
    else:
        assert "Kings Cribbage: count this move" in out and "Answers" in out
