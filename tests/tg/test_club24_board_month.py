"""« /classement novembre », « octobre », "/top November" answered « Je ne comprends pas
« novembre » » under the week's board; « /classement depuis le début » too (club24): the
month named is shown (the last one begun), the all-time board for « depuis le début »."""

from __future__ import annotations

from datetime import date, timedelta

from test_club_boards import EMILE, GERARD, ZOE, french_club
from test_club_handlers import in_group, put_result, today

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

FRENCH = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"
ENGLISH = "January February March April May June July August September October November December"


def months_back(day: date, n: int) -> date:
    """The first day of the month `n` months before that of `day`."""
    first = day.replace(day=1)
    for _ in range(n):
        first = (first - timedelta(days=1)).replace(day=1)
    return first


async def test_a_month_named_shows_its_board(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    day = today()
    last, earlier = months_back(day, 1), months_back(day, 2)
    await put_result(db, EMILE, last + timedelta(days=3), 17, 3)
    await put_result(db, ZOE, earlier + timedelta(days=4), 12, 5)
    await put_result(db, GERARD, day, 9, 9)
    for text, lang, first, on, off in (
        (f"/classement {FRENCH.split()[last.month - 1]}", "fr", last, "Émile", "Zoé"),
        (f"/classement {FRENCH.split()[earlier.month - 1]}", "fr", earlier, "Zoé", "Émile"),
        (f"/top {ENGLISH.split()[last.month - 1]}", "en", last, "Émile", "Zoé"),
    ):
        (board,) = texts(await bot_driver.send(**in_group(text, GERARD, language_code=lang)))
        assert "comprends" not in board and "understand" not in board, (text, board)
        assert on in board and off not in board, (text, board)
        assert str(first.year) in board, board
    (board,) = texts(
        await bot_driver.send(**in_group("/classement depuis le début", ZOE, language_code="fr"))
    )
    assert "comprends" not in board, board
    assert "depuis toujours" in board, board
    assert all(name in board for name in ("Zoé", "Émile", "Gérard")), board


async def test_a_month_named_asked_again_is_named(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """The board of a month two months back asked again: its month, not « le mois dernier »."""
    await french_club(bot_driver, local_app, local_api)
    earlier = months_back(today(), 2)
    await put_result(db, ZOE, earlier + timedelta(days=4), 12, 5)
    text = f"/classement {FRENCH.split()[earlier.month - 1]}"
    (board,) = texts(await bot_driver.send(**in_group(text, ZOE, language_code="fr")))
    assert "mois dernier" not in board, board
    (line,) = texts(await bot_driver.send(**in_group(text, GERARD, language_code="fr")))
    assert f"le classement plus haut ({FRENCH.split()[earlier.month - 1]} " in line, line


async def test_the_month_just_ended_is_last_months_board(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """« /classement novembre » on a day of December is the board « /classement mois
    dernier » shows: asked one after the other, the second points to the first."""
    await french_club(bot_driver, local_app, local_api)
    last = months_back(today(), 1)
    await put_result(db, EMILE, last + timedelta(days=3), 17, 3)
    text = f"/classement {FRENCH.split()[last.month - 1]}"
    (board,) = texts(await bot_driver.send(**in_group(text, ZOE, language_code="fr")))
    assert "le mois dernier (" in board, board
    asked = "/classement mois dernier"
    (line,) = texts(await bot_driver.send(**in_group(asked, GERARD, language_code="fr")))
    assert "le classement du mois dernier, plus haut," in line.replace("\u2019", "'"), line
