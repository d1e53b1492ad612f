"""« /classement janvier 2027 » on a day of 2026 answered « Je ne comprends pas « janvier » »
under the week's board (club25): the month is understood, it has not begun, and that is said
under the week's board, on /classement as on /classement parties, in French and English."""

from __future__ import annotations

from test_club_boards import GERARD, french_club
from test_club_handlers import in_group, today

from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_a_month_not_begun_is_said_so(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await french_club(bot_driver, local_app, local_api)
    year = today().year + 1
    for text, lang, said in (
        (f"/classement janvier {year}", "fr", f"Janvier {year} n'a pas encore commencé"),
        (f"/classement parties janvier {year}", "fr", f"Janvier {year} n'a pas encore commencé"),
        (f"/top January {year}", "en", f"January {year} has not begun yet"),
        (f"/top games January {year}", "en", f"January {year} has not begun yet"),
    ):
        (board,) = texts(await bot_driver.send(**in_group(text, GERARD, language_code=lang)))
        assert "comprends" not in board and "understand" not in board, (text, board)
        assert said in board.replace("\u00a0", " "), (text, board)
