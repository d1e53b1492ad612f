"""« /tournoi partie » in the group by a member not taking part in a duplicate tournament was
answered « Appuyez sur le bouton pour participer, puis jouez avec /jouer en privé. » above an
« Ouvrir ma conversation » button, whose link answered in private « Appuyez sur le bouton du
tournoi dans le groupe de votre club pour participer. »; in a round robin, « Press the button
to take part… » came with no button at all. The answer now carries the button it names, the
presentation's ✅, which takes part."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member

ADMIN = 41
CASES = [
    ("fr", "/tournoi 2 61", "/tournoi partie"),
    ("en", "/tournament 1 robin 61", "/tournament play"),
]


@pytest.mark.parametrize(("lang", "creates", "play"), CASES)
async def test_the_answer_to_take_part_carries_the_button(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, creates: str, play: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, language_code=lang)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    jean = Member(bot_driver, 502, "Jean", lang)
    await jean.private("/start")
    await admin.say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    await jean.say(play)
    answer = local_api.messages(GROUP)[-1]
    datas = [b.get("callback_data") for b in inline_buttons(answer)]
    assert datas == [f"tj:{tournament.id}"], answer
    await jean.press(f"tj:{tournament.id}", int(answer["message_id"]))
    members = await db.tournaments.tournament_members(tournament.id)
    assert [m.user_id for m in members] == [502]
