"""/tournament with the default kind's name said aloud (issue 43, finding 13): « dupliqué »,
"duplicate" are understood, in French and in English; a round robin's games between members
play the tournament's rules."""

from __future__ import annotations

from typing import Any

import pytest
from test_tournament_handlers import create, group_texts, plain

from bot.drills.table_state import rules_from_json
from bot.drills.table_turn import due
from bot.storage import Database
from bot.storage.repo_members import MemberGame
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP as CLUB
from tests.tg.members_helpers import GroupWatch, Member, live, play_on


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "2 dupliqué 61"),
        ("fr", "2 duplique 61"),
        ("fr", "fadoq dupliqué"),
        ("en", "2 duplicate 61"),
        ("en", "jeux50 duplicate 121"),
    ],
)
async def test_the_duplicate_kind_is_understood_by_its_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str
) -> None:
    await create(bot_driver, local_api, db, words, lang)
    tournament = await db.tournaments.open_tournament(-100_700)
    assert tournament is not None and tournament.kind == "duplicate"
    if words.startswith("2 "):
        assert (tournament.games, tournament.target) == (2, 61)
    assert not any("understand" in t or "comprends" in t for t in group_texts(local_api))


def group_texts_of(api: LocalBotApi, chat: int) -> list[str]:
    return [plain(t) for t in api.sent_texts(chat)]


def reply_of(member: Member, message_id: int) -> dict[str, Any]:
    """The `reply_to` of a message answering `member`'s message `message_id` in the club."""
    return {
        "message_id": message_id,
        "date": 0,
        "chat": {"id": CLUB, "type": "supergroup", "title": "Club"},
        "from": {"id": member.user, "is_bot": False, "first_name": member.name},
        "text": "Bonjour!",
    }


@pytest.mark.parametrize(("words", "fadoq116"), [("fadoq ronde", True), ("jeux50 ronde", False)])
async def test_a_fadoq_round_robin_game_plays_the_116_rule_it_announces(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, words: str, fadoq116: bool
) -> None:
    """A FADOQ round robin of 121 announced « règle FADOQ : à partir de 116, pas de point pour
    un go ni pour la dernière carte », but the members' games of the tournament were dealt
    without it (seed 002: « À partir de 116, on ne peut plus avancer d'un (1) point à la fois
    ou « faire Go » »); and a Jeux 50+ one ended « Un skunk : la victoire compte pour deux
    parties. » where the total of points ranks (the tournament's own games have no skunk)."""
    await bot_driver.process(make_my_chat_member_update(CLUB, "left", "member", from_user_id=41))
    local_api.member_status[(CLUB, 41)] = "administrator"
    marie, jean = Member(bot_driver, 501, "Marie", "fr"), Member(bot_driver, 502, "Jean", "fr")
    for m in (marie, jean):
        await m.private("/start")
    await bot_driver.send(f"/tournoi {words}", user_id=41, chat_id=CLUB, chat_type="supergroup")
    tournament = await db.tournaments.open_tournament(CLUB)
    assert tournament is not None and tournament.message_id is not None
    presented = group_texts_of(local_api, CLUB)[-1]
    assert ("à partir de 116" in presented) is fadoq116
    for m in (marie, jean):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(jean, 9000))
    game = await db.members.live_member_game(501)
    assert game is not None
    rules = rules_from_json(game.rules, game.players)
    assert rules.target == 121 and rules.muggins == tournament.rules["muggins"]
    assert (rules.fadoq116 is not None) is fadoq116
    assert rules.margin_rule == "none"  # points count, not games: no « Un skunk » at the end


async def robin_of_two(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> tuple[Member, Member]:
    """Marie and Jean in the club's Jeux 50+ round robin of 61 (the club in `lang`, opened by
    its administrator 41), neither game played yet."""
    await bot_driver.process(make_my_chat_member_update(CLUB, "left", "member", from_user_id=41))
    local_api.member_status[(CLUB, 41)] = "administrator"
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=41, chat_id=CLUB, chat_type="supergroup")
    marie, jean = Member(bot_driver, 501, "Marie", lang), Member(bot_driver, 502, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await bot_driver.send(
        "/tournoi jeux50 ronde 61", user_id=41, chat_id=CLUB, chat_type="supergroup"
    )
    tournament = await db.tournaments.open_tournament(CLUB)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, jean):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    return marie, jean


async def robin_game_at_a_count(
    bot_driver: Driver, db: Database, marie: Member, jean: Member
) -> tuple[MemberGame, Member, Member]:
    """Marie invites Jean in the group to their round robin's game of 61 (« /jouer 61 » in
    reply to him), played until a count is due: the game, the member who counts and the one
    waiting on them."""
    await jean.say("Bonjour!", message_id=9000)
    await marie.say(
        "/jouer 61" if marie.lang == "fr" else "/play 61", reply_to=reply_of(jean, 9000)
    )
    await jean.press_in_group("mj:")
    members = {marie.user: marie, jean.user: jean}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, table = await live(db, marie.user)
    counter = members[game.user_at(due(table)[0].seat) or 0]
    return game, counter, jean if counter is marie else marie


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_play_alone_tells_a_member_their_round_robin_games_first(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """During a Jeux 50+ round robin of 61, a member typing /jouer alone in the group opened an
    ordinary table of 121, not their game of the tournament: now they are told, their name
    first, whom they still play and how to invite them, and how to open an ordinary table;
    that command still opens one."""
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say("/jouer" if lang == "fr" else "/play")
    assert await db.members.live_member_game(501) is None
    told = group_texts_of(local_api, CLUB)[-1]
    assert local_api.sent_texts(CLUB)[-1].startswith("<b>Marie</b>")  # as the group's replies
    if lang == "fr":
        assert told.startswith("Marie — Vos 2 parties à jouer")
        assert "Vos 2 parties à jouer : Jean (2 parties)" in told
        assert "Pour inviter Jean : répondez par /jouer 61" in told
        assert "Une partie ordinaire, ouverte à tous : /jouer 121." in told
    else:
        assert told.startswith("Marie — Your 2 games to play")
        assert "Your 2 games to play: Jean (2 games)" in told
        assert "To invite Jean: reply with /play 61" in told
        assert "An ordinary game, open to anyone: /play 121." in told
    await marie.say("/jouer 121" if lang == "fr" else "/play 121")
    game = await db.members.live_member_game(501)
    assert game is not None and game.invited_user is None
    assert rules_from_json(game.rules, game.players).target == 121


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        (
            "fr",
            "Jean — Abandonner la partie de club? Vous la perdez : au tournoi, vos points"
            " jusqu'ici comptent, et 61 pour Marie.",
        ),
        (
            "en",
            "Jean — Resign the club game? You lose it: in the tournament, your points so far"
            " count, and 61 for Marie.",
        ),
    ],
)
async def test_resigning_a_round_robin_game_says_how_the_tournament_counts_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str
) -> None:
    """/abandon of a round robin's game asked « Abandonner la partie de club? Vous la
    perdez. », not how the tournament counts it (a game won at 61 by the opponent): the
    question now says it, as a duplicate tournament's does; the end confirms it."""
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    await marie.say("/jouer", reply_to=reply_of(jean, 9000))
    await jean.press_in_group("mj:")
    game = await db.members.live_member_game(502)
    assert game is not None and game.is_active
    await jean.say("/abandon" if lang == "fr" else "/resign")
    assert group_texts_of(local_api, CLUB)[-1] == asked
    await jean.press_in_group("mr:")
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    counted = "l'abandon compte comme une partie gagnée à 61" if lang == "fr" else "won at 61"
    assert any(counted in t for t in group_texts_of(local_api, CLUB)[-3:])


@pytest.mark.parametrize(
    ("lang", "ask", "said", "wrong"),
    [
        (
            "fr",
            "/aide jouer",
            "/jouer seul invite n'importe qui (pendant un tournoi à la ronde ou en double, il"
            " montre plutôt vos parties du tournoi qui restent à jouer; /jouer 121 ouvre alors"
            " une partie ordinaire)",
            "/jouer seul invite n'importe qui;",
        ),
        (
            "en",
            "/help play",
            "/play alone is open to anyone (during a round robin or a doubles tournament, it"
            " shows instead your tournament games still to play; /play 121 then opens an"
            " ordinary game)",
            "/play alone is open to anyone;",
        ),
    ],
)
async def test_the_help_on_play_alone_says_what_it_does_during_a_round_robin(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    ask: str,
    said: str,
    wrong: str,
) -> None:
    """The group help said « /jouer seul invite n'importe qui » while a round robin was
    running, where /jouer alone lists the member's games of the tournament instead (and
    /jouer 121 opens an ordinary table): it says so now."""
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say(ask)
    helped = group_texts_of(local_api, CLUB)[-1]
    assert said in helped and wrong not in helped, helped
    await marie.say("/jouer" if lang == "fr" else "/play")  # as the help says
    assert await db.members.live_member_game(501) is None
    listed = "répondez par /jouer 61" if lang == "fr" else "reply with /play 61"
    assert listed in group_texts_of(local_api, CLUB)[-1]
