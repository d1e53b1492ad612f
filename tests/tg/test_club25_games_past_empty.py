"""« /classement parties hier » with no game yesterday read « Aucune partie terminée pour
cette période : /jouer invite un membre. »: nobody can play yesterday's games any more
(club25). A board of games of the past says no game was finished then, as /classement's board
of the past says nobody played (« Personne n'a joué le défi du jour pendant cette période »)."""

from __future__ import annotations

from test_club_boards import GERARD, french_club
from test_club_handlers import in_group

from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_an_empty_board_of_games_of_the_past(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await french_club(bot_driver, local_app, local_api)
    for text, lang, said in (
        ("/classement parties hier", "fr", "Aucune partie n'a été terminée pendant cette période."),
        ("/top games last month", "en", "No game was finished in that period."),
    ):
        (board,) = texts(await bot_driver.send(**in_group(text, GERARD, language_code=lang)))
        board = board.replace("\u00a0", " ")
        assert said in board and "/jouer" not in board and "/play" not in board, board
    (board,) = texts(await bot_driver.send(**in_group("/classement parties", GERARD)))
    assert "/jouer invite un membre" in board.replace("\u00a0", " "), board  # this week's
