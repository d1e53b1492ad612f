"""The private reminder after 12 hours reaches the member whose deal it is (played at a table
of three: the deal was over, Lise's « 🃏 Donner » waited in the group, and after 12 hours
nobody was reminded in private, though each member waiting on a lay-away, a card or a count
is; only the group's reminder came, after 48 hours)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import partial

import pytest
from telegram.ext import CallbackContext

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.context import Context
from bot.tg.handlers.members_group import reminders_tick
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GroupWatch, Member, chat_texts, live, play_on, two_and_the_bot


def _later(when: datetime) -> datetime:
    return when


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        (
            "fr",
            "Votre partie de club vous attend (rien ne presse, pas d'horloge).\n"
            "À vous de donner\u00a0: touchez «\u00a0🃏 Donner\u00a0» dans le groupe.",
        ),
        (
            "en",
            "Your club game waits for you (no hurry, no clock).\n"
            "Your turn to deal: tap “🃏 Deal” in the group.",
        ),
    ],
)
async def test_the_next_dealer_is_reminded_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, told: str
) -> None:
    names = ["Marie", "Jean", "Lise"]
    members = [Member(bot_driver, 911 + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 3 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    await play_on({m.user: m for m in members}, GroupWatch(bot_driver), until="deal")
    game, table = await live(db, 911)
    waiting = due(table)[0]
    assert waiting.step is Step.DEAL
    dealer = game.user_at(waiting.seat)
    assert dealer is not None
    app = bot_driver.application
    context: Context = CallbackContext(app)
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(hours=13)
    start = len(local_api.calls)
    await reminders_tick(context)
    said = chat_texts(local_api, start, dealer)
    assert len(said) == 1 and said[0].endswith(told), said
    assert said[0].startswith("🃏 Table")  # which table, for a member at several groups
    others = [m.user for m in members if m.user != dealer]
    assert all(chat_texts(local_api, start, user) == [] for user in others)


async def test_who_presses_for_the_bots_deal_is_told_it_is_the_bots(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = await two_and_the_bot(bot_driver, (921, "Marie"), (922, "Jean"))
    members = {921: marie, 922: jean}
    watch = GroupWatch(bot_driver)
    app = bot_driver.application
    context: Context = CallbackContext(app)
    for _ in range(6):
        await play_on(members, watch, until="deal")
        game, table = await live(db, 921)
        waiting = due(table)[0]
        if table.seats[(table.deal.dealer + 1) % 3].is_bot:
            app.bot_data.clock = partial(_later, datetime.now(UTC) + timedelta(hours=13))
            start = len(local_api.calls)
            await reminders_tick(context)
            said = chat_texts(local_api, start, game.user_at(waiting.seat) or 0)
            assert len(said) == 1 and said[0].endswith(
                "Le robot donne ensuite\u00a0: touchez «\u00a0🃏 Donner\u00a0» dans le groupe"
                " quand tout le monde est prêt."
            ), said
            return
        await members[game.user_at(waiting.seat) or 0].press_in_group(f"md:{game.id}:")
    raise AssertionError("the bot never dealt")
