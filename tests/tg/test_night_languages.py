"""The club night in a club of two languages: the group's posts are in the club's language,
what one player is told in private (their table each round, its score buttons; the organizer
told of a disagreement) in that player's own.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, DAN, GROUP, NAMES, Hall


def labels(api: LocalBotApi, chat: int) -> list[str]:
    """The buttons of the last message in `chat`."""
    message = api.last_message(chat)
    assert message is not None
    return [str(b["text"]) for b in inline_buttons(message)]


async def join_in(hall: Hall, night_id: int, message_id: int, user: int, lang: str) -> None:
    """`user` opens their private chat with the bot, then takes part (Telegram in `lang`)."""
    await hall.driver.send("/start", user_id=user, language_code=lang, first_name=NAMES[user])
    await hall.driver.press(
        f"nj:{night_id}",
        message_id,
        user_id=user,
        chat_id=GROUP,
        language_code=lang,
        first_name=NAMES[user],
    )


async def test_each_player_is_told_their_table_in_their_own_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("acc")
    assert night.message_id is not None
    langs = {ANN: "en", BEN: "en", CAT: "fr", DAN: "fr"}
    for user, lang in langs.items():
        await join_in(hall, night.id, night.message_id, user, lang)
    await hall.say("/soiree ronde")
    assert hall.group()[-1].startswith("Ronde 1 sur ")  # the club's language in the group
    for user, lang in langs.items():
        told = hall.told(user)[-1]
        if lang == "en":
            assert told.startswith("Round 1 — table "), told
            assert ", against " in told and "contre" not in told
            assert labels(local_api, user) == ["🏆 I won", "I lost"]
        else:
            assert told.startswith("Ronde 1 — table "), told
            assert labels(local_api, user) == ["🏆 J'ai gagné", "J'ai perdu"]


async def test_a_french_organizer_of_an_english_club_is_told_a_disagreement_in_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("acc")
    assert night.message_id is not None
    await bot_driver.send("/lang fr", user_id=ADMIN, language_code="en")
    for user in (ANN, BEN, CAT, DAN):
        await join_in(hall, night.id, night.message_id, user, "en")
    await hall.say("/night round")
    t = await hall.table(night, 1, 1)
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    writer, opponent = users[t.a[0]], users[(t.b or ("",))[0]]
    assert writer is not None and opponent is not None
    await hall.say("/night 121 98", writer)
    await hall.press_confirm(await hall.table(night, 1, 1), opponent, yes=False)
    assert "the players do not agree" in hall.group()[-1]
    told = hall.told(ADMIN)[-1]
    assert "les joueurs ne sont pas d'accord" in told, told
    assert "players" not in told
    assert labels(local_api, ADMIN) == ["Garder 121 à 98"]
