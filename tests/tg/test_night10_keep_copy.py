"""The organizer settles a disagreement with the copy of « Garder 121 à 98 » in private: the
score was set and posted, but the copy kept its button (pressed again: « Ce pointage a changé
ou est déjà confirmé. »). It is taken off with the press, as the group's is."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, Hall


async def test_the_pressed_copy_loses_its_button(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, opponent = await hall.one_table("fadoq")
    await hall.say("/soiree 121 98", writer)
    await hall.press_confirm(await hall.table(night, 1, 1), opponent, yes=False)
    copy = local_api.last_message(ADMIN)
    assert copy is not None
    (keep,) = inline_buttons(copy)
    await hall.driver.press(
        str(keep["callback_data"]), copy["message_id"], user_id=ADMIN, chat_id=ADMIN
    )
    assert (await hall.table(night, 1, 1)).confirmed
    assert "pointage fixé par l'organisateur" in "\n".join(hall.group())
    assert inline_buttons(local_api.last_message(ADMIN) or {}) == []  # the copy's
