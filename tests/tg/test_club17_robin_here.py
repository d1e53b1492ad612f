"""/jouer alone in the group, by a member who still owes games of the group's round robin,
was answered in the group itself « Votre partie à jouer, dans le groupe : Jean » and « Pour
inviter Jean : dans le groupe, répondez par /jouer 61 à l'un de ses messages… »: « in the
group », read in the group. There, the reply says it without (as in private it still says
where to play)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, chat_texts, group_texts

ADMIN = 41
WORDS = {
    "fr": ("/tournoi 1 ronde 61", "/jouer", "/tournoi", "dans le groupe",
           "Vos 2 parties à jouer : Luc, Jean",
           "Pour inviter l'un d'eux (Luc, Jean) : répondez par /jouer 61"),
    "en": ("/tournament 1 robin 61", "/play", "/tournament", "in the group",
           "Your 2 games to play: Luc, Jean",
           "To invite one of them (Luc, Jean): reply with /play 61"),
}  # fmt: skip


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_play_alone_in_the_group_does_not_say_in_the_group(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    creates, play, tournament_cmd, elsewhere, games, invite = WORDS[lang]
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, language_code=lang)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    marie, jean, luc = (
        Member(bot_driver, u, n, lang) for u, n in ((501, "Marie"), (502, "Jean"), (503, "Luc"))
    )
    for m in (marie, jean, luc):
        await m.private("/start")
    await admin.say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, jean, luc):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    before = len(local_api.calls)
    await marie.say(play)
    (said,) = [plain(t) for t in group_texts(local_api, before)]
    assert games in said and invite in said, said
    assert elsewhere not in said, said
    # in private, where the group is elsewhere, it still says where to play
    before = len(local_api.calls)
    await marie.private(tournament_cmd)
    private = plain("\n".join(chat_texts(local_api, before, marie.user)))
    assert elsewhere in private, private
