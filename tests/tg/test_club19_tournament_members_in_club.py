"""Four members pressed « ✅ Je participe » under the club's tournament (« 4 membres
participent : Marie, Jean, Luc, Hélène »), then /club said « Aucun membre pour l'instant :
chacun le devient avec le bouton de /defi ou en jouant une partie avec /jouer. »: who takes
part in the club's tournament is a member of the club, as who plays a game in its group (a
doubles team once its partner confirms)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, last_button
from tests.tg.test_tournament_doubles import reply_to

ADMIN = 41
WORDS = {
    "fr": ("/tournoi 1 ronde 61", "/tournoi fadoq équipes 61", "/tournoi équipe", "4 membres"),
    "en": ("/tournament 1 robin 61", "/tournament fadoq teams 61", "/tournament team", "4 members"),
}
NAMES = ((501, "Marie"), (502, "Jean"), (503, "Luc"), (504, "Hélène"))


async def club_of_four(
    driver: Driver, api: LocalBotApi, lang: str
) -> tuple[Member, dict[int, Member]]:
    await driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, language_code=lang)
    )
    api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    members = {user: Member(driver, user, name, lang) for user, name in NAMES}
    for m in members.values():
        await m.private("/start")
    return admin, members


async def club_says(admin: Member, api: LocalBotApi) -> str:
    await admin.say("/club")
    return api.sent_texts(GROUP)[-1].replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_who_joins_the_tournament_is_a_member_of_the_club(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    robin, _doubles, _team, four = WORDS[lang]
    admin, members = await club_of_four(bot_driver, local_api, lang)
    await admin.say(robin)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in members.values():
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    said = await club_says(admin, local_api)
    assert four in said.split("\n")[1], said
    assert await db.clubs.member_count(GROUP) == 4


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_confirmed_doubles_team_is_two_members_of_the_club(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    _robin, doubles, team, four = WORDS[lang]
    admin, members = await club_of_four(bot_driver, local_api, lang)
    await admin.say(doubles)
    for first, at in ((501, 8000), (503, 8001)):
        partner = members[first + 1]
        await partner.say("Bonjour", message_id=at)
        await members[first].say(team, reply_to=reply_to(partner, at))
        assert await db.clubs.member_count(GROUP) == first - 501  # asked: not a team yet
        data, message_id = last_button(local_api, GROUP, "td:")
        await partner.press(data, message_id)
    said = await club_says(admin, local_api)
    assert four in said.split("\n")[1], said
