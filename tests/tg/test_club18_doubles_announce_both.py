"""« /tournoi partie » in a doubles tournament between French and English readers, in a club
set to each member's language: the game was announced only in the language of the one who
asked (« Partie du tournoi en double : Marie et Helen contre Jean et Tom. » to Helen and Tom),
right above the table's French-and-English posts. It is now in the four players' languages,
as their table's posts."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import open_doubles, pair, plain

PLAYERS = {601: ("Marie", "fr"), 602: ("Helen", "en"), 603: ("Jean", "fr"), 604: ("Tom", "en")}


async def test_the_doubles_game_is_announced_in_both_languages(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in PLAYERS.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    before = len(local_api.calls)
    await members[601].say("/tournoi partie")
    said = [plain(t) for t in group_texts(local_api, before)]
    assert said[0] == (
        "Partie du tournoi en double : Marie et Helen contre Jean et Tom.\n"
        "Doubles tournament game: Marie and Helen against Jean and Tom."
    ), said[0]
