"""A board of the period before the current one (« /classement mois dernier », « hier »,
"last week") asked again, and the period buttons under it (club22)."""

from __future__ import annotations

from datetime import timedelta

from test_club_boards import EMILE, GERARD, ZOE, french_club
from test_club_handlers import in_group, put_result, today

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def club_with_results(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    day = today()
    await put_result(db, EMILE, day.replace(day=1) - timedelta(days=1), 17, 3)
    await put_result(db, ZOE, day - timedelta(days=1), 12, 5)
    await put_result(db, ZOE, day - timedelta(days=7), 12, 5)


async def test_a_past_board_asked_again_is_named_as_past(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: « /classement mois dernier » asked twice answered « …le classement du mois,
    plus haut, n'a pas changé »: the one above is last month's."""
    await club_with_results(bot_driver, local_app, local_api, db)
    asked = [
        ("/classement mois dernier", "fr", "le classement du mois dernier, plus haut,"),
        ("/classement hier", "fr", "le classement d'hier, plus haut,"),
        ("/classement semaine dernière", "fr", "le classement de la semaine dernière, plus haut,"),
        ("/top last month", "en", "last month's board above has not changed"),
        ("/top yesterday", "en", "yesterday's board above has not changed"),
        ("/top last week", "en", "last week's board above has not changed"),
    ]
    for text, lang, said in asked:
        (board,) = texts(await bot_driver.send(**in_group(text, ZOE, language_code=lang)))
        assert board.startswith("<b>🏆 Club"), board
        (line,) = texts(await bot_driver.send(**in_group(text, GERARD, language_code=lang)))
        assert said in line.replace("\u2019", "'"), (text, line)
