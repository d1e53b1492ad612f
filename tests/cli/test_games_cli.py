"""`muggins games`: the stored games against the bot, as lines and as the JSON record."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.drills.table_bot import Level
from bot.drills.table_record import replay_members
from bot.drills.table_state import Seat
from bot.storage import Database
from tests.drills.table_helpers import play_whole_game, recompute
from tests.drills.test_table_members import members_table, play_members_game


async def store(path: Path) -> None:
    db = await Database.open(path)
    try:
        finished, _ = play_whole_game(1)
        await db.table.start_table_game(
            game_id=finished.id, user_id=7, chat_id=7, level="normal", state=finished.to_json()
        )
        await db.table.save_table_game(
            finished.id, step=1, state=finished.to_json(), status="won", message_id=None
        )
        under_way, _ = play_whole_game(2)
        under_way.deals = under_way.deals[:1]
        under_way.winner = None
        await db.table.start_table_game(
            game_id=under_way.id, user_id=8, chat_id=8, level="easy", state=under_way.to_json()
        )
    finally:
        await db.close()


def test_games_json_is_the_record(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(store(db_path))
    assert main(["games", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert [(r["user"], r["level"], r["finished"]) for r in records] == [
        (7, "normal", True),
        (8, "easy", False),
    ]
    for record in records:
        recompute(record)
    assert records[0]["winner"] in {"player", "bot"} and records[1]["winner"] is None
    assert main(["games", "--json", "--user", "8"]) == 0
    only = json.loads(capsys.readouterr().out)
    assert [r["user"] for r in only] == [8]


def test_games_lines(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    assert capsys.readouterr().out.strip() == "No games yet."
    asyncio.run(store(db_path))
    assert main(["games", "--user", "8"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "g2" in out and "under way" in out and "1 deal " in out


def test_games_lines_in_french(
    db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    asyncio.run(store(db_path))
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "gagnée" in lines[0] and "en cours" in lines[1] and "1 donne " in lines[1]


def test_games_lines_in_the_language_asked(
    db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Played: `muggins games --lang fr` stopped on "unrecognized arguments: --lang fr", though
    # `muggins score`, `ecart`, `drill` and `odds` all take it.
    assert main(["games", "--lang", "fr"]) == 0
    assert capsys.readouterr().out.strip() == "Aucune partie pour l'instant."
    asyncio.run(store(db_path))
    assert main(["games", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "gagnée" in lines[0] and "en cours" in lines[1] and "1 donne " in lines[1]
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    assert main(["games", "--lang", "en", "--user", "8"]) == 0
    assert "under way" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("command", "line"),
    [("nights", "No club nights yet."), ("tournaments", "No tournaments yet.")],
)
def test_the_other_listings_take_lang_too(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    line: str,
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    assert main([command, "--lang", "en"]) == 0
    assert capsys.readouterr().out.strip() == line


def test_games_bad_user(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["games", "--user", "abc"])
    assert exit_.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_level_values_are_the_contract_s() -> None:
    assert [level.value for level in Level] == ["easy", "normal", "expert"]


async def store_member_game(path: Path) -> str:
    """A finished game between members 21 and 22 (and the bot) in group -500."""
    table, rng = members_table(8, [Seat(21), Seat(22), Seat(None, Level.NORMAL)], muggins=True)
    play_members_game(table, rng, short=0.3)
    db = await Database.open(path)
    try:
        game = await db.members.open_member_game(
            game_id=table.id,
            chat_id=-500,
            host=21,
            host_name="Anne",
            players=3,
            rules={"target": 121, "margin": "skunk", "muggins": True, "fadoq116": False},
        )
        await db.members.take_seat(game.id, 22, "Luc")
        started = await db.members.start_member_game(
            game.id, sides=[0, 1, 2], bot_name="Muggins", state=table.to_json()
        )
        assert started is not None
        return game.id
    finally:
        await db.close()


def test_member_games_follow_with_their_own_record(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(store(db_path))
    game_id = asyncio.run(store_member_game(db_path))
    assert main(["games", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert [r["kind"] for r in records] == ["bot", "bot", "members"]
    member = records[-1]
    assert member["id"] == game_id and member["chat"] == -500
    assert member["seats"] == [
        {"user": 21, "side": 0},
        {"user": 22, "side": 1},
        {"user": None, "side": 2},
    ]
    assert all(d["crib_card"] is not None for d in member["deals"])
    replay_members(member)
    assert main(["games", "--json", "--user", "22"]) == 0
    assert [r["kind"] for r in json.loads(capsys.readouterr().out)] == ["members"]
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and "group -500" in lines[-1] and "21, 22, the bot" in lines[-1]


@pytest.mark.parametrize("user", ["99999999999999999999999", "0", "-5", "abc"])
def test_a_user_that_is_no_telegram_id_is_one_line(
    db_path: Path, capsys: pytest.CaptureFixture[str], user: str
) -> None:
    """A mistyped id: one line saying what an id is (the oversized one was an OverflowError
    traceback, a negative one "No games yet.")."""
    with pytest.raises(SystemExit) as info:
        main(["games", "--user", user, "--lang", "fr"])
    assert info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"muggins games: Arguments invalides\u00a0: argument --user\u00a0: {user} n'est pas un "
        "numéro d'utilisateur Telegram (un nombre entier positif, comme 123456789) "
        "(voir muggins games --help)\n"
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "No games of player 999 yet; muggins games without --user lists everyone's."),
        (
            "fr",
            "Aucune partie du joueur 999 pour l'instant; muggins games sans --user les donne "
            "toutes.",
        ),
    ],
)
def test_no_games_of_the_user_asked_is_not_no_games_at_all(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str, line: str
) -> None:
    """Played: `muggins games --user 999` on a club's database full of games said « No games
    yet. », as if nobody had played (a mistyped id, or that player's games looked for)."""
    asyncio.run(store(db_path))
    assert main(["games", "--user", "999", "--lang", lang]) == 0
    assert capsys.readouterr().out == line + "\n"
    assert main(["games", "--user", "999", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_the_guide_names_every_field_of_a_games_rules(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/guide.md, « The games' record », listed `target`, `margin`, `muggins` and
    `fadoq116` of a game's `rules`; the record has `excess_to_opponent` too."""
    asyncio.run(store(db_path))
    assert main(["games", "--json"]) == 0
    rules = json.loads(capsys.readouterr().out)[0]["rules"]
    guide = (Path(__file__).resolve().parents[2] / "docs" / "guide.md").read_text()
    section = guide.partition("### The games' record")[2].partition("\n#")[0]
    assert [key for key in rules if f"`{key}`" not in section] == []


def test_a_member_game_line_in_french_says_pointage(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """« groupe -500  joueurs 21, 22, le robot  score 121 … »: « score », an English word;
    the club's word is « pointage »."""
    asyncio.run(store_member_game(db_path))
    assert main(["games", "--lang", "fr"]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert "  groupe -500  joueurs 21, 22, le robot  pointage " in line, line
    assert "score" not in line, line


@pytest.mark.parametrize(
    ("lang", "player", "score"),
    [
        ("fr", "  joueur 8  ", "  pointage\u00a0: joueur "),
        ("en", "  player 8  ", "  score: player "),
    ],
)
def test_a_game_line_tells_the_player_from_the_score(
    db_path: Path, capsys: pytest.CaptureFixture[str], lang: str, player: str, score: str
) -> None:
    """Played: « g2  joueur 8  facile  partie de 121  joueur 12, bot 9  1 donne  en cours »:
    « joueur » twice, once the player's Telegram number and once the player's points."""
    asyncio.run(store(db_path))
    assert main(["games", "--user", "8", "--lang", lang]) == 0
    line = capsys.readouterr().out.rstrip("\n")
    assert line.count(player.split()[0]) == 2 and player in line and score in line, line
    assert line.index(player) < line.index(score)


def set_started(path: Path, table: str, column: str, game_id: str, moment: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", (moment, game_id))
    conn.close()


@pytest.mark.parametrize(
    ("lang", "zone", "bot_game", "member_game"),
    [
        ("fr", None, "  2026-06-30 22\u00a0h\u00a005", "  2026-01-15 7\u00a0h"),
        ("en", None, "  2026-06-30 10:05\u202fPM", "  2026-01-15 7:00\u202fAM"),
        ("fr", "Europe/Paris", "  2026-07-01 4\u00a0h\u00a005", "  2026-01-15 13\u00a0h"),
    ],
)
def test_a_game_s_start_is_the_organiser_s_clock(
    db_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    zone: str | None,
    bot_game: str,
    member_game: str,
) -> None:
    """Played in Québec at 22 h 05: « g2 … en cours  2026-07-01 02:05 », the database's UTC
    (the next day, four hours later) written as a programmer writes it; the time is the
    one of MUGGINS_TZ (America/Toronto by default), as the language writes a time."""
    if zone is not None:
        monkeypatch.setenv("MUGGINS_TZ", zone)
    asyncio.run(store(db_path))
    member = asyncio.run(store_member_game(db_path))
    set_started(db_path, "table_games", "started_at", "g2", "2026-07-01T02:05:09.123+00:00")
    set_started(db_path, "member_games", "created_at", member, "2026-01-15T12:00:00.000+00:00")
    assert main(["games", "--lang", lang]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert lines["g2"].endswith(bot_game) and lines[member].endswith(member_game), lines


def test_a_french_listing_names_the_bot_as_the_chat_does(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Played: « g1  joueur 7 … pointage : joueur 91, bot 121  9 donnes  gagnée par le bot »
    above « m8  groupe -500  joueurs 21, 22, le robot »: two words for one opponent; the chat
    and the players' guide say « le robot »."""
    asyncio.run(store(db_path))
    asyncio.run(store_member_game(db_path))
    assert main(["games", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3, lines
    for line in lines:
        assert "robot" in line and not re.search(r"\bbot\b", line), line
    assert "  gagnée par le robot  " in lines[0] or "  gagnée par le joueur  " in lines[0]
    with pytest.raises(SystemExit):
        main(["games", "--help", "--lang", "fr"])
    assert not re.search(r"\bbot\b", capsys.readouterr().out)


async def finish_member_game(path: Path, seats: list[Seat]) -> tuple[str, list[int | None]]:
    """A game between `seats` played to its end and stored finished; its id and the winners'
    Telegram numbers (None: the bot), as the seats say them."""
    table, rng = members_table(8, seats, muggins=True)
    play_members_game(table, rng, short=0.3)
    assert table.winner is not None
    db = await Database.open(path)
    try:
        game = await db.members.open_member_game(
            game_id=table.id,
            chat_id=-500,
            host=21,
            host_name="Anne",
            players=len(seats),
            rules={"target": 121, "margin": "skunk", "muggins": True, "fadoq116": False},
        )
        for seat in seats[1:]:
            if seat.user is not None:
                await db.members.take_seat(game.id, seat.user, f"M{seat.user}")
        sides = [table.side(i) for i in range(len(seats))]
        started = await db.members.start_member_game(
            game.id, sides=sides, bot_name="Muggins", state=table.to_json()
        )
        assert started is not None
        await db.members.save_member_game(
            game.id, step=started.step + 1, state=table.to_json(), status="finished"
        )
        winners = [s.user for i, s in enumerate(seats) if table.side(i) == table.winner]
        return game.id, winners
    finally:
        await db.close()


@pytest.mark.parametrize(
    "seats",
    [
        [Seat(21), Seat(22), Seat(None, Level.NORMAL)],
        [Seat(21), Seat(22), Seat(23), Seat(24)],
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_finished_member_game_names_who_won(
    db_path: Path, capsys: pytest.CaptureFixture[str], seats: list[Seat], lang: str
) -> None:
    """Played: « m8  groupe -500  joueurs 21, 22, 23, 24  pointage 121 98  gagnée par le camp
    1 »: which is side 1, 21 and 23 or 22 and 24, and is it counted from 0? The winners by
    name, as the players are listed."""
    game_id, winners = asyncio.run(finish_member_game(db_path, seats))
    assert main(["games", "--lang", lang]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith(game_id)
    names = {"fr": "le robot", "en": "the bot"}[lang]
    said = [names if w is None else str(w) for w in winners]
    won = {"fr": "gagnée par {}", "en": "won by {}"}[lang]
    both = {"fr": "{} et {}", "en": "{} and {}"}[lang]
    expected = won.format(said[0] if len(said) == 1 else both.format(*said))
    assert f"  {expected}  " in line, line
    assert "camp" not in line and "side" not in line, line
