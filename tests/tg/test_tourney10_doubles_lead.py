"""The standings posted after a doubles game began « Marie et Jean et Rita et Paul viennent de
terminer leur partie. »: four names joined by « et », two teams read as one list. The lead now
says the game as its start did: « Partie du tournoi en double terminée : Marie et Jean contre
Lise et Gaston. »"""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import open_doubles, pair, plain

PEOPLE = {
    "fr": {701: "Marie", 702: "Jean", 703: "Lise", 704: "Gaston"},
    "en": {701: "Bob", 702: "Helen", 703: "Ann", 704: "Tom"},
}
LEAD = {
    "fr": "Partie du tournoi en double terminée : Marie et Jean contre Lise et Gaston.",
    "en": "Doubles tournament game over: Bob and Helen against Ann and Tom.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_lead_names_the_two_teams_apart(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, n in PEOPLE[lang].items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 701, 702, 8000)
    await pair(members, 703, 704, 8001)
    await members[701].say("/tournoi partie")
    await members[704].say("/abandon")
    await members[704].press_in_group("mr:")
    standings = [plain(t) for t in group_texts(local_api) if "🥇" in t]
    assert standings, group_texts(local_api)[-3:]
    lines = standings[0].split("\n")
    assert LEAD[lang] in lines, lines
