"""A tournament over: its presentation in the group, edited to end « Ce tournoi est terminé. »,
still said « 4 membres participent : … » in the present, as if it went on. Now « 4 membres ont
participé : … » (doubles: « 2 équipes ont participé »); open, still « participent »."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ANN, BEN, GROUP, create, join, plain


@pytest.mark.parametrize(
    ("lang", "now", "over"),
    [
        ("fr", "2 membres participent : P42, P43", "2 membres ont participé : P42, P43"),
        ("en", "2 members take part: P42, P43", "2 members took part: P42, P43"),
    ],
)
async def test_the_presentation_of_a_tournament_over_says_who_took_part(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    now: str,
    over: str,
) -> None:
    tournament_id = await create(bot_driver, local_api, db, "1 61", lang)
    for user in (ANN, BEN):
        await join(bot_driver, local_api, db, user, lang)
    tournament = await db.tournaments.get_tournament(tournament_id)
    assert tournament is not None and tournament.message_id is not None

    def presented() -> str:
        message = local_api.message(GROUP, tournament.message_id)
        assert message is not None
        return plain(str(message["text"]))

    assert now in presented()
    await close_tournament(CallbackContext(local_app), tournament_id)
    assert over in presented() and now not in presented(), presented()
