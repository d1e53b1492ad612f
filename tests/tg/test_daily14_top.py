"""/classement as members type it (daily14): the words that show or hide a member, and the
hiding answered in a group with the member's name, as the group's other replies are."""

from __future__ import annotations

from test_club_boards import ZOE, french_club

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
