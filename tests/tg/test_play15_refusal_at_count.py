""" "nope" at « Your count? » got « “nope”: did you mean “none”? »: a refusal is answered as
"no" is there (« I'm waiting for your count. »), and no count word is suggested for it."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import suggest
from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state


@pytest.mark.parametrize(
    ("lang", "command", "typed", "waits"),
    [
        ("en", "/play 61 easy", "no", "I'm waiting for your count."),
        ("en", "/play 61 easy", "nope", "I'm waiting for your count."),
        ("en", "/play 61 easy", "Nah!", "I'm waiting for your count."),
        ("fr", "/jouer 61 facile", "non", "J'attends votre compte."),
        ("fr", "/jouer 61 facile", "nope", "J'attends votre compte."),
        ("fr", "/jouer 61 facile", "nan", "J'attends votre compte."),
    ],
)
async def test_a_refusal_at_the_count_is_answered_as_no(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    waits: str,
) -> None:
    user = 9_660 + len(typed) + (10 if typed[0] == "N" else 0) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
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
