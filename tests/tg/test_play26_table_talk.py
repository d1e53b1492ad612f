"""« euh », « bien joué », « t'es chanceux », "well played", "lucky!" typed at a /jouer step
got « Carte inconnue « euh » » (« … « bien » », « … « es » »). Now read as talk at the table:
what the step waits for, as « bravo » or « attends » get; nothing played."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter
from bot.drills.table_state import Step
from bot.drills.table_typed import chatter_at_step, table_talk
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player

WAITS = {
    (Step.LAY_AWAY, "fr"): "J'attends les cartes que vous écartez au crib.",
    (Step.LAY_AWAY, "en"): "I'm waiting for the cards you lay away in the crib.",
    (Step.PLAY, "fr"): "C'est à vous de jouer une carte.",
}


@pytest.mark.parametrize(
    ("lang", "step", "typed"),
    [
        ("fr", Step.LAY_AWAY, "euh"),
        ("fr", Step.LAY_AWAY, "bien joué!"),
        ("fr", Step.PLAY, "t'es chanceux"),
        ("en", Step.LAY_AWAY, "well played"),
    ],
)
async def test_table_talk_at_a_step(
    bot_driver: Driver, *, lang: str, step: Step, typed: str
) -> None:
    user = 27_500 + len(typed) + (50 if lang == "en" else 0) + (7 if step is Step.PLAY else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    reply = await player.typed_at(step, typed)
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said == WAITS[step, lang], said


@pytest.mark.parametrize(
    "text", ["euh...", "hum", "bien joué", "beau coup!", "pas mal", "t'es chanceux", "lucky!"]
)
def test_table_talk(text: str) -> None:
    assert table_talk(text)
    assert chatter_at_step(text) is Chatter.OTHER


@pytest.mark.parametrize("text", ["5♥", "quinze 2", "bien", "un", "joue le 5", "12"])
def test_no_table_talk(text: str) -> None:
    assert not table_talk(text)
