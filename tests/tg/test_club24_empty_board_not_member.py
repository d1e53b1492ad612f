"""A player of the group who played /defi in private without pressing the club's button got
« Personne n'est encore au classement : jouez le défi du jour avec /defi » from /classement:
she had played it (club24). She is now told that she is no member of the club yet and that the
button of /defi makes her one, her challenges then counting at once; asked again while that
board is above, the line tells her too."""

from __future__ import annotations

from test_club_boards import GERARD, french_club
from test_club_handlers import in_group, put_result, today

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

LUCIE = 44


async def test_a_player_not_member_is_told_what_puts_her_on_the_board(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    await bot_driver.send("/start", user_id=LUCIE, first_name="Lucie", language_code="fr")
    await put_result(db, LUCIE, today(), 14, 6)  # played /defi in private, no button pressed
    (board,) = texts(
        await bot_driver.send(
            **in_group("/classement", LUCIE, language_code="fr", first_name="Lucie")
        )
    )
    assert "Lucie n'est pas encore membre du club" in board, board
    assert "le bouton de /defi" in board, board
    (line,) = texts(
        await bot_driver.send(
            **in_group("/classement", LUCIE, language_code="fr", first_name="Lucie")
        )
    )
    assert "seuls les membres du club y figurent" in line, line
    (board,) = texts(
        await bot_driver.send(
            **in_group("/top month", LUCIE, language_code="en", first_name="Lucie")
        )
    )
    assert "Lucie is not a member of the club yet" in board, board
    (board,) = texts(await bot_driver.send(**in_group("/top all", GERARD, language_code="fr")))
    assert "membre du club" not in board, board  # a member is told to play, as before
