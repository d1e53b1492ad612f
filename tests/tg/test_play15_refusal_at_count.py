""" "nope" at « Your count? » got « “nope”: did you mean “none”? »: a refusal is answered as
"no" is there (« I'm waiting for your count. »), and no count word is suggested for it."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import suggest
from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown, state


@pytest.mark.parametrize(
    ("lang", "typed", "waits"),
    [
        ("en", "no", "I'm waiting for your count."),
        ("en", "nope", "I'm waiting for your count."),
        ("en", "Nah!", "I'm waiting for your count."),
        ("fr", "non", "J'attends votre compte."),
        ("fr", "nope", "J'attends votre compte."),
        ("fr", "nan", "J'attends votre compte."),
    ],
)
async def test_a_refusal_at_the_count_is_answered_as_no(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
    waits: str,
) -> None:
    user = 9_660 + len(typed) + (10 if typed[0] == "N" else 0) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.COUNT)
    await player.send(typed)
    said = shown(local_api, user)
    reply = said[-2] if waits not in said[-1] else said[-1]
    assert reply.split("\n")[0] == waits, said[-2:]
    assert "none" not in " ".join(said[-2:]) and "aucun" not in " ".join(said[-2:])
    assert (await state(db, user, user))[3].step is Step.COUNT


@pytest.mark.parametrize("word", ["nope", "nah", "nan", "Nope"])
def test_no_count_word_is_suggested_for_a_refusal(word: str) -> None:
    assert suggest(word) is None
