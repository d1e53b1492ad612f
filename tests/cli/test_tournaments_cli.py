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
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Seat
from bot.drills.tournament import first_dealer, game_deck, standings_json
from bot.engine.variants import Rules
from bot.storage import Database

MEMBERS = {7: Level.EASY, 8: Level.NORMAL, 9: Level.EXPERT}
"""Three 'members' (played by bot levels: they lay away differently on the same cards)."""


async def store(path: Path) -> None:
    db = await Database.open(path)
    try:
        await db.tournaments.create_tournament(
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
            await db.tournaments.join_tournament("abcdef0123", user, f"P{user}")
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
                await db.table.start_table_game(
                    game_id=table.id,
                    user_id=user,
                    chat_id=user,
                    level="expert",
                    state=table.to_json(),
                )
                await db.table.save_table_game(
                    table.id, step=1, state=table.to_json(), status="won", message_id=None
                )
                await db.tournaments.link_game(
                    tournament_id="abcdef0123", round=k, user_id=user, game_id=table.id
                )
                await db.tournaments.finish_game(
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


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "  club  mêmes donnes, contre le robot  "),
        ("en", "  club  same deals, against the bot  "),
    ],
)
def test_the_lines_say_the_format_and_kind_in_words(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    """Played: « abcdef0123  groupe -1005  custom  duplicate  2 parties … », the JSON's codes,
    English, in the French line. Now the reader's words (the JSON keeps the codes)."""
    asyncio.run(store(db_path))
    assert main(["tournaments", "--lang", lang]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert words in line and "custom" not in line and "duplicate" not in line


async def store_doubles(path: Path, *, close: bool) -> None:
    """A doubles tournament of two teams (1 & 2, 3 & 4) and one game: 3 & 4 won 121 to 97."""
    db = await Database.open(path)
    try:
        await db.tournaments.create_tournament(
            tournament_id="d0d0d0d0d0",
            chat_id=-100_6,
            format="fadoq",
            kind="doubles",
            games=6,
            target=121,
            rules={"target": 121, "margin": "none", "muggins": True, "fadoq116": True},
            closes="2026-12-01",
            closes_at="2026-12-02T05:00:00.000+00:00",
            created_by=1,
        )
        for first, second in ((1, 2), (3, 4)):
            await db.tournaments.ask_partner(
                tournament_id="d0d0d0d0d0",
                first=first,
                first_name=f"P{first}",
                second=second,
                second_name=f"P{second}",
            )
            await db.tournaments.confirm_partner(
                tournament_id="d0d0d0d0d0", first=first, second=second, second_name=f"P{second}"
            )
        # every member who sat at the game has its row, as the game's end records them (a
        # game is a team's only when both its members sat at it, club25)
        seated = ((1, 3, 97, 121), (2, 3, 97, 121), (3, 1, 121, 97), (4, 1, 121, 97))
        for user, opponent, pour, contre in seated:
            await db.tournaments.link_game(
                tournament_id="d0d0d0d0d0", round=1, user_id=user, game_id="m1", opponent=opponent
            )
            await db.tournaments.finish_game(
                game_id="m1", user_id=user, pour=pour, contre=contre, lost=None
            )
        if close:
            tournament = await db.tournaments.get_tournament("d0d0d0d0d0")
            assert tournament is not None
            board = await db.tournaments.board(tournament)
            await db.tournaments.close_tournament(
                "d0d0d0d0d0", standings_json(board.rows, board.teams)
            )
    finally:
        await db.close()


@pytest.mark.parametrize("close", [False, True])
def test_a_doubles_tournament_in_json(
    db_path: Path, capsys: pytest.CaptureFixture[str], close: bool
) -> None:
    """`"kind": "doubles"` and a `"team": [user, user]` per line, live and frozen alike."""
    asyncio.run(store_doubles(db_path, close=close))
    assert main(["tournaments", "--json"]) == 0
    (tournament,) = json.loads(capsys.readouterr().out)
    assert tournament["kind"] == "doubles" and tournament["closed"] is close
    assert tournament["standings"] == [
        {"user": 3, "rank": 1, "games": 1, "pour": 121, "contre": 97, "team": [3, 4]},
        {"user": 1, "rank": 2, "games": 1, "pour": 97, "contre": 121, "team": [1, 2]},
    ]
    assert main(["tournaments"]) == 0
    assert "doubles" in capsys.readouterr().out


@pytest.mark.parametrize("close", [False, True])
@pytest.mark.parametrize(
    ("lang", "open_words", "closed_words"),
    [
        ("fr", "  fin 2026-12-01  ", "  fermé le 2026-12-01  "),
        ("en", "  closes 2026-12-01  ", "  closed on 2026-12-01  "),
    ],
)
def test_a_closed_tournament_says_when_it_closed(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    close: bool,
    lang: str,
    open_words: str,
    closed_words: str,
) -> None:
    """Seen: « … fin 2026-12-01  2 membres  fermé »: a closing day still to come, for a
    tournament already closed. Now « fermé le 2026-12-01 » once closed; « fin » while open."""
    asyncio.run(store_doubles(db_path, close=close))
    assert main(["tournaments", "--lang", lang]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    said, unsaid = (closed_words, open_words) if close else (open_words, closed_words)
    assert said in line and unsaid not in line


@pytest.mark.parametrize("close", [False, True])
@pytest.mark.parametrize(
    ("lang", "teams", "members"),
    [("fr", "  2 équipes  ", "membres"), ("en", "  2 teams  ", "members")],
)
def test_a_doubles_tournament_counts_its_teams(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    close: bool,
    lang: str,
    teams: str,
    members: str,
) -> None:
    """Played: « d0d0d0d0d0  groupe -1006  FADOQ  en double … 2 membres »: four members play
    it, in two teams; the line counted its standings' rows, one a team."""
    asyncio.run(store_doubles(db_path, close=close))
    assert main(["tournaments", "--lang", lang]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert teams in line and members not in line, line
