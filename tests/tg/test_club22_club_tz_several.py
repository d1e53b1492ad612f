"""« /club fuseau Nunavut »: the territory's clocks offered by buttons, as « /fuseau Nunavut »
offers them (club22); it answered « Je ne connais pas le fuseau horaire Nunavut. »"""

from __future__ import annotations

from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts


async def test_a_territory_of_several_clocks_offers_them(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    for lang, typed, asked, set_to in (
        ("fr", "Nunavut", "Ce territoire a plusieurs fuseaux horaires", "Iqaluit"),
        ("en", "Canada", "That country has several timezones", "Eastern time (Quebec, Ontario)"),
    ):
        group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": lang}
        (text,) = texts(await bot_driver.send(f"/club tz {typed}", **group))  # type: ignore[arg-type]
        assert text.startswith(asked), text
        assert "connais pas" not in text and "know" not in text, text
        message = local_api.last_message(GROUP)
        assert message is not None
        labels = [str(b["text"]) for b in inline_buttons(message)]
        assert labels[0] == set_to, labels
        (shown,) = texts(await bot_driver.press_button(message, 1, user_id=ADMIN))
        assert set_to in shown, shown
