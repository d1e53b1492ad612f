"""/club in a new club said « Aucun membre pour l'instant : chacun le devient avec le bouton de
/defi. », but a game played with /jouer makes its players members too: both ways are said,
and after such a game /club counts them."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of

from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, group_texts

ADMIN = 41
NONE = {
    "fr": "Aucun membre pour l'instant : chacun le devient avec le bouton de /defi, en jouant"
    " une partie avec /jouer ou en s'inscrivant à un tournoi (/tournoi).",
    "en": "No member yet: each player becomes one with the button of /daily, by playing a"
    " game with /play or by joining a tournament (/tournament).",
}
TWO = {"fr": "2 membres", "en": "2 members"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_game_makes_members_and_club_says_so(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Denise", lang)
    await admin.say("/club")
    said = group_texts(local_api)[-1].replace("\u00a0", " ")
    assert NONE[lang] in said, said
    lise, gaetan = Member(bot_driver, 931, "Lise", lang), Member(bot_driver, 932, "Gaétan", lang)
    for m in (lise, gaetan):
        await m.private("/start")
    await lise.say("Allo", message_id=9300)
    await gaetan.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(lise, 9300))
    await lise.press_in_group("mj:")
    await admin.say("/club")
    said = group_texts(local_api)[-1].replace("\u00a0", " ")
    assert TWO[lang] in said.split("\n"), said
