"""« je suis perdu », « je suis mêlée » (Québec: lost), "I'm lost", typed by a member of 72:
under a hand to count it was « « suis » : vouliez-vous dire « suites »? Renvoyez votre compte
corrigé. », with nothing asked « Je réponds aux comptes et aux commandes… ». Now how to count
at a count, and the short /aide with nothing asked, as « je comprends pas » gets."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import asks_how
from bot.drills.unasked import lost_typed
from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "text",
    [
        "je suis perdu",
        "Je suis perdue!",
        "j'suis mêlée",
        "je suis mêlé",
        "I'm lost",
        "je suis confuse",
        "I'm confused",
    ],
)
def test_lost_is_said(text: str) -> None:
    assert asks_how(text) and lost_typed(text)


@pytest.mark.parametrize("text", ["je suis perdu 12", "perdu", "je suis"])
def test_no_lost_said(text: str) -> None:
    assert not asks_how(text)


async def test_at_a_hand_how_to_count(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/main", user_id=64, language_code="fr")
    (said,) = texts(await bot_driver.send("je suis perdu", user_id=64, language_code="fr"))
    assert "2 par quinze" in said and "suites" not in said, said
    assert await db.stats.attempts(64) == []


async def test_with_nothing_asked_the_short_help(bot_driver: Driver) -> None:
    await bot_driver.send("/start", user_id=65, language_code="fr")
    (said,) = texts(await bot_driver.send("je suis mêlée", user_id=65, language_code="fr"))
    assert "/aide tout" in said and "Je réponds aux comptes" not in said, said
