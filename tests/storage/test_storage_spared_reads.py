"""Reads spared on the hot path give what they gave: `db.questions.user_and_pending` (the user and
their pending question read together) gives what `get_or_create_user` then `pending_question`
give, a question asked with `game_terms` pegs the game `current_game` (else `start_game`)
gave, and `db.questions.user_and_theme_stats` gives the user and the theme records the coach's
plan reads, in every state a player can be in; in an update's scope it reads ahead the pending
question and the game the next question's write needs, which that write then uses instead of
its own read, only while nothing was written since."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest
from storage_helpers import DEAL, FakeClock, answer, ask

from bot.coach.questions import Drill, observe
from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_card, parse_cards
from bot.storage import Database, GameTerms
from bot.storage.models import Question, User

USER, CHAT, OTHER_CHAT = 1, 100, 200

Setup = Callable[[Database], Awaitable[None]]


async def nothing(db: Database) -> None:
    """A player never seen."""


async def known(db: Database) -> None:
    await db.users.get_or_create_user(USER, language_code="fr")


async def with_settings(db: Database) -> None:
    await db.users.get_or_create_user(USER, language_code="fr")
    await db.users.set_lang(USER, "en")
    await db.users.merge_settings(USER, {"pictures": False, "game_target": 61})


async def awkward_text(db: Database) -> None:
    """Texts that JSON must escape (quotes, backslashes, controls, non-ASCII, a line
    separator) in the stored language code and settings, a question pending, shown in a
    message whose id is past 32 bits."""
    awkward = 'Zoé "la" \\ reine\n\t\x00\u2028 ♥'
    await db.users.get_or_create_user(USER, language_code=awkward)
    await db.users.merge_settings(USER, {"name": awkward, awkward: [awkward, None, 2**62]})
    question_id = await ask(db, USER, CHAT)
    await db.questions.set_question_message(question_id, 2**40 + 7, keyboard=False)


async def pending_here(db: Database) -> None:
    await known(db)
    await ask(db, USER, CHAT)


async def pending_elsewhere(db: Database) -> None:
    await known(db)
    await ask(db, USER, OTHER_CHAT)


async def another_players_pending(db: Database) -> None:
    await known(db)
    await ask(db, 2, CHAT)


async def answered_and_replaced(db: Database) -> None:
    await known(db)
    await ask(db, USER, CHAT)
    question_id = await ask(db, USER, CHAT)  # replaces the first
    await answer(db, question_id, answered_total=20)


async def pending_after_closed_ones(db: Database) -> None:
    await answered_and_replaced(db)
    game = await db.games.start_game(USER, CHAT, target=121, margin_rule="skunk")
    await ask(db, USER, CHAT, game_id=game.id)


async def shown_deferred(db: Database) -> None:
    """The message showing the question still a deferred write (kept in memory)."""
    await known(db)
    question_id = await ask(db, USER, CHAT)
    await db.questions.set_question_message(question_id, 42, keyboard=True)


async def shown_committed(db: Database) -> None:
    await shown_deferred(db)


async def cancelled(db: Database) -> None:
    await known(db)
    question_id = await ask(db, USER, CHAT)
    await db.questions.cancel_question(question_id)


SETUPS = [
    nothing,
    known,
    with_settings,
    awkward_text,
    pending_here,
    pending_elsewhere,
    another_players_pending,
    answered_and_replaced,
    pending_after_closed_ones,
    shown_deferred,
    shown_committed,
    cancelled,
]
LANGUAGE_CODES = [None, "fr", "en-GB"]


async def opened(path: Path) -> Database:
    return await Database.open(path, clock=FakeClock())


@contextlib.asynccontextmanager
async def twins(tmp_path: Path, setup: Setup) -> AsyncIterator[tuple[Database, Database]]:
    """Two databases given the same setup: one read the new way (together), one the old
    (apart)."""
    together, apart = await opened(tmp_path / "a.db"), await opened(tmp_path / "b.db")
    try:
        await setup(together)
        await setup(apart)
        yield together, apart
    finally:
        await together.close()
        await apart.close()


@pytest.mark.parametrize("setup", SETUPS, ids=lambda setup: setup.__name__)
@pytest.mark.parametrize("language_code", LANGUAGE_CODES)
async def test_the_read_together_gives_what_the_two_reads_give(
    tmp_path: Path, setup: Setup, language_code: str | None
) -> None:
    async with twins(tmp_path, setup) as (together, apart):
        got = await together.questions.user_and_pending(USER, CHAT, language_code=language_code)
        user = await apart.users.get_or_create_user(USER, language_code=language_code)
        expected: tuple[User, Question | None] = (
            user,
            await apart.questions.pending_question(USER, CHAT),
        )
        assert got == expected
        # and what each database holds afterwards is the same too (a new user, a new code)
        assert await together.users.get_user(USER) == await apart.users.get_user(USER)


# -- a question that pegs the player's game, found or started in its own write ---------------

TERMS = GameTerms(target=61, margin_rule="lurch")


async def no_game(db: Database) -> None:
    await known(db)


async def active_here(db: Database) -> None:
    await db.games.start_game(USER, CHAT, target=121, margin_rule="skunk")


async def active_elsewhere(db: Database) -> None:
    await db.games.start_game(USER, OTHER_CHAT, target=121, margin_rule="skunk")


async def abandoned_here(db: Database) -> None:
    game = await db.games.start_game(USER, CHAT, target=121, margin_rule="skunk")
    await db.games.abandon_game(game.id)


async def active_after_abandoned(db: Database) -> None:
    await abandoned_here(db)
    await db.games.start_game(USER, CHAT, target=31, margin_rule="none")


async def with_a_pending_question(db: Database) -> None:
    await active_here(db)
    await ask(db, USER, CHAT)


GAME_SETUPS = [
    nothing,
    no_game,
    pending_here,
    shown_deferred,
    active_here,
    active_elsewhere,
    abandoned_here,
    active_after_abandoned,
    with_a_pending_question,
]


@pytest.mark.parametrize("setup", GAME_SETUPS, ids=lambda setup: setup.__name__)
async def test_game_terms_peg_the_game_current_or_new_game_gives(
    tmp_path: Path, setup: Setup
) -> None:
    async with twins(tmp_path, setup) as (together, apart):
        asked, replaced = await together.questions.replace_question(
            user_id=USER, chat_id=CHAT, kind="hand", deal=DEAL, expected={}, game_terms=TERMS
        )
        game = await apart.games.current_game(USER, CHAT)
        if game is None:
            game = await apart.games.start_game(
                USER, CHAT, target=TERMS.target, margin_rule=TERMS.margin_rule
            )
        expected, expected_replaced = await apart.questions.replace_question(
            user_id=USER, chat_id=CHAT, kind="hand", deal=DEAL, expected={}, game_id=game.id
        )
        assert replaced == expected_replaced  # the pending question read with the game
        assert asked.game_id == game.id
        assert await together.games.current_game(USER, CHAT) == game
        assert (asked.id, asked.game_id) == (expected.id, expected.game_id)


async def test_game_terms_need_a_positive_target(db: Database) -> None:
    with pytest.raises(ValueError, match="positive"):
        await db.questions.replace_question(
            user_id=USER,
            chat_id=CHAT,
            kind="hand",
            deal=DEAL,
            expected={},
            game_terms=GameTerms(0, "skunk"),
        )


# -- the player and their theme records, read together for the coach's deal -------------------

NOBS_HAND = Deal(DrillKind.HAND, tuple(parse_cards("2C 4D 6S JH")), parse_card("KH"), True)
PLAIN_HAND = Deal(DrillKind.HAND, tuple(parse_cards("2C 4D 6S 8H")), parse_card("KC"), True)


async def tried(db: Database, deal: Deal, *, won: bool, user: int = USER) -> None:
    await db.users.get_or_create_user(user)
    seen = observe("hand", deal.to_dict())
    assert seen is not None
    await db.coach.record_try(user_id=user, seen=seen, won=won, kind="hand", deal=deal.to_dict())


async def some_themes(db: Database) -> None:
    await tried(db, PLAIN_HAND, won=True)
    await tried(db, NOBS_HAND, won=False)


async def weak_on_nobs(db: Database) -> None:
    await known(db)
    for _ in range(4):
        await tried(db, NOBS_HAND, won=False)
    for _ in range(4):
        await tried(db, PLAIN_HAND, won=True)


async def another_players_themes(db: Database) -> None:
    await known(db)
    await tried(db, NOBS_HAND, won=False, user=2)


THEME_SETUPS = [nothing, known, with_settings, some_themes, weak_on_nobs, another_players_themes]


@pytest.mark.parametrize("setup", THEME_SETUPS, ids=lambda setup: setup.__name__)
@pytest.mark.parametrize("language_code", LANGUAGE_CODES)
async def test_the_user_and_their_theme_stats_read_together_give_the_two_reads(
    tmp_path: Path, setup: Setup, language_code: str | None
) -> None:
    async with twins(tmp_path, setup) as (together, apart):
        user, stats = await together.questions.user_and_theme_stats(
            USER, CHAT, language_code=language_code
        )
        expected_user = await apart.users.get_or_create_user(USER, language_code=language_code)
        records = await apart.coach.theme_records(USER)
        assert user == expected_user
        assert sorted(stats, key=str) == sorted((record.stat for record in records), key=str)
        # the coach's plan from the stats read together is the plan it reads itself
        for drill in (Drill.HAND, Drill.CRIB):
            given = await together.coach.plan(USER, drill, when_weak=True, stats=stats)
            assert given == await apart.coach.plan(USER, drill, when_weak=True)


# -- read ahead: /hand's first read gives the question's write the pending question and game ---


def statements(seen: list[str]) -> Callable[[str], None]:
    return seen.append


async def hand_in_a_scope(
    db: Database, *, between: Setup | None = None
) -> tuple[Question, Question | None, list[str]]:
    """/hand's storage calls in one update's scope (the player and their themes read, then the
    question asked with the game terms), `between` them what else the update wrote; the
    question, the one it replaced and the statements run by the question's write."""
    seen: list[str] = []
    async with db.scope():
        await db.questions.user_and_theme_stats(USER, CHAT, language_code="fr")
        if between is not None:
            await between(db)
        await db.trace(seen.append)
        asked, replaced = await db.questions.replace_question(
            user_id=USER, chat_id=CHAT, kind="hand", deal=DEAL, expected={}, game_terms=TERMS
        )
        await db.trace(None)
    return asked, replaced, seen


def reads(seen: list[str]) -> list[str]:
    return [sql for sql in seen if sql.lstrip().upper().startswith("SELECT")]


@pytest.mark.parametrize("setup", GAME_SETUPS, ids=lambda setup: setup.__name__)
async def test_in_a_scope_the_question_uses_what_the_first_read_read_ahead(
    tmp_path: Path, setup: Setup
) -> None:
    async with twins(tmp_path, setup) as (together, apart):
        await known(together)
        await known(apart)
        asked, replaced, seen = await hand_in_a_scope(together)
        expected, expected_replaced = await apart.questions.replace_question(
            user_id=USER, chat_id=CHAT, kind="hand", deal=DEAL, expected={}, game_terms=TERMS
        )
        assert reads(seen) == []  # the pending question and the game: read ahead
        assert replaced == expected_replaced
        assert (asked.id, asked.game_id) == (expected.id, expected.game_id)
        assert await together.games.current_game(USER, CHAT) == await apart.games.current_game(
            USER, CHAT
        )


async def start_a_game(db: Database) -> None:
    await db.games.start_game(USER, CHAT, target=31, margin_rule="none")


async def ask_a_question(db: Database) -> None:
    await ask(db, USER, CHAT)


@pytest.mark.parametrize("between", [start_a_game, ask_a_question])
async def test_a_write_between_makes_the_question_read_again(db: Database, between: Setup) -> None:
    """What the first read kept is stale once the update wrote: the question's write reads the
    pending question and the game again, and pegs the game started in between, or replaces
    the question asked in between."""
    await known(db)
    asked, replaced, seen = await hand_in_a_scope(db, between=between)
    assert reads(seen)[0].startswith("SELECT g.id, q.id")  # `pending_and_game`, read again
    game = await db.games.current_game(USER, CHAT)
    assert game is not None and asked.game_id == game.id
    if between is start_a_game:
        assert (game.target, replaced) == (31, None)
    else:
        assert game.target == TERMS.target
        assert replaced is not None and replaced.id == asked.id - 1


async def test_outside_a_scope_nothing_is_read_ahead(db: Database) -> None:
    """Two calls outside a scope are two transactions: the question's write reads for itself."""
    await known(db)
    await db.questions.user_and_theme_stats(USER, CHAT, language_code="fr")
    seen: list[str] = []
    await db.trace(seen.append)
    await db.questions.replace_question(
        user_id=USER, chat_id=CHAT, kind="hand", deal=DEAL, expected={}, game_terms=TERMS
    )
    await db.trace(None)
    assert [sql[:17] for sql in reads(seen)] == ["SELECT g.id, q.id"]
