"""A member hidden from the boards (« /classement masquer ») who alone played read « Personne
n'est encore au classement : jouez le défi du jour avec /defi », then that she is hidden
(club25): nobody else is on the board, she is hidden, « /classement afficher » shows her."""

from __future__ import annotations

from test_club_boards import EMILE, french_club
from test_club_handlers import in_group, put_result, today

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_a_hidden_member_alone_on_the_board(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, EMILE, today(), 17, 3)
    await bot_driver.send("/classement masquer", user_id=EMILE, language_code="fr")
    for text, lang, said in (
        (
            "/classement",
            "fr",
            "Personne d'autre n'est encore au classement.\nÉmile n'apparaît dans aucun"
            " classement (/classement afficher pour y revenir).",
        ),
        (
            "/top day",
            "en",
            "Nobody else is on this board yet.\nÉmile is hidden from the boards (/top on to"
            " show up again).",
        ),
    ):
        asked = in_group(text, EMILE, language_code=lang, first_name="Émile")
        (board,) = texts(await bot_driver.send(**asked))
        board = board.replace("\u00a0", " ")
        assert "/defi" not in board and "/daily" not in board, board
        assert said in board, board
