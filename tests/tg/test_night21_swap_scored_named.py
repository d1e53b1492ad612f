"""« /soiree echanger 1 3 » in a round where Ann's table (table 1) has a score and Cat sits at
table 2: « Ces deux joueurs ne peuvent pas changer de place : un pointage est déjà inscrit à
leur table. » — one table for two players who sit at two. The reply now names the player
whose table has its score, and that table."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

SAID = {
    "fr": "{name} ne peut pas changer de place : un pointage est déjà inscrit à sa table"
    " (table {t}).",
    "en": "{name} cannot change places: a score is written at their table (table {t}) already.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_refused_swap_names_the_scored_table(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    scored, other = await hall.tables(night)
    writer = players[scored.a[0]]
    await hall.say(f"{hall.cmd} 121 90", writer.user_id or 0)
    moved = players[other.a[0]]
    await hall.order("echanger", "swap", f"{writer.number} {moved.number}")
    assert hall.group()[-1] == SAID[lang].format(name=writer.name, t=scored.table)


async def test_a_team_is_said_in_the_plural(bot_driver: Driver, local_api: LocalBotApi) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq double")
    for user in (ANN, BEN, CAT, DAN, *range(70, 74)):
        if user in (ANN, BEN, CAT, DAN):
            await hall.join(night, user)
        else:
            await hall.order("ajouter", "add", f"Joueur {user}")
    await hall.order("ronde", "round")
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    scored = next(t for t in await hall.tables(night) if players[t.a[0]].user_id is not None)
    writer = players[scored.a[0]]
    await hall.say(f"{hall.cmd} 121 90", writer.user_id or 0)
    moved = next(t for t in await hall.tables(night) if t.table != scored.table)
    await hall.order("echanger", "swap", f"{writer.number} {players[moved.a[0]].number}")
    team = " et ".join(players[p].name for p in scored.a)
    assert hall.group()[-1] == (
        f"{team} ne peuvent pas changer de place : un pointage est déjà inscrit à leur table"
        f" (table {scored.table})."
    )
