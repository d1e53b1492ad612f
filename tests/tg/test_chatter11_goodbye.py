"""« au revoir » and "goodbye" got « Je réponds aux comptes et aux commandes… » with nothing
waiting, and at a game step were not read as a goodbye: they say « À bientôt! » now, and at a
step « À bientôt! Votre partie vous attendra ici. », the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter, chatter_of
from bot.drills.table_state import Step
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain
from tests.tg.test_table_handlers import Player

GOODBYES = ["au revoir", "Au revoir!", "Au revoir Muggins", "aurevoir", "goodbye", "Good bye!"]
BREAKS = ["pause", "je reviens", "Je reviens plus tard!", "plus tard", "brb"]
"""Were « Carte inconnue « pause » » at a step (play27): the game waits, as for a goodbye."""


@pytest.mark.parametrize("typed", GOODBYES + BREAKS)
def test_a_goodbye_reads_as_such(typed: str) -> None:
    assert chatter_of(typed) is Chatter.GOODNIGHT


@pytest.mark.parametrize("typed", ["au", "au 5", "revoir 5"])
def test_au_alone_or_with_a_card_is_no_goodbye(typed: str) -> None:
    assert chatter_of(typed) is None


@pytest.mark.parametrize(
    ("typed", "lang", "said"),
    [("au revoir", "fr", "À bientôt!"), ("goodbye", "en", "See you soon!")],
)
async def test_a_goodbye_with_nothing_waiting(
    bot_driver: Driver, typed: str, lang: str, said: str
) -> None:
    user = 11_100 + len(typed)
    assert plain(await bot_driver.send(typed, user, language_code=lang)) == said


@pytest.mark.parametrize(
    ("typed", "lang", "first"),
    [
        ("au revoir", "fr", "À bientôt! Votre partie vous attendra ici."),
        ("goodbye", "en", "See you soon! Your game will wait for you here."),
        ("pause", "fr", "À bientôt! Votre partie vous attendra ici."),  # play27
        ("je reviens", "fr", "À bientôt! Votre partie vous attendra ici."),
        ("brb", "en", "See you soon! Your game will wait for you here."),
    ],
)
async def test_a_goodbye_at_the_lay_away(
    bot_driver: Driver, typed: str, lang: str, first: str
) -> None:
    user = 11_120 + len(typed)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    said = await player.typed_at(Step.LAY_AWAY, typed)
    assert first in said, said


async def test_a_goodbye_at_a_kings_step(bot_driver: Driver) -> None:
    user = 11_140
    await bot_driver.send("/rois partie", user, language_code="fr")
    lines = plain(await bot_driver.send("au revoir", user, language_code="fr")).splitlines()
    assert lines[0] == "À bientôt! Votre partie vous attendra ici.", lines
