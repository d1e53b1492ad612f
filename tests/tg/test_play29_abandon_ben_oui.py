"""« ben oui » typed under « Abandonner votre partie? » (/annuler during a /jouer game) got
« Carte inconnue « ben » : la valeur doit être A, 2 à 10, V, D ou R. » and the game went on:
the yes was lost, as « oui oui » or « non merci » were. Now what is said around a yes or a no
(« ben », « mais », « euh »; « merci »; a word said twice) is left out: « ben oui » abandons,
« mais non » plays on."""

from __future__ import annotations

import pytest

from bot.drills.table_typed import abandon_said
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_abandon_typed import ABANDONED, PLAY_ON
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("typed", "answer"),
    [
        ("ben oui", True),
        ("Ben oui!", True),
        ("oui oui", True),
        ("mais oui", True),
        ("ben ouin", True),
        ("mais non", False),
        ("non merci", False),
        ("euh non", False),
        ("well, yes", True),
        ("no thanks", False),
        ("ben", None),
        ("5 5", None),
        ("ben 5", None),
    ],
)
def test_a_yes_or_a_no_with_words_around(typed: str, answer: bool | None) -> None:
    assert abandon_said(typed) is answer


@pytest.mark.parametrize(
    ("lang", "command", "typed", "yes"),
    [
        ("fr", "/jouer 61 facile", "ben oui", True),
        ("fr", "/jouer 61 facile", "mais non", False),
        ("en", "/play 61 easy", "yes please", True),
    ],
)
async def test_the_answer_is_taken(
    bot_driver: Driver,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    yes: bool,
) -> None:
    user = 29_800 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    said = await player.at_play_then(command, "/annuler" if lang == "fr" else "/cancel", typed)
    if yes:
        assert await db.table.active_table_game(user) is None
        assert said.startswith(ABANDONED[lang]), said
    else:
        assert await db.table.active_table_game(user) is not None
        assert said.startswith(PLAY_ON[lang]), said
