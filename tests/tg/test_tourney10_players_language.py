"""A doubles tournament opened by an organizer who reads French, in a group that set no
language, its teams all English readers: « Bob propose à Helen de faire équipe », « Bob et
Helen font équipe dans le tournoi » and the presentation with its teams stayed French until a
game was played. As a table's posts take its players' language, the tournament's group posts
now take the language most of its players and its organizer read (on a tie, the
organizer's)."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, group_texts
from tests.tg.test_tournament_doubles import open_doubles, pair, plain

ENGLISH = {701: "Bob", 702: "Helen", 703: "Ann", 704: "Tom"}


async def test_the_teams_are_told_in_their_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, "en") for u, n in ENGLISH.items()}
    for m in members.values():
        await m.private("/start")
    tid = await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 701, 702, 8000)
    said = [plain(t) for t in group_texts(local_api)]
    assert any("Bob and Helen" in t for t in said), said[-2:]
    await pair(members, 703, 704, 8001)
    said = [plain(t) for t in group_texts(local_api)]
    assert "Ann" in said[-1] and "propose" not in said[-1], said[-1]
    tournament = await db.tournaments.get_tournament(tid)
    assert tournament is not None and tournament.message_id is not None
    shown = local_api.message(GROUP, tournament.message_id)
    assert shown is not None
    text = plain(shown["text"])
    assert "2 teams take part: Bob and Helen, Ann and Tom" in text, text
