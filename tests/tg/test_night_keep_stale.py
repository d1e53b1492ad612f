"""A disagreement reaches the organizer twice, with « Garder 121 à 98 » under each: the group's
post and a copy in private. Once the organizer had set the score (« /soiree corriger 1 1 121
95 », or the group's button), the copy's button still worked: pressed, it overwrote the
correction with the disputed score and posted « pointage fixé » again. Now it answers that
the score changed, keeps the score as set and takes the button off."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, GROUP, Hall, answers


@pytest.mark.parametrize("by_button", [False, True])
async def test_a_stale_keep_button_changes_nothing(
    bot_driver: Driver, local_api: LocalBotApi, by_button: bool
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, opponent = await hall.one_table("fadoq")
    await hall.say("/soiree 121 98", writer)
    await hall.press_confirm(await hall.table(night, 1, 1), opponent, yes=False)
    copy = local_api.last_message(ADMIN)  # the organizer's, in private
    assert copy is not None
    (keep,) = inline_buttons(copy)
    if by_button:  # the group's « Garder », then the copy's
        disputed = await hall.table(night, 1, 1)
        assert disputed.message_id is not None
        data = str(keep["callback_data"])
        await hall.driver.press(data, disputed.message_id, user_id=ADMIN, chat_id=GROUP)
        kept = (121, 98)
    else:
        await hall.say("/soiree corriger 1 1 121 95")
        kept = (121, 95)
    posts = len(hall.group())
    pressed = await hall.driver.press(
        str(keep["callback_data"]), copy["message_id"], user_id=ADMIN, chat_id=ADMIN
    )
    assert answers(pressed) == ["Ce pointage a changé ou est déjà confirmé."]
    assert (await hall.table(night, 1, 1)).score == kept
    assert len(hall.group()) == posts
    assert inline_buttons(local_api.last_message(ADMIN) or {}) == []  # the copy's button, gone
