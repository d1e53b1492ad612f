""" "/club tz Mexico" in English offered Mexico City alone, as "/tz Mexico" did (daily15): the
club's clocks of the country now, as « /club fuseau Mexique » offers them."""

from __future__ import annotations

from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts


async def test_mexico_offers_its_clocks_to_the_club(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "en"}
    (text,) = texts(await bot_driver.send("/club tz Mexico", **group))  # type: ignore[arg-type]
    assert text.startswith("That country has several timezones"), text
    message = local_api.last_message(GROUP)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels == ["Cancún", "Mexico City", "Mazatlán"], labels


async def test_a_question_shows_the_clubs_timezone(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """« /club fuseau ? » answered « Je ne connais pas le fuseau horaire ? »: the settings."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    (text,) = texts(await bot_driver.send("/club fuseau ?", **group))  # type: ignore[arg-type]
    assert "Fuseau horaire\u00a0: heure de l'Est (Québec, Ontario)" in text, text
    assert "connais pas" not in text, text
