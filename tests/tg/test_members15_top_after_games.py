"""A club whose members play games but not the daily challenge: right after the game's end
said « /classement parties classe les joueurs du club par parties gagnées », plain /classement
said only « Personne n'est encore au classement : jouez le défi du jour avec /defi. ». It now
points to /classement parties too; a club with no game keeps the old line. An empty board
no longer ends with how it is ordered (« Ordre : points pour, puis… »): nobody is on it."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of

from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, group_texts, last_button

GAMES = {
    "fr": "Personne n'est encore au classement du défi du jour : jouez-le avec /defi. Les parties"
    " gagnées entre membres sont dans /classement parties.",
    "en": "Nobody is on the daily challenge's board yet: play it from /daily. The games won"
    " between members are on /top games.",
}
ORDER = {"fr": "Ordre :", "en": "Order:"}
NOBODY = {
    "fr": "Personne n'est encore au classement : jouez le défi du jour avec /defi.",
    "en": "Nobody is on this board yet: play today's challenge from /daily.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_plain_top_points_to_the_games_won(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    await bot_driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=41))
    top = "/classement" if lang == "fr" else "/top"
    lise, gaetan = Member(bot_driver, 941, "Lise", lang), Member(bot_driver, 942, "Gaétan", lang)
    for m in (lise, gaetan):
        await m.private("/start")
    await lise.say(top)
    said = group_texts(local_api)[-1].replace("\u00a0", " ")
    assert NOBODY[lang] in said and ORDER[lang] not in said, said
    await lise.say("Allo", message_id=9400)
    await gaetan.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(lise, 9400))
    await lise.press_in_group("mj:")
    await lise.private("/abandon" if lang == "fr" else "/resign")
    await lise.press(*last_button(local_api, lise.user, "mr:"), chat=lise.user)
    start = len(local_api.calls)
    await gaetan.say(f"{top} tout" if lang == "fr" else f"{top} all")
    said = "\n".join(group_texts(local_api, start)).replace("\u00a0", " ")
    assert GAMES[lang] in said, said
    assert NOBODY[lang] not in said and ORDER[lang] not in said, said
