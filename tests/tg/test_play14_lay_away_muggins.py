"""« Muggins! » typed at the lay-away got « Carte inconnue « muggins » : la valeur doit être
A, 2 à 10, V, D ou R. »: now that muggins is called on my count, after the play."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game

SAID = {
    "fr": "Muggins se crie sur mon compte d'une main ou d'un crib, après le jeu. Ici, écartez "
    "vos cartes dans le crib.",
    "en": "Muggins is called on my count of a hand or a crib, after the play. Here, lay away "
    "your cards to the crib.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "muggins"),
        ("fr", "Muggins!"),
        ("en", "Muggins!"),
    ],
)
async def test_muggins_at_the_lay_away(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
) -> None:
    user = 9_500 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    reply = await player.typed_at(Step.LAY_AWAY, typed)
    assert reply.split("\n")[0] == SAID[lang], reply
