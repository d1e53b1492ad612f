"""« /club fuseau Nunavut » asked the administrator « Ce territoire a plusieurs fuseaux
horaires : lequel est le vôtre? », where the club's clock is being chosen: it asks for the
club's (« lequel est celui du club? », "which one is the club's?"), in both languages, for a
territory as for a country; /fuseau still asks for the player's own."""

from __future__ import annotations

import pytest
from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/club fuseau Nunavut",
            "Ce territoire a plusieurs fuseaux horaires\u00a0: lequel est celui du club?",
        ),
        (
            "fr",
            "/club fuseau Mexique",
            "Ce pays a plusieurs fuseaux horaires\u00a0: lequel est celui du club?",
        ),
        (
            "en",
            "/club tz Nunavut",
            "That territory has several timezones: which one is the club's?",
        ),
        ("en", "/club tz Canada", "That country has several timezones: which one is the club's?"),
    ],
)
async def test_the_clubs_clock_is_asked_for(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": lang}
    (text,) = texts(await bot_driver.send(typed, **group))  # type: ignore[arg-type]
    assert text.replace("&#x27;", "'") == said, text
    assert "vôtre" not in text and "yours" not in text, text
