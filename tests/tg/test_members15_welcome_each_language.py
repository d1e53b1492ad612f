"""The bot added to a new group by someone with no language (none chosen, none from
Telegram): the group was greeted « Bonjour Club! » in French alone, and an English club had
no English word. With nothing telling the group's language, it is greeted in French, then in
English, each saying how to keep the group's posts in it; a known language still gets one."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, make_my_chat_member_update, texts

GROUP = -100_4343


async def test_a_group_of_unknown_language_is_greeted_in_each(bot_driver: Driver) -> None:
    added = make_my_chat_member_update(GROUP, "left", "member", from_user_id=83, language_code=None)
    (hello,) = texts(await bot_driver.process(added))
    french, english = hello.replace("\u00a0", " ").split("\n\n")
    assert french.startswith("Bonjour Club! Ce groupe est maintenant un club Muggins."), hello
    assert french.endswith(
        "Administrateurs : /club langue fr garde les messages du groupe en français."
    ), hello
    assert english.startswith("Hello Club! This group is now a Muggins club."), hello
    assert english.endswith("Admins: /club lang en keeps the group's posts in this language.")


async def test_a_known_language_gets_one_welcome(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/start", user_id=84, language_code=None)
    await db.users.set_lang(84, "en")
    added = make_my_chat_member_update(GROUP, "left", "member", from_user_id=84, language_code=None)
    (hello,) = texts(await bot_driver.process(added))
    assert hello.startswith("Hello Club!") and "Bonjour" not in hello, hello
