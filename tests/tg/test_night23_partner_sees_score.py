"""A doubles night: Bob wrote his team's score in private (« we lost 95 to 121 »); his
partner Huguette typed /soiree in private and read « Ce pointage est déjà inscrit : un joueur
de l'autre équipe le confirme avec le bouton. », a score she had never seen. She reads who
wrote it and what now, then who confirms it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, NAMES, Hall

SAID = {
    "fr": "{writer} a inscrit le pointage : {mine} 95, {theirs} 121. Un joueur de l'autre équipe"
    " le confirme avec le bouton, dans le groupe.",
    "en": "{writer} wrote the score: {mine} 95, {theirs} 121. A player of the other team"
    " confirms it with the button, in the group.",
}
AND = {"fr": " et ", "en": " and "}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_partner_reads_the_score_her_team_wrote(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    (t,) = await hall.tables(night)
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    writer, partner = (users[p] for p in t.a)
    theirs = [users[p] for p in t.b or ()]
    await hall.private("95 121", writer)
    await hall.private(hall.cmd, partner)
    mine = AND[lang].join(NAMES[u] for u in (writer, partner) if u is not None)
    other = AND[lang].join(NAMES[u] for u in theirs if u is not None)
    said = SAID[lang].format(writer=NAMES[writer or 0], mine=mine, theirs=other)
    assert said in hall.told(partner or 0)[-1].split("\n"), hall.told(partner or 0)[-1]
