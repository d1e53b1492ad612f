"""The end of a resigned game of a round robin (or of doubles) said « Au tournoi » twice in a
row: « Au tournoi, l'abandon compte comme une partie gagnée à 61 : … » then « Au tournoi, ce
sont les points qui comptent, pas les parties gagnées. »; it is now one line."""

from __future__ import annotations

import pytest
from test_member_tournament import group_texts_of, reply_of, robin_of_two

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import open_doubles, pair, plain

SAID = {
    "fr": ("Au tournoi", "Au tournoi, l'abandon compte comme une partie gagnée à 61 : ",
           "; ce sont les points qui comptent, pas les parties gagnées."),
    "en": ("In the tournament", "In the tournament, the resignation counts as a game won at 61: ",
           "; points count, not games won."),
}  # fmt: skip


def end_of(texts: list[str], lead: str) -> str:
    return next(t for t in reversed(texts) if lead in t and ("abandon" in t or "resign" in t))


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_resigned_round_robin_game_says_the_tournament_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    lead, counted, points = SAID[lang]
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")
    await jean.say("/abandon" if lang == "fr" else "/resign")
    await jean.press_in_group("mr:")
    end = plain(end_of(group_texts_of(local_api, GROUP), counted))
    lines = [line for line in end.splitlines() if line.startswith(lead)]
    assert len(lines) == 1, end
    assert lines[0].startswith(counted) and lines[0].endswith(points), end


ENGLISH = {701: "Bob", 702: "Helen", 703: "Ann", 704: "Tom"}


async def test_a_resigned_doubles_game_says_the_tournament_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, "fr") for u, n in ENGLISH.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 701, 702, 8000)
    await pair(members, 703, 704, 8001)
    await members[701].say("/tournoi jouer")
    await members[704].say("/abandon")
    await members[704].press_in_group("mr:")
    lead, counted, points = SAID["fr"]
    end = plain(end_of(group_texts_of(local_api, GROUP), counted))
    lines = [line for line in end.splitlines() if line.startswith(lead)]
    assert len(lines) == 1, end
    assert lines[0].startswith(counted) and lines[0].endswith(points), end
