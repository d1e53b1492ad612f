"""« /jouer Jean », a member named as the club knows them (no @, not a reply), was answered
« Je ne comprends pas « Jean ». » and the usage. The one club member of that name (whole, or
first name; accents aside) is now invited as « /jouer @… » would; several, or none, are said
plainly with how to invite the member meant."""

from __future__ import annotations

import pytest
from test_member_tournament import robin_of_two

from bot.drills.members_named import members_named, named_words
from bot.drills.table_args import read_group_args
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, group_texts

KNOWN = {501: "Marie", 502: "Jean Roy", 503: "Jean Tremblay", 504: "Hélène Côté"}
SAID = {
    "fr": ("/jouer", "Je ne connais aucun membre du club nommé « Paul ». Pour inviter",
           "2 membres du club s'appellent « Jean » : Jean Roy et Jean Tremblay. Pour inviter",
           "Marie invite Hélène Côté à une partie de 61.", "Marie invite Jean Roy"),
    "en": ("/play", "I know no club member named “Paul”. To invite",
           "2 club members are named “Jean”: Jean Roy and Jean Tremblay. To invite",
           "Marie invites Hélène Côté to a game of 61.", "Marie invites Jean Roy"),
}  # fmt: skip


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_invited_by_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    play, nobody, several, helene, jean = SAID[lang]
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code=lang)
    )
    local_api.member_status[(GROUP, 41)] = "administrator"
    members = {u: Member(bot_driver, u, n.split()[0], lang) for u, n in KNOWN.items()}
    for m in members.values():
        await m.private("/start")
    await members[501].say("/club")  # the club exists
    for user, name in KNOWN.items():
        await db.clubs.join_club(GROUP, user, name=name)
    marie = members[501]
    await marie.say(f"{play} Paul")
    assert plain(group_texts(local_api)[-1]).startswith(nobody), group_texts(local_api)[-1]
    await marie.say(f"{play} Jean")
    assert plain(group_texts(local_api)[-1]).startswith(several), group_texts(local_api)[-1]
    assert await db.members.live_member_game(501) is None
    await marie.say(f"{play} helene 61")
    assert plain(group_texts(local_api)[-1]).startswith(helene), group_texts(local_api)[-1]
    game = await db.members.live_member_game(501)
    assert game is not None and game.invited_user == 504
    await members[504].press_in_group("mx:")  # she declines
    await marie.say(f"{play} Jean Roy")
    assert plain(group_texts(local_api)[-1]).startswith(jean), group_texts(local_api)[-1]
    game = await db.members.live_member_game(501)
    assert game is not None and game.invited_user == 502


def test_the_name_is_the_words_play_does_not_read() -> None:
    unread = lambda word: read_group_args([word]).unknown is not None  # noqa: E731
    assert named_words(["Jean", "Roy", "61"], unread) == ("Jean Roy", ["61"])
    assert named_words(["61"], unread) is None
    assert named_words(["75"], unread) is None  # a length not understood, not a name
    assert named_words(["Jean", "61", "Roy"], unread) is None
    known = list(KNOWN.items())
    assert members_named("jean", known) == [(502, "Jean Roy"), (503, "Jean Tremblay")]
    assert members_named("JEAN ROY", known) == [(502, "Jean Roy")]
    assert members_named("Helene", known) == [(504, "Hélène Côté")]
    assert members_named("Roy", known) == []


async def test_a_round_robin_opponent_invited_by_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Members of the club's round robin are known by name before their first club game (which
    makes them club members)."""
    marie, _jean = await robin_of_two(bot_driver, local_api, db, "fr")
    await marie.say("/jouer Jean")
    said = plain(group_texts(local_api)[-1])
    assert said.startswith("Marie invite Jean à une partie de 61."), said
    game = await db.members.live_member_game(501)
    assert game is not None and game.invited_user == 502


def test_the_little_words_before_the_name_are_not_part_of_it() -> None:
    """« /jouer avec Jean » answered « Je ne connais aucun membre du club nommé « avec
    Jean » »."""
    unread = lambda word: read_group_args([word]).unknown is not None  # noqa: E731
    assert named_words(["avec", "Jean", "61"], unread) == ("Jean", ["61"])
    assert named_words(["with", "Helen"], unread) == ("Helen", [])
    assert named_words(["contre", "Jean", "Roy"], unread) == ("Jean Roy", [])
