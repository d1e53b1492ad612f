"""« rejouer » (« nouvelle partie », "play again") typed while a /jouer game is under way got
« Carte inconnue « rejouer » : la valeur doit être A, 2 à 10, V, D ou R. » at the lay-away or
the play, and « Je ne connais pas le mot « rejouer » » at a count: the player wants another
game. Now « Une partie est déjà en cours; /annuler pour l'abandonner. » and the step again,
nothing played (once the game is over, « rejouer » still offers another: play22)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_play26_score_starter_asked import COMMANDS
from tests.tg.test_table_handlers import Player, state

SAID = {
    "fr": "Une partie est déjà en cours; /annuler pour l'abandonner.",
    "en": "A game is already under way; /cancel abandons it.",
}


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.LAY_AWAY, "rejouer"),
        ("fr", Step.PLAY, "nouvelle partie"),
        ("fr", Step.COUNT, "on recommence"),
        ("en", Step.PLAY, "play again"),
    ],
)
async def test_another_game_asked_during_one(
    bot_driver: Driver, db: Database, *, lang: str, step: Step, typed: str
) -> None:
    user = 29_700 + len(typed) + (50 if lang == "en" else 0) + 7 * list(Step).index(step)
    player = Player(bot_driver, user, lang)
    await player.send(COMMANDS[lang])
    reply = await player.typed_at(step, typed)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == SAID[lang], reply
    assert await db.table.active_table_game(user) is not None
    assert (await state(db, user, user))[3].step is step
