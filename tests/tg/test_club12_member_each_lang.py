"""/club read by a member who is no administrator, the club's language being each member's
own: the settings, without the commands only an admin may type (before: « /club langue fr ou
/club langue en fixe une seule langue … », right above « Seuls les administrateurs du groupe
peuvent les changer. »)."""

from __future__ import annotations

import pytest
from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts

MEMBER = 72


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_reads_each_language_without_the_admin_commands(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": lang}
    await bot_driver.send("/club lang each", user_id=ADMIN, **group)  # type: ignore[arg-type]
    (admin,) = texts(await bot_driver.send("/club", user_id=ADMIN, **group))  # type: ignore[arg-type]
    (shown,) = texts(await bot_driver.send("/club", user_id=MEMBER, **group))  # type: ignore[arg-type]
    assert "<code>" in admin  # the admin still reads how to change them
    assert "<code>" not in shown, shown
    if lang == "fr":
        assert (
            "Parties du club dans le groupe\u00a0: dans la langue des joueurs quand ils en ont "
            "une en commun, sinon en français puis en anglais.\n"
        ) in shown, shown
        assert "fixe une seule langue" not in shown
    else:
        assert (
            "Club games in the group: in the players' language when they share one, else in "
            "French and in English, one after the other.\n"
        ) in shown, shown
        assert "sets one language" not in shown
