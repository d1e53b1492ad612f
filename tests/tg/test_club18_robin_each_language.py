"""A round robin in a club set to each member's language, opened by a French-reading
administrator, between Marie (French) and Helen (English): its presentation and standings came
only in the organizer's language (a tie between the players' languages), so that Helen read
French standings right under their game's French-and-English posts. As a club game's posts
(`voice_of`), a post every member reads is now in the players' language when they share one,
else in French then in English."""

from __future__ import annotations

from test_member_tournament import group_texts_of, reply_of

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, GroupWatch, Member, play_on


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


async def mixed_robin(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> tuple[Member, Member]:
    await bot_driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=41))
    local_api.member_status[(GROUP, 41)] = "administrator"
    admin = Member(bot_driver, 41, "Admin", "fr")
    await admin.say("/club langue chacun")
    marie, helen = Member(bot_driver, 501, "Marie", "fr"), Member(bot_driver, 502, "Helen", "en")
    for m in (marie, helen):
        await m.private("/start")
    await admin.say("/tournoi jeux50 ronde 61")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, helen):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    return marie, helen


async def test_the_presentation_and_standings_are_in_both_languages(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, helen = await mixed_robin(bot_driver, local_api, db)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    shown = local_api.message(GROUP, tournament.message_id)
    assert shown is not None
    text = plain(shown["text"])
    assert "Marie" in text and "Helen" in text
    assert "2 membres participent" in text and "2 members take part" in text, text
    await helen.say("Hello!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(helen, 9000))
    await helen.press_in_group("mj:")
    await play_on({m.user: m for m in (marie, helen)}, GroupWatch(bot_driver))
    said = [plain(t) for t in group_texts_of(local_api, GROUP)]
    standings = [t for t in said if "de terminer" in t or "just finished" in t]
    assert standings, said[-4:]
    (posted,) = standings
    assert "Marie et Helen viennent de terminer leur partie." in posted, posted
    assert "Marie and Helen just finished their game." in posted, posted
