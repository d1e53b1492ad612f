"""The period buttons under a board of the period before the current one (« /classement mois
dernier », « hier », "last week"): none is marked (club22)."""

from __future__ import annotations

from test_club22_board_before import club_with_results
from test_club_boards import EMILE, ZOE
from test_club_handlers import in_group

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import ApiCall


def marked(calls: list[ApiCall]) -> list[str]:
    (call,) = [c for c in calls if c.method == "sendMessage"]
    rows = call.params["reply_markup"]["inline_keyboard"]
    return [b["text"] for row in rows for b in row if b["text"].startswith("•")]


async def test_a_past_board_marks_no_period_button(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: under last month's board, « • Mois » was marked, and pressing it showed this
    month's board: no button names a past period."""
    await club_with_results(bot_driver, local_app, local_api, db)
    for text in ("/classement mois dernier", "/classement hier", "/top last week"):
        assert marked(await bot_driver.send(**in_group(text, ZOE, language_code="fr"))) == []
    assert marked(await bot_driver.send(**in_group("/classement mois", EMILE))) != []
