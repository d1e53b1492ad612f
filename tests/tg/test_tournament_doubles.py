"""Doubles tournaments (issue 40, seed 002's « en double ») through the in-process Bot API: a
mixed-language club registers four teams (each partner confirms with ✅), the refusals (a
member in two teams, another member's press, a member without a partner), the six games of
the round robin between the teams at real four-seat tables between members (each ended by a
real resignation through /abandon, to keep the test quick: a resignation counts as pegged
out), the standings by team with « pour » and « contre », the close, and the JSON of
`muggins tournaments --json` (`"kind": "doubles"`, `"team": [user, user]`).
"""

from __future__ import annotations

from typing import Any

import pytest
from telegram.ext import CallbackContext

from bot.commands.tournaments import tournament_record
from bot.drills.table_state import rules_from_json
from bot.drills.tournament_left import robin_of
from bot.drills.tournament_robin import SeatResult
from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.handlers.tournament_play import member_result
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member, last_button, notices

ADMIN = 600
NAMES: dict[int, tuple[str, str]] = {
    601: ("Marie", "fr"),
    602: ("Jean", "fr"),
    603: ("Bob", "en"),
    604: ("Helen", "en"),
    605: ("Lise", "fr"),
    606: ("Gaston", "fr"),
    607: ("Ann", "en"),
    608: ("Paul", "fr"),
    609: ("Odile", "fr"),
}
TEAMS = [(601, 602), (603, 604), (605, 606), (607, 608)]


def plain(text: str) -> str:
    return html_to_text(text).replace("\u00a0", " ").replace("\u202f", " ")


def group_texts(api: LocalBotApi) -> list[str]:
    return [plain(t) for t in api.sent_texts(GROUP)]


def reply_to(member: Member, message_id: int) -> dict[str, Any]:
    """The `reply_to` of a message answering `member`'s message `message_id`."""
    return {
        "message_id": message_id,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": member.user, "is_bot": False, "first_name": member.name},
        "text": "Bonjour",
    }


async def open_doubles(driver: Driver, api: LocalBotApi, db: Database, words: str) -> str:
    await driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN))
    api.member_status[(GROUP, ADMIN)] = "administrator"
    await driver.send(f"/tournoi {words}", user_id=ADMIN, chat_id=GROUP, chat_type="supergroup")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    return tournament.id


async def pair(members: dict[int, Member], first: int, second: int, at: int) -> None:
    """`first` asks `second` in reply to their message; `second` confirms."""
    await members[second].say("Bonjour", message_id=at)
    await members[first].say("/tournoi equipe", reply_to=reply_to(members[second], at))
    api = members[first].api
    data, message_id = last_button(api, GROUP, "td:")
    assert data.endswith(f":{first}")
    await members[second].press(data, message_id)


async def three_teams(
    driver: Driver, api: LocalBotApi, db: Database, members: dict[int, Member]
) -> str:
    """The club's FADOQ doubles of 61 with three teams, 601 & 602, 603 & 604, 605 & 606, in
    that order: its id."""
    tid = await open_doubles(driver, api, db, "fadoq équipes 61")
    for first, at in ((601, 8000), (603, 8001), (605, 8002)):
        await pair(members, first, first + 1, at)
    return tid


async def test_a_doubles_tournament_of_four_teams_to_its_close(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    tid = await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    stored = await db.tournaments.get_tournament(tid)
    assert stored is not None and stored.kind == "doubles" and stored.message_id is not None
    presented = group_texts(local_api)[-1]
    assert "en double : équipes de deux" in presented
    assert "Chaque équipe joue une fois contre chacune des autres" in presented
    assert "message de votre partenaire par /tournoi équipe" in presented
    assert "/tournoi partie" in presented and "@partenaire" not in presented
    assert local_api.message(GROUP, stored.message_id).get("reply_markup") is None  # type: ignore[union-attr]

    # Marie asks Jean in reply to his message: another member's press is refused, Jean's
    # makes the team.
    await members[602].say("Bonjour", message_id=8000)
    await members[601].say("/tournoi equipe", reply_to=reply_to(members[602], 8000))
    assert "Marie propose à Jean de faire équipe." in group_texts(local_api)[-1]
    data, message_id = last_button(local_api, GROUP, "td:")
    stolen = await members[603].press(data, message_id)
    assert notices(stolen) == ["Only Jean can confirm this team."]  # Bob reads English
    await members[602].press(data, message_id)
    made = local_api.message(GROUP, message_id)
    assert made is not None and "Marie et Jean font équipe dans le tournoi." in plain(made["text"])
    assert made.get("reply_markup") is None

    # A member in two teams: Marie asks again, Bob asks Jean (known by his reply) — refused.
    await members[601].say("/tournoi equipe @paul_b")
    assert "Vous faites déjà équipe avec Jean" in group_texts(local_api)[-1]
    await members[603].say("/tournament team", reply_to=reply_to(members[602], 8000))
    assert (
        "Jean already plays as a team with Marie: one team per member."
        in group_texts(local_api)[-1]
    )
    # … and by @username: the press of the member already in a team is refused.
    await members[603].say("/tournament team @jean_t")
    data, message_id = last_button(local_api, GROUP, "td:")
    refused = await bot_driver.press(
        data,
        message_id,
        user_id=602,
        chat_id=GROUP,
        language_code="fr",
        first_name="Jean",
        username="jean_t",
    )
    assert [plain(n) for n in notices(refused)] == [
        "Vous faites déjà équipe avec Marie : une seule équipe par membre."
    ]
    # Bob asks Helen by @username; she confirms (her username is who the button is for).
    await members[603].say("/tournament team @helen_b")
    data, message_id = last_button(local_api, GROUP, "td:")
    elsewhere = await bot_driver.press(
        data, message_id, user_id=604, chat_id=604, first_name="Helen", username="helen_b"
    )
    assert notices(elsewhere) == [""] and not any(
        t.confirmed_at for t in await db.tournaments.team_rows(tid) if t.first == 603
    )
    await bot_driver.press(
        data,
        message_id,
        user_id=604,
        chat_id=GROUP,
        language_code="en",
        first_name="Helen",
        username="helen_b",
    )
    await pair(members, 605, 606, 8001)
    await pair(members, 607, 608, 8002)
    teams = [t for t in await db.tournaments.team_rows(tid) if t.confirmed_at is not None]
    assert [(t.first, t.second) for t in teams] == TEAMS

    # Odile, the odd member, cannot take part alone nor play.
    await members[609].say("/tournoi partie")
    assert (
        "Dans un tournoi en double, on participe avec un ou une partenaire"
        in group_texts(local_api)[-1]
    )
    forged = await members[609].press(f"tj:{tid}", stored.message_id)
    assert "Dans un tournoi en double" in plain(notices(forged)[0])
    assert 609 not in {m.user_id for m in await db.tournaments.tournament_members(tid)}
    presentation = local_api.message(GROUP, stored.message_id)
    assert presentation is not None
    text = plain(presentation["text"])
    teams = "Marie et Jean, Bob et Helen, Lise et Gaston, Ann et Paul"
    assert f"4 équipes participent : {teams}" in text
    assert "6 parties à jouer" in text

    # The six games: a member of a team with a game left starts it (a real table of four,
    # partners facing each other); the second team's first member resigns it.
    context = CallbackContext(local_app)
    for game_no in range(1, 7):
        waiting = [m for m in (601, 603, 605, 607) if await _has_game(db, context, tid, m)]
        starter = waiting[0]
        await members[starter].say("/tournoi partie")
        game = await db.members.live_member_game(starter)
        assert game is not None and len(game.seats) == 4
        seated = [s.user_id for s in game.seats]
        mine = next(t for t in TEAMS if starter in t)
        other = next(t for t in TEAMS if seated[1] in t)
        assert {seated[0], seated[2]} == set(mine) and {seated[1], seated[3]} == set(other)
        assert game.rules["target"] == 61
        loser = members[seated[1]]
        await loser.say("/abandon")
        data, message_id = last_button(local_api, GROUP, "mr:")
        await loser.press(data, message_id)
        ended = await db.members.get_member_game(game.id)
        assert ended is not None and not ended.is_active
        links = await db.tournaments.tournament_games(tid)
        assert len({g.game_id for g in links}) == game_no
        assert {g.user_id for g in links if g.game_id == game.id} == set(mine) | set(other)

    heads = ("Partie du tournoi en double : ", "Doubles tournament game: ")  # each one's language
    lines = [t for t in group_texts(local_api) if t.startswith(heads)]
    assert len(lines) == 6 and "Marie et Jean contre " in lines[0]

    # A seventh /tournoi partie: every team has played its three games.
    await members[601].say("/tournoi partie")
    assert "Votre équipe a joué toutes ses parties" in group_texts(local_api)[-1]
    await bot_driver.send("/tournoi", user_id=609, chat_id=GROUP, chat_type="supergroup")
    standings = group_texts(local_api)[-1]
    assert "6 parties jouées." in standings
    for name in ("Marie et Jean", "Bob et Helen", "Lise et Gaston", "Ann et Paul"):
        assert name in standings
    assert " points, " in standings and " contre" in standings and " pour" not in standings

    live = await tournament_record(db, (await db.tournaments.get_tournament(tid)))  # type: ignore[arg-type]
    assert live["kind"] == "doubles"
    lines = live["standings"]
    assert sorted(tuple(line["team"]) for line in lines) == sorted(TEAMS)
    assert all(line["games"] == 3 for line in lines)
    assert all(line["user"] == line["team"][0] for line in lines)
    # every game gave 61 to its winners and took 61 from the losers
    assert sum(line["pour"] for line in lines) == sum(line["contre"] for line in lines)
    assert sum(line["pour"] >= 61 for line in lines) >= 1

    assert await close_tournament(context, tid)
    closed = await db.tournaments.get_tournament(tid)
    assert closed is not None and closed.standings is not None
    frozen = await tournament_record(db, closed)
    assert frozen["closed"] and frozen["kind"] == "doubles"
    assert [(r["team"], r["rank"], r["pour"], r["contre"]) for r in frozen["standings"]] == [
        (r["team"], r["rank"], r["pour"], r["contre"]) for r in lines
    ]
    announced = group_texts(local_api)[-1]
    assert "🥇" in announced and "Marie et Jean" in announced and "&" not in announced


async def _has_game(db: Database, context: Any, tid: str, user: int) -> bool:
    """Whether the team of `user` still has a game to play."""
    tournament = await db.tournaments.get_tournament(tid)
    assert tournament is not None
    board = await context.bot_data.db.tournaments.board(tournament)
    return any(user in (p.first, p.second) for p in robin_of(board, tournament).left)


async def test_an_english_club_creates_doubles_and_a_custom_count_is_bounded(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN)
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"

    async def admin(text: str) -> str:
        await bot_driver.send(
            text, user_id=ADMIN, chat_id=GROUP, chat_type="supergroup", language_code="en"
        )
        return group_texts(local_api)[-1]

    await admin("/club lang en")
    assert "doubles" in await admin("/tournament help")
    refused = await admin("/tournament 5 doubles")
    assert "members meet each other at most 4 times" in refused
    assert await db.tournaments.open_tournament(GROUP) is None
    presented = await admin("/tournament 2 doubles 61")
    assert "(doubles: teams of two)" in presented
    assert "Each team plays each other team 2 times, at a table of four" in presented
    assert "reply to one of your partner's messages with /tournament team" in presented
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and (tournament.kind, tournament.games) == ("doubles", 2)
    bob = Member(bot_driver, 603, "Bob", "en")
    await bob.say("/tournament team")
    assert "register a team of two" in group_texts(local_api)[-1]
    await bob.say("/tournament team @bob_s", reply_to=reply_to(bob, 1))
    assert "Your partner must be another member." in group_texts(local_api)[-1]


async def test_standings_before_any_team_say_nothing_of_games_played(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/tournoi before any team is registered: nobody takes part yet, and not « 0 partie
    jouée. Toutes les parties du tournoi à la ronde sont jouées. »; in private, how to take
    part in doubles."""
    await open_doubles(bot_driver, local_api, db, "fadoq équipes")
    marie = Member(bot_driver, 601, "Marie", "fr")
    await marie.say("/tournoi")
    shown = group_texts(local_api)[-1]
    assert "Personne ne participe encore." in shown
    assert "sont jouées" not in shown and "partie jouée" not in shown
    # in private, where a doubles tournament has no button to press: how to take part
    await marie.private("/tournoi equipe @jean")
    told = plain(local_api.sent_texts(601)[-1])
    assert "(en double, répondez dans le groupe à un message de votre partenaire par" in told


async def test_in_private_a_team_reads_what_it_has_left_to_play(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """/tournoi in private, once the team's only game was played, said « Toutes les parties du
    tournoi à la ronde sont jouées. » then « Pour jouer la prochaine partie de votre équipe,
    l'un de vous envoie /tournoi partie »; and the same invitation while no other team had
    registered. The team now reads that nobody is there to play yet, then that every game is
    played (once, not « Votre équipe a joué toutes ses parties » too); the group reads that
    every game of the tournament (not « du tournoi à la ronde ») was played."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await members[601].private("/tournoi")
    alone = plain(local_api.sent_texts(601)[-1])
    assert "Aucune autre équipe ne participe encore" in alone
    assert "/tournoi partie" not in alone
    # « /tournoi partie » by the only team answered « Votre équipe a joué toutes ses parties »
    await members[602].say("/tournoi partie")
    assert group_texts(local_api)[-1].startswith("Aucune autre équipe ne participe encore")
    await pair(members, 603, 604, 8001)
    await members[602].private("/tournoi")
    assert "l'un de vous envoie /tournoi partie" in plain(local_api.sent_texts(602)[-1])
    seats = [
        SeatResult(601, True, 61, 40),
        SeatResult(603, False, 40, 61),
        SeatResult(602, True, 61, 40),
        SeatResult(604, False, 40, 61),
    ]
    assert await member_result(CallbackContext(local_app), GROUP, "d1", seats, 61)
    await members[601].private("/tournoi")
    done = plain(local_api.sent_texts(601)[-1])  # every game played: said once, not again
    assert done.count("Toutes les parties du tournoi sont jouées.") == 1, done
    assert "Votre équipe a joué toutes ses parties" not in done
    assert "/tournoi partie" not in done
    posted = group_texts(local_api)[-1]  # the standings after the game: no « à la ronde »
    assert "Toutes les parties du tournoi sont jouées." in posted


async def test_a_partner_named_without_at_is_told_how_to_name_them(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /tournoi équipe Gaston » (Gaston has no @username): not the general « inscrivez une
    équipe de deux », but that a name alone does not say who, and what to type instead."""
    tid = await open_doubles(bot_driver, local_api, db, "fadoq équipes")
    marie = Member(bot_driver, 601, "Marie", "fr")
    await marie.say("/tournoi équipe avec Gaston")
    told = group_texts(local_api)[-1]
    assert told.startswith("Je ne peux pas savoir qui est « Gaston » avec un nom seulement.")
    assert "Répondez à un message de votre partenaire avec /tournoi équipe" in told
    bob = Member(bot_driver, 603, "Bob", "en")
    await bob.say("/tournament team Helen B.")
    told = group_texts(local_api)[-1]
    assert told.startswith("I cannot tell who “Helen B.” is from a name alone.")
    assert await db.tournaments.team_rows(tid) == []
    await marie.say("/tournoi équipe")  # nothing named: how to register, as before
    assert "inscrivez une équipe de deux" in group_texts(local_api)[-1]


async def test_a_fadoq_doubles_game_plays_the_116_rule_it_announces(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A FADOQ doubles tournament of 121 announced « règle FADOQ : à partir de 116 … », but
    « /tournoi partie » seated the two teams at a table without it (seed 002), and with a
    skunk line where points count, not games."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    await open_doubles(bot_driver, local_api, db, "fadoq équipes")
    assert "à partir de 116" in group_texts(local_api)[-1]
    await pair(members, 601, 602, 8000)
    await pair(members, 605, 606, 8001)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None and game.players == 4
    rules = rules_from_json(game.rules, game.players)
    assert rules.target == 121 and rules.fadoq116 is not None
    assert rules.margin_rule == "none"  # points count, not games: no « Un skunk » at the end


async def test_the_presentation_lists_the_teams_in_the_order_they_registered(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """The presentation's « 3 équipes participent : Marie et Jean, Bob et Helen, Lise et Gaston »
    was redrawn after each game in the order of the standings (« Lise et Gaston, Marie et Jean,
    Bob et Helen » once Lise and Gaston won): the list a member had read moved about under the
    unchanged games to play. Teams stay in the order they registered, as members do in
    singles; the standings say who leads."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    tid = await three_teams(bot_driver, local_api, db, members)
    seats = [
        SeatResult(605, True, 61, 40),
        SeatResult(601, False, 40, 61),
        SeatResult(606, True, 61, 40),
        SeatResult(602, False, 40, 61),
    ]
    assert await member_result(CallbackContext(local_app), GROUP, "d1", seats, 61)
    stored = await db.tournaments.get_tournament(tid)
    assert stored is not None and stored.message_id is not None
    presentation = local_api.message(GROUP, stored.message_id)
    assert presentation is not None
    text = plain(presentation["text"])
    assert "3 équipes participent : Marie et Jean, Bob et Helen, Lise et Gaston" in text, text
    assert "1 partie jouée." in text


async def test_a_doubles_game_is_announced_before_its_table_opens(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /tournoi partie »: the table's messages (« 🃏 Table de Marie, Bob, Jean et Helen »,
    the cut, « Donne 1 : … ») came first and « Partie du tournoi en double : Marie et Jean
    contre Bob et Helen. » under them; it now comes first, in reply to the command."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    before = len(group_texts(local_api))
    await members[601].say("/tournoi partie", message_id=8100)
    posted = group_texts(local_api)[before:]
    assert posted[0].startswith(
        "Partie du tournoi en double : Marie et Jean contre Bob et Helen.\n"
    ), posted
    assert posted[1].startswith("🃏 Table de Marie, Bob, Jean et Helen"), posted
    game = await db.members.live_member_game(601)
    assert game is not None and len(game.seats) == 4


async def test_a_doubles_game_with_a_player_at_another_table_is_not_announced(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob sits at another table: « /tournoi partie » says so, and announces no game."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[605].say("Bonjour", message_id=8200)
    await members[603].say("/play", reply_to=reply_to(members[605], 8200))
    assert await db.members.live_member_game(603) is not None
    before = len(group_texts(local_api))
    await members[601].say("/tournoi partie")
    posted = group_texts(local_api)[before:]
    assert len(posted) == 1 and "à une autre table : Bob." in posted[0], posted
    assert await db.members.live_member_game(601) is None


async def test_a_resigned_doubles_game_says_the_points_the_standings_count(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Bob resigns the doubles game before a card is played: the group read « Planche :
    Marie et Jean 0, Bob et Helen 0 » while the standings counted it 61 to 0. Now the end says
    how the tournament counts it, 61 to 0, as the standings do."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None
    before = len(group_texts(local_api))
    await members[603].say("/abandon")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await members[603].press(data, message_id)
    end = next(t for t in group_texts(local_api)[before:] if "Bob abandonne" in t)
    assert "Planche : Marie et Jean 0, Bob et Helen 0 (partie de 61)." in end  # the board played
    assert (
        "Au tournoi, l'abandon compte comme une partie gagnée à 61 : Marie et Jean 61,"
        " Bob et Helen 0; ce sont les points qui comptent" in end
    )
    assert "counts as a game won at 61: Marie and Jean 61, Bob and Helen 0; points count" in end
    standings = next(t for t in group_texts(local_api)[before:] if "en double terminée" in t)
    assert "Marie et Jean : 61 points, 0 contre" in standings
    assert "Bob et Helen : 0 point, 61 contre" in standings


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        (
            "fr",
            "Bob — Abandonner la partie de club? Votre équipe la perd : au tournoi, les points"
            " de votre équipe jusqu'ici comptent, et 61 pour Marie et Jean.",
        ),
        (
            "en",
            "Bob — Resign the club game? Your side loses it: in the tournament, your side's"
            " points so far count, and 61 for Marie and Jean.",
        ),
    ],
)
async def test_resigning_a_doubles_game_says_how_the_tournament_counts_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str
) -> None:
    """/abandon of a doubles tournament's game asked only « Abandonner la partie de club?
    Votre équipe la perd. », not how the tournament counts it (a game won at 61 by the other
    team), where a round robin's and a duplicate tournament's questions say it: it says it
    now, with the names of the team that wins it."""
    members = {u: Member(bot_driver, u, n, lang) for u, (n, _) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=ADMIN, chat_id=GROUP, chat_type="supergroup")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None
    await members[603].say("/abandon" if lang == "fr" else "/resign")
    assert group_texts(local_api)[-1] == asked
    data, message_id = last_button(local_api, GROUP, "mr:")
    await members[603].press(data, message_id)
    ended = await db.members.get_member_game(game.id)
    assert ended is not None and ended.status == "finished"
