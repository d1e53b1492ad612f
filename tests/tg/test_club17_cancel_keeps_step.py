"""« /annuler » in private while a club game's step waited there (or just after « Abandonner la
partie de club? ») answered « Question abandonnée. » and dropped the step: its buttons gone,
the table waiting on a member told nothing of how to go on. The members' steps' /cancel
(`members_play.cancel_requested`, the kind's `cancel`) keeps the step and says how to leave
the game instead."""

from __future__ import annotations

import pytest
from telegram import Update
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App, Context
from bot.tg.handlers.common import who
from bot.tg.handlers.members_play import cancel_requested
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, chat_texts, two_at_a_table

KEPT = {
    "fr": "Votre partie de club continue : ma question plus haut vous attend toujours. Pour"
    " quitter la partie : /abandon.",
    "en": "Your club game goes on: my question above still waits for you. To leave the game:"
    " /resign.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_cancel_keeps_a_club_games_step(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code=lang)
    )
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    await two_at_a_table(bot_driver, (501, "Marie"), (502, "Jean"), lang, opens)
    step = await db.questions.pending_question(501, 501)
    assert step is not None and step.kind == "members"
    payload = local_api.message_update("/annuler", 501, 501, language_code=lang)
    update = Update.de_json(payload, local_app.bot)
    context: Context = CallbackContext.from_update(update, local_app)
    player = await who(update, context)
    assert player is not None
    before = len(local_api.calls)
    assert await cancel_requested(context, player, step)
    (said,) = chat_texts(local_api, before, 501)
    assert said.replace("\u00a0", " ") == KEPT[lang]
    kept = await db.questions.pending_question(501, 501)
    assert kept is not None and kept.id == step.id  # the step still waits, its buttons on
    assert not await cancel_requested(context, player, None)  # no step: not its business
