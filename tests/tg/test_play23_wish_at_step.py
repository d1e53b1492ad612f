"""A good game wished at a step of /jouer (« bonne partie! », "gg", "good game") is a
courtesy, not a bad card nor an unknown count word: the reply wishes it back and says what the
step waits for, and the step keeps waiting."""

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
WISHED = {"fr": "Merci, bonne partie à vous aussi! ", "en": "Thanks, good game to you too! "}


@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY, Step.COUNT])
@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "bonne partie!"),
        ("fr", "/jouer 61 facile", "Bonne partie à vous"),
        ("fr", "/jouer 61 facile", "gg"),
        ("en", "/play 61 easy", "good game!"),
    ],
)
async def test_a_good_game_wished_at_a_step_is_wished_back(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    step: Step,
    lang: str,
    command: str,
    typed: str,
) -> None:
    """« bonne partie! » at the lay-away got « Carte inconnue « bonne » : la valeur doit être
    A, 2 à 10, V, D ou R. »: now « Merci, bonne partie à vous aussi! J'attends les cartes que
    vous écartez au crib. », then the step again."""
    user = 9_800 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0] == WISHED[lang] + WAITS[lang][step], said
    assert "inconnue" not in said and "Unknown" not in said, said
    assert (await state(db, user, user))[3].step is step  # still asked


@pytest.mark.parametrize(
    ("lang", "play", "typed", "said"),
    [
        (
            "fr",
            "/jouer",
            "Bonne partie!",
            "Merci, bonne partie à vous aussi! Choisissez votre partie sur les boutons ci-dessus, "
            "ou tapez-la (61 ou 121; facile, normal, expert).",
        ),
        (
            "en",
            "/play",
            "good game",
            "Thanks, good game to you too! Choose your game on the buttons above, or type it (61 "
            "or 121; easy, normal, expert).",
        ),
    ],
)
async def test_a_good_game_wished_at_the_choice_is_wished_back(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    play: str,
    typed: str,
    said: str,
) -> None:
    """« Bonne partie! » at « Une partie complète contre moi : en combien de points? » got « Je
    réponds aux comptes et aux commandes : /main vous donne une main », as if nothing were
    asked: now wished back and pointed to the choice above."""
    user = 9_900 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send(typed)
    assert shown(local_api, user)[-1] == said
    assert await db.table.active_table_game(user) is None
