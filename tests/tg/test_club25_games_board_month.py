"""« /classement parties novembre » showed the week's board of games under « Je ne comprends
pas « novembre » », « /classement parties mois dernier » the week's under « Je ne comprends
pas « mois dernier » » (club25): the board of games takes the periods /classement takes, a
month named, last month, « depuis le début »."""

from __future__ import annotations

from datetime import timedelta

from test_club24_board_month import ENGLISH, FRENCH, months_back
from test_club_handlers import today
from test_games_board_again import is_games_board, resigned_game, sent

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member


async def test_the_games_board_of_a_month_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    zoe, marc, pat = (
        Member(bot_driver, 611, "Zoé", "fr"),
        Member(bot_driver, 612, "Marc", "fr"),
        Member(bot_driver, 614, "Pat", "en"),
    )
    for member in (zoe, marc, pat):
        await member.private("/start")
    await resigned_game(local_api, zoe, marc)  # Zoé won, today
    last, earlier = months_back(today(), 1), months_back(today(), 2)
    async with db.transaction() as conn:  # that game was finished last month
        await conn.execute(
            "UPDATE member_games SET finished_day = ?",
            ((last + timedelta(days=2)).isoformat(),),
        )
    month, month_en = FRENCH.split()[last.month - 1], ENGLISH.split()[last.month - 1]
    for member, text, period in (
        (zoe, f"/classement parties {month}", "le mois dernier"),
        (pat, f"/top games {month_en}", "last month"),
        (zoe, "/classement parties depuis le début", "depuis toujours"),
    ):
        board = sent(await member.say(text))
        said = str(board.params["text"])
        assert is_games_board(board), said
        assert "comprends" not in said and "understand" not in said, (text, said)
        assert period in said and "Zoé" in said, (text, said)
        if "parties depuis" not in text:
            assert str(last.year) in said, (text, said)
    again = sent(await marc.say("/classement parties mois dernier"))  # the same board: above
    assert str(again.params["text"]) == (
        "<b>Marc</b>\u00a0: le classement des parties du mois dernier, plus haut, n'a pas"
        " changé. Votre rang\u00a0: 2 sur 2."
    ), again.params["text"]
    board = sent(await marc.say(f"/classement parties {FRENCH.split()[earlier.month - 1]}"))
    said = str(board.params["text"])
    assert is_games_board(board) and "comprends" not in said, said
    assert FRENCH.split()[earlier.month - 1] in said and "Zoé" not in said, said
    board = sent(await marc.say("/classement parties"))  # this week: the game was last month
    assert "Zoé" not in str(board.params["text"]), board.params["text"]
