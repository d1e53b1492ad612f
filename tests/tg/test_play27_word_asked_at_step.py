"""« c'est quoi le crib? », « c'est quoi un go? » typed at a step of a /jouer game got « Carte
inconnue « c » : la valeur doit être A, 2 à 10, V, D ou R. », where the same question with
nothing asked is answered as /aide crib answers it (found playing muggins chat). Now it is
answered so at the step too, then « Votre partie vous attend » and the step; nothing played.
« c'est quoi muggins? » keeps the step's own reply (muggins is called on my counts)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player

WAITING = {"fr": "Votre partie vous attend", "en": "Your game is waiting for you"}


@pytest.mark.parametrize(
    ("lang", "step", "typed", "title"),
    [
        ("fr", Step.LAY_AWAY, "c'est quoi le crib?", "Crib"),
        ("fr", Step.PLAY, "c'est quoi un go?", "Go"),
        ("en", Step.LAY_AWAY, "what's a skunk?", "Skunk"),
        ("en", Step.PLAY, "what does go mean?", "Go"),
    ],
)
async def test_a_word_of_the_game_asked_at_a_step(
    bot_driver: Driver, db: Database, *, lang: str, step: Step, typed: str, title: str
) -> None:
    user = 27_300 + len(typed) + (step is Step.PLAY) * 50
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    reply = await player.typed_at(step, typed)
    lines = reply.replace("\u00a0", " ").split("\n")
    assert lines[0] == title, lines
    assert any(line.startswith(WAITING[lang]) for line in lines), lines


async def test_muggins_asked_keeps_the_steps_reply(bot_driver: Driver, db: Database) -> None:
    player = Player(bot_driver, 27_390, "fr")
    await player.send("/jouer 61 facile")
    reply = await player.typed_at(Step.PLAY, "c'est quoi muggins?")
    assert reply.startswith("Muggins se crie sur mon compte"), reply
