"""A round robin's (or doubles') game resigned, through the fake Bot API: the standings read
a plain « Lise : 0 point, 61 contre · 1 partie » (and the podium « 🥉 Lise (0 pour, 61
contre) »), nothing saying the game was resigned, where a duplicate tournament's standings
say « (1 abandon) ». The side that resigned is marked now, in /tournoi and at the close; the
side that won is not."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_member_tournament import group_texts_of, reply_of, robin_of_two
from tests.tg.test_tournament_doubles import NAMES, open_doubles, pair

MARK = {"fr": "(1 abandon)", "en": "(1 game abandoned)"}
PODIUM = {"fr": ", 1 abandon)", "en": ", 1 game abandoned)"}  # « (0 pour, 61 contre, 1 abandon) »


def line_of(text: str, name: str) -> str:
    """`name`'s line: a medal, or its place as a number for a line without a point (club14:
    « 🥈 Jean : 0 point, 61 contre » was a medal for no point)."""
    places = ("🥇", "🥈", "🥉", "1.", "2.")
    (line,) = [x for x in text.splitlines() if x.startswith(places) and name in x]
    return line.replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_resigned_round_robin_game_is_marked(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")
    await jean.say("/abandon" if lang == "fr" else "/resign")
    await jean.press_in_group("mr:")
    await marie.say("/tournoi" if lang == "fr" else "/tournament")
    standings = group_texts_of(local_api, GROUP)[-1]
    assert MARK[lang] in line_of(standings, "Jean"), standings
    assert MARK[lang] not in line_of(standings, "Marie"), standings
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    assert await close_tournament(CallbackContext(local_app), tournament.id)
    podium, _, final = group_texts_of(local_api, GROUP)[-1].partition("\n\n")
    assert MARK[lang] in line_of(final, "Jean"), final
    assert MARK[lang] not in line_of(final, "Marie"), final
    # Jean resigned without a point: no place announced on the podium for nothing won (club15:
    # « 2. Jean (0 pour, 61 contre, 1 abandon) »), only in the final standings
    assert "Jean" not in podium, podium
    assert PODIUM[lang] not in line_of(podium, "Marie"), podium


async def test_a_resigned_doubles_game_marks_the_team_that_resigned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    await members[604].say("/resign")  # Helen resigns for Bob & Helen
    await members[604].press_in_group("mr:")
    await members[602].say("/tournoi")
    standings = group_texts_of(local_api, GROUP)[-1]
    assert MARK["fr"] in line_of(standings, "Bob et Helen"), standings
    assert MARK["fr"] not in line_of(standings, "Marie et Jean"), standings
