"""« /entraineur hebdo non » in a club's group turns the weekly message off there."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

GROUP = -100_741


@pytest.mark.parametrize(
    ("code", "on", "off", "said"),
    [
        (
            "fr",
            "/entraineur hebdo",
            "/entraineur hebdo non",
            "<b>Zoé</b> : Plus de message de la semaine.",
        ),
        ("en", "/coach weekly", "/coach weekly off", "<b>Zoé</b>: No more weekly message."),
    ],
)
async def test_weekly_off_in_a_group_turns_it_off(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    code: str,
    on: str,
    off: str,
    said: str,
) -> None:
    """Played: Zoé, who gets the weekly message, typed « /entraineur hebdo non » in the club's
    group and read « Le message de la semaine arrive en privé : le bouton ci-dessous ouvre
    notre conversation et y active le message. », its button turning it on: the message she
    asked to stop was on still, and the button would have kept it on. Turning it off needs no
    private chat: it is done there, and said so, her name first."""
    user = 742
    await bot_driver.send(on, user_id=user, language_code=code)
    before = await db.users.get_user(user)
    assert before is not None and before.settings.get("coach_weekly") is True
    calls = await bot_driver.send(
        off,
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=code,
        first_name="Zoé",
    )
    (text,) = texts(calls)
    assert text.replace("\u00a0", " ") == said
    message = local_api.last_message(GROUP)
    assert message is not None and not inline_buttons(message)
    after = await db.users.get_user(user)
    assert after is not None and not after.settings.get("coach_weekly")
