"""/classement masquer in a group answered with the member's name, as the group's other
replies are (daily14)."""

from __future__ import annotations

from test_club_boards import GERARD, french_club
from test_club_handlers import in_group

from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_hiding_in_the_group_names_the_member(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """Played: « /classement masquer » in the group answered « C'est fait : vous
    n'apparaissez plus… »: whose « vous », in a group of twenty?"""
    await french_club(bot_driver, local_app, local_api)
    (hidden,) = texts(
        await bot_driver.send(
            **in_group("/classement masquer", GERARD, language_code="fr", first_name="Gérard")
        )
    )
    assert hidden.startswith("<b>Gérard</b> — C'est fait\u00a0: vous n'apparaissez plus")
    (shown,) = texts(
        await bot_driver.send(
            **in_group("/top on", GERARD, language_code="en", first_name="Gérard")
        )
    )
    assert shown == "<b>Gérard</b> — Done: you appear on the boards again."
