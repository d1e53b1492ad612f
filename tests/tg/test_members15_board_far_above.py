"""A board asked again after a conversation scrolled it far up: « Émile : le classement de la
semaine, plus haut, n'a pas changé » sent a member of 72 looking for it many messages back.
Past a dozen messages (`BOARD_NEAR`) the board is posted again at the bottom; a board
asked again just after is still pointed to."""

from __future__ import annotations

from test_club_board_again import EMILE, GERARD, ZOE, ask, is_board, mixed_club
from test_club_handlers import GROUP

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi


async def test_a_board_far_up_is_posted_again(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await mixed_club(bot_driver, local_app, local_api, db)
    assert is_board(await ask(bot_driver, "/classement", ZOE))
    near = await ask(bot_driver, "/classement", GERARD)
    assert "plus haut" in near.params["text"]
    for i in range(15):  # the members talk about their games
        await bot_driver.send(
            f"Bonne partie hier, numéro {i}!",
            user_id=GERARD,
            chat_id=GROUP,
            chat_type="supergroup",
            language_code="fr",
            first_name="Gérard",
        )
    again = await ask(bot_driver, "/classement", EMILE)
    assert is_board(again), again.params["text"]
    assert "plus haut" not in again.params["text"]
    assert "plus haut" in (await ask(bot_driver, "/classement", GERARD)).params["text"]
