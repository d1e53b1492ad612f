"""« quoi? » or "what?" typed under « Abandonner votre partie? » got the step's help (« Gardez
les cartes qui marquent ensemble… ») with the step shown again, and the « oui » typed next was
read at the step (« J'attends les cartes que vous écartez »): the question was lost. Now it is
asked again, buttons and all, and the yes that follows abandons the game."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import puzzled
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_abandon_typed import ABANDONED
from tests.tg.test_table_handlers import Player, shown

ASKED = {"fr": "Abandonner votre partie?", "en": "Abandon your game?"}


@pytest.mark.parametrize("typed", ["quoi?", "Hein?", "pardon?", "what?", "huh", "?"])
def test_puzzled(typed: str) -> None:
    assert puzzled(typed)


@pytest.mark.parametrize("typed", ["oui", "5 5", "ça?", "quoi jeter?", "what now"])
def test_not_puzzled(typed: str) -> None:
    assert not puzzled(typed)


@pytest.mark.parametrize(
    ("lang", "command", "typed", "yes"),
    [
        ("fr", "/jouer 61 facile", "quoi?", "oui"),
        ("fr", "/jouer 61 facile", "je comprends pas", "ben oui"),
        ("en", "/play 61 easy", "what?", "yeah"),
    ],
)
async def test_the_question_is_asked_again(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    yes: str,
) -> None:
    user = 31_800 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    said = await player.at_play_then(command, "/annuler" if lang == "fr" else "/cancel", typed)
    assert said.startswith(ASKED[lang]), said
    await player.send(yes)
    assert await db.table.active_table_game(user) is None
    said = shown(local_api, user)[-1]
    assert said.startswith(ABANDONED[lang]), said
