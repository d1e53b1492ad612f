"""« qui mène? », « combien il me reste? », "who's winning?" typed at a /jouer step got « Carte
inconnue « qui » » or the help of the play: now the board, as « quel est le pointage? »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state


@pytest.mark.parametrize(
    ("lang", "typed", "board"),
    [
        ("fr", "qui mène?", "Planche : vous {you}, moi {me} (partie de 61)."),
        ("fr", "combien il me reste?", "Planche : vous {you}, moi {me} (partie de 61)."),
        ("en", "who's winning?", "Board: you {you}, me {me} (game of 61)."),
    ],
)
async def test_the_lead_asked_at_the_play(
    bot_driver: Driver, db: Database, *, lang: str, typed: str, board: str
) -> None:
    user = 26_500 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    reply = await player.typed_at(Step.PLAY, typed)
    table = (await state(db, user, user))[2]
    said = reply.split("\n")[0].replace("\u00a0", " ")
    assert said.startswith(board.format(you=table.scores[0], me=table.scores[1])), said
