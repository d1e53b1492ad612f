"""/club in a club set to each member's language said in which language its games, its daily
card and its weekly summary come, not its tournaments' presentation and standings (which now
follow the players' languages, as its games do): it says it."""

from __future__ import annotations

import pytest
from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts

SAID = {
    "fr": "Tournois dans le groupe (présentation, classement)\u00a0: dans la langue de leurs"
    " joueurs quand ils en ont une en commun, sinon en français puis en anglais.\n",
    "en": "Tournaments in the group (presentation, standings): in their players' language"
    " when they share one, else in French and in English.\n",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_settings_say_the_tournaments_language(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": lang}
    (shown,) = texts(await bot_driver.send("/club", user_id=ADMIN, **group))  # type: ignore[arg-type]
    assert SAID[lang] in shown, shown
    await bot_driver.send("/club lang fr", user_id=ADMIN, **group)  # type: ignore[arg-type]
    (one,) = texts(await bot_driver.send("/club", user_id=ADMIN, **group))  # type: ignore[arg-type]
    assert "Tournois dans le groupe" not in one and "Tournaments in the group" not in one
