"""/lang showed its two buttons, and "english" (or "in English please", « français ») typed
under them rather than tapped got « I answer counts and commands: /hand deals you a hand,
/help explains the rest. » (found playing muggins chat in English). Now a language named
alone with nothing asked chooses it, as /lang english does; a code alone (« en ») does not."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

DONE = {
    "en": "Done: I will write to you in English.",
    "fr": "C'est fait : je vous écris en français.",
}
OTHER = {"en": "fr", "fr": "en"}


@pytest.mark.parametrize(
    ("typed", "chosen"),
    [("english", "en"), ("In English please", "en"), ("français", "fr"), ("French!", "fr")],
)
async def test_a_language_typed_alone_is_chosen(
    bot_driver: Driver, db: Database, typed: str, chosen: str
) -> None:
    user, code = 40_100 + len(typed), OTHER[chosen]  # typed in the other language's chat
    await bot_driver.send("/lang" if code == "en" else "/langue", user, language_code=code)
    said = texts(await bot_driver.send(typed, user, language_code=code))
    assert [s.replace("\u00a0", " ") for s in said] == [DONE[chosen]], said
    stored = await db.users.get_user(user)
    assert stored is not None and stored.lang == chosen


async def test_a_code_alone_is_not_a_language(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("en", 40_190, language_code="fr")
    stored = await db.users.get_user(40_190)
    assert stored is None or stored.lang != "en"
