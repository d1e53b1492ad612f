"""/club typed by a member who is no administrator: the club's settings, read-only."""

from __future__ import annotations

from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts

MEMBER = 72


async def test_a_member_reads_the_settings_without_buttons(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: a member of 72 typed /club to know when the daily card comes and whether
    muggins is on, and read « Désolé, seuls les administrateurs du groupe peuvent changer les
    réglages du club. »: a refusal to change what she only asked to see. She now reads the
    settings, in the club's language, without the buttons only an admin may press, told
    that only the admins change them; a setting she types is still refused, in hers."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send("/club heure 8 h", user_id=ADMIN, **group)  # type: ignore[arg-type]
    calls = await bot_driver.send("/club", user_id=MEMBER, **group)  # type: ignore[arg-type]
    (shown,) = texts(calls)
    assert shown.startswith("<b>⚙️ Réglages du club")
    assert "Carte du jour\u00a0: chaque jour à 8\u00a0h" in shown
    assert "Muggins" in shown
    assert "avec les boutons" not in shown and "<code>/club heure" not in shown
    assert shown.endswith("Seuls les administrateurs du groupe peuvent les changer.")
    (sent,) = [c for c in calls if c.method == "sendMessage"]
    assert "reply_markup" not in sent.params
    await bot_driver.send("/club lang en", user_id=ADMIN, **group)  # type: ignore[arg-type]
    (english,) = texts(await bot_driver.send("/club", user_id=MEMBER, **group))  # type: ignore[arg-type]
    assert english.startswith("<b>⚙️ Club settings")
    assert english.endswith("Only the group's admins can change them.")
    (refused,) = texts(await bot_driver.send("/club heure 7 h", user_id=MEMBER, **group))  # type: ignore[arg-type]
    assert refused == (
        "Désolé, seuls les administrateurs du groupe peuvent changer les réglages du club."
    )
