"""A group the bot can no longer write in (removed from it, or a post refused for good):
the tables still waiting for players there are withdrawn and their hosts told in private,
so that no one stays seated at a table that can never start (`Subscriptions.chat_gone`)."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    live,
    notices,
    play_on,
)

UPDATE_IDS = itertools.count(700_000)


def bot_removed(chat_id: int, by: int, *, status: str = "kicked") -> dict[str, Any]:
    """A my_chat_member update: the bot was removed from the group `chat_id` (`status`
    "member": added back)."""
    bot = {"id": 4242, "is_bot": True, "first_name": "Muggins", "username": "muggins_bot"}
    return {
        "update_id": next(UPDATE_IDS),
        "my_chat_member": {
            "chat": {"id": chat_id, "type": "supergroup", "title": "Club"},
            "from": {"id": by, "is_bot": False, "first_name": "Admin"},
            "date": int(time.time()),
            "old_chat_member": {"user": bot, "status": "member"},
            "new_chat_member": {"user": bot, "status": status, "until_date": 0},
        },
    }


async def test_removing_the_bot_withdraws_the_tables_waiting_there(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 841, "Marie", "fr")
    await marie.private("/start")
    await marie.say("/jouer 61")
    table = await db.members.live_member_game(841)
    assert table is not None and table.status == "open"
    await bot_driver.process(bot_removed(GROUP, 999))
    withdrawn = await db.members.get_member_game(table.id)
    assert withdrawn is not None and withdrawn.status == "cancelled"
    assert await db.members.live_member_game(841) is None  # Marie may open another table
    told = str(local_api.messages(841)[-1]["text"])
    assert told == "Votre table est retirée\u00a0: je ne peux plus écrire dans son groupe."


async def test_an_invitation_refused_for_good_withdraws_its_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The invitation is sent after the update committed (the outbox): Telegram's 403 for
    the group reaches the sender, not the handler, and the table must not stay open."""
    ben = Member(bot_driver, 842, "Ben", "en")
    await ben.private("/start")
    local_api.fail("sendMessage", 403, "Forbidden: bot was kicked from the supergroup chat")
    await ben.say("/play 61")
    assert await db.members.live_member_game(842) is None
    told = str(local_api.messages(842)[-1]["text"])
    assert told == "Your table is withdrawn: I can no longer write in its group."
    assert GROUP in await db.chats.inactive_chats()


# -- A member leaves the group in the middle of a game: it counts as their resignation ----------


def member_left(chat_id: int, user: int, name: str, status: str = "left") -> dict[str, Any]:
    """A chat_member update (the bot is an admin): `user` left the group, or was removed."""
    person = {"id": user, "is_bot": False, "first_name": name}
    gone: dict[str, Any] = {"user": person, "status": status}
    if status == "kicked":
        gone["until_date"] = 0
    return {
        "update_id": next(UPDATE_IDS),
        "chat_member": {
            "chat": {"id": chat_id, "type": "supergroup", "title": "Club"},
            "from": person,
            "date": int(time.time()),
            "old_chat_member": {"user": person, "status": "member"},
            "new_chat_member": gone,
        },
    }


def left_message(chat_id: int, user: int, name: str) -> dict[str, Any]:
    """The group's service message « X left the group » (no chat_member: the bot is no admin)."""
    person = {"id": user, "is_bot": False, "first_name": name}
    return {
        "update_id": next(UPDATE_IDS),
        "message": {
            "message_id": next(UPDATE_IDS),
            "date": int(time.time()),
            "chat": {"id": chat_id, "type": "supergroup", "title": "Club"},
            "from": person,
            "left_chat_member": person,
        },
    }


async def _seated(driver: Driver, people: list[tuple[int, str, str]], size: str) -> list[Member]:
    """Members seated at a table of `size` (« 61 »: two; « 3 61 »: three) opened by the first."""
    members = [Member(driver, *p) for p in people]
    for m in members:
        await m.private("/start")
    await members[0].say(f"/play {size}")
    for m in members[1:]:
        await m.press_in_group("mj:")
    return members


async def test_a_member_who_leaves_the_group_mid_game_resigns_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob leaves the group: Marie wins at once, told in the group why, instead of waiting
    seven days for a game abandoned without a winner; in private, that he left the group
    (before: « Bob a abandonné, vous gagnez. », as if he had pressed « Abandonner »)."""
    marie, bob = await _seated(bot_driver, [(851, "Marie", "fr"), (852, "Bob", "fr")], "61")
    game = await db.members.live_member_game(851)
    assert game is not None and game.is_active
    start = len(local_api.calls)
    await bot_driver.process(member_left(GROUP, 852, "Bob"))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert {s.user_id: s.won for s in done.seats} == {851: True, 852: False}
    told = "\n".join(group_texts(local_api, start))
    assert "Bob a quitté le groupe\u00a0: cela compte comme un abandon de la partie." in told
    assert "Bob abandonne\u00a0: Marie gagne." in told
    assert "Bob a quitté le groupe, vous gagnez." in str(local_api.messages(851)[-1]["text"])
    closed = [  # her step, closed by the end: not « la partie continue dans le groupe »
        str(c.params.get("caption") or c.params.get("text"))
        for c in local_api.calls[start:]
        if c.method in {"editMessageCaption", "editMessageText"} and c.params["chat_id"] == 851
    ]
    assert closed == ["Cette étape est terminée."]
    assert await db.members.live_member_game(851) is None  # both free for another game
    assert await db.members.live_member_game(852) is None
    del marie, bob


async def test_a_member_who_leaves_a_table_of_three_is_played_by_the_bot(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The service message alone (the bot is no admin): Ann leaves, the bot plays her seat,
    Ben and Cy play on, told in English; her private step is closed."""
    people = [(861, "Ben", "en"), (862, "Ann", "en"), (863, "Cy", "en")]
    await _seated(bot_driver, people, "3 61")
    game = await db.members.live_member_game(862)
    assert game is not None and game.is_active
    assert (await db.questions.pending_question(862, 862)) is not None  # her lay-away
    start = len(local_api.calls)
    await bot_driver.process(left_message(GROUP, 862, "Ann"))
    after = await db.members.get_member_game(game.id)
    assert after is not None and after.is_active
    told = "\n".join(group_texts(local_api, start))
    assert "Ann has left the group: it counts as resigning the game." in told
    assert "Ann resigns and loses the game; the bot plays their cards" in told
    assert await db.questions.pending_question(862, 862) is None


async def test_a_host_who_leaves_withdraws_the_table_and_a_leaver_elsewhere_changes_nothing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 871, "Marie", "fr")
    await marie.private("/start")
    await marie.say("/jouer 61")
    table = await db.members.live_member_game(871)
    assert table is not None and table.is_open
    await bot_driver.process(member_left(GROUP - 1, 871, "Marie"))  # another group
    still = await db.members.get_member_game(table.id)
    assert still is not None and still.is_open
    await bot_driver.process(member_left(GROUP, 871, "Marie", "kicked"))
    withdrawn = await db.members.get_member_game(table.id)
    assert withdrawn is not None and withdrawn.status == "cancelled"
    told = group_texts(local_api)[-1]
    assert told.endswith("Invitation retirée\u00a0: Marie a quitté le groupe.")


@pytest.mark.parametrize(
    ("lang", "partner"),
    [
        (
            "fr",
            "La partie est terminée\u00a0: votre partenaire Bea a quitté le groupe, la partie"
            " compte donc comme perdue.",
        ),
        ("en", "The game is over: your partner Bea left the group, so it counts as a loss."),
    ],
)
async def test_in_teams_the_partner_of_a_leaver_is_not_told_they_resigned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, partner: str
) -> None:
    """Bea leaves a game in teams: Dora, her partner, read « vous avez abandonné », then
    « votre partenaire a abandonné »; she is told her partner left the group, Bea that she
    left the group, Anne and Carl that they won."""
    base = 880 if lang == "fr" else 890
    names = ("Anne", "Bea", "Carl", "Dora")
    await _seated(bot_driver, [(base + i, n, lang) for i, n in enumerate(names)], "4 61")
    game = await db.members.live_member_game(base)
    assert game is not None and game.is_active
    await bot_driver.process(member_left(GROUP, base + 1, "Bea"))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    ends = {
        u: html_to_text(str(local_api.messages(u)[-1]["text"])).split("\n")[1]
        for u in (base + 1, base + 3)
    }
    assert ends[base + 3] == partner
    assert "quitté le groupe" in ends[base + 1] or "You left the group" in ends[base + 1]


@pytest.mark.parametrize(
    ("lang", "names", "says"),
    [
        ("fr", ("Marie", "Bob", "Hélène"), "{bot} donne ensuite\u00a0: {name}, touchez le bouton"),
        ("en", ("Mary", "Bob", "Helen"), "{bot} deals next: {name}, tap the button"),
    ],
)
async def test_a_dealer_who_leaves_a_table_of_three_hands_the_deal_button_on(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    names: tuple[str, str, str],
    says: str,
) -> None:
    """The member due to deal next leaves: the group last read « Hélène donne ensuite :
    touchez le bouton pour donner », Hélène gone. Told of the departure, it now reads who
    deals for the robot in her seat, with the button; that member deals and the game goes
    on."""
    base = 910 if lang == "fr" else 920
    people = [(base + i, n, lang) for i, n in enumerate(names)]
    members = {m.user: m for m in await _seated(bot_driver, people, "3 61")}
    watch = GroupWatch(bot_driver)
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    (dealing,) = due(table)
    leaver = game.user_at(dealing.seat)
    assert leaver is not None
    start = len(local_api.calls)
    await bot_driver.process(member_left(GROUP, leaver, members[leaver].name))
    game, table = await live(db, base)
    (dealing,) = due(table)
    caller = game.user_at(dealing.seat)
    assert caller is not None and caller != leaver
    gone = members[leaver].name
    robot = f"Le robot (pour {gone})" if lang == "fr" else f"{gone}'s bot"
    posted = [c for c in local_api.calls[start:] if c.method == "sendMessage"]
    last = posted[-1].params
    text = html_to_text(str(last["text"]))
    assert says.format(bot=robot, name=members[caller].name) in text, text
    (button,) = last["reply_markup"]["inline_keyboard"][0]
    assert button["callback_data"] == f"md:{game.id}:{len(table.deals)}"
    del members[leaver]
    await play_on(members, watch)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"


async def test_a_member_who_left_a_table_of_three_is_told_the_bot_plays_for_them(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob left mid-game: back in private, he read « Votre partie de club continue; ce n'est
    pas votre tour. » as if still seated, and /abandon asked him to resign again (then « Ce
    bouton ne marche plus. »); he is told the robot plays his seat until the game ends."""
    people = [(931, "Marie", "fr"), (932, "Bob", "fr"), (933, "Hélène", "fr")]
    marie, bob, helene = await _seated(bot_driver, people, "3 61")
    await bot_driver.process(member_left(GROUP, 932, "Bob"))
    retired = (
        "Vous avez abandonné; le robot joue votre place jusqu'à la fin de cette partie, ensuite"
        " vous êtes libre de jouer."
    )
    for text, back in (("/jouer", ""), ("/abandon", ""), ("bonjour", "Bonjour! ")):
        start = len(local_api.calls)
        await bob.private(text)
        said = [str(c.params["text"]) for c in local_api.calls[start:] if c.method == "sendMessage"]
        assert said == [back + retired], (text, said)  # « bonjour »: greeted back (chatter11)
    game = await db.members.live_member_game(931)
    assert game is not None and game.is_active
    start = len(local_api.calls)
    await marie.private("/jouer")  # a member still seated: her step, or not her turn
    said = [str(c.params.get("text") or c.params.get("caption")) for c in local_api.calls[start:]]
    assert said and retired not in said
    del helene


async def test_a_member_who_left_the_group_is_off_the_games_board_but_counts_for_others(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob left the group mid-game: « /classement parties » still listed him, and /club
    counted him among the club's members. He is off both; his resignation still counts as
    Marie's win."""
    marie, bob = await _seated(bot_driver, [(941, "Marie", "fr"), (942, "Bob", "fr")], "61")
    await bot_driver.process(member_left(GROUP, 942, "Bob"))
    await marie.say("/classement parties tout")
    board = group_texts(local_api)[-1]
    assert "1. Marie\u00a0: 1 sur 1 partie gagnée (0)" in board, board
    assert "Bob" not in board
    local_api.member_status[(GROUP, 941)] = "administrator"
    await marie.say("/club")
    assert "1 membre" in group_texts(local_api)[-1]
    del bob


def member_back(chat_id: int, user: int, name: str) -> dict[str, Any]:
    """A chat_member update (the bot is an admin): `user`, gone, is in the group again."""
    update = member_left(chat_id, user, name)
    change = update["chat_member"]
    change["old_chat_member"], change["new_chat_member"] = (
        change["new_chat_member"],
        change["old_chat_member"],
    )
    return update


def joined_message(chat_id: int, user: int, name: str) -> dict[str, Any]:
    """The group's service message « X joined the group » (no chat_member: the bot is no
    admin)."""
    update = left_message(chat_id, user, name)
    person = update["message"].pop("left_chat_member")
    update["message"]["new_chat_members"] = [person]
    return update


@pytest.mark.parametrize("back", [member_back, joined_message])
async def test_a_member_back_in_the_group_is_on_the_games_board_again(
    bot_driver: Driver, local_api: LocalBotApi, back: Any
) -> None:
    """Bob left the group mid-game and came back: « /classement parties » left him out until
    he had played another game. Back in the group, who played at its tables is a member of
    its club again, his games on the board at once."""
    marie, bob = await _seated(bot_driver, [(951, "Marie", "fr"), (952, "Bob", "fr")], "61")
    await bot_driver.process(member_left(GROUP, 952, "Bob"))
    await bot_driver.process(back(GROUP, 952, "Bob"))
    await marie.say("/classement parties tout")
    board = group_texts(local_api)[-1]
    assert "1. Marie\u00a0: 1 sur 1 partie gagnée (0)" in board, board
    assert "Bob\u00a0: 0 sur 1" in board, board
    del bob


async def test_a_newcomer_who_never_played_is_not_made_a_member(
    bot_driver: Driver, db: Database
) -> None:
    await Member(bot_driver, 953, "Marie", "fr").say("/club")  # a club in the group
    assert await db.clubs.get_club(GROUP) is not None
    await bot_driver.process(joined_message(GROUP, 954, "Zoé"))
    assert await db.clubs.member_clubs(954) == []


async def test_a_game_played_on_in_private_sends_nothing_to_a_group_known_closed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The bot was removed from the group in the middle of a game: each move played in
    private had the outbox try the group again (a post or an edit Telegram refuses, 403).
    Once the group is known closed, nothing more is sent there; the players' private
    messages go on."""
    marie, bob = await _seated(bot_driver, [(931, "Marie", "fr"), (932, "Bob", "fr")], "61")
    members = {931: marie, 932: bob}
    game, _ = await live(db, 931)
    await bot_driver.process(bot_removed(GROUP, 999))
    assert GROUP in await db.chats.inactive_chats()
    start = len(local_api.calls)
    watch = GroupWatch(bot_driver)
    steps = await play_on(members, watch, until="count")
    assert {"lay_away", "play"} <= steps
    after = local_api.calls[start:]
    assert [c.method for c in after if c.params.get("chat_id") == GROUP] == []
    assert any(c.params.get("chat_id") in (931, 932) for c in after)
    still = await db.members.get_member_game(game.id)
    assert still is not None and still.is_active
    await bot_driver.process(bot_removed(GROUP, 999, status="member"))  # added back
    assert GROUP not in await db.chats.inactive_chats()
    back = len(local_api.calls)
    await play_on(members, watch, until="deal")
    assert any(c.params.get("chat_id") == GROUP for c in local_api.calls[back:])


async def test_another_game_asked_after_the_bot_left_the_group_is_not_posted_there(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« Une autre partie » pressed in private after the bot was removed from the group: the
    invitation went to the group (refused there) and Marie read « Votre invitation est dans
    le groupe. »; now the button says why it cannot (« Ce bouton ne marche plus. » said no
    more) and nothing is sent there."""
    marie, bob = await _seated(bot_driver, [(941, "Marie", "fr"), (942, "Bob", "fr")], "61")
    await bob.say("/abandon")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await bob.press(data, message_id)
    await bot_driver.process(bot_removed(GROUP, 999))
    start = len(local_api.calls)
    data, message_id = last_button(local_api, 941, "mn:")
    pressed = await marie.press(data, message_id, chat=941)
    assert notices(pressed) == [
        "Je ne peux plus écrire dans le groupe de cette table\u00a0: je ne peux y inviter personne."
    ]
    assert [c for c in local_api.calls[start:] if c.params.get("chat_id") == GROUP] == []
    assert await db.members.live_member_game(941) is None


@pytest.mark.parametrize(
    ("lang", "asked", "promise"),
    [
        ("fr", "Votre compte? Tapez un nombre.", "ici\u00a0: je l'annonce dans le groupe"),
        ("en", "Your count? Type a number.", "here: I announce it in the group"),
    ],
)
async def test_a_count_asked_while_the_group_is_closed_promises_no_post_there(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str, promise: str
) -> None:
    """The bot removed from the group, the deal played on in private: the count's step read
    « Votre compte? Tapez un nombre (il est annoncé dans le groupe). », a post that cannot
    happen; now it asks the count alone. Once the bot is back, the group is promised again, in
    words that say where to type (« il est annoncé dans le groupe » was read as « say it in the
    group », and members typed their count there)."""
    base = 961 if lang == "fr" else 971
    people = [(base, "Marie", lang), (base + 1, "Bob", lang)]
    marie, bob = await _seated(bot_driver, people, "61")
    members = {base: marie, base + 1: bob}
    await bot_driver.process(bot_removed(GROUP, 999))
    watch = GroupWatch(bot_driver)
    await play_on(members, watch, until="count")

    async def count_step() -> str:
        game, table = await live(db, base)
        counter = game.user_at(due(table)[0].seat)
        assert counter is not None
        question = await db.questions.pending_question(counter, counter)
        assert question is not None and question.message_id is not None
        message = local_api.message(counter, question.message_id)
        assert message is not None
        return html_to_text(str(message.get("caption") or message.get("text")))

    step = await count_step()
    assert asked in step and promise not in step
    await bot_driver.process(bot_removed(GROUP, 999, status="member"))  # added back
    await play_on(members, watch, until="deal")
    await play_on(members, watch, until="count")
    assert promise in await count_step()
