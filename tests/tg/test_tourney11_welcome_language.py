"""The bot added to a new group greeted it in the Telegram language of whoever added it:
an admin whose Telegram is French but who chose English with /lang (and reads the bot in
English) had their English group greeted « Bonjour Club! Ce groupe est maintenant un club
Muggins… ». The language they chose comes first, as everywhere else; Telegram's language
code only when they chose none."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, make_my_chat_member_update, texts

GROUP = -100_4242


async def test_the_welcome_takes_the_language_the_adder_chose(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/start", user_id=81, language_code="fr")
    await db.users.set_lang(81, "en")
    added = make_my_chat_member_update(GROUP, "left", "member", from_user_id=81, language_code="fr")
    (hello,) = texts(await bot_driver.process(added))
    assert hello.startswith("Hello Club! This group is now a Muggins club."), hello


async def test_without_a_choice_the_welcome_takes_telegrams_language(bot_driver: Driver) -> None:
    added = make_my_chat_member_update(GROUP, "left", "member", from_user_id=82, language_code="en")
    (hello,) = texts(await bot_driver.process(added))
    assert hello.startswith("Hello Club! This group is now a Muggins club."), hello
