"""« /tournoi aide » in private answered « Vous ne participez à aucun tournoi en cours… »,
not the help asked for: it is the help, as in the group."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import Member


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [("fr", "/tournoi aide", "Tournoi du club"), ("en", "/tournament help", "Club tournament")],
)
async def test_tournament_help_in_private_is_the_help(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str, head: str
) -> None:
    marie = Member(bot_driver, 601, "Marie", lang)
    await marie.private("/start")
    await marie.private(typed)
    told = html_to_text(local_api.sent_texts(601)[-1])
    assert told.startswith(head), told
    assert "/tournoi fadoq" in told if lang == "fr" else "/tournament fadoq" in told
