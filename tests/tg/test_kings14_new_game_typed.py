"""« nouvelle partie » (« recommencer », "new game") typed at a Kings game step got « Je n'ai
pas compris votre coup. C'est à vous de jouer. »: the player who wants another game was not
told how. Now how to start one (« /rois partie facile, normal ou expert »: this one then
stops, and is not taken up again); the step still waits. In a group, such words replying to
nothing stay chatter."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, reads_step, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    "fr": (
        "Une nouvelle partie? /rois partie facile, normal ou expert en commence une : celle-ci "
        "s'arrête alors. Sinon, c'est à vous de jouer."
    ),
    "en": (
        "A new game? /kings play easy, normal or expert starts one: this one then stops. "
        "Otherwise, it is your move."
    ),
}


@pytest.mark.parametrize(
    "text",
    [
        "nouvelle partie",
        "Une nouvelle partie svp",
        "recommencer",
        "on recommence",
        "new game",
        "start over",
    ],
)
def test_a_new_game_asked_in_words(text: str) -> None:
    assert said_to_step(text) is Said.NEW_GAME
    assert not reads_step(text)


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [("fr", "/rois partie", "nouvelle partie"), ("en", "/kings play", "new game")],
)
async def test_a_new_game_asked_at_a_step_is_told_how(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 14_951 if lang == "fr" else 14_952
    await bot_driver.send(command, user, language_code=lang)
    step = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == SAID[lang], text
    assert await db.questions.pending_question(user, user) == step
