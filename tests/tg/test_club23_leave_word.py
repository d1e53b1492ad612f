"""« /tournoi quitter » (« /tournament leave ») by a member who takes part was answered « Seuls
les administrateurs du groupe peuvent créer, fermer ou annuler un tournoi. » above the
standings, as if an administrator had to take them out. Nobody leaves a tournament: they are
told so, and what becomes of the games they do not play (one not in it: that they are not)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member

ADMIN = 41
LEFT = {
    "fr": "On ne quitte pas un tournoi en cours : les parties que vous ne jouez pas ne comptent"
    " tout simplement pas, et le classement garde celles que vous avez jouées.",
    "en": "A tournament under way is not left: the games you do not play simply do not count,"
    " and the standings keep the ones you played.",
}
NOT_IN = {
    "fr": "Vous ne participez pas au tournoi en cours.",
    "en": "You do not take part in the tournament under way.",
}


@pytest.mark.parametrize(
    ("lang", "word"), [("fr", "/tournoi quitter"), ("en", "/tournament leave")]
)
async def test_leaving_a_tournament_is_answered_for_what_it_is(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, word: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    await Member(bot_driver, ADMIN, "Admin", "fr").say("/tournoi fadoq ronde 61")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    rita, fred = Member(bot_driver, 971, "Rita", lang), Member(bot_driver, 972, "Fred", lang)
    await rita.press(f"tj:{tournament.id}", tournament.message_id)
    await rita.say(word)
    said = str(local_api.messages(GROUP)[-1]["text"]).replace("\u00a0", " ")
    assert said == LEFT[lang], said
    await fred.say(word)
    said = str(local_api.messages(GROUP)[-1]["text"]).replace("\u00a0", " ")
    assert said == NOT_IN[lang], said
