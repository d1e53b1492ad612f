"""A night closed before night17's ranking change (a side whose only games were lost by
default, a latecomer at 0 point, then ranked by its totals, ahead of a player absent from
the start; now they wait together) no longer matched any rule known: « /soiree classement »
fell back to « Voici le classement annoncé à la fermeture : recalculé aujourd'hui à partir
des pointages inscrits, il ne serait pas le même. », which tells a member nothing. The rule
of its day is now known and named."""

from __future__ import annotations

import pytest

from bot.drills.night import Ranking
from bot.drills.night_standings import standing_record, standings
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, DAN, Hall

WORDS = {
    "fr": (
        "Cette soirée a été classée selon la règle de l'époque : un joueur ou une équipe"
        " n'ayant que des parties perdues par défaut était classé d'après ses points, devant"
        " ceux qui n'avaient pas encore joué (aujourd'hui : classé avec eux).",
        "annoncé à la fermeture",
        "4. Rita Cormier",
        "5. Dan Cyr",
    ),
    "en": (
        "This night was ranked by the rule of its day: a player or team whose only games were"
        " lost by default was ranked by their points, ahead of those who had not played yet"
        " (today: ranked with them).",
        "announced at the close",
        "4. Rita Cormier",
        "5. Dan Cyr",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_night_closed_before_the_default_loss_rule_names_its_rule(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    rule, vague, rita, dan = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("absent", "absent", "4")  # Dan, absent from the start
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Rita Cormier")  # late: her game lost by default
    players = {p.name: p.id for p in await hall.db.nights.night_players(night.id)}
    for t in await hall.tables(night):
        if t.b is not None and t.score is None:
            await hall.order("corriger", "correct", f"1 {t.table} 121 98")
    tables = [t.model for t in await hall.tables(night)]
    sides = [(players[name],) for name in players]
    rows = [standing_record(r) for r in standings(Ranking.POINTS, sides, tables, 121)]
    late, away = (players["Rita Cormier"],), (players["Dan Cyr"],)
    assert [tuple(r["players"]) for r in rows[-2:]] == [away, late]  # today: waiting together
    assert rows[-1]["rank"] == rows[-2]["rank"] == 4
    # as the close froze them before: Rita ranked by her 0 points, ahead of Dan who waited
    rita_row, dan_row = rows[-1], rows[-2]
    rows[-2:] = [{**rita_row, "rank": 4}, {**dan_row, "rank": 5}]
    db: Database = hall.db
    assert await db.nights.close_night(night.id, rows, ADMIN)
    await hall.order("classement", "standings")
    shown = hall.group()[-1].replace("\u00a0", " ")
    assert rule in shown and vague not in shown, shown
    lines = shown.splitlines()
    assert any(line.startswith(rita) for line in lines), shown
    assert any(line.startswith(dan) for line in lines), shown
