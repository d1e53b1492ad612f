"""A table nobody joined for 7 days: the bot withdrew it with a new group message, « Une
invitation à jouer a attendu 7 jours sans joueurs : elle est retirée. », while the invitation
above kept its « ✅ Je prends une place » and « ▶ Commencer », each press answered that the
table is closed. Now the invitation itself says it is withdrawn, its buttons gone, as when
the host withdraws it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.handlers.members_group import reminders_tick
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import GROUP, Member, group_texts

WITHDRAWN = {
    "fr": "Une invitation à jouer a attendu 7 jours sans joueurs : elle est retirée.",
    "en": "An invitation to play waited 7 days without players: it is withdrawn.",
}


@pytest.mark.parametrize(("lang", "opens"), [("fr", "/jouer 3"), ("en", "/play 3")])
async def test_an_invitation_withdrawn_after_seven_days_loses_its_buttons(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, opens: str
) -> None:
    marie = Member(bot_driver, 961, "Marie", lang)
    await marie.private("/start")
    await marie.say(opens)
    game = await db.members.live_member_game(961)
    assert game is not None and game.is_open and game.message_id is not None
    app = bot_driver.application
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(days=8)
    posted = len(group_texts(local_api))
    await reminders_tick(CallbackContext(app))  # type: ignore[arg-type]
    assert await db.members.live_member_game(961) is None
    invitation = local_api.message(GROUP, game.message_id)
    assert invitation is not None
    assert inline_buttons(invitation) == []
    said = group_texts(local_api)[posted:]
    assert len(said) == 1 and WITHDRAWN[lang] in said[0].replace("\u00a0", " "), said
