"""/classement as members type it (daily14): the words that show or hide a member, and the
hiding answered in a group with the member's name, as the group's other replies are."""

from __future__ import annotations

from datetime import timedelta

from test_club_boards import EMILE, GERARD, ZOE, french_club
from test_club_handlers import in_group, put_result, today

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_montrer_and_cacher_show_and_hide_a_member(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """Played: « /classement montrer » answered the week's board under « Je ne comprends pas
    « montrer » », and « /classement cacher » likewise."""
    await french_club(bot_driver, local_app, local_api)
    (hidden,) = texts(await bot_driver.send("/classement cacher", user_id=ZOE, language_code="fr"))
    assert hidden.startswith("C'est fait\u00a0: vous n'apparaissez plus")
    (shown,) = texts(await bot_driver.send("/classement montrer", user_id=ZOE, language_code="fr"))
    assert shown == "C'est fait\u00a0: vous apparaissez de nouveau dans les classements."


async def test_last_month_and_yesterday_show_their_boards(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: « /classement mois dernier » showed this month's board without a word of
    « dernier », « /classement hier » the week under « Je ne comprends pas « hier » »."""
    await french_club(bot_driver, local_app, local_api)
    day = today()
    last_month = day.replace(day=1) - timedelta(days=1)
    await put_result(db, EMILE, last_month, 17, 3)
    await put_result(db, ZOE, day - timedelta(days=1), 12, 5)
    await put_result(db, GERARD, day, 20, 4)
    (board,) = texts(
        await bot_driver.send(
            **in_group("/classement mois dernier", ZOE, language_code="fr", first_name="Zoé")
        )
    )
    first = board.split("\n")[0]
    assert first.startswith("<b>🏆 Club\u00a0: le mois dernier ("), first
    assert "Émile" in board and "Gérard" not in board, board
    if (day - timedelta(days=1)).month == day.month:  # Zoé's game of yesterday: this month's
        assert "Zoé n'est pas à ce classement." in board, board
    else:  # the first of a month: yesterday was last month, Zoé is on its board
        assert "Zoé" in board and "pas à ce classement" not in board, board
    assert "comprends" not in board, board
    (board,) = texts(await bot_driver.send(**in_group("/classement hier", ZOE, language_code="fr")))
    assert "<b>🏆 Club\u00a0: hier (" in board, board
    assert "Zoé" in board and "Gérard" not in board and "comprends" not in board, board
    (board,) = texts(await bot_driver.send(**in_group("/top last week", EMILE, language_code="en")))
    assert "last week (" in board and "understand" not in board, board


async def test_a_month_before_with_nobody_says_so(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, GERARD, today(), 20, 4)
    (board,) = texts(
        await bot_driver.send(**in_group("/classement le mois dernier", ZOE, language_code="fr"))
    )
    assert "Personne n'a joué le défi du jour pendant cette période." in board, board
    assert "jouez le défi du jour" not in board, board
