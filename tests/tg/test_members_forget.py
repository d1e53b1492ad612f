"""/forget during a game between members (issue 38): the game survives it by /resign's rule
(two players: the other wins; teams: the other side; three: the bot plays the erased seat,
the others play on), and
no byte of the player's name is left in the database file or its write-ahead log."""

from __future__ import annotations

from bot.commands.games import member_record
from bot.drills.table_record import replay_members
from bot.drills.table_state import Table
from bot.storage import Database
from bot.storage.repo_members import FORMER_NAME
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.views.members_results import record_lines
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    live,
    play_on,
)


async def forget(member: Member, api: LocalBotApi, username: str | None = None) -> None:
    """/forget in private, then « yes »."""
    await member.private("/forget")
    data, message_id = last_button(api, member.user, "cf:")
    await member.driver.press(
        data,
        message_id,
        user_id=member.user,
        chat_id=member.user,
        language_code=member.lang,
        first_name=member.name,
        username=username,
    )


async def raw_bytes(db: Database) -> bytes:
    """The database file and its write-ahead log, as on disk after a checkpoint: /forget runs
    one once it has committed, and the replies it queued (the erased player's own "game
    over") are deleted, zeroed by `secure_delete`, once sent; the next checkpoint folds that."""
    await db.fold_log()
    wal = db.path.with_name(db.path.name + "-wal")
    return db.path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


async def test_forget_in_a_two_player_game_gives_it_to_the_other_and_erases_the_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 841, "Marie", "fr")
    bob = Member(bot_driver, 842, "Bobqzx-Unique", "en")
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61")
    await bob.press_in_group("mj:")
    game, table = await live(db, 841)
    await marie.step(game, table)  # Marie lays away; Bob's step waits
    assert b"Bobqzx-Unique" in await raw_bytes(db)
    await forget(bob, local_api)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [(s.user_id, s.name, s.won) for s in done.seats] == [
        (841, "Marie", True),
        (None, FORMER_NAME, False),
    ]
    told = str(local_api.messages(841)[-1]["text"])
    assert "a abandonné, vous gagnez." in told  # Marie hears in private that she wins
    assert done.state is not None
    assert [s.user for s in Table.from_json(done.state).seats] == [841, 0]  # no id left
    assert await db.members.live_member_game(841) is None  # Marie is free to play again
    # her record against him: « un ancien joueur », apart from the bot
    (opponent,) = await db.members.record_against(841)
    assert (opponent.user_id, opponent.name, opponent.won, opponent.lost) == (None, "", 1, 0)
    i18n = bot_driver.application.bot_data.i18n
    assert "Contre un ancien joueur" in "\n".join(record_lines([opponent], i18n.translator("fr")))
    assert "Against a former player" in "\n".join(record_lines([opponent], i18n.translator("en")))
    assert b"Bobqzx-Unique" not in await raw_bytes(db)


async def test_forget_at_three_lets_the_two_others_play_on_to_the_end(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = [
        Member(bot_driver, 851 + i, name, "fr")
        for i, name in enumerate(("Marie", "Bobwqk-Unique", "Lise"))
    ]
    marie, bob, lise = members
    for m in members:
        await m.private("/start")
    await marie.say("/jouer 3 61")
    await bob.press_in_group("mj:")
    await lise.press_in_group("mj:")
    watch = GroupWatch(bot_driver)
    await play_on({m.user: m for m in members}, watch, until="count")
    game, _ = await live(db, 851)
    await forget(bob, local_api)
    after = await db.members.get_member_game(game.id)
    assert after is not None and after.is_active  # not over for Marie and Lise
    assert [s.user_id for s in after.seats] == [851, None, 853]
    start = len(local_api.calls)
    await play_on({851: marie, 853: lise}, watch)  # never an IndexError on the erased seat
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    won = {s.seat: s.won for s in done.seats}
    assert won[1] is False  # the erased seat lost
    record = member_record(done)
    assert [s["user"] for s in record["seats"]] == [851, 0, 853]  # no id of the erased left
    replay_members(record)  # the record still replays
    assert (won[0], won[2]) in {(True, False), (False, True), (None, None)}
    later = "\n".join(group_texts(local_api, start))
    assert "le robot (pour un ancien joueur)" in later
    assert "Bobwqk" not in later
    assert b"Bobwqk-Unique" not in await raw_bytes(db)


async def test_forget_in_teams_gives_the_game_to_the_other_side(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 871, "Marie", "fr")
    jean = Member(bot_driver, 872, "Jean", "fr")
    lise = Member(bot_driver, 873, "Lisevkq-Unique", "fr")
    for m in (marie, jean, lise):
        await m.private("/start")
    await marie.say("/jouer équipes 61")
    await jean.press_in_group("mj:")
    await lise.press_in_group("mj:")
    await marie.press_in_group("mg:")
    game, table = await live(db, 871)
    assert [table.side(s) for s in range(4)] == [0, 1, 0, 1]  # Marie and Lise together
    await forget(lise, local_api)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [(s.user_id, s.won) for s in done.seats] == [
        (871, False),
        (872, True),
        (None, False),
        (None, True),
    ]
    assert "a abandonné, vous gagnez." in str(local_api.messages(872)[-1]["text"])
    assert b"Lisevkq-Unique" not in await raw_bytes(db)


async def test_forget_withdraws_an_invitation_by_username_and_erases_the_handle(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    bob = Member(bot_driver, 861, "Bob", "en")
    ann = Member(bot_driver, 862, "Ann", "en")
    for m in (bob, ann):
        await m.private("/start")
    await bob.say("/play @annzq_handle")
    invited = await db.members.live_member_game(861)
    assert invited is not None and invited.invited_name == "@annzq_handle"
    await forget(ann, local_api, username="annzq_handle")
    withdrawn = await db.members.get_member_game(invited.id)
    assert withdrawn is not None and withdrawn.status == "cancelled"
    assert withdrawn.invited_name is None and withdrawn.invited_user is None
    assert await db.members.live_member_game(861) is None  # Bob may invite someone else
    assert b"annzq_handle" not in await raw_bytes(db)
    assert invited.message_id is not None  # the group sees it withdrawn, its button gone
    message = local_api.message(GROUP, invited.message_id)
    assert message is not None and inline_buttons(message) == []
    assert "Invitation withdrawn." in str(message["text"])
