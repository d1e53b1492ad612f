"""Users: creation, the last language_code seen, the language chosen with /lang, settings."""

from __future__ import annotations

import sqlite3

import pytest

from bot.storage import Database


async def test_a_new_user_has_no_chosen_language(db: Database) -> None:
    user = await db.users.get_or_create_user(42, language_code="fr-CA")
    assert (user.tg_id, user.lang, user.language_code) == (42, None, "fr-CA")
    assert user.settings == {}
    assert user.created_at == user.updated_at == "2025-03-01T12:00:00.000+00:00"


async def test_a_user_is_current_unless_telegram_gives_another_language_code(
    db: Database,
) -> None:
    """`User.is_current`: the stored row stands (no write) for no language code or its own."""
    user = await db.users.get_or_create_user(42, language_code="fr-CA")
    assert user.is_current(None) and user.is_current("fr-CA")
    assert not user.is_current("en")
    unknown = await db.users.get_or_create_user(43)
    assert unknown.is_current(None) and not unknown.is_current("fr")


async def test_get_user_is_none_for_a_stranger(db: Database) -> None:
    assert await db.users.get_user(42) is None


async def test_language_code_is_the_last_seen_and_none_keeps_it(db: Database) -> None:
    await db.users.get_or_create_user(42, language_code="fr-CA")
    assert (await db.users.get_or_create_user(42)).language_code == "fr-CA"
    user = await db.users.get_or_create_user(42, language_code="en-GB")
    assert user.language_code == "en-GB"
    assert user.created_at == "2025-03-01T12:00:00.000+00:00"
    assert user.updated_at > user.created_at


async def test_an_unchanged_language_code_writes_nothing(db: Database) -> None:
    first = await db.users.get_or_create_user(42, language_code="en")
    again = await db.users.get_or_create_user(42, language_code="en")
    assert again == first  # same updated_at: no write


async def test_set_user_lang_creates_sets_and_clears(db: Database) -> None:
    await db.users.set_lang(42, "fr")  # creates the user
    user = await db.users.get_user(42)
    assert user is not None and user.lang == "fr" and user.language_code is None
    await db.users.get_or_create_user(42, language_code="en-US")
    await db.users.set_lang(42, "en")
    user = await db.users.get_user(42)
    assert user is not None and (user.lang, user.language_code) == ("en", "en-US")
    await db.users.set_lang(42, None)
    user = await db.users.get_user(42)
    assert user is not None and user.lang is None


async def test_a_nonsense_language_is_refused_by_the_schema(db: Database) -> None:
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        await db.users.set_lang(42, "x")
    assert await db.users.get_user(42) is None


async def test_settings_merge_and_delete(db: Database) -> None:
    user = await db.users.merge_settings(42, {"target": 61, "margin_rule": "skunk"})
    assert user.settings == {"margin_rule": "skunk", "target": 61}
    user = await db.users.merge_settings(42, {"target": 121, "margin_rule": None})
    assert user.settings == {"target": 121}
    assert (await db.users.get_or_create_user(42)).settings == {"target": 121}


async def test_negative_ids_are_fine(db: Database) -> None:
    # group chats have negative ids; user ids are positive but the column does not care
    user = await db.users.get_or_create_user(-1001234567890)
    assert user.tg_id == -1001234567890
