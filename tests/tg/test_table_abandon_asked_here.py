"""« Abandonner votre partie? » is answered by what is typed next only while it is about the
step the game is at: « quoi? » under it asks it again, but once the game has moved on (a move
played under the question), « quoi? » is the step's and the question is not asked again."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_play31_abandon_puzzled import ASKED
from tests.tg.test_table_handlers import Player, shown


@pytest.mark.parametrize(
    ("lang", "command", "cancel", "typed"),
    [("fr", "/jouer 61 facile", "/annuler", "quoi?"), ("en", "/play 61 easy", "/cancel", "what?")],
)
async def test_puzzled_under_a_question_about_a_step_gone_is_the_step_s(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    cancel: str,
    typed: str,
) -> None:
    user = 39_300 + (lang == "en")
    player = Player(bot_driver, user, lang)
    said = await player.at_play_then(command, cancel, typed)
    assert said.startswith(ASKED[lang]), said  # about this step: asked again
    await player.move()  # the game moves on under the question
    count = len(shown(local_api, user))
    await player.send(typed)
    after = shown(local_api, user)[count:]
    assert after and not any(line.startswith(ASKED[lang]) for line in after), after
    assert await db.table.active_table_game(user) is not None
    await player.reach(Step.VERDICT)  # the game plays on
