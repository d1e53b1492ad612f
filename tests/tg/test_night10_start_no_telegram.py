"""A player whose opponent has no Telegram presses Start in private during the round: they
read « Après la partie, un des deux joueurs inscrit le pointage… L'autre confirme avec le
bouton. », though the other one has no button to press (the group says, once it is written,
« L'adversaire n'a pas Telegram : l'organisateur confirme. »). Now the line says so first."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall

SAID = {
    "fr": (
        "L'autre confirme avec le bouton.",
        "Après la partie, inscrivez le pointage, le vôtre d'abord : /soiree 121 98. Votre"
        " adversaire n'a pas Telegram : l'organisateur le confirme.",
    ),
    "en": (
        "The other one confirms with the button.",
        "After the game, write the score, your own first: /night 121 98. Your opponent has no"
        " Telegram: the organizer confirms it.",
    ),
}


async def ben_against_paper(hall: Hall, db: Database) -> None:
    """A FADOQ night's first round, Ann and Ben on Telegram, two more on paper: Ben at a table
    whose opponent has no Telegram."""
    for user in (ANN, BEN):
        await hall.private("/start", user)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier, Gaston Roy")
    await hall.order("ronde", "round")
    ids = {p.user_id: p.id for p in await db.nights.night_players(night.id)}
    table = next(t for t in await hall.tables(night) if ids[BEN] in (*t.a, *(t.b or ())))
    other = table.b if ids[BEN] in table.a else table.a
    assert other is not None and ids[ANN] not in other  # Ben's opponent has no Telegram


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_start_says_the_organizer_confirms(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    wrong, right = SAID[lang]
    hall = Hall(bot_driver, local_api, lang)
    await ben_against_paper(hall, db)
    await hall.private("/start", BEN)
    told = hall.told(BEN)[-1]
    assert wrong not in told and right in told, told
