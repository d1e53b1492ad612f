"""A club's group reads one language: a board or a table redrawn when a member presses one of
its buttons stays in the language it was posted in (the club's, else the one of the member
who asked for it), whatever the language of the member who presses."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, group_texts


async def test_a_board_keeps_its_language_when_another_member_switches_the_period(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    gaston = Member(bot_driver, 701, "Gaston", "fr")
    john = Member(bot_driver, 702, "John", "en")
    for command, prefix in (("/classement", "ct:"), ("/classement parties", "cg:")):
        await gaston.say(command)
        assert "semaine" in group_texts(local_api)[-1].casefold()
        start = len(local_api.calls)
        await john.press_in_group(prefix + "month")
        (redrawn,) = group_texts(local_api, start)
        assert "mois" in redrawn.casefold() and "month" not in redrawn.casefold(), redrawn
    # the club's language, once set, is the board's for everyone
    await db.clubs.update_club(GROUP, {"lang": "en"})
    await john.press_in_group("ct:week")
    assert "week" in group_texts(local_api)[-1].casefold()
