"""The club table in the group (issue 40), through the fake Bot API: each reader's language
(a member's refusals in their own; group posts, a muggins keypad too, per `/club lang
fr|en|each`), every group message of a game naming its table, the members who must act
mentioned."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from telegram.ext import CallbackContext

from bot.commands.games import member_record
from bot.drills.table_record import replay_members
from bot.drills.table_state import Step
from bot.drills.table_turn import due, show_cards
from bot.engine.show import hand_points
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.context import Context
from bot.tg.handlers.members_group import reminders_tick
from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from bot.views.members import Names, bot_for, table_name
from bot.views.members_words import has_retired
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    live,
    notices,
    play_on,
    two_and_the_bot,
)


async def _pair(driver: Driver, a: tuple[int, str, str], b: tuple[int, str, str]) -> list[Member]:
    """Two members at a table: the first invites by reply, the second accepts."""
    first, second = Member(driver, *a), Member(driver, *b)
    for m in (first, second):
        await m.private("/start")
    await second.say("Hello")
    await first.say(
        "/play 61",
        reply_to={
            "message_id": 1,
            "date": 0,
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": b[0], "is_bot": False, "first_name": b[1]},
            "text": "Hello",
        },
    )
    await second.press_in_group("mj:")
    return [first, second]


async def test_an_english_host_invites_in_english(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    bob = Member(bot_driver, 701, "Bob", "en")
    await bob.private("/start")
    await bob.say("/play @helen_b 61")
    invitation = group_texts(local_api)[-1]
    assert invitation.startswith("Bob invites @helen_b to a game of 61.")
    assert "invite" not in invitation.replace("invites", "")
    message = local_api.messages(GROUP)[-1]
    labels = [b["text"] for b in inline_buttons(message)]
    assert labels == ["✅ I accept", "✖ No, thanks", "✖ Withdraw"]


async def test_a_french_host_invites_in_french(bot_driver: Driver, local_api: LocalBotApi) -> None:
    marie = Member(bot_driver, 702, "Marie", "fr")
    await marie.private("/start")
    await marie.say("/play @helen_b 61")
    assert group_texts(local_api)[-1].startswith("Marie invite @helen_b à une partie de 61.")


async def test_two_english_players_play_in_english_then_the_club_says_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    bob, helen = await _pair(bot_driver, (711, "Bob", "en"), (712, "Helen", "en"))
    posts = "\n".join(group_texts(local_api))
    assert "The game is on." in posts and "La partie commence" not in posts
    # an admin sets the club's language: the next table's posts are in French
    game, _ = await live(db, 711)
    await bob.private("/resign")
    data, message_id = last_button(local_api, 711, "mr:")
    await bob.press(data, message_id, chat=711)
    assert "Bob resigns: Helen wins." in group_texts(local_api)[-1]
    local_api.member_status[(GROUP, 711)] = "administrator"
    await bob.say("/club lang fr")
    assert (await db.clubs.get_club(GROUP)).lang == "fr"  # type: ignore[union-attr]
    start = len(local_api.calls)
    await bob.say("/play 61")
    assert group_texts(local_api, start)[-1].startswith("Bob cherche un adversaire")
    # back to each member's language: /club says what it means
    await bob.say("/club lang each")
    assert (await db.clubs.get_club(GROUP)).lang is None  # type: ignore[union-attr]
    settings = group_texts(local_api)[-1]
    assert "in the players' language when they share one" in settings
    del helen, game


async def test_a_mixed_table_posts_in_both_languages_a_callers_keypad_too(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, bob = await _pair(bot_driver, (721, "Marie", "fr"), (722, "Bob", "en"))
    members = {721: marie, 722: bob}
    invitation = "\n".join(group_texts(local_api)[:2])
    assert "Marie invite Bob à une partie de 61." in invitation
    assert "Marie invites Bob to a game of 61." in invitation
    posts = "\n".join(group_texts(local_api))
    assert "La partie commence." in posts and "The game is on." in posts
    assert "🃏 Table de Marie et Bob / Table of Marie and Bob\n" in posts  # one heading
    watch = GroupWatch(bot_driver)
    called = {"fr": False, "en": False}
    for _ in range(40):
        await play_on(members, watch, until="count")
        game, table = await live(db, 721)
        waiting = due(table)[0]
        assert waiting.step is Step.COUNT
        deal = table.deal
        assert deal.starter is not None
        cards = show_cards(deal, waiting.seat, waiting.what or "hand")
        value = hand_points(cards, deal.starter, crib=waiting.what == "crib")
        counter = members[game.user_at(waiting.seat) or 0]
        caller = marie if counter is bob else bob
        if value >= 2 and not called[caller.lang]:
            await counter.private(str(value - 1))
            start = len(local_api.calls)
            await caller.press_in_group(f"mm:{game.id}:")
            keypad = group_texts(local_api, start)[-1]
            # a group message (edited into the ruling): in the table's two languages, as
            # every post of a mixed table, not in the caller's alone
            assert "How many points were missed? Only" in keypad
            assert "Combien de points ont été oubliés?" in keypad
            data, message_id = last_button(local_api, GROUP, "mc:")
            stolen = await counter.press(data, message_id)
            # the refusal is in the presser's language
            wanted = "may answer" if counter is bob else "La réponse revient à"
            assert wanted in notices(stolen)[0]
            await caller.press(data[: data.rindex(":")] + ":1", message_id)
            settled = "\n".join(group_texts(local_api, start))
            assert "Muggins!" in settled and "pegs" in settled and "marque" in settled
            called[caller.lang] = True
            if all(called.values()):
                break
            continue
        await counter.private(str(value))
    assert all(called.values())


# -- Every group message of a game names its table (issue 40, findings 4 and 7) ---------------


def _group_html(api: LocalBotApi, start: int) -> list[str]:
    """The group's messages since call `start`, as sent (HTML), captions included."""
    out = []
    for call in api.calls[start:]:
        if call.params.get("chat_id") != GROUP:
            continue
        if call.method in {"sendMessage", "editMessageText"}:
            out.append(str(call.params["text"]))
        elif call.method == "sendPhoto":
            out.append(str(call.params.get("caption") or ""))
    return out


async def test_two_tables_in_one_group_each_message_names_its_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    a = await _pair(bot_driver, (731, "Marie", "fr"), (732, "Jean", "fr"))
    b = await _pair(bot_driver, (733, "Lise", "fr"), (734, "Paul", "fr"))
    start = len(local_api.calls)
    watch_a = GroupWatch(bot_driver)
    watch_a.seen = start
    await play_on({m.user: m for m in a}, watch_a, until="count")
    watch_b = GroupWatch(bot_driver)
    watch_b.seen = len(local_api.calls)
    await play_on({m.user: m for m in b}, watch_b)
    watch_a.seen = len(local_api.calls)
    await play_on({m.user: m for m in a}, watch_a)
    texts = group_texts(local_api, start)
    assert len(texts) > 40
    tables = ("Table de Marie et Jean", "Table de Lise et Paul")
    for text in texts:
        assert sum(label in text for label in tables) == 1, text
    # the next dealer, who must press in the group, is mentioned (Telegram notifies them)
    dealt = [t for t in _group_html(local_api, start) if "donne ensuite" in t]
    assert dealt and all('<a href="tg://user?id=' in t for t in dealt)
    assert any("La donne est terminée" in t and "Table de" in t for t in texts)
    ended = [t for t in texts if "gagne la partie" in t]
    assert len(ended) == 2
    # a deal's head (who deals) opens the deal's own message, edited into its play
    plays = [t for t in texts if "Carte de départ" in t]
    assert plays and all("Donne " in t and " donne." in t for t in plays)


async def test_reminders_and_the_abandon_name_the_table_and_mention_who_must_act(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    bob, helen = await _pair(bot_driver, (741, "Bob", "en"), (742, "Helen", "en"))
    game, table = await live(db, 741)
    app = bot_driver.application
    context: Context = CallbackContext(app)
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(hours=49)
    start = len(local_api.calls)
    await reminders_tick(context)
    (reminder,) = _group_html(local_api, start)
    assert "Bob and Helen" in reminder and "A friendly reminder" in reminder
    waiting = {game.user_at(w.seat) for w in due(table)}
    for user in waiting:
        assert f'<a href="tg://user?id={user}">' in reminder
    app.bot_data.clock = lambda: now + timedelta(days=8)
    start = len(local_api.calls)
    await reminders_tick(context)
    abandoned = group_texts(local_api, start)[-1]
    assert "Table of Bob and Helen" in abandoned and "abandoned after 7 days" in abandoned
    del bob, helen


async def test_who_still_lays_away_is_updated_as_members_lay_away(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, bob = await _pair(bot_driver, (751, "Marie", "fr"), (752, "Bob", "fr"))
    game, table = await live(db, 751)
    waiting_line = group_texts(local_api)[-1]
    assert "On attend l'écart de\xa0: Marie et Bob." in waiting_line
    message_id = int(local_api.messages(GROUP)[-1]["message_id"])
    first = marie if game.user_at(due(table)[0].seat) == 751 else bob
    await first.step(game, table)
    message = local_api.message(GROUP, message_id)
    assert message is not None
    other = "Bob" if first is marie else "Marie"
    assert f"On attend l'écart de\xa0: {other}." in str(message["text"])
    game, table = await live(db, 751)
    await (bob if first is marie else marie).step(game, table)
    message = local_api.message(GROUP, message_id)
    assert message is not None and "On attend" not in str(message["text"])
    assert "Carte de départ" in str(message["text"])


# -- Small ones (issue 40, findings 11 and 12) -----------------------------------------------


async def test_a_two_player_game_speaks_of_one_player_and_the_club_counts_who_played(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, lise = await _pair(bot_driver, (761, "Marie", "fr"), (762, "Lise", "fr"))
    members = {761: marie, 762: lise}
    watch = GroupWatch(bot_driver)
    for _ in range(40):
        await play_on(members, watch, until="count")
        game, table = await live(db, 761)
        waiting = due(table)[0]
        deal = table.deal
        assert deal.starter is not None
        cards = show_cards(deal, waiting.seat, waiting.what or "hand")
        value = hand_points(cards, deal.starter, crib=waiting.what == "crib")
        counter = members[game.user_at(waiting.seat) or 0]
        if value >= 2:
            await counter.private(str(value - 1))
            own = await counter.press_in_group(f"mm:{game.id}:")
            assert notices(own) == ["On ne crie pas muggins sur son propre compte."]
            caller = marie if counter is lise else lise
            start = len(local_api.calls)
            await caller.press_in_group(f"mm:{game.id}:")
            keypad = group_texts(local_api, start)[-1]
            assert f"La réponse revient à {caller.name}." in keypad and "Seul " not in keypad
            data, message_id = last_button(local_api, GROUP, "mc:")
            stolen = await counter.press(data, message_id)
            assert notices(stolen) == [f"La réponse revient à {caller.name}."]
            break
        await counter.private(str(value))
    await marie.private("/abandon")
    question = local_api.messages(761)[-1]
    assert "Vous la perdez." in str(question["text"]) and "équipe" not in str(question["text"])
    data, message_id = last_button(local_api, 761, "mr:")
    await marie.press(data, message_id, chat=761)
    assert (await db.members.get_member_game(game.id)).status == "finished"  # type: ignore[union-attr]
    start = len(local_api.calls)
    await lise.say("/top parties")
    board = group_texts(local_api, start)[-1]
    assert "Entre parenthèses\xa0: les points pour moins les points contre" in board
    local_api.member_status[(GROUP, 761)] = "administrator"
    await marie.say("/club")
    assert "2 membres" in group_texts(local_api)[-1]


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/classement parties <hier>",
            "Je ne comprends pas «\u00a0<hier>\u00a0»\u00a0: voici la semaine. Les autres\u00a0:"
            " /classement parties jour, /classement parties mois, /classement parties tout.",
        ),
        (
            "en",
            "/top games <yesterday>",
            "I do not understand “<yesterday>”: here is this week. The others: /top games today,"
            " /top games month, /top games all.",
        ),
    ],
)
async def test_a_games_board_word_not_understood_is_said_under_the_week(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    """« /classement parties hier » showed the week's board as if understood; the word not
    understood is now said under it, with the words that are."""
    lise = Member(bot_driver, 781, "Lise", lang)
    await lise.say(typed)
    board = group_texts(local_api)[-1]
    assert board.endswith(said), board
    for word in ("", " jour", " semaine", " mois", " tout", " today", " all"):
        await lise.say(typed.split()[0] + " " + typed.split()[1] + word)
        assert "understand" not in group_texts(local_api)[-1]
        assert "comprends" not in group_texts(local_api)[-1]


@pytest.mark.parametrize(
    ("lang", "teams", "table"),
    [
        (
            "fr",
            "Équipes\u00a0: Anne et le robot d'Anne contre Rose et le robot de Rose.",
            "Table d'Anne, Rose, le robot d'Anne et le robot de Rose",
        ),
        (
            "en",
            "Teams: Anne and Anne's bot against Rose and Rose's bot.",
            "Table of Anne, Rose, Anne's bot, and Rose's bot",
        ),
    ],
)
async def test_two_bot_seats_are_told_apart(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, teams: str, table: str
) -> None:
    """Two members start a table of four: « Équipes : Lise et le robot contre Rose et le
    robot », « La plus basse carte donne : le robot », « le robot donne »: which robot? Each
    is named after its partner."""
    anne, rose = Member(bot_driver, 791, "Anne", lang), Member(bot_driver, 792, "Rose", lang)
    for m in (anne, rose):
        await m.private("/start")
    await anne.say("/jouer 4")
    await rose.press_in_group("mj:")
    start = len(local_api.calls)
    await anne.press_in_group("mg:")
    said = "\n".join(group_texts(local_api, start))
    assert teams in said and table in said, said
    assert "robot et le robot" not in said and "bot and the bot" not in said


async def test_the_bots_seat_is_le_robot_said_as_french_says_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = await two_and_the_bot(bot_driver, (771, "Marie"), (772, "Jean"))
    start = len(local_api.calls)
    await play_on({771: marie, 772: jean}, GroupWatch(bot_driver), until="deal")
    texts = "\n".join(group_texts(local_api))
    played = "\n".join(group_texts(local_api, start))
    assert "Table de Marie, Jean et le robot" in texts
    assert "Le robot" in played or "du robot" in played or "au robot" in played
    for wrong in ("de le robot", "à le robot", "\nle robot", "Muggins :", "Muggins compte"):
        assert wrong not in texts, wrong


# -- Three players: a resignation takes that seat out (issue 40, finding 2) ---------------------


async def _three(driver: Driver, base: int) -> list[Member]:
    members = [
        Member(driver, base + i, name, "fr") for i, name in enumerate(("Marie", "Bob", "Lise"))
    ]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 3 61")
    await members[1].press_in_group("mj:")
    await members[2].press_in_group("mj:")
    return members


async def _resign(member: Member, api: LocalBotApi) -> str:
    await member.private("/abandon")
    question = str(api.messages(member.user)[-1]["text"])
    data, message_id = last_button(api, member.user, "mr:")
    await member.press(data, message_id, chat=member.user)
    return question


async def test_a_resignation_at_three_takes_that_seat_out_and_the_others_play_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, bob, lise = await _three(bot_driver, 781)
    watch = GroupWatch(bot_driver)
    await play_on({m.user: m for m in (marie, bob, lise)}, watch, until="count")
    game, _ = await live(db, 781)
    question = await _resign(bob, local_api)
    assert "le robot joue vos cartes et les autres continuent" in question
    after = await db.members.get_member_game(game.id)
    assert after is not None and after.is_active  # not over for Marie and Lise
    told = group_texts(local_api)[-2:]
    assert any("Bob abandonne et perd la partie" in t for t in told), told
    assert any("le robot (pour Bob)" in t for t in told), told
    refused = await bob.say("/jouer")
    assert "le robot joue votre place" in group_texts(local_api)[-1]
    del refused
    await play_on({m.user: m for m in (marie, lise)}, watch)
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    won = {s.user_id: s.won for s in done.seats}
    assert won[782] is False  # Bob resigned: his loss
    # the game never goes to the bot for Bob: one of Marie and Lise wins, or nobody does
    assert (won[781], won[783]) in {(True, False), (False, True), (None, None)}
    replay_members(member_record(done))  # the record still replays
    texts = "\n".join(group_texts(local_api))
    assert "Bob abandonne : " not in texts  # not the two-player ending « X abandonne : Y gagne »


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        ("fr", "Bob\u00a0: Abandonner la partie de club? Vous la perdez; le robot joue vos cartes"),
        ("en", "Bob: Resign the club game? You lose it; the bot plays your cards"),
    ],
)
async def test_resign_asked_in_the_group_says_whom_it_asks(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str
) -> None:
    """/abandon typed in the group: the group read « Abandonner la partie de club? Vous la
    perdez. » with no name, under Bob's and Lise's eyes alike; now it says it asks Bob."""
    base = 7_960 if lang == "fr" else 7_970
    members = [
        Member(bot_driver, base + i, n, lang) for i, n in enumerate(("Marie", "Bob", "Lise"))
    ]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 3 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    await members[1].say("/abandon" if lang == "fr" else "/resign")
    question = group_texts(local_api)[-1]
    assert question.startswith(asked), question
    data, message_id = last_button(local_api, GROUP, "mr:")
    refused = await members[2].press(data, message_id)
    assert notices(refused) == [
        "La réponse revient à Bob." if lang == "fr" else "Only Bob may answer."
    ]
    await members[1].press(data, message_id)
    game, _ = await live(db, base)
    assert game.is_active and has_retired(game, base + 1)


async def test_when_two_of_three_resign_the_one_left_wins(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob resigns, then Lise: Marie, the only one still playing, wins at once (as at a
    table of two), told in the group and in private; she is not left playing two bots."""
    marie, bob, lise = await _three(bot_driver, 791)
    game, _ = await live(db, 791)
    await _resign(bob, local_api)
    assert (await db.members.get_member_game(game.id)).is_active  # type: ignore[union-attr]
    question = await _resign(lise, local_api)
    assert question == "Abandonner la partie de club? Vous la perdez."
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [s.won for s in done.seats] == [True, False, False]
    told = group_texts(local_api)[-1]
    assert "Lise abandonne\u00a0: Marie gagne." in told, told
    assert "sans gagnant" not in told
    assert "Lise a abandonné, vous gagnez." in str(local_api.messages(791)[-1]["text"])
    assert await db.members.live_member_game(791) is None  # free again
    await marie.private("/abandon")  # nothing left to resign
    assert "sans gagnant" not in str(local_api.messages(791)[-1]["text"])
    replay_members(member_record(done))  # the record still replays


async def test_at_three_with_the_bot_the_member_left_plays_on_against_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marie, Bob and the bot (played: Bob resigned at Marie 23, Bob 30, the bot 42 and the
    group read « Bob abandonne : Marie gagne. », her /stats « Contre le robot : gagnées 1 »):
    the bot plays Bob's cards and Marie plays on against the bot; if she resigns too, the
    bot wins."""
    marie, bob = await two_and_the_bot(bot_driver, (795, "Marie"), (796, "Bob"))
    game, _ = await live(db, 795)
    question = await _resign(bob, local_api)
    assert "le robot joue vos cartes et les autres continuent" in question
    after = await db.members.get_member_game(game.id)
    assert after is not None and after.is_active and has_retired(after, 796)
    told = "\n".join(group_texts(local_api)[-2:])
    assert "Bob abandonne et perd la partie" in told and "Marie gagne" not in told, told
    assert await _resign(marie, local_api) == "Abandonner la partie de club? Vous la perdez."
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert [s.won for s in done.seats] == [False, False, True]
    assert "Marie abandonne\u00a0: le robot gagne." in group_texts(local_api)[-1]
    replay_members(member_record(done))  # the record still replays


# -- Round robins: /play @member is the pair's tournament game (issue 40, finding 3) -----------


async def _robin(driver: Driver, api: LocalBotApi, db: Database, members: list[Member]) -> str:
    """An admin opens a round robin « 2 ronde 61 » (two games each pair); members join."""
    admin = 799
    await driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=admin))
    api.member_status[(GROUP, admin)] = "administrator"
    await driver.send("/tournoi 2 ronde 61", user_id=admin, chat_id=GROUP, chat_type="supergroup")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.kind == "round_robin"
    assert tournament.target == 61 and tournament.message_id is not None
    for m in members:
        await m.private("/start")
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    return tournament.id


def _reply_to(user: int, name: str) -> dict[str, object]:
    return {
        "message_id": 9000 + user,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": user, "is_bot": False, "first_name": name},
        "text": "Bonjour!",
    }


async def test_play_between_two_round_robin_members_is_their_tournament_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = Member(bot_driver, 801, "Marie", "fr"), Member(bot_driver, 802, "Jean", "fr")
    tournament = await _robin(bot_driver, local_api, db, [marie, jean])
    await jean.say("Bonjour!", message_id=9802)
    # a wrong target is refused before it starts, with the reason
    start = len(local_api.calls)
    await marie.say("/jouer 121", reply_to=_reply_to(802, "Jean"))
    refused = group_texts(local_api, start)[-1]
    assert "une partie de 121 ne compterait pas" in refused and "61" in refused
    # what to do, whichever way Marie invited (here a reply: no « /jouer @membre » to copy)
    assert refused.endswith("Invitez de nouveau avec 61 au lieu de 121."), refused
    assert await db.members.live_member_game(801) is None
    # no number: the tournament's game, at its target, and the invitation says so
    await marie.say("/jouer", reply_to=_reply_to(802, "Jean"))
    invitation = group_texts(local_api)[-1]
    assert "Partie du tournoi, à 61 points (1 sur 2)." in invitation
    assert "une partie de 61" in invitation
    await jean.press_in_group("mj:")
    await play_on({801: marie, 802: jean}, GroupWatch(bot_driver))
    games = await db.tournaments.tournament_games(tournament)
    assert {(g.user_id, g.opponent) for g in games} == {(801, 802), (802, 801)}
    # their second game is « 2 de 2 »
    await marie.say("/jouer", reply_to=_reply_to(802, "Jean"))
    assert "(2 sur 2)" in group_texts(local_api)[-1]


async def test_an_invitation_by_username_at_the_wrong_target_is_withdrawn_with_the_reason(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    helen, bob = Member(bot_driver, 811, "Helen", "en"), Member(bot_driver, 812, "Bob", "en")
    await _robin(bot_driver, local_api, db, [helen, bob])
    # 121 typed (club15: no longer the default while the club's tournament plays 61)
    await bob.say("/play @helen_b 121")
    data, message_id = last_button(local_api, GROUP, "mj:")
    await bot_driver.press(
        data, message_id, user_id=811, chat_id=GROUP, username="helen_b", first_name="Helen"
    )
    assert await db.members.live_member_game(812) is None  # never started
    message = local_api.message(GROUP, message_id)
    assert message is not None and inline_buttons(message) == []
    assert "a game to 121 would not count" in str(message["text"])


# -- The end in private, with a button for what comes next (issue 40, finding 6) ---------------


async def test_every_player_hears_the_end_in_private_in_their_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, bob = await _pair(bot_driver, (821, "Marie", "fr"), (822, "Bob", "en"))
    game, table = await live(db, 821)
    await marie.step(game, table)  # Marie lays away; Bob's step stays open in private
    await bob.private("/resign")
    data, message_id = last_button(local_api, 822, "mr:")
    await bob.press(data, message_id, chat=822)
    last = {m.user: local_api.messages(m.user)[-1] for m in (marie, bob)}
    assert "Table de Marie et Bob" in str(last[821]["text"])
    assert "Bob a abandonné, vous gagnez." in str(last[821]["text"])
    assert "Table of Marie and Bob" in str(last[822]["text"])
    assert "you resigned, it counts as a loss" in str(last[822]["text"])
    assert [b["text"] for b in inline_buttons(last[821])] == ["🃏 Une autre partie"]
    assert [b["text"] for b in inline_buttons(last[822])] == ["🃏 Another game"]
    # the button: a new invitation in the group, to the same opponent
    data = str(inline_buttons(last[822])[0]["callback_data"])
    start = len(local_api.calls)
    await bob.press(data, int(last[822]["message_id"]), chat=822)
    invitation = group_texts(local_api, start)[-1]
    assert "Bob invite Marie à une partie de 61." in invitation
    assert "Bob invites Marie to a game of 61." in invitation
    again = await bob.press(data, int(last[822]["message_id"]), chat=822)
    assert "You already opened a table that waits for players" in notices(again)[0]
    await marie.press_in_group("mj:")
    assert (await live(db, 821))[0].id != game.id


async def test_both_press_another_game_and_the_second_accepts_the_first(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marie and Bob both press « Une autre partie »: Bob's press posted a second invitation,
    « Bob invite Marie », beside Marie's « Marie invite Bob », and neither could accept the
    other's (each had a table open). Bob's press now takes the seat Marie offers him: the
    game starts, one invitation in the group."""
    marie, bob = await _pair(bot_driver, (825, "Marie", "fr"), (826, "Bob", "en"))
    game, table = await live(db, 825)
    await marie.step(game, table)
    await bob.private("/resign")
    data, message_id = last_button(local_api, 826, "mr:")
    await bob.press(data, message_id, chat=826)
    start = len(local_api.calls)
    for m in (marie, bob):
        data, message_id = last_button(local_api, m.user, "mn:")
        await m.press(data, message_id, chat=m.user)
    invitations = [t for t in group_texts(local_api, start) if " invite " in t]
    assert len(invitations) == 1 and "Marie invite Bob" in invitations[0], invitations
    again, _ = await live(db, 826)
    assert again.id != game.id and again.is_active
    assert [s.user_id for s in again.seats] == [825, 826]


async def test_at_three_the_next_presses_of_another_game_take_seats_at_the_first(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A table of three ends; each presses « Another game »: each press opened its own new
    table of three. The first press opens one; the next ones sit at it, the last starts it."""
    people = [Member(bot_driver, 827 + i, n, "en") for i, n in enumerate(("Ann", "Ben", "Cy"))]
    for m in people:
        await m.private("/start")
    await people[0].say("/play 3 61")
    for m in people[1:]:
        await m.press_in_group("mj:")
    await play_on({m.user: m for m in people}, GroupWatch(bot_driver))
    start = len(local_api.calls)
    for m in people:
        data, message_id = last_button(local_api, m.user, "mn:")
        await m.press(data, message_id, chat=m.user)
    opened = [t for t in group_texts(local_api, start) if "opens a table of three" in t]
    assert len({t.split("\n")[0] for t in opened}) == 1, opened
    again, _ = await live(db, 827)
    assert again.is_active and sorted(s.user_id or 0 for s in again.seats) == [827, 828, 829]


async def test_after_a_round_robin_game_the_button_invites_to_the_next(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = Member(bot_driver, 831, "Marie", "fr"), Member(bot_driver, 832, "Jean", "fr")
    await _robin(bot_driver, local_api, db, [marie, jean])
    await jean.say("Bonjour!", message_id=9832)
    await marie.say("/jouer", reply_to=_reply_to(832, "Jean"))
    await jean.press_in_group("mj:")
    await play_on({831: marie, 832: jean}, GroupWatch(bot_driver))
    notice = local_api.messages(831)[-1]
    assert "votre prochaine partie contre Jean (2 sur 2)" in str(notice["text"])
    data = str(inline_buttons(notice)[0]["callback_data"])
    await marie.press(data, int(notice["message_id"]), chat=831)
    assert "Partie du tournoi, à 61 points (2 sur 2)." in group_texts(local_api)[-1]


@pytest.mark.parametrize(
    ("lang", "first", "name"),
    [
        ("fr", False, "Table de Marie, Bob et le robot (pour Anne)"),
        ("en", False, "Table of Marie, Bob, and Anne's bot"),
        ("fr", True, "Table du robot (pour Anne), Marie et Bob"),
        ("en", True, "Table of Anne's bot, Marie, and Bob"),
    ],
)
def test_a_table_with_the_bots_seat_is_named_as_said(lang: str, first: bool, name: str) -> None:
    """The table's heading in English read « Marie, Bob, and the bot (for Anne)'s table »,
    the possessive hung on a parenthesis; it is « Table of … » now, as the French says it."""
    tr = I18n.load().translator(lang)
    bot = bot_for("Anne", tr)
    seats = (bot, "Marie", "Bob") if first else ("Marie", "Bob", bot)
    assert table_name(Names(seats), tr) == f"<b>{name}</b>"
