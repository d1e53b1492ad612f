"""A round robin's game between members ended in the group with « Au tournoi, ce sont les
points qui comptent, pas les parties gagnées : /tournoi montre le classement. », and the
standings came in the very next message: the line sent the members to a command for what
they were about to read. When the standings follow (the first post of the hour, or the last
game to play), the end says only that points count; when they do not (another game posted
them less than an hour ago), it still points to /tournoi."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, GroupWatch, Member, group_texts, play_on

ADMIN = 41
NAMES = {501: "Marie", 502: "Jean", 503: "Luc"}
WORDS = {
    "fr": ("/tournoi 1 ronde 61", "/jouer 61", "Au tournoi, ce sont les points qui comptent",
           "/tournoi montre le classement", "Classement"),
    "en": ("/tournament 1 robin 61", "/play 61", "In the tournament, points count",
           "/tournament shows the standings", "Standings"),
}  # fmt: skip


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


async def game(members: dict[int, Member], host: int, guest: int, opens: str, at: int) -> None:
    """`host` replies `opens` to a message of `guest`'s in the group; both play it out."""
    watch = GroupWatch(members[host].driver)
    watch.seen = len(members[host].api.calls)
    await members[guest].say("Bonjour!", message_id=at)
    reply = {
        "message_id": at,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": guest, "is_bot": False, "first_name": NAMES[guest]},
        "text": "Bonjour!",
    }
    await members[host].say(opens, reply_to=reply)
    await members[guest].press_in_group("mj:")
    pair = {u: members[u] for u in (host, guest)}
    await play_on(pair, watch)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_end_points_to_the_standings_only_when_they_do_not_follow(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    creates, opens, counts, pointer, standings = WORDS[lang]
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    admin = Member(bot_driver, ADMIN, "Admin", lang)
    if lang == "en":
        await admin.say("/club lang en")
    members = {u: Member(bot_driver, u, n, lang) for u, n in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await admin.say(creates)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in members.values():
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    ends: list[tuple[str, str | None]] = []
    for at, (host, guest) in enumerate([(501, 502), (502, 503), (503, 501)], start=9000):
        before = len(local_api.calls)
        await game(members, host, guest, opens, at)
        texts = [plain(t) for t in group_texts(local_api, before)]
        end = next(i for i, t in enumerate(texts) if counts in t)
        ends.append((texts[end], texts[end + 1] if end + 1 < len(texts) else None))
    first, second, last = ends
    # the first game's standings, posted just below its end
    assert first[1] is not None and standings in first[1].split("\n")[0], first
    assert pointer not in first[0], first[0]
    # the second, within the hour: no standings below, the end points to them
    assert second[1] is None or standings not in second[1].split("\n")[0], second
    assert pointer in second[0], second[0]
    # the last game to play: its standings always follow
    assert last[1] is not None and standings in last[1].split("\n")[0], last
    assert pointer not in last[0], last[0]
