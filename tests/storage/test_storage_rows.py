"""Rows built from their values in column order (`User.from_values`, `Question.from_values`,
what the hot reads and writes use) equal the rows built by name (`from_row`) from the same
stored row, in every state a row can be in; a JSON column is decoded as `json.loads` does."""

from __future__ import annotations

import dataclasses
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
from storage_helpers import DEAL, EXPECTED, answer, ask

from bot.storage import Database, GameTerms
from bot.storage.models import (
    GAME_COLUMNS,
    QUESTION_COLUMNS,
    USER_COLUMNS,
    Game,
    Question,
    StorageError,
    User,
    dump_json,
    load_json,
    load_json_dict,
)
from bot.storage.sql import changed_one, changed_rows, count_returned, inserted_id


def _rows(path: Path, table: str) -> list[sqlite3.Row]:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
    finally:
        conn.close()


def _built_alike(model: Any, rows: list[sqlite3.Row]) -> list[Any]:
    """Each row built by name (`from_row`), after checking that building it from its values,
    as a tuple or as the row itself (`from_values`), gives the same."""
    built = []
    for row in rows:
        by_name = model.from_row(row)
        assert model.from_values(tuple(row)) == by_name
        assert model.from_values(row) == by_name
        built.append(by_name)
    return built


async def test_the_column_tuples_are_the_tables_columns_in_order(
    db: Database, db_path: Path
) -> None:
    await db.users.get_or_create_user(1)
    conn = sqlite3.connect(db_path)
    try:
        users = tuple(r[1] for r in conn.execute("PRAGMA table_info(users)"))
        questions = tuple(r[1] for r in conn.execute("PRAGMA table_info(questions)"))
        games = tuple(r[1] for r in conn.execute("PRAGMA table_info(games)"))
    finally:
        conn.close()
    assert users == USER_COLUMNS
    assert questions == QUESTION_COLUMNS
    assert games == GAME_COLUMNS


async def test_from_values_equals_from_row_for_every_stored_user(
    db: Database, db_path: Path
) -> None:
    await db.users.get_or_create_user(1)
    await db.users.get_or_create_user(2, language_code="fr")
    await db.users.set_lang(2, "en")
    await db.users.get_or_create_user(-3, language_code="en-US")
    await db.users.merge_settings(-3, {"pictures": False, "game_target": 61, "name": "Zoé"})
    rows = _rows(db_path, "users")
    assert len(rows) == 3
    for user in _built_alike(User, rows):
        assert await db.users.get_user(user.tg_id) == user


async def test_from_values_equals_from_row_for_every_question_state(
    db: Database, db_path: Path
) -> None:
    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    answered = await ask(db, 1, 100, game_id=game.id)
    await db.questions.set_question_message(answered, 77, keyboard=True)
    await answer(db, answered, answered_total=20)
    replaced = await ask(db, 1, 100)
    await db.questions.set_question_message(replaced, 78, keyboard=False)
    await ask(db, 1, 100)  # replaces it, stays pending without a message
    cancelled = await ask(db, 2, 100)
    await db.questions.cancel_question(cancelled)
    await db.questions.replace_question(
        user_id=3, chat_id=-100, kind="crib", deal={"a": [1, 2]}, expected={}, update_id=9
    )
    rows = _rows(db_path, "questions")
    states = {row["state"] for row in rows}
    assert states == {"answered", "replaced", "pending", "cancelled"}
    assert {row["keyboard"] for row in rows} == {None, 0, 1}
    for question in _built_alike(Question, rows):
        assert await db.questions.get_question(question.id) == question


async def test_from_values_equals_from_row_for_every_game_state(
    db: Database, db_path: Path
) -> None:
    abandoned = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    won = await db.games.start_game(1, 100, target=5, margin_rule="skunk")  # abandons the first
    await answer(db, await ask(db, 1, 100, game_id=won.id), answered_total=29)
    lost = await db.games.start_game(2, 100, target=5, margin_rule="none")
    await answer(db, await ask(db, 2, 100, game_id=lost.id), answered_total=0)
    going = await db.games.start_game(3, -100, target=121, margin_rule="skunk")
    outcome = await answer(db, await ask(db, 3, -100, game_id=going.id), answered_total=20)
    assert outcome.before == going
    assert outcome.game is not None
    assert outcome.game.player_score > 0
    assert outcome.game.bot_score > 0
    rows = _rows(db_path, "games")
    assert {row["state"] for row in rows} == {"abandoned", "won", "lost", "active"}
    assert abandoned.id in {row["id"] for row in rows}
    assert _built_alike(Game, rows)[-1] == outcome.game


@pytest.mark.parametrize(
    "value",
    [
        {},
        {"b": 1, "a": [1, 2.5, None, True], "é": "à « »", "n": {"z": -1, "y": 1e300}},
        {"hand": ["5H", "5D"], "inf": float("inf"), "nan": float("nan"), "big": 10**30},
        [{"b": 2, "a": 1}, "x"],
        {"t": (1, 2), "u": '\u2028\x00"quote"'},
    ],
)
def test_dump_json_writes_what_json_dumps_writes(value: Any) -> None:
    expected = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert dump_json(value) == expected
    assert dump_json(value) == expected  # the encoder keeps nothing between calls


def test_dump_json_refuses_what_json_dumps_refuses() -> None:
    circular: dict[str, Any] = {}
    circular["self"] = circular
    for value in (circular, {"a": object()}, {(1, 2): 3}):
        with pytest.raises((TypeError, ValueError)) as raised:
            dump_json(value)
        with pytest.raises((TypeError, ValueError)) as expected:
            json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert type(raised.value) is type(expected.value)
        assert str(raised.value) == str(expected.value)


@pytest.mark.parametrize(
    "text",
    [
        "{}",
        '{"a":1}',
        '{"hand":["5H","5D"],"n":-1.5,"ok":true,"none":null,"é":"à"}',
        ' {"a": 1} ',
        '{"a": 1}\n',
        '\t{\n"a" : [ 1 , 2 ]\n}',
    ],
)
def test_a_json_object_is_decoded_as_json_loads_does(text: str) -> None:
    assert load_json_dict(text) == json.loads(text)


@pytest.mark.parametrize("text", ["", "{", '{"a":1}x', '{"a":1} {}', "nope", '{"a":1,}'])
def test_text_that_is_not_one_json_value_fails_as_json_loads_does(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as raised:
        load_json_dict(text)
    with pytest.raises(json.JSONDecodeError) as expected:
        json.loads(text)
    assert str(raised.value) == str(expected.value)


@pytest.mark.parametrize("text", ["[]", "1", '"a"', "null", " [1] "])
def test_a_json_value_that_is_not_an_object_is_refused(text: str) -> None:
    assert load_json(text) == json.loads(text)
    with pytest.raises(StorageError):
        load_json_dict(text)


@pytest.mark.parametrize("text", ['[["fifteens_2",3,1],["pair",1,0]]', "[]", "[1", "1 2"])
def test_any_json_value_is_decoded_as_json_loads_does(text: str) -> None:
    try:
        expected = json.loads(text)
    except json.JSONDecodeError as error:
        with pytest.raises(json.JSONDecodeError, match=re.escape(str(error))):
            load_json(text)
    else:
        assert load_json(text) == expected


@pytest.mark.parametrize("value", [None, 1, b'{"a":1}'])
def test_a_value_that_is_not_a_string_is_read_as_json_loads_reads_it(value: Any) -> None:
    try:
        expected: Any = json.loads(value)
    except TypeError:
        with pytest.raises(TypeError):
            load_json_dict(value)
    else:
        assert load_json_dict(value) == expected


async def test_a_questions_expected_is_decoded_once_when_first_read(
    db: Database, db_path: Path
) -> None:
    question_id = await ask(db, 1, 100)
    await db.questions.set_question_message(question_id, 5, keyboard=True)
    question = await db.questions.get_question(question_id)
    assert question is not None
    assert question.expected == EXPECTED
    assert question.expected is question.expected  # one dict, as a decoded field was
    assert json.loads(question.expected_json) == EXPECTED
    _, pending = await db.questions.user_and_pending(1, 100)
    assert pending == question  # equal whether or not `expected` was read yet
    assert pending is not None
    assert pending.expected == EXPECTED
    assert "_expected" not in repr(question)
    shown = dataclasses.replace(question, message_id=6)
    assert shown.expected == EXPECTED
    assert shown.expected_json == question.expected_json


def test_an_expected_that_is_not_a_json_object_fails_when_read() -> None:
    values = (1, 1, 1, "hand", '{"a":1}', "[1, 2]", None, None, "pending", "t", None, None, None)
    question = Question.from_values(values)
    assert question.deal == {"a": 1}
    with pytest.raises(StorageError):
        _ = question.expected


async def test_a_new_question_is_returned_as_it_is_stored(db: Database) -> None:
    async def stored(new: Question) -> Question:
        again = await db.questions.get_question(new.id)
        assert again == new
        assert again is not None
        assert again.deal == new.deal
        assert again.expected == new.expected == json.loads(new.expected_json)
        return new

    game = await db.games.start_game(1, 100, target=121, margin_rule="skunk")
    first, _ = await db.questions.replace_question(
        user_id=1, chat_id=100, kind="hand", deal=DEAL, expected=EXPECTED, game_id=game.id
    )
    await stored(first)
    crib, _ = await db.questions.replace_question(
        user_id=7, chat_id=-5, kind="crib", deal={"t": (1, 2)}, expected={}, update_id=3
    )
    await stored(crib)
    question, previous = await db.questions.replace_question(
        user_id=1, chat_id=100, kind="peg", deal={"é": None}, expected={"n": 1.5}, update_id=4
    )
    await stored(question)
    assert previous == first
    pegging, none = await db.questions.replace_question(
        user_id=2,
        chat_id=100,
        kind="hand",
        deal=DEAL,
        expected=EXPECTED,
        game_terms=GameTerms(61, "skunk"),
    )
    await stored(pegging)
    assert none is None
    assert pegging.game_id is not None


async def test_inserted_id_and_changed_rows_give_what_returning_gives() -> None:
    conn = await aiosqlite.connect(":memory:", isolation_level=None)
    try:
        await conn.execute(
            "CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, v INTEGER) STRICT"
        )
        await conn.execute(
            "CREATE TABLE log (id INTEGER PRIMARY KEY AUTOINCREMENT, v INTEGER) STRICT"
        )
        await conn.execute("INSERT INTO log (v) VALUES (0), (0), (0)")  # another table's ids
        await conn.execute(  # a trigger's own insert does not change the id given back
            "CREATE TRIGGER t_log AFTER INSERT ON t BEGIN INSERT INTO log (v) VALUES (NEW.v); END"
        )
        first = await inserted_id(conn, "INSERT INTO t (v) VALUES (?)", (5,))
        returned = await count_returned(conn, "INSERT INTO t (v) VALUES (?) RETURNING id", (6,))
        second = await inserted_id(conn, "INSERT INTO t (v) VALUES (?)", (7,))
        assert returned == 1
        assert (first, second) == (1, 3)
        assert [
            tuple(r) for r in await conn.execute_fetchall("SELECT id, v FROM t ORDER BY id")
        ] == [
            (1, 5),
            (2, 6),
            (3, 7),
        ]
        assert await changed_rows(conn, "UPDATE t SET v = v + 1 WHERE v > ?", (5,)) == 2
        assert (
            await count_returned(conn, "UPDATE t SET v = v + 1 WHERE v > ? RETURNING id", (5,)) == 2
        )
        assert await changed_rows(conn, "UPDATE t SET v = 0 WHERE id = ?", (99,)) == 0
        assert await changed_rows(conn, "DELETE FROM t WHERE id = ?", (1,)) == 1
        # changed_one: exactly one row (none, or two, is False)
        assert await changed_one(conn, "UPDATE t SET v = 1 WHERE id = ? RETURNING id", (2,))
        assert not await changed_one(conn, "UPDATE t SET v = 1 WHERE id = ? RETURNING id", (1,))
        assert not await changed_one(conn, "UPDATE t SET v = 2 WHERE v >= ? RETURNING id", (1,))
        assert await changed_rows(conn, "UPDATE t SET v = v WHERE v = ?", (2,)) == 2
    finally:
        await conn.close()


async def test_an_answers_attempt_id_is_the_stored_attempts(db: Database, db_path: Path) -> None:
    ids = []
    for user in (1, 2, 1):
        outcome = await answer(db, await ask(db, user, 100), answered_total=20)
        ids.append(outcome.attempt_id)
    stored = [row["id"] for row in _rows(db_path, "attempts")]
    assert ids == stored
    assert len(set(ids)) == 3
