"""`muggins tournaments [--json]` and the tournament keys of `muggins games --json`: the check
the issue asks for, every member's game k dealt the same cards, made from the records alone."""

from __future__ import annotations

import asyncio
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.drills.table import Seat, advance, new_table
from bot.drills.table_bot import Level
from bot.drills.tournament import first_dealer, game_deck
from bot.engine.variants import Rules
from bot.storage import Database

MEMBERS = {7: Level.EASY, 8: Level.NORMAL, 9: Level.EXPERT}
"""Three 'members' (played by bot levels: they lay away differently on the same cards)."""


async def store(path: Path) -> None:
    db = await Database.open(path)
    try:
        await db.create_tournament(
            tournament_id="abcdef0123",
            chat_id=-100_5,
            format="custom",
            kind="duplicate",
            games=2,
            target=61,
            rules={"target": 61, "margin": "none", "muggins": True, "fadoq116": False},
            closes="2026-12-01",
            closes_at="2026-12-02T05:00:00.000+00:00",
            created_by=1,
        )
        for user, level in MEMBERS.items():
            await db.join_tournament("abcdef0123", user, f"P{user}")
            for k in (1, 2):
                rng = random.Random(user * 10 + k)
                table = new_table(
                    rng,
                    f"g{user}{k}",
                    Rules(target=61, margin_rule="none", muggins=True),
                    [Seat(None, level), Seat(None, Level.EXPERT)],
                    first_dealer=first_dealer("abcdef0123", k),
                    deck=game_deck("abcdef0123", k),
                )
                advance(table, rng)
                await db.start_table_game(
                    game_id=table.id,
                    user_id=user,
                    chat_id=user,
                    level="expert",
                    state=table.to_json(),
                )
                await db.save_table_game(
                    table.id, step=1, state=table.to_json(), status="won", message_id=None
                )
                await db.link_tournament_game(
                    tournament_id="abcdef0123", round=k, user_id=user, game_id=table.id
                )
                await db.finish_tournament_game(
                    game_id=table.id,
                    user_id=user,
                    pour=table.scores[0],
                    contre=table.scores[1],
                    lost=None,
                )
    finally:
        await db.close()


def test_the_records_show_identical_deals(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(store(db_path))
    assert main(["tournaments", "--json"]) == 0
    (tournament,) = json.loads(capsys.readouterr().out)
    assert set(tournament) == {
        "id",
        "chat",
        "format",
        "kind",
        "games",
        "target",
        "closes",
        "closed",
        "standings",
    }
    assert (tournament["format"], tournament["kind"], tournament["games"]) == (
        "custom",
        "duplicate",
        2,
    )
    assert tournament["closes"] == "2026-12-01" and tournament["closed"] is False
    rows = tournament["standings"]
    assert {r["user"] for r in rows} == set(MEMBERS)
    assert all(set(r) == {"user", "rank", "games", "pour", "contre"} for r in rows)
    assert all(r["games"] == 2 for r in rows)
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)

    assert main(["games", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    by_round: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for game in games:
        assert game["tournament"] == tournament["id"]
        by_round[game["round"]].append(game)
    assert sorted(by_round) == [1, 2]
    for records in by_round.values():
        assert len(records) == len(MEMBERS)
        first = records[0]
        for other in records[1:]:
            assert other["first_dealer"] == first["first_dealer"]
            for a, b in zip(first["deals"], other["deals"], strict=False):
                assert (a["dealer"], a["hands"], a["starter"]) == (
                    b["dealer"],
                    b["hands"],
                    b["starter"],
                )
    # different games, different cards
    assert by_round[1][0]["deals"][0]["hands"] != by_round[2][0]["deals"][0]["hands"]


def test_the_lines_for_people(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournaments"]) == 0
    assert "No tournaments yet." in capsys.readouterr().out
    asyncio.run(store(db_path))
    assert main(["tournaments"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert "abcdef0123" in line and "2 games" in line and "3 members" in line and "open" in line
