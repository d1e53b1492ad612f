"""Club members play each other in their group, through the fake Bot API (issue 21): the
invitation, whole games of two and of four in teams (a bot seat), a three-player deal, muggins
called right, wrong and too late, a member who never opened a private chat, restarts, presses
that are not one's own, and every group message scanned for cards not yet laid or shown."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from telegram.ext import CallbackContext

from bot.commands.games import member_record
from bot.drills.table_record import replay_members
from bot.drills.table_state import Step, Table
from bot.drills.table_turn import due, show_cards
from bot.engine.show import hand_points
from bot.i18n import render
from bot.storage import Database
from bot.storage.repo_members import MemberBusy, MemberGame
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import Context
from bot.tg.handlers.members import start_member_game
from bot.tg.handlers.members_group import REMINDERS_JOB, reminders_tick
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts
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


async def test_a_whole_game_between_two_members(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 501, "Marie", "fr")
    jean = Member(bot_driver, 502, "Jean", "en")
    paul = Member(bot_driver, 503, "Paul", "fr")
    for m in (marie, jean, paul):
        await m.private("/start")
    watch = GroupWatch(bot_driver)
    await jean.say("Bonjour!")
    await marie.say(
        "/play",
        reply_to={
            "message_id": 1,
            "date": 0,
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": 502, "is_bot": False, "first_name": "Jean"},
            "text": "Bonjour!",
        },
    )
    invitation = group_texts(local_api)[-1]
    assert "Marie invite Jean à une partie de 121." in invitation
    data, message_id = last_button(local_api, GROUP, "mj:")
    refused = await paul.press(data, message_id)
    assert "Jean" in notices(refused)[0]
    assert await db.members.live_member_game(503) is None
    await jean.press(data, message_id)
    game, _ = await live(db, 501)
    assert game.is_active and [s.user_id for s in game.seats] == [501, 502]
    steps = await play_on({501: marie, 502: jean}, watch, short=0.2)
    assert {"lay_away", "play", "count", "deal"} <= steps
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert watch.checked > 50
    # a deal's play is one group message, edited at each card: a few messages per deal
    sent = [c for c in local_api.calls_to("sendMessage") if c.params["chat_id"] == GROUP]
    edits = [c for c in local_api.calls_to("editMessageText") if c.params["chat_id"] == GROUP]
    deals = len(Table.from_json(done.state or {}).deals)
    assert len(edits) > deals and len(sent) <= 9 * deals
    record = member_record(done)
    assert record["kind"] == "members" and record["chat"] == GROUP
    assert [s["user"] for s in record["seats"]] == [501, 502]
    replay_members(json.loads(json.dumps(record)))
    winner = record["winner"]
    won = [s.user_id for s in done.seats if s.won]
    assert won == [record["seats"][winner]["user"]]
    await marie.say("/top parties tout")
    board = group_texts(local_api)[-1]
    assert "1. " in board and ("Marie" in board or "Jean" in board)
    await marie.press_in_group("cg:week")  # the period buttons switch the board
    week = group_texts(local_api)[-1]
    assert "Parties entre membres" in week and "1. " in week
    await jean.private("/stats")
    assert "Against Marie" in group_texts_private(local_api, 502)[-1]


def group_texts_private(api: LocalBotApi, chat: int) -> list[str]:
    from bot.tg.local_checks import html_to_text

    out = []
    for call in api.calls:
        if call.params.get("chat_id") == chat and call.method == "sendMessage":
            out.append(html_to_text(str(call.params["text"])))
        elif call.params.get("chat_id") == chat and call.method == "sendPhoto":
            out.append(html_to_text(str(call.params.get("caption") or "")))
    return out


async def test_a_four_seat_team_game_with_a_bot_seat(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 511, "Marie", "en")
    jean = Member(bot_driver, 512, "Jean")
    lise = Member(bot_driver, 513, "Lise", "en")
    for m in (marie, jean, lise):
        await m.private("/start")
    await marie.private("/pictures on")  # the host's pictures: the board after each deal
    watch = GroupWatch(bot_driver)
    await marie.say("/play équipes 61")
    assert "table of four" in group_texts(local_api)[-1]
    early = await marie.press_in_group("mg:")  # alone: nobody to play with yet
    assert notices(early) == ["Wait for at least one other player to take a seat."]
    await jean.press_in_group("mj:")
    not_host = await jean.press_in_group("mg:")
    assert notices(not_host) == ["Seul l'hôte lance la table."]
    await lise.press_in_group("mj:")
    await marie.press_in_group("mg:")
    game, table = await live(db, 511)
    assert [s.user_id for s in game.seats] == [511, 512, 513, None]
    assert [table.side(s) for s in range(4)] == [0, 1, 0, 1]
    assert table.seats[3].level is not None and game.seats[3].name == "Muggins"
    assert table.rules.target == 61 and table.rules.teams
    assert "Marie et Lise contre Jean et le robot" in "\n".join(group_texts(local_api))
    steps = await play_on({511: marie, 512: jean, 513: lise}, watch, short=0.2)
    assert {"lay_away", "play", "count", "deal"} <= steps
    boards = [c for c in local_api.calls_to("sendPhoto") if c.params["chat_id"] == GROUP]
    assert boards and all("La donne est terminée." in c.params["caption"] for c in boards)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    record = member_record(done)
    assert record["seats"] == [
        {"user": 511, "side": 0},
        {"user": 512, "side": 1},
        {"user": 513, "side": 0},
        {"user": None, "side": 1},
    ]
    assert all(len(h) == 5 for d in record["deals"] for h in d["hands"])
    replay_members(record)
    winners = {s.user_id for s in done.seats if s.won}
    assert winners in ({511, 513}, {512, None})
    # a side wins: « Jean and the bot win the game! », not « wins » (« gagne »)
    said = "Marie and Lise" if winners == {511, 513} else "Jean and the bot"
    assert f"{said} win the game!" in "\n".join(group_texts(local_api))


@pytest.mark.parametrize("typed", ["@marie_l", "@Marie_L"])
async def test_no_invitation_to_oneself_by_username(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, typed: str
) -> None:
    marie = Member(bot_driver, 541, "Marie", "fr")
    await marie.private("/start")
    await marie.say(f"/jouer {typed}", username="marie_l")
    assert group_texts(local_api)[-1] == "Vous ne pouvez pas vous inviter vous-même."
    assert await db.members.live_member_game(541) is None


@pytest.mark.parametrize(
    ("lang", "typed", "told"),
    [
        (
            "en",
            "@ann_x @cy_y",
            "“@cy_y”: an invitation names one member.\nIn a group: /play in reply to a member's",
        ),
        (
            "en",
            "3 @ann_x",
            "“@ann_x”: a table of three or four is open to all, each member takes a seat with ✅;"
            " only a game of two invites a member by name.\nIn a group: /play in reply to a",
        ),
        (
            "fr",
            "équipes @ann_x @cy_y @di_z",
            "«\u00a0@ann_x\u00a0»\u00a0: une table de trois ou de quatre est ouverte à tous, chacun"
            " y prend sa place avec ✅; seule une partie à deux invite un membre par son nom.\n"
            "Dans un groupe\u00a0: /jouer en réponse au message d'un membre",
        ),
    ],
)
async def test_a_member_named_who_cannot_be_invited_is_not_dropped_without_a_word(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str, told: str
) -> None:
    """One member is invited, to a game of two: never the last of two named, nor a table of
    three opened as if the member named were not. Played: « /jouer équipes @ann_x @cy_y
    @di_z » got « Je ne comprends pas « @ann_x ». », the usage under it saying that
    /jouer @membre invites that member; now the reply says why that name was not taken."""
    bob = Member(bot_driver, 542, "Bob", lang)
    await bob.private("/start")
    await bob.say(f"/play {typed}")
    said = group_texts(local_api)[-1]
    assert said.startswith(told), said
    assert await db.members.live_member_game(542) is None


async def test_a_three_player_deal(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {
        u: Member(bot_driver, u, n) for u, n in ((521, "Anne"), (522, "Luc"), (523, "<Rose & Cie>"))
    }
    for m in members.values():
        await m.private("/start")
    watch = GroupWatch(bot_driver)
    await members[521].say("/play 3")
    await members[522].press_in_group("mj:")
    await members[523].press_in_group("mj:")  # the third seat taken: the game starts
    game, table = await live(db, 521)
    assert game.is_active and len(table.scores) == 3
    assert "Une carte du paquet va au crib, face cachée." in group_texts(local_api)[-1]
    assert group_texts(local_api)[-1].startswith("🃏 Table d'Anne, Luc et <Rose & Cie>")
    assert "On attend l'écart de\xa0: Anne, Luc et <Rose & Cie>." in group_texts(local_api)[-1]
    await play_on(members, watch, until="deal")
    game, table = await live(db, 521)
    deal = table.deal
    assert deal.crib_card is not None and deal.crib_card in deal.crib()
    assert [len(h) for h in deal.hands] == [5, 5, 5] and len(deal.shows) == 4
    record = member_record(game)
    assert record["deals"][0]["crib_card"] == str(deal.crib_card)
    replay_members(record)
    seen = "\n".join(group_texts(local_api))
    assert "crib" in seen and "Au tour de" in seen


async def test_muggins_called_right_wrong_and_too_late(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie = Member(bot_driver, 531, "Marie", "en")
    jean = Member(bot_driver, 532, "Jean", "en")
    paul = Member(bot_driver, 533, "Paul", "en")
    for m in (marie, jean, paul):
        await m.private("/start")
    members = {531: marie, 532: jean}
    watch = GroupWatch(bot_driver)
    await marie.say("/play @jean_t")
    refused = await paul.press_in_group("mj:")
    assert "@jean_t" in notices(refused)[0]
    data, message_id = last_button(local_api, GROUP, "mj:")
    await bot_driver.press(
        data, message_id, user_id=532, chat_id=GROUP, username="jean_t", first_name="Jean"
    )
    game, table = await live(db, 531)
    assert game.is_active
    right = wrong = False
    for _ in range(40):
        await play_on(members, watch, until="count")
        game, table = await live(db, 531)
        waiting = due(table)[0]
        assert waiting.step is Step.COUNT
        deal = table.deal
        assert deal.starter is not None
        cards = show_cards(deal, waiting.seat, waiting.what or "hand")
        value = hand_points(cards, deal.starter, crib=waiting.what == "crib")
        counter = members[game.user_at(waiting.seat) or 0]
        caller = marie if counter is jean else jean
        if not right and value >= 3:
            await counter.private(str(value - 2))  # two short
            own = await counter.press_in_group(f"mm:{game.id}:")
            assert notices(own) == ["Nobody calls muggins on their own count."]
            outsider = await paul.press_in_group(f"mm:{game.id}:")
            assert notices(outsider) == ["Only the players at this table call muggins."]
            before = list(table.scores)
            await caller.press_in_group(f"mm:{game.id}:")
            assert "How many points were missed?" in group_texts(local_api)[-1]
            posted = len(group_texts(local_api))
            twice = await caller.press_in_group(f"mm:{game.id}:")  # an impatient second press
            assert notices(twice) == [
                "Your keypad is in the group already: tap the number of points missed."
            ]
            assert len(group_texts(local_api)) == posted  # no second keypad
            data, message_id = last_button(local_api, GROUP, "mc:")
            stolen = await paul.press(data[:-1] + "3", message_id)
            assert "may answer" in notices(stolen)[0]
            await caller.press(data[: data.rindex(":")] + ":3", message_id)  # claims 3 of 2
            assert "missed only 2 points" in "\n".join(group_texts(local_api)[-2:])
            game, table = await live(db, 531)
            side = table.side(game.seat_of(caller.user) or 0)
            assert table.scores[side] >= before[side] + 2
            again = await caller.press_in_group(f"mm:{game.id}:")
            assert notices(again)  # the show's button: called already, or a later show's own
            right = True
            continue
        if not wrong and right:
            await counter.private(str(value))  # exact
            await caller.press_in_group(f"mm:{game.id}:")
            data, message_id = last_button(local_api, GROUP, "mc:")
            before = list((await live(db, 531))[1].scores)
            await caller.press(data, message_id)
            assert "count was right, nothing pegged" in "\n".join(group_texts(local_api)[-2:])
            assert list((await live(db, 531))[1].scores) == before
            wrong = True
            break
        await counter.private(str(value))
    assert right and wrong
    # too late: once the next deal is dealt, a Muggins button of the last deal is refused
    await play_on(members, watch, until="deal")
    game, table = await live(db, 531)
    data, message_id = last_button(local_api, GROUP, f"mm:{game.id}:{len(table.deals) - 1}:")
    dealer = members[game.user_at(due(table)[0].seat) or 0]
    not_dealer = await (marie if dealer is jean else jean).press_in_group(f"md:{game.id}:")
    assert "deals now" in notices(not_dealer)[0]
    await dealer.press_in_group(f"md:{game.id}:")
    # the deal is dealt: every « Muggins… » button of the game is taken off its message
    message = local_api.message(GROUP, message_id)
    assert message is not None and inline_buttons(message) == []
    with pytest.raises(AssertionError, match="no mm:"):
        last_button(local_api, GROUP, f"mm:{game.id}:")
    # a press from a screen not refreshed yet is still refused
    show = int(data.rsplit(":", 1)[1])
    counter_seat = table.deal.shows[show].by
    caller = members[game.user_at(1 - counter_seat) or 0]
    late = await caller.press(data, message_id)
    assert notices(late) == ["Too late: the next deal is dealt."]
    watch.check((await live(db, 531))[1])


async def _two(bot_driver: Driver, a: int, b: int, *, start: bool = True) -> dict[int, Member]:
    """Two members at a table (the second accepts the first's open invitation)."""
    first, second = Member(bot_driver, a, "Marie", "en"), Member(bot_driver, b, "Jean", "en")
    for m in (first, second):
        await m.private("/start")
    await first.say("/play")
    await second.press_in_group("mj:")
    return {a: first, b: second}


async def test_a_member_who_never_opened_a_private_chat(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = Member(bot_driver, 541, "Marie"), Member(bot_driver, 542, "Jean")
    await marie.private("/start")
    local_api.unopened.add(542)
    watch = GroupWatch(bot_driver)
    await marie.say("/play")
    await jean.press_in_group("mj:")  # Jean accepts in the group, never wrote to the bot
    game, table = await live(db, 541)
    link = next(m for m in local_api.messages(GROUP) if any("url" in b for b in inline_buttons(m)))
    url = next(str(b["url"]) for b in inline_buttons(link) if "url" in b)
    assert url.endswith(f"?start=mg{game.id}") and url.startswith("https://t.me/")
    assert "Jean" in str(link["text"]) and "La table vous attend" in str(link["text"])
    assert await db.questions.pending_question(542, 542) is not None  # his step, stored, waits
    await marie.step(game, table)  # Marie lays away; the table waits for Jean
    game, table = await live(db, 541)
    assert [w.seat for w in due(table)] == [1]
    again = len(local_api.messages(GROUP))
    await jean.private(f"/start mg{game.id}")
    private = group_texts_private(local_api, 542)
    assert any("Donne 1 à la table du club." in t for t in private)
    assert len(local_api.messages(GROUP)) == again  # no second link
    game = (await db.members.get_member_game(game.id)) or game
    assert all(s.reachable for s in game.seats)
    await play_on({541: marie, 542: jean}, watch, until="count")
    forged = await jean.private("/start mg000000000000")
    assert "pas celui d'une de vos parties" in forged[-1].params["text"]


async def test_presses_of_a_third_member_and_forged_ones_are_refused(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = await _two(bot_driver, 551, 552)
    paul = Member(bot_driver, 553, "Paul", "en")
    await paul.private("/start")
    watch = GroupWatch(bot_driver)
    game, table = await live(db, 551)
    question = await db.questions.pending_question(552, 552)
    assert question is not None and question.message_id is not None
    message = local_api.message(552, question.message_id)
    assert message is not None
    data = str(inline_buttons(message)[0]["callback_data"])
    foreign = await paul.press(data, question.message_id, chat=553)
    assert notices(foreign) == ["This button no longer works."]
    await members[552].step(game, table)
    stale = await members[552].press(data, question.message_id, chat=552)
    assert notices(stale) == ["That step of the game is done."]
    game, table = await live(db, 551)
    mine = [w for w in due(table) if game.user_at(w.seat) == 552]
    await members[552].private("/play")  # in private: one's step again, or "not your turn"
    if mine:
        again = await db.questions.pending_question(552, 552)
        assert again is not None and again.kind == "members"
    else:
        assert "not your turn" in group_texts_private(local_api, 552)[-1]
    forged = await paul.press("md:ffffffffffff:3", 1)
    assert notices(forged) == ["This button no longer works."]
    forged_claim = await paul.press(f"mc:{game.id}:0:0:553:5", 1)
    assert notices(forged_claim) == ["Only the players at this table call muggins."]
    await play_on(members, watch, until="deal")
    game, table = await live(db, 551)
    refused = await paul.press_in_group(f"md:{game.id}:")
    assert "deals now" in notices(refused)[0]
    await paul.say("/resign")  # named: « You have no club game » did not say who
    assert group_texts(local_api)[-1] == "Paul, you have no club game under way."
    before = (await live(db, 551))[0].step
    await members[551].say("/resign")
    data, message_id = last_button(local_api, GROUP, "mr:")
    stolen = await paul.press(data, message_id)
    assert notices(stolen) == ["This is not your game."]
    assert (await live(db, 551))[0].step == before  # nothing moved


async def test_resign_one_game_at_a_time_and_withdraw(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = await _two(bot_driver, 561, 562)
    marie, jean = members[561], members[562]
    await marie.say("/play 3")
    assert "already in a club game" in group_texts(local_api)[-1]
    lise = Member(bot_driver, 563, "Lise")
    await lise.say("/play 3")
    refused = await jean.press_in_group("mj:")
    assert "already in a club game" in notices(refused)[0]
    paul = Member(bot_driver, 564, "Paul", "en")
    await paul.press_in_group("mj:")  # Paul sits at Lise's open table, then leaves it
    open_table = await db.members.live_member_game(564)
    assert open_table is not None and [s.user_id for s in open_table.seats] == [563, 564]
    await lise.say("/jouer")  # the host, not told that "the host may start it"
    assert group_texts(local_api)[-1] == (
        "Vous avez déjà ouvert une table qui attend des joueurs; /abandon la retire."
    )
    await paul.say("/play")
    assert group_texts(local_api)[-1] == (
        "You already sit at a table waiting for players; the host may start it."
    )
    await paul.say("/resign")
    # in the group the member is named: « You left the table » there did not say who
    assert group_texts(local_api)[-1] == "Paul left the table before the game."
    assert await db.members.live_member_game(564) is None
    assert "Paul" not in group_texts(local_api)[-2]  # the invitation, as it stands now
    refused = await paul.press_in_group("mx:")
    assert notices(refused) == ["Only the host withdraws the invitation."]
    await lise.press_in_group("mx:")
    assert "Invitation retirée." in group_texts(local_api)[-1]
    game, _ = await live(db, 561)
    await jean.private("/abandon")
    data, message_id = last_button(local_api, 562, "mr:")
    await jean.press(data[:-1] + "n", message_id, chat=562)
    assert (await db.members.get_member_game(game.id)).is_active  # type: ignore[union-attr]
    await jean.private("/resign")
    data, message_id = last_button(local_api, 562, "mr:")
    await jean.press(data, message_id, chat=562)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [s.won for s in done.seats] == [True, False]
    assert "resigns: Marie wins" in "\n".join(group_texts(local_api)[-2:])
    record = member_record(done)
    assert record["winner"] == 0 and record["resigned"] == 1 and record["margin"] is None
    assert await db.members.live_member_game(561) is None  # free to play again
    await marie.say("/play")
    assert (await db.members.live_member_game(561)) is not None


async def test_the_resign_answer_pressed_twice_edits_its_keyboard_once(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = await _two(bot_driver, 565, 566)
    marie = members[565]
    game, _ = await live(db, 565)
    await marie.say("/resign")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await marie.press(data, message_id)  # yes: resigned, the buttons taken off
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    again = await marie.press(data, message_id)  # a double tap, or a slow phone
    assert notices(again) == ["That game is over."]
    assert [c for c in again if c.method == "editMessageReplyMarkup"] == []


async def test_a_game_survives_a_restart_at_every_kind_of_step(tg_config: Config) -> None:
    """Each move in a new process on the same database, on the buttons the last one sent."""
    api = LocalBotApi()
    seen: set[str] = set()
    claim = "none"
    for round_ in range(3000):
        app = build_app(tg_config, request=api, rng=random.Random(round_))
        async with running(app):
            driver = Driver(app, api)
            db = app.bot_data.db
            members = {571: Member(driver, 571, "Marie", "en"), 572: Member(driver, 572, "Jean")}
            marie, jean = members[571], members[572]
            if round_ == 0:
                await marie.private("/start")
                await jean.private("/start")
                await marie.say("/play 61")
                continue
            if round_ == 1:
                await jean.press_in_group("mj:")
                continue
            game = await db.members.live_member_game(571)
            if game is None:
                break
            table = Table.from_json(game.state or {})
            waiting = due(table)[0]
            if claim == "asked":
                data, message_id = last_button(api, GROUP, f"mc:{game.id}:")
                caller = members[int(data.split(":")[4])]
                calls = await caller.press(data[: data.rindex(":")] + ":2", message_id)
                assert notices(calls) == [None] or notices(calls) == [""], notices(calls)
                seen.add("claim")
                claim = "done"
                continue
            if claim == "short":
                data, _ = last_button(api, GROUP, f"mm:{game.id}:")
                show = table.deal.shows[int(data.rsplit(":", 1)[1])]
                caller = members[game.user_at(1 - show.by) or 0]
                await caller.press_in_group(f"mm:{game.id}:")
                claim = "asked"
                continue
            member = members[game.user_at(waiting.seat) or 0]
            for m in members.values():  # message ids grow with time, across restarts too
                while api.next_message_id(m.user) <= 50 * round_:
                    pass
            if waiting.step is Step.DEAL:
                await member.press_in_group(f"md:{game.id}:")
                seen.add("deal")
                continue
            if waiting.step is Step.LAY_AWAY and "tap" not in seen:
                question = await db.questions.pending_question(member.user, member.user)
                assert question is not None and question.message_id is not None
                message = api.message(member.user, question.message_id)
                assert message is not None
                first = str(inline_buttons(message)[0]["callback_data"])
                await member.press(first, question.message_id, chat=member.user)
                seen.add("tap")  # the next round confirms after a restart
                continue
            if waiting.step is Step.LAY_AWAY and "tap" in seen and "lay_away" not in seen:
                assert table.deal.picks, "the tap survived the restart"
                question = await db.questions.pending_question(member.user, member.user)
                assert question is not None and question.message_id is not None
                message = api.message(member.user, question.message_id)
                assert message is not None
                datas = [str(b["callback_data"]) for b in inline_buttons(message)]
                await member.press(datas[1], question.message_id, chat=member.user)
                message = api.message(member.user, question.message_id)
                assert message is not None
                datas = [str(b["callback_data"]) for b in inline_buttons(message)]
                await member.press(datas[-1], question.message_id, chat=member.user)
                seen.add("lay_away")
                continue
            if waiting.step is Step.COUNT and claim == "none":
                deal = table.deal
                assert deal.starter is not None
                cards = show_cards(deal, waiting.seat, waiting.what or "hand")
                value = hand_points(cards, deal.starter, crib=waiting.what == "crib")
                if value >= 2:
                    await member.private(str(value - 2))
                    claim = "short"
                    continue
            seen.add(await member.step(game, table))
    else:
        raise AssertionError("the game did not end")
    assert seen >= {"tap", "lay_away", "play", "count", "deal", "claim"}
    app = build_app(tg_config, request=api, rng=random.Random(0))
    async with running(app):
        games = await app.bot_data.db.members.list_member_games(user_id=571)
        assert games and games[0].status == "finished"
        replay_members(member_record(games[0]))


async def test_reminders_then_abandon_after_seven_days(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    app = bot_driver.application
    members = await _two(bot_driver, 581, 582)
    game, table = await live(db, 581)
    job = app.job_queue.get_jobs_by_name(REMINDERS_JOB) if app.job_queue else ()
    assert job, "the reminders' scan is scheduled at start"
    context: Context = CallbackContext(app)
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(hours=1)
    await reminders_tick(context)
    assert (await db.members.get_member_game(game.id)).reminded == 0  # type: ignore[union-attr]
    app.bot_data.clock = lambda: now + timedelta(hours=13)
    before = len(local_api.calls)
    await reminders_tick(context)
    await reminders_tick(context)  # once only
    sent = [c for c in local_api.calls[before:] if c.method in {"sendMessage", "sendPhoto"}]
    assert sorted(int(c.params["chat_id"]) for c in sent) == [581, 582]
    assert all("no hurry" in str(c.params.get("caption") or c.params.get("text")) for c in sent)
    app.bot_data.clock = lambda: now + timedelta(hours=49)
    await reminders_tick(context)
    assert "A friendly reminder" in group_texts(local_api)[-1]
    assert "Marie" in group_texts(local_api)[-1] and "Jean" in group_texts(local_api)[-1]
    await members[581].step(game, table)  # a move: the clock starts again
    app.bot_data.clock = lambda: now + timedelta(days=6, hours=23)
    await reminders_tick(context)
    assert (await db.members.get_member_game(game.id)).is_active  # type: ignore[union-attr]
    app.bot_data.clock = lambda: now + timedelta(days=8)
    await reminders_tick(context)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "abandoned"
    assert all(s.won is None for s in done.seats)
    assert "abandoned after 7 days" in group_texts(local_api)[-1]
    assert member_record(done)["winner"] is None and member_record(done)["abandoned"]
    assert await db.members.live_member_game(581) is None


async def test_the_api_starts_a_game_between_given_members_and_reports_its_end(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """What a tournament calls: `start_member_game` seats the members (the bot after them)
    and starts at once; a `game_over` subscriber hears the end."""
    app = bot_driver.application
    context: Context = CallbackContext(app)
    for user in (591, 592, 593):
        await Member(bot_driver, user, "X").private("/start")
    ended: list[MemberGame] = []

    async def hook(_: Context, game: MemberGame, __: int | None) -> None:
        ended.append(game)

    subscribed = app.bot_data.subscriptions
    app.bot_data.subscriptions = replace(subscribed, game_over=(*subscribed.game_over, hook))
    try:
        with pytest.raises(ValueError):
            await start_member_game(context, GROUP, [None, (591, "Anne")])
        game = await start_member_game(
            context, GROUP, [(591, "Anne"), (592, "Luc"), None], target=61, origin="test"
        )
        assert game.is_active and game.origin == "test"
        assert [s.user_id for s in game.seats] == [591, 592, None]
        table = Table.from_json(game.state or {})
        assert table.rules.players == 3 and table.rules.target == 61 and table.seats[2].is_bot
        with pytest.raises(MemberBusy):
            await start_member_game(context, GROUP, [(593, "Rose"), (592, "Luc")])
        assert await db.members.live_member_game(593) is None  # nothing left open
        for user, name in ((591, "Anne"), (592, "Luc")):
            assert ended == []  # Anne resigned: Luc plays on against the bot
            await Member(bot_driver, user, name, "en").private("/resign")
            data, message_id = last_button(local_api, user, "mr:")
            await bot_driver.press(data, message_id, user_id=user, chat_id=user)
        # Luc, the last person playing, resigns too: the bot wins, as at a table of two
        assert [g.id for g in ended] == [game.id] and ended[0].status == "finished"
        assert [s.won for s in ended[0].seats] == [False, False, True]
    finally:
        app.bot_data.subscriptions = subscribed


@pytest.mark.parametrize(
    ("lang", "play", "button", "declined"),
    [
        ("fr", "/jouer", "✖ Non merci", "Jean décline l'invitation."),
        ("en", "/play", "✖ No, thanks", "Jean declines the invitation."),
    ],
)
async def test_the_member_an_invitation_names_declines_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    button: str,
    declined: str,
) -> None:
    """Marie invites Jean: he could only accept; his ✖ answered « Seul l'hôte retire
    l'invitation. » and the table stayed open until Marie withdrew it. He presses « Non
    merci »: the table is withdrawn, the group told; a third member may not decline for him."""
    marie, jean = Member(bot_driver, 571, "Marie", lang), Member(bot_driver, 572, "Jean", lang)
    paul = Member(bot_driver, 573, "Paul", lang)
    await jean.say("Bonjour")
    reply = {"message_id": 1, "date": 0, "chat": {"id": GROUP, "type": "supergroup"}}
    await marie.say(
        play, reply_to=reply | {"from": {"id": 572, "is_bot": False, "first_name": "Jean"}}
    )
    data, message_id = last_button(local_api, GROUP, "mx:")
    invitation = local_api.message(GROUP, message_id)
    assert invitation is not None
    labels = [str(b["text"]) for b in inline_buttons(invitation)]
    assert button in labels and len(labels) == 3, labels
    refused = await paul.press(data, message_id)
    assert notices(refused)[0] in {  # Paul pressed « Non merci »: the invitation is Jean's
        "Cette invitation est pour Jean; seul son hôte peut la retirer.",
        "This invitation is for Jean; only its host may withdraw it.",
    }
    assert await db.members.live_member_game(571) is not None
    await jean.press(data, message_id)
    assert await db.members.live_member_game(571) is None  # Marie is free to invite another
    assert group_texts(local_api)[-1].endswith(declined)


async def test_a_step_typed_in_the_group_gets_one_hint_to_answer_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = Member(bot_driver, 561, "Marie <&>"), Member(bot_driver, 562, "Jean")
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer")
    await jean.press_in_group("mj:")
    game, table = await live(db, 561)
    tr = bot_driver.application.bot_data.i18n.translator("fr")
    seat = next(s.seat for s in game.seats if s.user_id == 561)
    mine = table.deal.hands[seat]
    others = list(table.deal.hands[1 - seat])
    hint = "répondez-moi en privé\u00a0: c'est là que votre tour vous attend."
    # Not a move of her step: no card of hers, or words: left alone, as before.
    assert texts(await marie.say(render.cards(others[:2], tr))) == []
    assert texts(await marie.say("bonjour tout le monde")) == []
    # Her two cards to lay away, typed in the group: one hint, her name escaped.
    said = texts(await marie.say(render.cards(mine[:2], tr)))
    assert said == ["Marie &lt;&amp;&gt;, " + hint], said
    # Typed again: no second hint for the same step (the group's messages are the game's).
    assert texts(await marie.say(render.cards(mine[:2], tr))) == []
    # Nothing was played: her step still waits in private.
    question = await db.questions.pending_question(561, 561)
    assert question is not None and question.kind == "members"
    assert (await live(db, 561))[1].to_json() == table.to_json()


async def test_a_member_leaving_an_open_table_is_named_in_the_group_and_not_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /abandon » in the group by a member seated at another's open table answered « Vous
    avez quitté la table avant la partie. » for the whole group: it now names them."""
    lise, paul = Member(bot_driver, 565, "Lise"), Member(bot_driver, 566, "Paul")
    for m in (lise, paul):
        await m.private("/start")
    await lise.say("/jouer 3")
    await paul.press_in_group("mj:")
    await paul.say("/abandon")
    assert group_texts(local_api)[-1] == "Paul a quitté la table avant la partie."
    await paul.press_in_group("mj:")  # back at the table
    await paul.private("/abandon")
    assert str(local_api.messages(566)[-1]["text"]) == "Vous avez quitté la table avant la partie."
    assert await db.members.live_member_game(566) is None
    await paul.say("/abandon")  # nothing left to leave: named too
    assert group_texts(local_api)[-1] == "Paul, vous n'avez pas de partie de club en cours."


def _bonjour_of(user: int, name: str) -> dict[str, object]:
    """A member's group message, to reply /jouer to (an invitation naming them)."""
    return {
        "message_id": 1,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": user, "is_bot": False, "first_name": name},
        "text": "Bonjour!",
    }


@pytest.mark.parametrize("where", ["group", "private"])
async def test_an_invited_member_declines_by_abandon(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, where: str
) -> None:
    """Jean, invited by Marie, typed /abandon and read « Vous n'avez pas de partie de club en
    cours. », the invitation still waiting for him; /abandon now declines it, as its ✖ does."""
    marie, jean = Member(bot_driver, 571, "Marie"), Member(bot_driver, 572, "Jean")
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer", reply_to=_bonjour_of(572, "Jean"))
    table = await db.members.live_member_game(571)
    assert table is not None and table.invited_user == 572
    calls = await (jean.say("/abandon") if where == "group" else jean.private("/abandon"))
    assert "Jean décline l'invitation." in group_texts(local_api)[-1]
    assert "pas de partie de club" not in "\n".join(texts(calls))
    if where == "private":
        assert str(local_api.messages(572)[-1]["text"]) == "Vous avez décliné l'invitation."
    assert await db.members.live_member_game(571) is None


@pytest.mark.parametrize(
    ("lang", "hand", "play", "waits"),
    [
        ("en", "/hand", "/play", "Your club game is set aside: /play brings it back."),
        (
            "fr",
            "/main",
            "/jouer",
            "Votre partie de club est mise de côté\u00a0: /jouer la reprend.",
        ),
    ],
)
async def test_a_drill_during_a_club_game_says_the_club_game_waits_and_how_to_resume_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    hand: str,
    play: str,
    waits: str,
) -> None:
    """A drill asked while one's private step of a club game waited said only « Votre question
    précédente est mise de côté. »: nothing of the club game, nor of /jouer that brings it
    back."""
    marie, jean = Member(bot_driver, 561, "Marie", lang), Member(bot_driver, 562, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await marie.say(play)
    await jean.press_in_group("mj:")
    step = await db.questions.pending_question(562, 562)
    assert step is not None and step.kind == "members"
    await jean.private(hand)
    drill = await db.questions.pending_question(562, 562)
    assert drill is not None and drill.kind == "hand"
    shown = texts(local_api.calls)[-1]
    assert shown.endswith(f"<i>{waits}</i>"), shown
    await jean.private(play)
    back = await db.questions.pending_question(562, 562)
    assert back is not None and back.kind == "members"
