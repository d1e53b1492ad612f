"""An organizer's words refused for a Jeux 50+ tournament (« /tournoi jeux50 2 », two games
of a reduced tournament typed without « parties »): the example given back was a FADOQ
tournament's, « Par exemple : /tournoi fadoq 61 (parties de 61) ou /tournoi fadoq 2
parties. », and an organizer copying it created the wrong tournament. The example now keeps
the format typed."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.test_tournament_handlers import ADMIN, GROUP, group_texts, in_group


@pytest.mark.parametrize(
    ("lang", "words", "example"),
    [
        ("fr", "/tournoi jeux50 2",
         "Par exemple : /tournoi jeux50 61 (parties de 61) ou /tournoi jeux50 2 parties."),
        ("fr", "/tournoi jeux 50 7",
         "Par exemple : /tournoi jeux50 61 (parties de 61) ou /tournoi jeux50 7 parties."),
        ("en", "/tournament jeux50 3", "For example: /tournament jeux50 61 (games of 61) or "
         "/tournament jeux50 3 games."),
        ("en", "/tournament fadoq 400 days", "For example: /tournament fadoq 2 weeks."),
        ("fr", "/tournoi jeux50 400 jours", "Par exemple : /tournoi jeux50 2 semaines."),
    ],
)  # fmt: skip
async def test_the_example_keeps_the_format_typed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str, example: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    await in_group(bot_driver, words, ADMIN, lang)
    said = group_texts(local_api)[-1]
    assert example in said, said
    assert await db.tournaments.open_tournament(GROUP) is None
