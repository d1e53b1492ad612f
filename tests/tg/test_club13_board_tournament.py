"""/classement in the group during a round robin named nothing of it: the member read the
daily challenge's empty board; it now ends with where the tournament's standings are, and
says nothing of one once it is closed."""

from __future__ import annotations

import pytest
from test_member_tournament import robin_of_two

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, last_button

SAID = {
    "fr": "Un tournoi est en cours dans ce groupe : /tournoi montre son classement.",
    "en": "A tournament is under way in this group: /tournament shows its standings.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_board_during_a_tournament_points_to_its_standings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    fr = lang == "fr"
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say("/classement" if fr else "/top")
    board = html_to_text(local_api.sent_texts(GROUP)[-1]).replace("\u00a0", " ")
    assert board.endswith(SAID[lang]), board
    await bot_driver.send(
        "/tournoi annuler" if fr else "/tournament cancel",
        user_id=41,
        chat_id=GROUP,
        chat_type="supergroup",
    )
    data, message_id = last_button(local_api, GROUP, "tx:")
    await bot_driver.press(data, message_id, user_id=41, chat_id=GROUP)  # « yes, cancel »
    assert await db.tournaments.open_tournament(GROUP) is None
    await marie.say("/classement mois" if fr else "/top month")
    board = html_to_text(local_api.sent_texts(GROUP)[-1]).replace("\u00a0", " ")
    assert "🏆 Club" in board and SAID[lang] not in board, board
