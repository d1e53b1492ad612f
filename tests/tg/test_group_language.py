"""A club's group reads one language: a board or a table redrawn when a member presses one of
its buttons stays in the language it was posted in (the club's, else the one of the member
who asked for it), whatever the language of the member who presses."""

from __future__ import annotations

from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    chat_texts,
    group_texts,
    last_button,
    live,
    notices,
    play_on,
    show_due,
)


async def test_a_board_keeps_its_language_when_another_member_switches_the_period(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    gaston = Member(bot_driver, 701, "Gaston", "fr")
    john = Member(bot_driver, 702, "John", "en")
    for command, prefix in (("/classement", "ct:"), ("/classement parties", "cg:")):
        await gaston.say(command)
        assert "semaine" in group_texts(local_api)[-1].casefold()
        start = len(local_api.calls)
        await john.press_in_group(prefix + "month")
        (redrawn,) = group_texts(local_api, start)
        assert "mois" in redrawn.casefold() and "month" not in redrawn.casefold(), redrawn
    # the club's language, once set, is the board's for everyone
    await db.clubs.update_club(GROUP, {"lang": "en"})
    await john.press_in_group("ct:week")
    assert "week" in group_texts(local_api)[-1].casefold()


async def test_a_muggins_keypad_in_the_group_is_in_the_clubs_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """John (English) calls muggins at a table of a French club: his keypad, a group message
    edited into the ruling, is in French like the rest of the table."""
    marie, john = Member(bot_driver, 711, "Marie", "fr"), Member(bot_driver, 712, "John", "en")
    for m in (marie, john):
        await m.private("/start")
    await marie.say("/jouer")
    await db.clubs.update_club(GROUP, {"lang": "fr"})
    await john.press_in_group("mj:")
    members = {711: marie, 712: john}
    watch = GroupWatch(bot_driver)
    for _ in range(12):
        await play_on(members, watch, until="count")
        game, _, waiting, value = await show_due(db, 711)
        counter = members[game.user_at(waiting.seat) or 0]
        if counter is john or value < 2:
            await counter.private(str(value))
            continue
        await marie.private(str(value - 2))
        start = len(local_api.calls)
        await john.press_in_group(f"mm:{game.id}:")
        (keypad,) = group_texts(local_api, start)
        assert "Combien de points" in keypad and "How many" not in keypad, keypad
        return
    raise AssertionError("Marie never had 2 points to miss")


async def test_a_member_without_a_username_is_invited_by_a_mention(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Gaston has no @username: Telegram's list puts his name in Marie's « /jouer Gaston »
    as a mention. That was refused (« Je ne comprends pas « Gaston » »); now the invitation
    names him as a mention (Telegram notifies him), and he accepts."""
    marie, gaston = Member(bot_driver, 721, "Marie", "fr"), Member(bot_driver, 722, "Gaston", "fr")
    for m in (marie, gaston):
        await m.private("/start")
    text = "/jouer Gaston <3 61"
    payload = local_api.message_update(
        text, 721, GROUP, chat_type="supergroup", language_code="fr", first_name="Marie"
    )
    payload["message"]["entities"].append(
        {
            "type": "text_mention",
            "offset": text.index("Gaston"),
            "length": len("Gaston <3"),
            "user": {"id": 722, "is_bot": False, "first_name": "Gaston <3"},
        }
    )
    await bot_driver.process(payload)
    sent = str(local_api.calls_to("sendMessage")[-1].params["text"])
    assert 'Marie invite <a href="tg://user?id=722">Gaston &lt;3</a> à une partie de 61.' in sent
    await gaston.press_in_group("mj:")
    game, _ = await live(db, 721)
    assert game.is_active and [s.user_id for s in game.seats] == [721, 722]


async def test_a_member_without_a_username_pressing_an_invitation_to_a_handle_is_told_how(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marie typed « /jouer @Gaston »; Gaston has no @username, so Telegram cannot tell the
    bot it is him. His press said only « Cette invitation est pour @Gaston »: now how Marie
    can invite him (a reply to one of his messages)."""
    marie, gaston = Member(bot_driver, 731, "Marie", "fr"), Member(bot_driver, 732, "Gaston", "fr")
    await marie.say("/jouer @Gaston")
    data, message_id = last_button(local_api, GROUP, "mj:")
    (note,) = notices(await gaston.press(data, message_id))
    assert "Marie" in note and "en répondant à un de vos messages avec /jouer" in note, note
    assert len(note) <= 200
    assert await db.members.live_member_game(732) is None


async def test_tournament_posts_others_press_stay_in_the_tournaments_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A doubles tournament created in French (the club has no language set): John asks a
    partner and an English administrator asks to cancel it. Both posts were in English,
    then edited in French by the press (« Marie et John font équipe », « Le tournoi est
    annulé »): now French from the start."""
    admin, ann = Member(bot_driver, 741, "Lise", "fr"), Member(bot_driver, 742, "Ann", "en")
    john, marie = Member(bot_driver, 743, "John", "en"), Member(bot_driver, 744, "Marie", "fr")
    for m in (admin, ann, john, marie):
        await m.private("/start")
    local_api.member_status[(GROUP, 741)] = "administrator"
    local_api.member_status[(GROUP, 742)] = "administrator"
    await admin.say("/tournoi fadoq équipes")
    assert await db.tournaments.open_tournament(GROUP) is not None
    await marie.say("Bonjour", message_id=9100)
    reply = {
        "message_id": 9100,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": 744, "is_bot": False, "first_name": "Marie"},
        "text": "Bonjour",
    }
    start = len(local_api.calls)
    await john.say("/tournament team", reply_to=reply)
    (asked,) = group_texts(local_api, start)
    assert "John propose à Marie de faire équipe" in asked, asked
    start = len(local_api.calls)
    await ann.say("/tournament cancel")
    (question,) = group_texts(local_api, start)
    assert "Annuler le tournoi" in question, question


async def test_the_games_board_says_which_days_it_counts(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /classement parties » was titled « Parties entre membres : Semaine » (a button's
    word); now its days, as the club's board says them: « cette semaine (23-29 nov. 2026) »."""
    gaston = Member(bot_driver, 751, "Gaston", "fr")
    await gaston.say("/classement parties")
    title = group_texts(local_api)[-1].split("\n")[0]
    assert title.startswith("Parties entre membres\u00a0: cette semaine ("), title
    await gaston.press_in_group("cg:all")
    assert group_texts(local_api)[-1].startswith("Parties entre membres\u00a0: depuis toujours")


async def test_a_member_of_another_language_is_answered_in_the_clubs_language_in_its_group(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The club reads French (/club lang fr). John reads English: what the bot answers him in
    the group (a word not understood, the resign question) was English in the French
    group; now French, as every other post there (his private chat stays English)."""
    marie, john = Member(bot_driver, 761, "Marie", "fr"), Member(bot_driver, 762, "John", "en")
    for m in (marie, john):
        await m.private("/start")
    await marie.say("/jouer")
    await db.clubs.update_club(GROUP, {"lang": "fr"})
    start = len(local_api.calls)
    await john.say("/play 3 wibble")
    (refused,) = group_texts(local_api, start)
    assert refused.startswith("Je ne comprends pas"), refused
    await john.press_in_group("mj:")
    start = len(local_api.calls)
    game, table = await live(db, 762)
    cards = table.deal.hands[game.seat_of(762) or 0][:2]
    english = bot_driver.application.bot_data.i18n.translator("en")
    await john.say(render.cards(cards, english))  # his lay-away, typed in the group
    await john.say("/resign")
    private, question = group_texts(local_api, start)
    assert "répondez-moi en privé" in private, private
    assert "Abandonner" in question, question
    assert any("Your cards" in text for text in chat_texts(local_api, 0, 762))


async def test_the_standings_asked_by_a_member_are_in_the_tournaments_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A tournament created in French (no club language set): Ann (English) types
    « /tournament ». Its standings came in English, the next ones the bot posts in French;
    now French, the tournament's language, whoever asks."""
    admin, ann = Member(bot_driver, 771, "Lise", "fr"), Member(bot_driver, 772, "Ann", "en")
    local_api.member_status[(GROUP, 771)] = "administrator"
    await admin.say("/tournoi fadoq")
    for words in ("/tournament", "/tournament standings", "/tournament fadoq"):
        start = len(local_api.calls)
        await ann.say(words)
        (answer,) = group_texts(local_api, start)
        assert "Classement" in answer and "Standings" not in answer, (words, answer)


async def test_club_replies_in_the_group_follow_the_clubs_language(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """In a club set to French, John's « /top off » was answered in English in the group;
    now in French. His second « /daily » of the day (a line under the card, his name first)
    is his own, in his language, as his /stats, /remind, /forget there (the card is French)."""
    marie, john = Member(bot_driver, 781, "Marie", "fr"), Member(bot_driver, 782, "John", "en")
    await marie.say("/daily")
    await db.clubs.update_club(GROUP, {"lang": "fr"})
    for words, said in (
        ("/daily", "John: today's card is already above"),
        ("/top off", "John — C'est fait"),  # his name first, as the group's other replies
    ):
        start = len(local_api.calls)
        await john.say(words)
        (answer,) = group_texts(local_api, start)
        assert answer.startswith(said), (words, answer)


async def test_a_missed_count_says_what_the_hand_was_worth(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The deal's summary said « Ann missed 2 points (hand: said 4, held 6) »: « held » reads
    as the cards held; now « said 4, worth 6 »."""
    ann, bob = Member(bot_driver, 791, "Ann", "en"), Member(bot_driver, 792, "Bob", "en")
    for m in (ann, bob):
        await m.private("/start")
    await ann.say("/play")
    await bob.press_in_group("mj:")
    members = {791: ann, 792: bob}
    watch = GroupWatch(bot_driver)
    for _ in range(12):
        await play_on(members, watch, until="count")
        game, _, waiting, value = await show_due(db, 791)
        counter = members[game.user_at(waiting.seat) or 0]
        if value < 2:
            await counter.private(str(value))
            continue
        await counter.private(str(value - 2))
        start = len(local_api.calls)
        await play_on(members, watch, until="lay_away")
        told = "\n".join(group_texts(local_api, start))
        said = f"said {value - 2}, worth {value}"
        assert f"{counter.name} missed 2 points" in told and said in told, told
        return
    raise AssertionError("no count of 2 or more to miss")


async def test_the_club_settings_keep_their_language_when_another_admin_presses(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/club typed by Lise (French), no club language set: John, an English administrator,
    turns the weekly summary off; the settings message was redrawn in English. It stays
    French; choosing a language still redraws it in that language."""
    lise, john = Member(bot_driver, 801, "Lise", "fr"), Member(bot_driver, 802, "John", "en")
    for user in (801, 802):
        local_api.member_status[(GROUP, user)] = "administrator"
    await lise.say("/club")
    start = len(local_api.calls)
    await john.press_in_group("cs:weekly:")
    (redrawn,) = group_texts(local_api, start)
    assert "Réglages du club" in redrawn and "Club settings" not in redrawn, redrawn
    await john.press_in_group("cs:lang:en")
    assert "Club settings" in group_texts(local_api)[-1]


async def test_a_doubles_request_mentions_the_partner_or_says_how_to_reach_them(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marie asks Jean by replying to him: the request named him as plain text (no
    notification); now as a mention. Marie asks « @Gaston », who has no username: his press
    said only « Seul @Gaston peut confirmer cette équipe »; now how Marie can reach him."""
    lise = Member(bot_driver, 811, "Lise", "fr")
    marie, jean = Member(bot_driver, 812, "Marie", "fr"), Member(bot_driver, 813, "Jean", "fr")
    gaston, paul = Member(bot_driver, 814, "Gaston", "fr"), Member(bot_driver, 815, "Paul", "fr")
    local_api.member_status[(GROUP, 811)] = "administrator"
    await lise.say("/tournoi fadoq équipes")
    await jean.say("Bonjour", message_id=9200)
    reply = {
        "message_id": 9200,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": 813, "is_bot": False, "first_name": "Jean"},
        "text": "Bonjour",
    }
    await marie.say("/tournoi equipe", reply_to=reply)
    sent = str(local_api.calls_to("sendMessage")[-1].params["text"])
    assert sent.startswith('Marie propose à <a href="tg://user?id=813">Jean</a> de faire'), sent
    await paul.say("/tournoi equipe @Gaston")
    data, message_id = last_button(local_api, GROUP, "td:")
    (note,) = notices(await gaston.press(data, message_id))
    assert "Paul doit refaire la demande en répondant à un de vos messages" in note, note
    assert len(note) <= 200
