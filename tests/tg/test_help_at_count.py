"""« aide » / "help" typed alone (no slash) while a count waits: it got the whole /aide menu,
which buried the question (nothing said it still waited); now how to count that question, and
one line saying it still waits, with where every command is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

WAITING = {
    "fr": "Votre question ci-dessus attend toujours votre réponse. "
    "Toutes les commandes\u00a0: /aide.",
    "en": "Your question above is still waiting for your answer. Every command: /help.",
}
MENU = {"fr": "/aide tout", "en": "/help all"}


@pytest.mark.parametrize(
    ("command", "code", "typed", "told"),
    [
        ("/main", "fr", "aide", "2 par quinze"),
        ("/crib", "fr", "Aide!", "annoncez-le comme quinze 2, quinze 4 et une paire fait 6"),
        ("/jeu compte", "fr", "aide", "annoncez-les comme quinze 2, 31 pour 2"),
        ("/jeu tour", "fr", "aide", "Envoyez deux nombres\u00a0: vos points d'abord"),
        ("/hand", "en", "help", "2 for each fifteen"),
        ("/crib", "en", "Help?", "call it like fifteen 2, fifteen 4 and a pair is 6"),
        ("/peg count", "en", "help", "call them like fifteen two, thirty-one for two"),
        ("/peg round", "en", "help", "Send two numbers: your points first"),
    ],
)
async def test_help_typed_at_a_count_says_how_and_that_the_question_waits(
    bot_driver: Driver, db: Database, command: str, code: str, typed: str, told: str
) -> None:
    user = 9_100
    await bot_driver.send(command, user_id=user, language_code=code)
    asked = await db.questions.pending_question(user, user)
    (reply,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert told in reply, reply
    assert reply.endswith(WAITING[code]), reply
    assert MENU[code] not in reply  # not the whole menu
    still = await db.questions.pending_question(user, user)
    assert asked is not None and still is not None and still.id == asked.id
    assert await db.stats.attempts(user) == []


@pytest.mark.parametrize(("code", "typed"), [("fr", "aide"), ("en", "help"), ("fr", "/aide")])
async def test_help_with_nothing_pending_is_the_menu(
    bot_driver: Driver, code: str, typed: str
) -> None:
    """Nothing waits (the count dropped): « aide » with or without the slash is /aide."""
    user = 9_101
    await bot_driver.send("/hand", user_id=user, language_code=code)
    await bot_driver.send("/cancel", user_id=user, language_code=code)
    (reply,) = texts(await bot_driver.send(typed, user_id=user, language_code=code))
    assert MENU[code] in reply
    assert WAITING[code] not in reply
