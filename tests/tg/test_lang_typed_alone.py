"""/lang showed its two buttons, and "english" (or "in English please", « français ») typed
under them rather than tapped got « I answer counts and commands: /hand deals you a hand,
/help explains the rest. » (found playing muggins chat in English). Now a language named
alone with nothing asked chooses it, as /lang english does; a code alone (« en ») does not."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "typed", "chosen", "said"),
    [
        ("fr", "english", "en", "Done: I will write to you in English."),
        ("fr", "In English please", "en", "Done: I will write to you in English."),
        ("en", "français", "fr", "C'est fait : je vous écris en français."),
        ("en", "French!", "fr", "C'est fait : je vous écris en français."),
    ],
)
async def test_a_language_typed_alone_is_chosen(
    bot_driver: Driver, db: Database, code: str, typed: str, chosen: str, said: str
) -> None:
    user = 40_100 + len(typed)
    await bot_driver.send("/lang" if code == "en" else "/langue", user, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user, language_code=code)))
    assert reply.replace("\u00a0", " ") == said, reply
    stored = await db.users.get_user(user)
    assert stored is not None and stored.lang == chosen


async def test_a_code_alone_is_not_a_language(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("en", 40_190, language_code="fr")
    stored = await db.users.get_user(40_190)
    assert stored is None or stored.lang != "en"
