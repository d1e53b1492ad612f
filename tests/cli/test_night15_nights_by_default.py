"""`muggins nights --json` keeps, with each standings line, how many of its games were won or
lost by default (`by_default`); a night closed before it was kept reads it from its rounds, so
that the check (`recompute`) still gives the standings as recorded."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.nights import recompute
from bot.drills.night import Ranking, Table
from bot.drills.night_standings import standing_record, standings
from bot.storage import Database
from tests.cli.test_nights_cli import create_night


@pytest.mark.parametrize("kept", [True, False])
def test_games_by_default_in_the_record(
    db_path: Path, capsys: pytest.CaptureFixture[str], kept: bool
) -> None:
    sides = [("p1",), ("p2",), ("p3",), ("p4",)]
    tables = [
        Table(1, 1, ("p1",), ("p2",), (0, 121), confirmed=True),  # Ann late: lost by default
        Table(1, 2, ("p3",), ("p4",), (121, 95), confirmed=True),
    ]
    rows = [standing_record(r) for r in standings(Ranking.GAME_POINTS, sides, tables, 121)]
    if not kept:  # closed before the key was written
        rows = [{k: v for k, v in r.items() if k != "by_default"} for r in rows]  # type: ignore[misc]

    async def close() -> None:
        async with await Database.open(db_path) as db:
            await create_night(db, "bydefault0")
            for name, user in [("Ann", 10), ("Ben", 11), ("Cat", 12), ("Dan", 13)]:
                await db.nights.add_player("bydefault0", name, user, None)
            await db.nights.add_round("bydefault0", tables, None)
            await db.nights.close_night("bydefault0", rows, 1)

    asyncio.run(close())
    assert main(["nights", "--json"]) == 0
    (night,) = json.loads(capsys.readouterr().out)
    said = {tuple(r["players"]): r["by_default"] for r in night["standings"]}
    assert said == {("p1",): 1, ("p2",): 1, ("p3",): 0, ("p4",): 0}
    assert recompute(night) == night["standings"]
    assert not night["as_announced"]
