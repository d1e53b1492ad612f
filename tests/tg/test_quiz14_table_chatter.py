"""At a /jouer or Kings step, « je réfléchis », « un instant », "just a sec", « bonne nuit »
and « à demain » got « Je n'ai pas compris votre coup. » (or « Carte inconnue « je » »), and
« bonne nuit » « Bonjour! »: they are words said at the table now, answered with what the step
waits for, the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter, chatter_of
from bot.drills.table_state import Step
from bot.tg.local import Driver, LocalBotApi
from tests.tg.kings_helpers import plain
from tests.tg.test_table_handlers import Player, shown

PAUSES = ["je réfléchis", "Un instant!", "just a sec", "un moment svp"]
GOODNIGHTS = ["bonne nuit", "À demain!"]


@pytest.mark.parametrize("typed", [*PAUSES, "hold on"])
def test_pauses_read_as_words_at_the_table(typed: str) -> None:
    assert chatter_of(typed) is Chatter.OTHER


@pytest.mark.parametrize("typed", [*GOODNIGHTS, "good night", "see you tomorrow", "à tantôt"])
def test_goodnights_read_as_such(typed: str) -> None:
    assert chatter_of(typed) is Chatter.GOODNIGHT


@pytest.mark.parametrize("typed", ["bonsoir", "Bonsoir Muggins!", "good evening"])
def test_an_evening_greeting_reads_as_such(typed: str) -> None:
    assert chatter_of(typed) is Chatter.EVENING


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("bonsoir", "Bonsoir! C'est à vous de jouer."),
        ("bonne nuit", "À bientôt! Votre partie vous attendra ici."),
        ("à demain", "À bientôt! Votre partie vous attendra ici."),
    ],
)
async def test_a_kings_step_greets_back_in_kind(bot_driver: Driver, typed: str, first: str) -> None:
    user = 14_180 + len(typed)
    await bot_driver.send("/rois partie", user, language_code="fr")
    lines = plain(await bot_driver.send(typed, user, language_code="fr")).splitlines()
    assert lines[0] == first, lines


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("bonsoir", "Bonsoir! J'attends les cartes que vous écartez au crib."),
        ("bonne nuit", "À bientôt! Votre partie vous attendra ici."),
    ],
)
async def test_the_lay_away_greets_back_in_kind(
    bot_driver: Driver, local_api: LocalBotApi, typed: str, first: str
) -> None:
    user = 14_190 + len(typed)
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    await player.reach(Step.LAY_AWAY)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert first in said, said


@pytest.mark.parametrize("typed", ["un", "deux", "bonjour 5", "demain 5", "a", "sec 4"])
def test_a_card_or_a_count_is_still_no_chatter(typed: str) -> None:
    assert chatter_of(typed) is not Chatter.OTHER


@pytest.mark.parametrize("typed", PAUSES)
async def test_a_pause_at_a_kings_step_is_no_move_not_understood(
    bot_driver: Driver, typed: str
) -> None:
    user = 14_140 + len(typed)
    await bot_driver.send("/rois partie", user, language_code="fr")
    lines = plain(await bot_driver.send(typed, user, language_code="fr")).splitlines()
    assert lines[0] == "C'est à vous de jouer.", lines
    assert any(line.startswith("Vos jetons") for line in lines), lines


@pytest.mark.parametrize("typed", PAUSES)
async def test_a_pause_at_the_lay_away_is_no_unknown_card(
    bot_driver: Driver, local_api: LocalBotApi, typed: str
) -> None:
    user = 14_160 + len(typed)
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    await player.reach(Step.LAY_AWAY)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert "J'attends les cartes que vous écartez au crib." in said, said
    assert "Carte inconnue" not in said and "Bonjour" not in said, said
