"""« c'est à qui? » ("whose turn is it?") typed at a step of /jouer got « Carte inconnue « c » :
la valeur doit être A, 2 à 10, V, D ou R. »: at a game against me it is always the player's
turn when a step waits. Now the reply says what the step waits for, and the step keeps
waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

WAITS = {
    "fr": {
        Step.LAY_AWAY: "J'attends les cartes que vous écartez au crib.",
        Step.PLAY: "C'est à vous de jouer une carte.",
        Step.COUNT: "J'attends votre compte.",
    },
    "en": {
        Step.LAY_AWAY: "I'm waiting for the cards you lay away in the crib.",
        Step.PLAY: "It's your turn to play a card.",
        Step.COUNT: "I'm waiting for your count.",
    },
}


@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY, Step.COUNT])
@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "c'est à qui?"),
        ("fr", "/jouer 61 facile", "À qui le tour?"),
        ("en", "/play 61 easy", "whose turn is it?"),
        ("fr", "/jouer 61 facile", "cest a moi?"),  # « Carte inconnue « cest » » (play27)
        ("fr", "/jouer 61 facile", "C'est à moi de jouer?"),
    ],
)
async def test_whose_turn_asked_at_a_step_says_what_it_waits_for(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    step: Step,
    lang: str,
    command: str,
    typed: str,
) -> None:
    user = 23_300 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0] == WAITS[lang][step], said
    assert (await state(db, user, user))[3].step is step  # still asked
