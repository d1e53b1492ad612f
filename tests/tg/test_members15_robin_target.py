"""« /tournoi ronde 61 », a round robin of games to 61 with no format said: 61 was read as the
number of games, « Un tournoi compte de 1 à 24 parties. »; it is the games' points, and the
format is asked for with an example that keeps what was said (« /tournoi fadoq ronde 61 »)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.test_tournament_handlers import ADMIN, GROUP, group_texts, in_group


@pytest.mark.parametrize(
    ("lang", "words", "example"),
    [
        ("fr", "/tournoi ronde 61", "Par exemple : /tournoi fadoq ronde 61."),
        ("fr", "/tournoi équipes 61", "Par exemple : /tournoi fadoq équipes 61."),
        ("fr", "/tournoi 61", "Par exemple : /tournoi fadoq 61."),
        ("en", "/tournament robin 61", "For example: /tournament fadoq robin 61."),
        ("fr", "/tournoi ronde", "Par exemple : /tournoi fadoq ronde."),
    ],
)
async def test_61_is_the_games_points(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str, example: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    await in_group(bot_driver, words, ADMIN, lang)
    said = group_texts(local_api)[-1].replace("\u00a0", " ")
    assert "24" not in said, said
    assert example in said, said
    assert await db.tournaments.open_tournament(GROUP) is None
    # the example works as given
    await in_group(bot_driver, example.split(": ", 1)[1].rstrip("."), ADMIN, lang)
    made = await db.tournaments.open_tournament(GROUP)
    assert made is not None and made.target == (121 if "61" not in words else 61), made
