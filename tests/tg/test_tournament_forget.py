"""A member of a club's tournament erases everything with /forget (/oublier): the group's
tournament message no longer names them, as when a member leaves the group."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP as CLUB
from tests.tg.members_helpers import Member, last_button

WORDS = {
    "fr": ("/tournoi fadoq ronde 61", "/oublier", "3 membres participent"),
    "en": ("/tournament fadoq robin 61", "/forget", "3 members take part"),
}


def presentation(api: LocalBotApi, message_id: int) -> str:
    (message,) = [m for m in api.messages(CLUB) if m["message_id"] == message_id]
    return str(message["text"])


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_who_forgets_leaves_the_tournament_message(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """Played: Lise, in a round robin of four, erased everything with « /oublier »; /tournoi
    showed « 1 partie à jouer : Jean contre Gaétan », but the tournament's message above still
    read « 4 membres participent : Marie, Jean, Gaétan, Lise » and « 3 parties à jouer :
    Marie contre Lise … ». It now names the three members left and their games only."""
    opens, forget, three = WORDS[lang]
    await bot_driver.process(make_my_chat_member_update(CLUB, "left", "member", from_user_id=41))
    local_api.member_status[(CLUB, 41)] = "administrator"
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=41, chat_id=CLUB, chat_type="supergroup")
    names = [(501, "Marie"), (502, "Jean"), (503, "Gaétan"), (504, "Lise")]
    members = [Member(bot_driver, user, name, lang) for user, name in names]
    for m in members:
        await m.private("/start")
    await bot_driver.send(opens, user_id=41, chat_id=CLUB, chat_type="supergroup")
    tournament = await db.tournaments.open_tournament(CLUB)
    assert tournament is not None and tournament.message_id is not None
    for m in members:
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    assert "Lise" in presentation(local_api, tournament.message_id)
    lise = members[3]
    await lise.private(forget)
    data, message_id = last_button(local_api, lise.user, "cf:")
    await lise.press(data.replace(":no", ":yes"), message_id, chat=lise.user)
    shown = presentation(local_api, tournament.message_id)
    assert "Lise" not in shown
    assert three in shown
    assert "Marie" in shown and "Gaétan" in shown
