"""`Repository`: the queries of one area of the `Database` (`db.members`, `db.questions`, ...),
each written once, and the decorators and binders that make a query a repository's method, run
by `bot.storage.db_base.DatabaseBase._run` in a transaction of its own or in the task's scope.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import wraps
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeAlias, TypeVar

import aiosqlite

from bot.storage.sql import BEGIN_READ, BEGIN_WRITE

if TYPE_CHECKING:
    from bot.storage.db_base import DatabaseBase

T = TypeVar("T")
P = ParamSpec("P")


class Repository:
    """The queries of one area (`db.members`, `db.questions`, ...), each written once.

    A query is a method of its repository, `async def f(self, conn, ...) -> T`, under one of
    the decorators below, which makes it the public `await db.area.f(...)` (the connection
    left out), run as `DatabaseBase._run` runs a step: in a transaction of its own, or in the
    task's scope (see `bot.storage.db_base`). A module-level function of the connection that
    other storage code shares (`repo_users.get_user`) is made a method by a binder instead, its
    signature written once, in the function: `get_user = read_query(get_user)`. The time a
    write stores is the database's clock, read inside the query (`self.db.now()`), never
    passed by callers.
    """

    def __init__(self, db: DatabaseBase) -> None:
        self.db = db


R = TypeVar("R", bound=Repository)
Query: TypeAlias = Callable[Concatenate[R, aiosqlite.Connection, P], Awaitable[T]]
"""A query as written: a repository's method of the connection."""
Public: TypeAlias = Callable[Concatenate[R, P], Awaitable[T]]
"""The query as called: the same method without the connection."""
Shared: TypeAlias = Callable[Concatenate[aiosqlite.Connection, P], Awaitable[T]]
"""A module-level function of the connection (`repo_users.get_user`)."""
Clocked: TypeAlias = Callable[Concatenate[aiosqlite.Connection, str, P], Awaitable[T]]
"""A shared function of the connection and the time it writes (`repo_users.merge_settings`)."""
Bound: TypeAlias = Callable[Concatenate[Repository, P], Awaitable[T]]
"""A shared function as a repository's method."""


def _decorator(
    begin: str | None, *, alone: bool = False
) -> Callable[[Query[R, P, T]], Public[R, P, T]]:
    """The decorator that runs a query as `DatabaseBase._run(work, begin, alone=alone)` does."""

    def decorate(query: Query[R, P, T]) -> Public[R, P, T]:
        @wraps(query)
        async def run(self: R, /, *args: P.args, **kwargs: P.kwargs) -> T:
            return await self.db._run(
                lambda conn: query(self, conn, *args, **kwargs), begin, alone=alone
            )

        return run

    return decorate


def _binder(begin: str | None) -> Callable[[Shared[P, T]], Bound[P, T]]:
    """The binder that makes a shared function of the connection a repository's method."""

    def bind(function: Shared[P, T]) -> Bound[P, T]:
        @wraps(function)
        async def run(self: Repository, /, *args: P.args, **kwargs: P.kwargs) -> T:
            return await self.db._run(lambda conn: function(conn, *args, **kwargs), begin)

        return run

    return bind


def _clocked_binder(*, alone: bool) -> Callable[[Clocked[P, T]], Bound[P, T]]:
    """The binder that makes a shared write of the connection and the time a repository's
    method, `now` read from the database's clock inside its transaction."""

    def bind(function: Clocked[P, T]) -> Bound[P, T]:
        @wraps(function)
        async def run(self: Repository, /, *args: P.args, **kwargs: P.kwargs) -> T:
            db = self.db
            return await db._run(
                lambda conn: function(conn, db.now(), *args, **kwargs), BEGIN_WRITE, alone=alone
            )

        return run

    return bind


writes = _decorator(BEGIN_WRITE)
"""A write: one transaction (BEGIN IMMEDIATE ... COMMIT); in a scope, part of its transaction
(if it raises having changed something, the update so far is undone: see
`bot.storage.db_base`)."""
undoable = _decorator(BEGIN_WRITE, alone=True)
"""A write whose callers catch its refusal (an exception it raises, maybe after writing) and
go on: as `writes`, and in a scope in a savepoint of its own, undone alone."""
reads = _decorator(None)
"""One statement, atomic on its own (a read, or a single UPDATE): no BEGIN around it; in a
scope, inside its transaction without a savepoint."""
reads_snapshot = _decorator(BEGIN_READ)
"""A read of several statements in one read transaction (BEGIN ... COMMIT): one view."""

write_query_at = _clocked_binder(alone=False)
"""`f = write_query_at(repo_x.f)`: a shared write `f(conn, now, ...)` as a repository's
method `f(...)` (see `writes`)."""
undoable_at = _clocked_binder(alone=True)
"""`f = undoable_at(repo_x.f)`: a shared write `f(conn, now, ...)` whose callers catch its
refusal, as a repository's method `f(...)` (see `undoable`)."""
write_query = _binder(BEGIN_WRITE)
"""`f = write_query(repo_x.f)`: a shared function as a write (see `writes`)."""
read_query = _binder(None)
"""`f = read_query(repo_x.f)`: a shared function as one statement (see `reads`)."""
snapshot_query = _binder(BEGIN_READ)
"""`f = snapshot_query(repo_x.f)`: a shared function as a read of one view (see
`reads_snapshot`)."""
