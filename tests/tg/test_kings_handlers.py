"""/kings (/rois) through the in-process Bot API, in French and English: the help, counting a
move (Joker and correction), the best move, and a whole game against the bot, typed moves,
refusals with their rule, the Joker both ways, a restart mid-game."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest
from tg_checks import callback_datas

from bot.drills.kings import KingsBest, KingsCount
from bot.drills.kings_play import BotCount, KingsMatch, Level
from bot.engine.kings_grid import Grid, score_move
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import move_text, rank_name
from bot.storage import Database, Question
from bot.tg.config import Config
from bot.tg.handlers import kings
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts
from tests.engine.kings_helpers import across, grid, tiles
from tests.tg.kings_helpers import plain

GROUP = -100_424


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


async def plant_game(db: Database, user: int, match: KingsMatch) -> Question:
    """`match` as the pending game step of `user` in their private chat."""
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


JOINS = {
    "en": "After the first move, each move joins the tiles already on the grid, and every line "
    "it makes or lengthens must score.",
    "fr": "Après le premier coup, chaque coup se rattache aux jetons déjà posés, et chaque main "
    "qu'il forme ou allonge doit rapporter des points.",
}


@pytest.mark.parametrize(("command", "lang"), [("/kings", "en"), ("/rois", "fr")])
async def test_kings_alone_is_the_help_with_the_menu(
    bot_driver: Driver, command: str, lang: str
) -> None:
    """The help said how to lay the first move (« n'importe où ») but not the rule of every
    other one (R-004-06, R-004-09): a cribbage player new to Kings learnt it only from a
    refused move. It says it now."""
    calls = await bot_driver.send(command, user_id=500, language_code=lang)
    text = plain(calls)
    assert JOINS[lang] in text.split("\n")
    assert "H8 → 5 6 4" in text
    assert ("/rois compte" if lang == "fr" else "/kings count") in text
    assert set(callback_datas(calls)) == {"kg:count", "kg:best", "kg:play", "kg:help"}


async def test_unknown_argument(bot_driver: Driver, db: Database) -> None:
    text = plain(await bot_driver.send("/kings <b>x", user_id=501, language_code="en"))
    assert "&lt;b&gt;x" in text
    assert await db.questions.pending_question(501, 501) is None


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/rois partie champion",
            "Je ne connais pas le niveau champion : choisissez facile, normal ou expert, "
            "par exemple /rois partie expert.",
        ),
        (
            "en",
            "/kings play <hard>",
            "I don't know the level &lt;hard&gt;: choose easy, normal or expert, "
            "for example /kings play expert.",
        ),
    ],
)
async def test_a_level_not_understood_is_said_and_the_game_under_way_stays(
    bot_driver: Driver, db: Database, lang: str, command: str, said: str
) -> None:
    """« /rois partie difficile » began a game at the normal level without a word (and, with
    a game under way, would have given it back as if the level were heard); the levels are
    said now, and the game under way is left as it was."""
    await bot_driver.send(command.rsplit(" ", 1)[0], 504, language_code=lang)
    before = await pending(db, 504)
    calls = await bot_driver.send(command, 504, language_code=lang)
    assert said in "\n".join(texts(calls)).replace("\u00a0", " ")
    after = await pending(db, 504)
    assert after.id == before.id and after.deal == before.deal


@pytest.mark.parametrize(
    ("lang", "command", "hint", "help_line", "asked"),
    [
        (
            "fr",
            "/rois",
            "partie ou aide (arrêter met fin à une partie en cours)",
            "/rois arrêter : arrêtez la partie en cours",
            "Arrêter cette partie?",
        ),
        (
            "en",
            "/kings",
            "play or help (stop ends a game in progress)",
            "/kings stop: stop the game in progress",
            "Stop this game?",
        ),
    ],
)
async def test_the_words_of_kings_say_how_to_stop_a_game(
    bot_driver: Driver, db: Database, lang: str, command: str, hint: str, help_line: str, asked: str
) -> None:
    """« /rois bof » listed « compte, meilleur, partie ou aide » and /rois aide did not say
    either that « /rois arrêter » stops a game; both say it now, and the word they give
    works."""
    await bot_driver.send(
        f"{command} {'partie' if lang == 'fr' else 'play'}", 503, language_code=lang
    )
    await pending(db, 503)
    assert hint in plain(await bot_driver.send(f"{command} bof", 503, language_code=lang))
    assert help_line in plain(await bot_driver.send(command, 503, language_code=lang))
    word = help_line.split()[1].rstrip(":")
    assert asked in plain(await bot_driver.send(f"{command} {word}", 503, language_code=lang))


# -- Count -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "lang"), [("count", "en"), ("compte", "fr")])
async def test_count_exact_short_and_over(
    bot_driver: Driver, db: Database, args: str, lang: str
) -> None:
    user = 510 if lang == "en" else 511
    calls = await bot_driver.send(f"/kings {args}", user_id=user, language_code=lang)
    # pictures on in a private chat: one photo whose caption asks (the picture shows the
    # grid: it is not written out in text beside it)
    assert [c.method for c in calls if c.method.startswith("send")] == ["sendPhoto"]
    assert ("bonus compris" if lang == "fr" else "bonuses included") in plain(calls)
    question = await pending(db, user)
    assert question.kind == kings.KINGS_COUNT
    points = KingsCount.from_dict(dict(question.deal)).score().total
    assert question.expected["total"] == points
    text = plain(await bot_driver.send(str(points), user, language_code=lang))
    assert ("Exact" if lang == "fr" else "Right") in text
    assert await db.questions.pending_question(user, user) is None
    await bot_driver.send(f"/kings {args}", user_id=user, language_code=lang)
    question = await pending(db, user)
    points = question.expected["total"]
    text = plain(await bot_driver.send(str(points - 1), user, language_code=lang))
    assert "Joker!" in text and ("oublié" if lang == "fr" else "missed") in text
    await bot_driver.send(f"/kings {args}", user_id=user, language_code=lang)
    question = await pending(db, user)
    text = plain(
        await bot_driver.send(str(question.expected["total"] + 3), user, language_code=lang)
    )
    assert ("Trop" if lang == "fr" else "Too many") in text


EIGHT = KingsCount(grid(["5 5"], 15), tuple(across(0, 2, "5")))  # pair royal and 5+5+5: 8


@pytest.mark.parametrize(
    ("lang", "said", "right"),
    [
        ("fr", "huit", "Exact"),
        ("fr", "Ça fait huit", "Exact"),
        ("fr", "8 points", "Exact"),
        ("fr", "je dirais huit points", "Exact"),
        ("fr", "six", "Joker!"),
        ("en", "eight", "Right"),
        ("en", "That's eight points", "Right"),
        ("en", "ten", "Too many"),
    ],
)
async def test_a_count_in_words_is_graded_as_in_the_drills(
    bot_driver: Driver, db: Database, lang: str, said: str, right: str
) -> None:
    """Played: « douze » and "twelve" were answered « Répondez par le nombre de points »."""
    user = 513 if lang == "en" else 514
    await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_COUNT, deal=EIGHT.to_dict(), expected={}
    )
    text = plain(await bot_driver.send(said, user, language_code=lang))
    assert right in text, text
    assert await db.questions.pending_question(user, user) is None


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "quinze", "15 points? Envoyez 15 (une quinzaine seule vaut 2)."),
        ("en", "Fifteen!", "15 points? Send 15 (a fifteen alone scores 2)."),
        ("fr", "12 ou 14", "12 ou 14? Envoyez un seul compte."),
        ("en", "eight or ten", "8 or 10? Send one count."),
        ("fr", "beaucoup", "Répondez par le nombre de points, par exemple 12."),
    ],
)
async def test_a_count_that_cannot_be_graded_is_asked_back(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « quinze » (15 points, or one fifteen?) and « 12 ou 14 » were answered
    « Répondez par le nombre de points, par exemple 12. », though they were numbers: now
    asked back as the counting drills ask, and nothing is graded."""
    user = 515 if lang == "en" else 516
    await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_COUNT, deal=EIGHT.to_dict(), expected={}
    )
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == said, text
    assert (await pending(db, user)).kind == kings.KINGS_COUNT


async def test_count_answer_that_is_no_number_gets_a_hint(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/kings count", user_id=512, language_code="en")
    text = plain(await bot_driver.send("lots", 512, language_code="en"))
    assert "number of points" in text
    assert (await pending(db, 512)).kind == kings.KINGS_COUNT


# -- Best move -------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "lang"), [("best", "en"), ("meilleur", "fr")])
async def test_best_move_buttons(bot_driver: Driver, db: Database, args: str, lang: str) -> None:
    user = 520 if lang == "en" else 521
    calls = await bot_driver.send(f"/kings {args}", user_id=user, language_code=lang)
    question = await pending(db, user)
    best = KingsBest.from_dict(dict(question.deal))
    datas = list(callback_datas(calls))
    assert datas == [f"kb:{question.id}:{i}" for i in range(len(best.choices))]
    wrong = next(
        i for i, s in enumerate(best.scores()) if s.total < best.scores()[best.best()].total
    )
    text = plain(
        await bot_driver.press(
            f"kb:{question.id}:{wrong}", question.message_id or 0, user, language_code=lang
        )
    )
    assert ("rapporte plus" if lang == "fr" else "scores more") in text
    assert ("Pourquoi" if lang == "fr" else "Why") in text
    again = await bot_driver.press(
        f"kb:{question.id}:{best.best()}", question.message_id or 0, user, language_code=lang
    )
    assert not [c for c in again if c.method == "sendMessage"]  # answered once only


async def test_best_move_by_its_letter(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/kings best", user_id=523, language_code="fr")
    question = await pending(db, 523)
    best = KingsBest.from_dict(dict(question.deal))
    letter = "abcd"[best.best()]
    assert "Exact" in plain(await bot_driver.send(letter, 523, language_code="fr"))
    assert await db.questions.pending_question(523, 523) is None


async def test_best_move_right_answer(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/kings best", user_id=522, language_code="en")
    question = await pending(db, 522)
    best = KingsBest.from_dict(dict(question.deal))
    calls = await bot_driver.press(
        f"kb:{question.id}:{best.best()}", question.message_id or 0, 522, language_code="en"
    )
    assert "Right" in plain(calls)


# -- A game ----------------------------------------------------------------------------------


def match_of(question: Question) -> KingsMatch:
    return KingsMatch.from_dict(dict(question.deal))


def best_move_text(match: KingsMatch) -> str | None:
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    return None if choice is None else move_text(choice.move)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_whole_game_to_the_end(bot_driver: Driver, db: Database, lang: str) -> None:
    user = 530 if lang == "en" else 531
    command = "/kings play expert" if lang == "en" else "/rois partie expert"
    text = plain(await bot_driver.send(command, user_id=user, language_code=lang))
    assert ("Nouvelle partie" if lang == "fr" else "A new game") in text
    for _ in range(80):
        question = await db.questions.pending_question(user, user)
        if question is None:
            break
        match = match_of(question)
        typed = best_move_text(match)
        if typed is None:
            calls = await bot_driver.press(
                f"kp:{question.id}:swap", question.message_id or 0, user, language_code=lang
            )
        else:
            calls = await bot_driver.send(typed, user, language_code=lang)
        text = plain(calls)
    else:
        pytest.fail("the game did not end")
    # the end said with why: « Le sac est vide et vous avez posé tous vos jetons : la partie … »
    assert ("la partie est terminée" if lang == "fr" else "the game is over") in text
    assert ("Score final" if lang == "fr" else "Final score") in text


async def test_illegal_moves_are_refused_with_their_rule(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/kings play", user_id=540, language_code="en")
    question = await pending(db, 540)
    match = match_of(question)
    rack = list(match.game.rack())
    one = f"H8 {rank_name(rack[0].rank)}"
    text = plain(await bot_driver.send(one, 540, language_code="en"))
    assert "first move lays 2 to 5 tiles" in text
    text = plain(await bot_driver.send("H8 → 5 6", 540, language_code="en"))
    assert "rack" in text or "score" in text
    text = plain(await bot_driver.send("Z9 5", 540, language_code="en"))
    assert "not on the grid" in text
    assert (await pending(db, 540)).id == question.id  # still the same step


async def test_the_players_short_count_is_taken_and_the_bots_miss_is_called(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/kings play normal", user_id=550, language_code="en")
    question = await pending(db, 550)
    match = match_of(question)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    if choice is None:
        pytest.skip("no opening move in this rack")
    text = plain(await bot_driver.send(f"{move_text(choice.move)} = 1", 550, language_code="en"))
    assert f"I take the {choice.points - 1} points you missed" in text
    question = await pending(db, 550)
    match = match_of(question)
    assert match.game.scores[0] == 1
    # plant a bot count that forgot points, then call Joker with the button
    last = match.last
    assert last is not None
    planted = replace(match, last=BotCount(last.move, last.points, last.points - 2, 0, True))
    bot_before = planted.game.scores[1]
    await db.questions.cancel_question(question.id)
    fresh = await plant_game(db, 550, planted)
    calls = await bot_driver.press(f"kp:{fresh.id}:joker", 0, 550, language_code="en")
    assert "they are yours" in plain(calls)
    after = match_of(await pending(db, 550))
    assert after.game.scores == (1 + 2, bot_before)
    # a second call on the same count: nothing left to judge, so nothing lost, the step goes on
    step = await pending(db, 550)
    text = plain(await bot_driver.send("joker", 550, language_code="en"))
    assert "You have already called Joker on my last count. Nothing is lost." in text
    assert match_of(await pending(db, 550)).game.scores[0] == 3
    assert step.id == (await pending(db, 550)).id


async def test_pass_is_refused_while_a_move_exists(bot_driver: Driver, db: Database) -> None:
    g = grid(["4 3 5"], 15)
    match = KingsMatch(
        replace(
            KingsMatch.from_dict(
                {"game": _game_data(g, "6 2 2 8 K", "A A A A A"), "level": "easy", "last": None}
            ).game
        ),
        Level.EASY,
    )
    await plant_game(db, 560, match)
    text = plain(await bot_driver.send("passe", 560, language_code="fr"))
    assert "coup permis" in text
    text = plain(await bot_driver.send("indice", 560, language_code="fr"))
    assert "Un bon coup" in text


def _game_data(g: Grid, mine: str, theirs: str) -> dict[str, object]:
    from bot.engine.kings_game import KingsGame, game_data

    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    return game_data(KingsGame(g, bag, (tuple(tiles(mine)), tuple(tiles(theirs)))))


async def test_a_game_survives_a_restart_and_another_drill(
    tg_config: Config, local_api: LocalBotApi
) -> None:
    from bot.tg.app import build_app, running

    first = build_app(tg_config, request=local_api, rng=random.Random(3))
    async with running(first):
        driver = Driver(first, local_api)
        await driver.send("/kings play", user_id=570, language_code="fr")
        before = match_of(await pending(first.bot_data.db, 570))
        await driver.send("/hand", user_id=570, language_code="fr")  # sets the game aside
    second = build_app(tg_config, request=local_api, rng=random.Random(4))
    async with running(second):
        driver = Driver(second, local_api)
        text = plain(await driver.send("/rois partie", user_id=570, language_code="fr"))
        assert "reprend" in text
        after = match_of(await pending(second.bot_data.db, 570))
        assert after.game.racks == before.game.racks and after.game.bag == before.game.bag


async def test_another_players_game_buttons_are_refused(bot_driver: Driver, db: Database) -> None:
    calls = await bot_driver.send("/kings play", user_id=580, chat_id=GROUP, language_code="en")
    assert calls
    question = await pending(db, 580, GROUP)
    calls = await bot_driver.press(
        f"kp:{question.id}:stop", question.message_id or 0, 581, chat_id=GROUP, language_code="en"
    )
    answers = [c for c in calls if c.method == "answerCallbackQuery"]
    assert answers and "not yours" in str(answers[0].params.get("text"))
    assert (await pending(db, 580, GROUP)).id == question.id


async def test_stop_ends_the_game(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/kings play", user_id=590, language_code="en")
    question = await pending(db, 590)
    await bot_driver.press(
        f"kp:{question.id}:stop", question.message_id or 0, 590, language_code="en"
    )
    assert await db.questions.pending_question(590, 590) is not None  # asked first
    confirm = bot_driver.api.last_message(590)
    assert confirm is not None
    text = plain(
        await bot_driver.press(
            f"kp:{question.id}:end", confirm["message_id"], 590, language_code="en"
        )
    )
    assert "Game stopped" in text
    assert await db.questions.pending_question(590, 590) is None
    confirmed = bot_driver.api.message(590, confirm["message_id"])
    assert confirmed is not None and not inline_buttons(confirmed)  # its buttons went


def test_move_text_of_a_scored_move_reads_back() -> None:
    g = grid(["5 K"], 15)
    move = across(1, 0, "K")
    assert score_move(g, move).total == 2
    assert move_text(move) == "A2 K"


@pytest.mark.parametrize(("command", "lang"), [("/quiz kings", "en"), ("/quiz rois 3", "fr")])
async def test_quiz_kings_asks_kings_questions(
    bot_driver: Driver, local_api: LocalBotApi, command: str, lang: str
) -> None:
    from bot.content_quiz import shipped_quiz_bank

    user = 600 if lang == "en" else 601
    await bot_driver.send(command, user_id=user, language_code=lang)
    kings_texts = {q.text(lang).question for q in shipped_quiz_bank() if q.topic == "kings"}
    (poll,) = local_api.sent_polls(user)
    question = str(poll["question"]).split(" · ", 1)[-1]  # a series numbers its polls
    assert question in kings_texts


async def test_exchange_when_no_move_is_possible(bot_driver: Driver, db: Database) -> None:
    data = {"game": _game_data(grid(["2 4"], 15), "10 K", "A A A A A"), "level": "expert"}
    match = KingsMatch.from_dict({**data, "last": None})
    await plant_game(db, 561, match)
    text = plain(await bot_driver.send("échange 10 R", 561, language_code="fr"))
    assert "Vous passez et changez 2 jetons" in text
    after = match_of(await pending(db, 561))
    assert [t.rank for t in after.game.rack(0)] == [7, 7]  # drawn from a bag of sevens
    returned = [*after.game.bag, *after.game.rack(1), *after.game.grid.tiles.values()]
    assert sorted(t.rank for t in returned if t.rank in (10, 13)) == [10, 13]


async def test_a_star_lays_the_dark_tile(bot_driver: Driver, db: Database) -> None:
    data = {"game": _game_data(grid(["5 ."], 15), "K Kd 2 2 3", "A A A A A"), "level": "expert"}
    match = KingsMatch.from_dict({**data, "last": None})
    await plant_game(db, 562, match)
    text = plain(await bot_driver.send("B1 K*", 562, language_code="en"))
    assert "You played: B1 K*" in text


@pytest.mark.parametrize(
    ("lang", "mine", "theirs", "prompt"),
    [
        ("en", "You played: B1 K", "I played: ", "Your move: type it"),
        ("fr", "Votre coup\u00a0: B1 R", "Mon coup\u00a0: ", "À vous\u00a0: écrivez"),
    ],
)
async def test_the_move_played_and_the_move_asked_are_said_apart(
    bot_driver: Driver, db: Database, lang: str, mine: str, theirs: str, prompt: str
) -> None:
    """In English the move just played read « Your move: B1 K » and, a few lines under it,
    the next one asked « Your move: type it (H8 → 5 6 4)… »: which was which? The move played
    is now « You played: B1 K » (« I played: » for the bot's); French had « Votre coup » and
    « À vous » already."""
    user = 563 if lang == "en" else 564
    data = {"game": _game_data(grid(["5 ."], 15), "K Kd 2 2 3", "A A A A A"), "level": "expert"}
    await plant_game(db, user, KingsMatch.from_dict({**data, "last": None}))
    calls = await bot_driver.send("B1 K", user, language_code=lang)
    text = "\n".join(texts(calls))
    assert mine in text and prompt in text, text
    assert theirs in text or "passe" in text.lower(), text
    assert text.count("Your move") == (1 if lang == "en" else 0), text


# -- Refusals that name what to do -----------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "move", "exchange", "held", "held_stuck"),
    [
        ("fr", "H8 → 5 6 4", "échange 5 D", "Vos jetons : A 2 2 3 3", "Vos jetons : A 3 7 V R"),
        ("en", "H8 → 5 6 4", "exchange 5 Q", "Your tiles: A 2 2 3 3", "Your tiles: A 3 7 J K"),
    ],
)
async def test_tiles_not_held_are_refused_with_the_rack_shown(
    bot_driver: Driver,
    db: Database,
    lang: str,
    move: str,
    exchange: str,
    held: str,
    held_stuck: str,
) -> None:
    """A move's tiles not held are named with the rack; so are an exchange's, when the player
    has no move (with one, the exchange is refused for that first: kings11)."""
    data = {"game": _game_data(Grid(), "2 2 3 3 A", "A A A A A"), "level": "normal"}
    match = KingsMatch.from_dict({**data, "last": None})
    stuck = {"game": _game_data(Grid(), "A 3 7 J K", "A A A A A"), "level": "normal"}
    question = await plant_game(db, 563, match)
    # exchanges typed by another player, who has no first move (with one, refused for that)
    await plant_game(db, 5630, KingsMatch.from_dict({**stuck, "last": None}))

    async def sent(typed: str) -> tuple[str, str]:
        """The reply to `typed` and the rack it must show (a move's game, or the stuck one)."""
        exchanging = typed.split()[0] == exchange.split()[0]
        user = 5630 if exchanging else 563
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        return text, held_stuck if exchanging else held

    for typed in (move, exchange):
        text, shown = await sent(typed)
        assert ("pas sur votre support" if lang == "fr" else "not on your rack") in text.lower()
        assert shown in text  # the player sees which tiles they do hold
    # a move and an exchange name the tiles they lack (« Ces jetons ne sont pas sur votre
    # support. » did not)
    word = exchange.split()[0]
    for typed, named in (
        ("H8 → 2* A", "2*"),
        (move, "5 6 4"),
        (exchange, exchange.split(maxsplit=1)[1]),
        (f"{word} 3, 9 A", "9"),
    ):
        text, shown = await sent(typed)
        lead = "Pas sur votre support : " if lang == "fr" else "Not on your rack: "
        assert text.startswith(lead + named + "."), text
        assert shown in text
    # Played: « H8 → 5 5 » with one 5 said « Pas sur votre support : 5. » above a rack that
    # shows a 5; now how many the rack has
    only = {
        "fr": ("Votre support n'a qu'un seul A.", "Votre support n'a que deux jetons 3."),
        "en": ("Your rack has only one A.", "Your rack has only two 3 tiles."),
    }[lang]
    only_stuck = "Votre support n'a qu'un seul 3." if lang == "fr" else "Your rack has only one 3."
    for typed, said in (
        ("H8 → A A", only[0]),
        ("H8 → 3 3 3", only[1]),
        (f"{word} 3 3 3 A", only_stuck),
        (
            "H8 → 2 A 5 A",
            ("Pas sur votre support : 5." if lang == "fr" else "Not on your rack: 5."),
        ),
    ):
        text, shown = await sent(typed)
        assert said in text.split("\n") and shown in text, text
        assert "pas sur votre support : 3" not in text.lower()
    text = plain(await bot_driver.send("H8 → 2 A 5 A", 563, language_code=lang))
    assert only[0] in text.split("\n"), text  # both said: the tile lacking, the one short
    assert (await pending(db, 563)).id == question.id  # nothing lost: still the same step


@pytest.mark.parametrize(
    ("lang", "absent", "only"),
    [
        ("fr", "Pas sur votre support : 9.", "Votre support n'a qu'un seul 6."),
        ("en", "Not on your rack: 9.", "Your rack has only one 6."),
    ],
)
async def test_a_6_and_a_9_short_are_said_as_the_rack_shows_them(
    bot_driver: Driver, db: Database, lang: str, absent: str, only: str
) -> None:
    """« H8 → 6 9 » with one 6 (and no 9) is short of a 9, which the rack does not show: not
    « only one 9 », though the 6 turns into a 9."""
    data = {"game": _game_data(Grid(), "6 2 3 A A", "A A A A A"), "level": "normal"}
    await plant_game(db, 565, KingsMatch.from_dict({**data, "last": None}))
    for typed, said in (("H8 → 6 9", absent), ("H8 → 6 6", only), ("H8 → 9 9", absent)):
        text = plain(await bot_driver.send(typed, 565, language_code=lang))
        assert text.split("\n")[0] == said, text


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        (
            "fr",
            [
                "Chaque main qu'un coup forme ou allonge doit rapporter au moins un point.",
                "H9-I9 (R D) ne rapporte rien.",
                "Aucune main ne peut dépasser cinq jetons.",
                "C8-H8 (R D 10 3 2 5) aurait 6 jetons.",
            ],
        ),
        (
            "en",
            [
                "Every line a move makes or lengthens must score at least one point.",
                "H9-I9 (K Q) scores nothing.",
                "No line may be longer than five tiles.",
                "C8-H8 (K Q 10 3 2 5) would be 6 tiles long.",
            ],
        ),
    ],
)
async def test_a_move_refused_for_one_line_names_that_line(
    bot_driver: Driver, db: Database, lang: str, refused: list[str]
) -> None:
    """Played: K under the 5 of H8 (15 for 2) and Q beside the K was refused with « Chaque
    main qu'un coup forme ou allonge doit rapporter au moins un point. » alone, the player
    left to find which of the lines fails; the refusal now names it, as it does the line too
    long for « G8 → … » (five tiles and the 5)."""
    five = Grid({(7, 7): tiles("5")[0]}, 15)
    data = {"game": _game_data(five, "K Q 10 3 2", "A A A A A"), "level": "normal"}
    question = await plant_game(db, 5640, KingsMatch.from_dict({**data, "last": None}))
    text = plain(await bot_driver.send("H9 K, I9 Q", 5640, language_code=lang))
    assert text.split("\n") == refused[:2], text
    text = plain(await bot_driver.send("C8 > K Q 10 3 2", 5640, language_code=lang))
    assert text.split("\n") == refused[2:], text
    assert (await pending(db, 5640)).id == question.id


@pytest.mark.parametrize(
    ("lang", "move", "refused"),
    [
        (
            "fr",
            "H8 → 5 R",
            [
                "Pas sur votre support : 5.",
                "Vos jetons : 2 3 10 D R",
                "H8 a déjà un jeton : écrivez seulement les jetons de votre support, "
                "les cases occupées sont sautées.",
            ],
        ),
        (
            "en",
            "H8 → 5 K",
            [
                "Not on your rack: 5.",
                "Your tiles: 2 3 10 Q K",
                "H8 already holds a tile: type only the tiles of your rack, "
                "the cells taken are skipped.",
            ],
        ),
    ],
)
async def test_a_move_typed_with_the_grids_tiles_says_to_type_only_ones_own(
    bot_driver: Driver, db: Database, lang: str, move: str, refused: list[str]
) -> None:
    """Played: the whole line typed from the 5 already on H8 (« H8 → 5 R » to lay the king
    by it) got « Pas sur votre support : 5. » and the rack, nothing about why; the cells
    taken are skipped, so the 5 was asked of the rack. It now says so."""
    five = Grid({(7, 7): tiles("5")[0]}, 15)
    data = {"game": _game_data(five, "K Q 10 3 2", "A A A A A"), "level": "normal"}
    question = await plant_game(db, 5641, KingsMatch.from_dict({**data, "last": None}))
    text = plain(await bot_driver.send(move, 5641, language_code=lang))
    assert text.split("\n") == refused, text
    text = plain(await bot_driver.send("H9 → 5 K", 5641, language_code=lang))
    assert text.split("\n") == refused[:2], text  # from a free cell: no such note
    assert (await pending(db, 5641)).id == question.id


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "touchez son bouton ou écrivez sa lettre, de A à C"),
        ("en", "type its letter, A to C"),
    ],
)
async def test_best_move_answer_that_is_no_letter_says_which_letters(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    await bot_driver.send("/kings best", user_id=524, language_code=lang)
    question = await pending(db, 524)
    assert len(KingsBest.from_dict(dict(question.deal)).choices) == 3
    for typed in ("42", "z"):
        assert said in plain(await bot_driver.send(typed, 524, language_code=lang))
    assert (await pending(db, 524)).id == question.id


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "Après =, écrivez le nombre de points"), ("en", "write the number of points")],
)
async def test_a_count_after_equals_that_is_no_number_says_so(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    data = {"game": _game_data(Grid(), "2 2 3 3 A", "A A A A A"), "level": "normal"}
    match = KingsMatch.from_dict({**data, "last": None})
    question = await plant_game(db, 564, match)
    for typed in ("H8 → 2 3 = neuf jetons", "H8 → 2 3 ="):
        text = plain(await bot_driver.send(typed, 564, language_code=lang))
        assert said in text and "H8 5, H9 6" not in text  # not the cell-by-cell form
    assert (await pending(db, 564)).id == question.id  # nothing played, nothing lost
    await bot_driver.send("H8 → 3 3 = 99", 564, language_code=lang)  # a number: played
    assert (await pending(db, 564)).id != question.id


@pytest.mark.parametrize(
    ("lang", "where", "joker"),
    [
        (
            "fr",
            "Un compte seul n'est pas un coup. Écrivez votre coup, puis = et ses points",
            "criez Joker",
        ),
        ("en", "A count alone is no move. Type your move, then = and its points", "call Joker"),
    ],
)
async def test_a_count_typed_alone_in_a_game_says_where_a_count_goes(
    bot_driver: Driver, db: Database, lang: str, where: str, joker: str
) -> None:
    """Played: « 12 » or « douze » typed at a game step (a club player counting, or telling
    the bot its count was short) was answered « Commencez par une case, par exemple H8 → 5 6
    4. ». Now it says a count goes after its move, and, under a count of the bot's, that
    Joker is how to claim what it forgot; nothing is played or lost."""
    data = {"game": _game_data(Grid(), "2 2 3 3 A", "A A A A A"), "level": "normal"}
    match = KingsMatch.from_dict({**data, "last": None})
    question = await plant_game(db, 566, match)
    for typed in ("12", "douze" if lang == "fr" else "twelve", "= 12"):
        text = plain(await bot_driver.send(typed, 566, language_code=lang))
        assert text.startswith(where) and joker not in text, text
    bot_count = BotCount(tuple(across(7, 7, "A")), points=4, claimed=2)
    question = await plant_game(db, 566, replace(match, last=bot_count))
    text = plain(await bot_driver.send("4", 566, language_code=lang))
    assert text.startswith(where) and joker in text, text
    assert (await pending(db, 566)).id == question.id  # nothing played, nothing lost


@pytest.mark.parametrize(
    ("lang", "command", "asked", "stopped"),
    [
        ("fr", "/abandon", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "/resign", "Stop this game?", "Game stopped"),
        ("fr", "/annuler", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "/cancel", "Stop this game?", "Game stopped"),
        ("fr", "/rois arrêter", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "/kings stop", "Stop this game?", "Game stopped"),
        ("fr", "Arrêter", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "stop", "Stop this game?", "Game stopped"),
        ("fr", "abandon", "Arrêter cette partie?", "Partie arrêtée"),
        ("fr", "J\u2019abandonne", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "resign", "Stop this game?", "Game stopped"),
    ],
)
async def test_resign_asks_to_stop_the_kings_game(
    bot_driver: Driver, db: Database, lang: str, command: str, asked: str, stopped: str
) -> None:
    """/resign (/abandon) and /cancel (/annuler) in a Kings game ask to stop it, as its button
    does (not « you have no club game », nor a game ended without asking); a drill's question
    is not a game to stop. « stop » typed alone in the game was read as a move (« Commencez par
    une case »): it asks too, and so do « abandon » and « j'abandonne », the words of
    /abandon."""
    if command in ("/abandon", "/resign"):
        await bot_driver.send("/kings count", user_id=591, language_code=lang)
        assert "club" in plain(await bot_driver.send(command, 591, language_code=lang))
    await bot_driver.send("/kings play", user_id=591, language_code=lang)
    question = await pending(db, 591)
    text = plain(await bot_driver.send(command, 591, language_code=lang))
    assert asked in text and "club" not in text
    assert (await pending(db, 591)).id == question.id  # asked first: nothing stopped yet
    confirm = bot_driver.api.last_message(591)
    assert confirm is not None
    assert [str(b["callback_data"]) for b in inline_buttons(confirm)] == [
        f"kp:{question.id}:end",
        f"kp:{question.id}:keep",
    ]
    said = await bot_driver.press_button(confirm, 1, user_id=591, language_code=lang)
    assert stopped in plain(said)
    assert await db.questions.pending_question(591, 591) is None


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [("fr", "/rois stop", "rien à arrêter"), ("en", "/kings stop", "nothing to stop")],
)
async def test_kings_stop_without_a_game_says_there_is_nothing_to_stop(
    bot_driver: Driver, db: Database, lang: str, command: str, said: str
) -> None:
    """« /rois stop » was « Je ne connais pas stop » and the game went on; without a game
    step waiting, it says there is nothing to stop (a drill's question stays as it was)."""
    await bot_driver.send("/kings count", user_id=592, language_code=lang)
    question = await pending(db, 592)
    text = plain(await bot_driver.send(command, 592, language_code=lang))
    assert said in text and "Kings Cribbage" in text
    assert (await pending(db, 592)).id == question.id


async def test_joker_after_the_bot_passed_says_it_passed(bot_driver: Driver, db: Database) -> None:
    """After the bot's pass the refusal said « I have not played yet », the stored game
    keeping no history to tell the pass; it now says « I passed », and nothing is lost."""
    passed = {**_game_data(grid(["2 4"], 15), "A 2 3 4 6", "10 K"), "passes": 1}
    data = {"game": passed, "level": "normal"}
    await plant_game(db, 565, KingsMatch.from_dict({**data, "last": None}))
    text = plain(await bot_driver.send("joker", 565, language_code="en"))
    assert "I passed: there is no count of mine to call Joker on. Nothing is lost." in text
    assert match_of(await pending(db, 565)).game.scores == (0, 0)


@pytest.mark.parametrize(
    ("lang", "best", "command", "asked", "stopped"),
    [
        ("fr", "/rois meilleur", "/rois arrêter", "Arrêter cette partie?", "Partie arrêtée"),
        ("en", "/kings best", "/kings stop", "Stop this game?", "Game stopped"),
    ],
)
async def test_kings_stop_after_best_stops_the_game_set_aside(
    bot_driver: Driver, db: Database, lang: str, best: str, command: str, asked: str, stopped: str
) -> None:
    """A game under way, then /kings best (the game set aside, « /kings play brings it
    back »), then /kings stop: it said « No Kings Cribbage game is waiting for your move:
    nothing to stop », and /kings play brought the game back as it was. Now the game comes
    back and its stop is asked; « Yes » ends it, and /kings play starts a new one."""
    user = 594
    await bot_driver.send("/kings play", user_id=user, language_code=lang)
    game = await pending(db, user)
    await bot_driver.send(best, user_id=user, language_code=lang)
    text = plain(await bot_driver.send(command, user, language_code=lang))
    assert asked in text, text
    assert "nothing to stop" not in text and "rien à arrêter" not in text
    back = await pending(db, user)
    assert back.kind == kings.KINGS_PLAY
    assert match_of(back).game.racks == match_of(game).game.racks
    confirm = bot_driver.api.last_message(user)
    assert confirm is not None
    said = await bot_driver.press_button(confirm, 1, user_id=user, language_code=lang)
    assert stopped in plain(said)
    assert await db.questions.pending_question(user, user) is None
    again = plain(await bot_driver.send("/kings play", user_id=user, language_code=lang))
    assert ("Nouvelle partie" if lang == "fr" else "A new game") in again, again


@pytest.mark.parametrize(("lang", "prompt"), [("fr", "À vous"), ("en", "Your move")])
async def test_each_step_of_a_long_game_is_one_photo_with_its_buttons(
    bot_driver: Driver, db: Database, lang: str, prompt: str
) -> None:
    """Past a few moves the step no longer fitted a photo's caption: the grid written out in
    text was cut in two, the buttons hung under its first half and « À vous » came in a
    second message. With pictures on, the picture shows the grid: the step ends with one photo
    whose caption has the prompt, under which the buttons are (a long report of the moves comes
    first, on its own)."""
    user = 532 if lang == "en" else 533
    await bot_driver.send("/rois partie expert", user_id=user, language_code=lang)
    steps = 0
    for _ in range(12):
        question = await db.questions.pending_question(user, user)
        assert question is not None
        typed = best_move_text(match_of(question))
        if typed is None:
            break
        calls = await bot_driver.send(typed, user, language_code=lang)
        if (await db.questions.pending_question(user, user)) is None:
            break  # the game ended
        sent = [c for c in calls if c.method in ("sendPhoto", "sendMessage")]
        photo = sent[-1]  # the step's photo comes last (after the moves' report, if apart)
        assert photo.method == "sendPhoto" and "reply_markup" in photo.params
        assert prompt in str(photo.params["caption"])
        assert all(c.method == "sendMessage" and "reply_markup" not in c.params for c in sent[:-1])
        steps += 1
    assert steps >= 6


@pytest.mark.parametrize(
    ("lang", "over", "general"),
    [
        ("fr", "Cette partie a été arrêtée. /rois partie en commence une nouvelle.", "/main"),
        ("en", "This game was stopped. /kings play starts a new one.", "/hand"),
    ],
)
async def test_a_move_or_hint_after_the_game_was_stopped_says_it_is_over(
    bot_driver: Driver, db: Database, lang: str, over: str, general: str
) -> None:
    """« indice » or a move typed after the Kings game was stopped: the game is over and
    /kings play starts one (it was the general « I answer counts… /hand deals you a hand »);
    once another drill came after it, the general reply again."""
    user = 595 if lang == "en" else 596
    await bot_driver.send("/kings play", user_id=user, language_code=lang)
    question = await pending(db, user)
    await bot_driver.press(
        f"kp:{question.id}:end", question.message_id or 0, user, language_code=lang
    )
    assert await db.questions.pending_question(user, user) is None
    for typed in ("indice" if lang == "fr" else "hint", "H8 > 5 6 4", "passe"):
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        assert text == over, text
    text = plain(await bot_driver.send("bonjour", user, language_code=lang))
    assert general in text  # not a game's word: the general reply
    await bot_driver.send("/kings count", user_id=user, language_code=lang)
    await bot_driver.send("/cancel", user_id=user, language_code=lang)
    text = plain(await bot_driver.send("H8 > 5 6 4", user, language_code=lang))
    assert general in text and over not in text


@pytest.mark.parametrize(
    ("lang", "typed", "turned"),
    [
        ("fr", "indice", r"En [A-O]\d+, votre 9 retourné fait un 6\."),
        ("en", "hint", r"On [A-O]\d+, your 9 turned over makes a 6\."),
    ],
)
async def test_a_hint_that_turns_a_9_into_a_6_says_so(
    bot_driver: Driver, db: Database, lang: str, typed: str, turned: str
) -> None:
    """The rack holds 9 and 4, the grid a 5: the best move lays the 9 as a 6 (4 5 6 and 15).
    The hint named a « 6 » the player does not see on their rack; it says now that it is
    their 9 turned over."""
    data = {"game": _game_data(grid(["5"], 15), "9 4", "A A A A A"), "level": "expert"}
    await plant_game(db, 565, KingsMatch.from_dict({**data, "last": None}))
    text = plain(await bot_driver.send(typed, 565, language_code=lang))
    assert re.search(r"[A-O]\d+ 6\b", text), text  # the hint lays a 6
    assert re.search(turned, text), text


@pytest.mark.parametrize(
    ("lang", "command", "title"),
    [
        (
            "fr",
            "/rois partie",
            "<b>Ann &lt;b&gt; &amp;é — Kings Cribbage : une partie contre moi</b>",
        ),
        ("en", "/kings play", "<b>Ann &lt;b&gt; &amp;é — Kings Cribbage: a game against me</b>"),
    ],
)
async def test_in_a_group_the_game_is_titled_with_the_name_as_the_language_writes_it(
    bot_driver: Driver, lang: str, command: str, title: str
) -> None:
    """In a group each step names its player: « Ann: Kings Cribbage : une partie contre moi »
    put an English colon in French (no space before it); the name stays escaped, and a title
    with a colon of its own takes a dash after it (never two colons in a line)."""
    calls = await bot_driver.send(
        command,
        user_id=582,
        chat_id=GROUP,
        language_code=lang,
        first_name="Ann <b> &é",
        chat_type="supergroup",
    )
    assert title in "\n".join(texts(calls)).replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("lang", "typed", "passed"),
    [
        ("fr", "passe", "Je n'ai aucun coup : je passe et je change 2 jetons."),
        ("en", "pass", "I have no move: I pass and exchange 2 tiles."),
    ],
)
async def test_the_bots_pass_that_ends_the_game_is_said(
    bot_driver: Driver, db: Database, lang: str, typed: str, passed: str
) -> None:
    """Each side passed once already; the player passes, then the bot, and four passes in a row
    end the game: the chat went from « Vous passez. » to « La partie est terminée. » without
    the bot's pass; it is said now, before the end, and the end says why (tiles were still in
    the bag: « La partie est terminée. » alone left the player wondering)."""
    from bot.engine.kings_game import KingsGame

    game = KingsGame(
        grid(["2"], 15), tuple(tiles("K K K")), (tuple(tiles("K")), tuple(tiles("K Q"))), passes=2
    )
    await plant_game(db, 566, KingsMatch(game, Level.EXPERT))
    text = plain(await bot_driver.send(typed, 566, language_code=lang))
    assert passed in text, text
    end = (
        "Chacun de nous a passé deux fois de suite : la partie est terminée."
        if lang == "fr"
        else "Each of us passed twice in a row: the game is over."
    )
    assert text.index(passed) < text.index(end)


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Vous \u22125, moi 0."), ("en", "You \u22125, me 0.")]
)
async def test_a_score_below_zero_has_its_minus_sign(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """« Joker » on a count of the bot's that missed nothing costs 5: the score below zero
    has the minus sign U+2212 the bot's other negative numbers have, not a hyphen."""
    await bot_driver.send("/kings play", user_id=592, language_code=lang)
    match = match_of(await pending(db, 592))
    bot_move = tuple(across(7, 7, "5 K"))  # a fifteen, 2
    counted = BotCount(bot_move, 2, 2)  # counted in full
    laid = Grid({p.cell: p.tile for p in bot_move}, match.game.grid.size)
    game = replace(match.game, grid=laid)
    await db.questions.cancel_question((await pending(db, 592)).id)
    await plant_game(db, 592, replace(match, game=game, last=counted))
    text = plain(await bot_driver.send("joker", 592, language_code=lang))
    assert said in text, text


@pytest.mark.parametrize(
    ("lang", "press", "said"),
    [
        (
            "en",
            False,
            "I have not played yet: there is no count of mine to call Joker on. Nothing is lost.",
        ),
        (
            "fr",
            True,
            "Je n'ai pas encore joué : je n'ai rien compté, il n'y a pas de Joker à crier. "
            "Vous ne perdez rien.",
        ),
    ],
)
async def test_joker_at_the_first_step_costs_nothing_and_says_what_it_is_for(
    bot_driver: Driver, db: Database, lang: str, press: bool, said: str
) -> None:
    """The game's first step: the bot has counted nothing, so a « Joker » (typed, or the
    button of an old keyboard) judges nothing. It used to cost 5 (« Joker called before my
    count: you lose 5 points ») to a player who took it for a help; now the step stays,
    the score stays 0, and the player is told what Joker is for and where the help is."""
    await bot_driver.send("/kings play", user_id=593, language_code=lang)
    step = await pending(db, 593)
    if press:
        calls = await bot_driver.press(f"kp:{step.id}:joker", 0, 593, language_code=lang)
    else:
        calls = await bot_driver.send("joker", 593, language_code=lang)
    text = plain(calls)
    assert said in text, text
    assert ("demandez un indice" if lang == "fr" else "ask for a hint") in text
    cost = "vous perdez 5 points" if lang == "fr" else "you lose 5 points if I forgot nothing"
    assert cost in text, text
    after = await pending(db, 593)
    assert after.id == step.id
    assert match_of(after).game.scores == (0, 0)


@pytest.mark.parametrize(
    ("lang", "command", "level"),
    [
        ("fr", "/rois jouer", Level.NORMAL),
        ("fr", "/rois partie difficile", Level.EXPERT),
        ("fr", "/rois débutant", Level.EASY),
        ("en", "/kings game hard", Level.EXPERT),
        ("en", "/kings easy", Level.EASY),
    ],
)
async def test_a_game_is_asked_for_with_the_words_of_play(
    bot_driver: Driver, db: Database, lang: str, command: str, level: Level
) -> None:
    """« /rois jouer » answered « Je ne connais pas jouer », « /rois partie difficile » « Je
    ne connais pas le niveau difficile », though /jouer knows both words: a game begins, at
    the level said (« difficile »: expert, as for /jouer)."""
    await bot_driver.send(command, 505, language_code=lang)
    assert match_of(await pending(db, 505)).level is level


@pytest.mark.parametrize(
    ("lang", "command", "easy"),
    [
        ("fr", "/rois partie", "Nouvelle partie, mon niveau : facile. Vous commencez."),
        ("en", "/kings play", "A new game, bot level: easy. You start."),
    ],
)
async def test_the_next_game_keeps_the_level_chosen(
    bot_driver: Driver, db: Database, lang: str, command: str, easy: str
) -> None:
    """Played: « /rois partie facile », the game stopped, then « /rois partie » (or the
    menu's « Une partie ») began a game at « normal »: the player who chose « facile » was
    not asked and not told why it got harder. The next game now keeps the level of the last
    one; a level said still changes it."""
    user = 5642 if lang == "fr" else 5643
    chosen = "facile" if lang == "fr" else "easy"
    await bot_driver.send(f"{command} {chosen}", user, language_code=lang)
    step = await pending(db, user)
    await bot_driver.press(f"kp:{step.id}:end", step.message_id or 0, user, language_code=lang)
    text = plain(await bot_driver.send(command, user, language_code=lang))
    assert easy in text.split("\n"), text
    assert match_of(await pending(db, user)).level is Level.EASY
    await bot_driver.send(f"{command} expert", user, language_code=lang)
    assert match_of(await pending(db, user)).level is Level.EXPERT


@pytest.mark.parametrize(
    ("lang", "command", "stopped", "set_aside"),
    [
        ("fr", "/rois partie", "Partie arrêtée.", "mise de côté"),
        ("en", "/kings play", "Game stopped.", "set aside"),
    ],
)
async def test_a_new_game_at_a_level_says_the_game_under_way_is_stopped(
    bot_driver: Driver, db: Database, lang: str, command: str, stopped: str, set_aside: str
) -> None:
    """« /rois partie expert » during a game began a new one under « Votre partie de Kings
    Cribbage est mise de côté : /rois partie la reprend. », but /rois partie then gave the new
    game back: the old one, and its score, were gone. Now the new game says the old one is
    stopped, with the score where it stood, and promises nothing."""
    user = 596 if lang == "fr" else 597
    await bot_driver.send(command, user, language_code=lang)
    typed = best_move_text(match_of(await pending(db, user)))
    assert typed is not None
    await bot_driver.send(typed, user, language_code=lang)
    scores = match_of(await pending(db, user)).game.scores
    text = plain(await bot_driver.send(f"{command} expert", user, language_code=lang))
    assert stopped in text.split("\n") and set_aside not in text, text
    assert f" {scores[0]}, " in text and f" {scores[1]}." in text, text
    assert match_of(await pending(db, user)).game.scores == (0, 0)


@pytest.mark.parametrize(("command", "lang"), [("/kings rules", "en"), ("/rois règles", "fr")])
async def test_the_rules_asked_by_name_are_the_help(
    bot_driver: Driver, db: Database, command: str, lang: str
) -> None:
    """« /rois règles » answered « Je ne connais pas règles : choisissez compte, meilleur,
    partie ou aide »: a player asking for the rules by their name now gets them."""
    text = plain(await bot_driver.send(command, user_id=502, language_code=lang))
    assert JOINS[lang] in text.split("\n"), text
    assert await db.questions.pending_question(502, 502) is None
