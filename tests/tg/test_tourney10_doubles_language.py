"""A doubles tournament in a group of English-speaking members that set no language: the
table's posts came in English (its players' language) while the standings after the game,
and /tournament's, came in French (the tournament took the language of the admin who opened
it, else French). As a table's, the tournament's group posts now take the language most of
its players and its organizer read: the standings agree with the tables."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import open_doubles, pair, plain

ENGLISH = {701: "Bob", 702: "Helen", 703: "Ann", 704: "Tom"}


async def test_standings_in_the_language_of_an_english_group(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, "en") for u, n in ENGLISH.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 701, 702, 8000)
    await pair(members, 703, 704, 8001)
    start = len(group_texts(local_api))
    await members[701].say("/tournament play")
    await members[704].say("/resign")
    await members[704].press_in_group("mr:")
    await members[701].say("/tournament")
    said = [plain(t) for t in group_texts(local_api)[start:]]
    table = [t for t in said if "Table" in t]
    assert table and all("Table of" in t or "Table de" not in t for t in table), table
    standings = said[-1]
    assert "Bob and Helen" in standings and "Bob et Helen" not in standings, standings
    assert "Standings" in standings and "Classement" not in standings, standings
