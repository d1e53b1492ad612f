"""« /tournoi partie » typed in the group by a member who already takes part in a duplicate
tournament (or a round robin) was answered with the presentation's words, « Appuyez sur le
bouton pour participer, puis jouez avec /jouer en privé. » (in a round robin « …dans le
groupe : envoyez-y /jouer… »): told to press a button to take part when in. A member in it is
told they take part and where their games are played; one not in it still how to take part."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, group_texts

ADMIN = 41
IN_PRIVATE = {
    "fr": "Vous participez déjà : vos parties se jouent en privé avec moi, avec /jouer.",
    "en": "You take part already: your games are played in private with me, with /play.",
}
HERE = {
    "fr": "Vous participez déjà : envoyez /jouer ici, je vous dirai contre qui vous jouez",
    "en": "You take part already: send /play here, I will tell you whom you play",
}
TAKE_PART = {"fr": "Appuyez sur le bouton pour participer", "en": "Press the button to take part"}
CASES = [
    ("fr", "/tournoi 2 61", "/tournoi partie", IN_PRIVATE["fr"], TAKE_PART["fr"]),
    ("en", "/tournament 2 61", "/tournament play", IN_PRIVATE["en"], TAKE_PART["en"]),
    ("fr", "/tournoi 1 ronde 61", "/tournoi partie", HERE["fr"], TAKE_PART["fr"]),
    ("en", "/tournament 1 robin 61", "/tournament play", HERE["en"], TAKE_PART["en"]),
]


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize(("lang", "creates", "play", "joined", "take_part"), CASES)
async def test_a_member_in_the_tournament_is_not_told_to_take_part(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    creates: str,
    play: str,
    joined: str,
    take_part: str,
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, language_code=lang)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    marie, jean = Member(bot_driver, 501, "Marie", lang), Member(bot_driver, 502, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await admin.say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    await marie.press(f"tj:{tournament.id}", tournament.message_id)
    before = len(local_api.calls)
    await marie.say(play)
    (said,) = [plain(t) for t in group_texts(local_api, before)]
    assert joined in said and take_part not in said, said
    before = len(local_api.calls)
    await jean.say(play)  # not in it: how to take part
    (said,) = [plain(t) for t in group_texts(local_api, before)]
    assert take_part in said and joined not in said, said
