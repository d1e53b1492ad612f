"""Club boards and the weekly summary as a French club reads them (names with accents, ties,
dates), through the whole bot over the in-process Bot API."""

from __future__ import annotations

from datetime import timedelta

from telegram.ext import CallbackContext
from test_club_handlers import (
    GROUP,
    add_bot,
    card,
    in_group,
    join,
    put_result,
    start_payload,
    today,
)

from bot.drills.club import week_start
from bot.storage import Database
from bot.tg.club_jobs import summary_text
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

ZOE, EMILE, GERARD = 41, 42, 43
NAMES = {ZOE: "Zoé", EMILE: "Émile", GERARD: "Gérard"}


async def french_club(bot_driver: Driver, local_app: App, local_api: LocalBotApi) -> None:
    """A club whose members are Zoé, Émile and Gérard (joined in that order)."""
    await add_bot(bot_driver)
    payload = start_payload(await card(local_app, local_api))
    for user, name in NAMES.items():
        assert "Bienvenue" in await join(bot_driver, payload, user, name, lang="fr")


def order(text: str) -> list[str]:
    """The members' names in the order a text shows them."""
    return sorted(NAMES.values(), key=text.index)


async def test_equal_members_are_listed_as_a_club_reads_names(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    for user in NAMES:
        await put_result(db, user, today(), 20, 4)
    (board,) = texts(await bot_driver.send(**in_group("/classement jour", ZOE, language_code="fr")))
    assert order(board) == ["Émile", "Gérard", "Zoé"]  # not Gérard, Zoé, Émile
    assert board.count("🥇") == 3


async def test_the_longest_streak_of_equals_names_the_first_in_the_list(
    local_app: App, bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    monday = week_start(today()) - timedelta(days=7)
    for user in (ZOE, EMILE):
        for n in range(3):
            await put_result(db, user, monday + timedelta(days=n), 10, 2)
    club = await db.clubs.get_club(GROUP)
    assert club is not None
    text = await summary_text(club, CallbackContext(local_app, chat_id=GROUP))
    assert text is not None
    (streak,) = [line for line in text.split("\n") if "série" in line]
    assert "Émile" in streak
