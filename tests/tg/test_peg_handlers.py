"""/peg through the in-process Bot API: the three kinds, typed answers, card buttons, groups,
stale and foreign buttons, a restart mid-question, the muggins race and /stats."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_handlers import callback_datas

from bot.drills.peg import PegCountQuestion, PegKind
from bot.drills.peg_best import PlayPosition, analyse_play
from bot.drills.peg_round import PegRoundQuestion
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Kind
from bot.storage import CANCELLED, Database, Question
from bot.tg.config import Config
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons, texts
from bot.views import peg_replies

GROUP = -100_300


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


def one_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert len(sent) == 1, sent
    return sent[0]


async def plant_count(
    db: Database, user: int, pile: str, closing: Kind | None = None, chat: int | None = None
) -> Question:
    cards = tuple(parse_cards(pile))
    mine = tuple((len(cards) - 1 - i) % 2 == 0 for i in range(len(cards)))
    question = PegCountQuestion(cards, mine, closing)
    chat_id = user if chat is None else chat
    game = await db.games.start_game(user, chat_id, target=121, margin_rule="skunk")
    asked, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=chat_id,
        kind=PegKind.COUNT.value,
        deal=question.to_dict(),
        expected={"total": question.score().total},
        game_id=game.id,
    )
    return asked


# -- /peg alone and its arguments ------------------------------------------------------------


@pytest.mark.parametrize("command", ["/peg", "/jeu", "/pegging"])
async def test_peg_alone_offers_the_three_kinds(bot_driver: Driver, command: str) -> None:
    calls = await bot_driver.send(command, user_id=100, language_code="en")
    one_text(calls)
    assert set(callback_datas(calls)) == {"pg:count", "pg:round", "pg:play"}


async def test_unknown_argument_is_explained(bot_driver: Driver, db: Database) -> None:
    text = one_text(await bot_driver.send("/peg <b>x", user_id=101, language_code="fr"))
    assert "&lt;b&gt;x" in text
    assert await db.questions.pending_question(101, 101) is None


@pytest.mark.parametrize(
    ("args", "kind"),
    [
        ("count", PegKind.COUNT),
        ("compte", PegKind.COUNT),
        ("round", PegKind.ROUND),
        ("tour", PegKind.ROUND),
        ("play", PegKind.PLAY),
        ("jouer", PegKind.PLAY),
    ],
)
async def test_arguments_in_both_languages(
    bot_driver: Driver, db: Database, args: str, kind: PegKind
) -> None:
    await bot_driver.send(f"/peg {args}", user_id=102, language_code="fr")
    assert (await pending(db, 102)).kind == kind.value


async def test_kind_buttons_deal(bot_driver: Driver, db: Database, local_api: LocalBotApi) -> None:
    await bot_driver.send("/peg", user_id=103, language_code="en")
    message = local_api.last_message(103)
    assert message is not None
    await bot_driver.press_button(message, 2, user_id=103, language_code="en")
    assert (await pending(db, 103)).kind == PegKind.ROUND.value


# -- /peg count ------------------------------------------------------------------------------


async def test_count_exact_in_french(bot_driver: Driver, db: Database) -> None:
    await plant_count(db, 110, "7H 8S", Kind.GO)
    text = one_text(await bot_driver.send("quinze 2 et un pour le go", 110, language_code="fr"))
    assert "Exact" in text
    attempts = await db.stats.attempts(110)
    assert attempts[0].correct and attempts[0].player_points == 3
    game = await db.games.current_game(110, 110)
    assert game is not None and (game.player_score, game.bot_score) == (3, 0)


async def test_count_muggins_claims_missed_points(bot_driver: Driver, db: Database) -> None:
    await plant_count(db, 111, "9H 6S 8D 7C")  # the 7: run of 4
    text = one_text(await bot_driver.send("run of three", 111, language_code="en"))
    assert "Muggins!" in text and "run of 4" in text
    game = await db.games.current_game(111, 111)
    assert game is not None and (game.player_score, game.bot_score) == (3, 1)


async def test_count_over_is_corrected(bot_driver: Driver, db: Database) -> None:
    await plant_count(db, 112, "8H 7S 7D 6C")  # no run: 0
    text = one_text(await bot_driver.send("4", 112, language_code="en"))
    assert "Too high" in text and "Nothing" in text and "corrected, with no penalty" in text
    game = await db.games.current_game(112, 112)
    assert game is not None and (game.player_score, game.bot_score) == (0, 0)
    await bot_driver.send("/variant over acc", 112, language_code="en")  # the ACC's rule
    await plant_count(db, 112, "8H 7S 7D 6C")
    text = one_text(await bot_driver.send("4", 112, language_code="en"))
    assert "I peg the 4 points too many" in text
    assert "the rule of the ACC, the American Cribbage Congress" in text  # the letters explained
    assert "))" not in text  # was « (… to the opponent (the ACC's rule)) »
    game = await db.games.current_game(112, 112)
    assert game is not None and (game.player_score, game.bot_score) == (0, 4)


async def test_count_unreadable_answer_keeps_the_question(bot_driver: Driver, db: Database) -> None:
    question = await plant_count(db, 113, "7H 8S")
    text = one_text(await bot_driver.send("bonjour <i>", 113, language_code="fr"))
    assert "&lt;i&gt;" in text or "bonjour" in text
    assert (await pending(db, 113)).id == question.id


async def test_dealt_count_is_graded_from_its_stored_deal(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/peg count", user_id=114, language_code="en")
    question = await pending(db, 114)
    points = PegCountQuestion.from_dict(question.deal).score().total
    text = one_text(await bot_driver.send(str(points), 114, language_code="en"))
    assert "Right" in text
    assert (await db.stats.attempts(114))[0].correct


# -- /peg round ------------------------------------------------------------------------------


async def test_round_answers(bot_driver: Driver, db: Database) -> None:
    asked = one_text(await bot_driver.send("/peg round", user_id=120, language_code="en"))
    # « yours first: 5 3 » read as the answer given away; it is an example
    assert asked.endswith("\nAnswer with two numbers, yours first, for example 5 3."), asked
    question = await pending(db, 120)
    mine, theirs = PegRoundQuestion.from_dict(question.deal).points()
    assert question.expected["points"] == [mine, theirs]
    hint = one_text(await bot_driver.send("five", 120, language_code="en"))
    # one number alone says whose points are missing (it asserted the plain hint)
    assert hint == (
        "Your opponent's points are missing: send two numbers, your points first, then your "
        "opponent's, for example 5 3."
    )
    text = one_text(await bot_driver.send(f"{mine + 1}/{theirs}", 120, language_code="en"))
    # was « Too high: you pegged 0, not 1; corrected. (a count too high is corrected, …) »
    assert text.split("\n")[0] == (
        f"<b>❌ Too high: you pegged {mine}, not {mine + 1}. "
        "(A count too high is corrected, with no penalty.)</b>"
    )
    attempt = (await db.stats.attempts(120))[0]
    assert not attempt.correct and attempt.player_points == mine


async def test_round_muggins(bot_driver: Driver, db: Database) -> None:
    for _ in range(30):
        await bot_driver.send("/tour", user_id=121, language_code="fr", check=False)
        await bot_driver.send("/jeu tour", user_id=121, language_code="fr")
        question = await pending(db, 121)
        mine, theirs = question.expected["points"]
        if mine:
            break
    text = one_text(await bot_driver.send(f"0 - {theirs}", 121, language_code="fr"))
    assert "Muggins" in text
    game = await db.games.current_game(121, 121)
    assert game is not None and game.bot_score == mine


# -- /peg play -------------------------------------------------------------------------------


async def deal_play(driver: Driver, db: Database, user: int, **kwargs: Any) -> Question:
    for _ in range(40):
        await driver.send("/peg play", user_id=user, language_code="en", **kwargs)
        question = await pending(db, user, kwargs.get("chat_id"))
        if not question.expected["go"]:
            return question
    raise AssertionError("no card question in 40 deals")


async def test_play_buttons_are_the_legal_cards(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    question = await deal_play(bot_driver, db, 130)
    position = PlayPosition.from_dict(question.deal)
    message = local_api.last_message(130)
    assert message is not None
    buttons = inline_buttons(message)
    assert [b["callback_data"] for b in buttons] == [
        peg_replies.card_data(question.id, c) for c in position.legal()
    ]
    assert all(b["text"][-1] in "♠♥♦♣" for b in buttons)
    best = analyse_play(position)[0]
    calls = await bot_driver.press(
        peg_replies.card_data(question.id, best.card),
        question.message_id or 0,
        130,
        language_code="en",
    )
    assert "Best card" in one_text(calls)
    answers = [c for c in calls if c.method == "answerCallbackQuery"]
    assert answers and "Best card" in answers[0].params["text"]
    assert (await db.stats.attempts(130))[0].correct


@pytest.mark.parametrize("code", ["en", "fr"])
async def test_a_weaker_card_is_never_a_muggins_claim(
    bot_driver: Driver, db: Database, code: str
) -> None:
    """/peg play is a choice, not a count: the verdict is the loss, nothing is taken."""
    position = PlayPosition(
        tuple(parse_cards("5H 2S 9C")),
        tuple(parse_cards("10D")),
        (False,),
        (),
        parse_cards("KC")[0],
        1,
        False,
    )
    user = 135 if code == "en" else 136
    game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    question, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=PegKind.PLAY.value,
        deal=position.to_dict(),
        expected={"go": False},
        game_id=game.id,
    )
    weak = parse_cards("2S")[0]  # the 5 makes fifteen for 2 now; the 2 pegs nothing
    calls = await bot_driver.press(
        peg_replies.card_data(question.id, weak), question.message_id or 1, user, language_code=code
    )
    text = one_text(calls)
    assert "uggins" not in text and ("costs you" in text or "vous coûte" in text)
    [attempt] = await db.stats.attempts(user)
    assert (attempt.player_points, attempt.bot_points) == (0, 0)
    board = await db.games.current_game(user, user)
    assert board is not None and board.bot_score == 0


async def test_stale_and_illegal_buttons(bot_driver: Driver, db: Database) -> None:
    question = await deal_play(bot_driver, db, 131)
    position = PlayPosition.from_dict(question.deal)
    illegal = [c for c in position.hand if c not in position.legal()]
    message_id = question.message_id or 0
    if illegal:
        calls = await bot_driver.press(
            peg_replies.card_data(question.id, illegal[0]), message_id, 131, language_code="en"
        )
        assert [c.method for c in calls] == ["answerCallbackQuery"]
    go = await bot_driver.press(f"pp:{question.id}:go", message_id, 131, language_code="en")
    assert [c.method for c in go] == ["answerCallbackQuery"]
    card = peg_replies.card_data(question.id, position.legal()[0])
    first = await bot_driver.press(card, message_id, 131, language_code="en")
    assert "sendMessage" in [c.method for c in first]
    again = await bot_driver.press(card, message_id, 131, language_code="en")
    assert [c.method for c in again] == ["answerCallbackQuery"]
    assert "already" in again[0].params["text"]
    missing = await bot_driver.press("pp:999999:5H", message_id, 131, language_code="en")
    assert [c.method for c in missing] == ["answerCallbackQuery"]
    forged = await bot_driver.press("pp:1:ZZ", message_id, 131, language_code="en")
    assert [c.method for c in forged] == ["answerCallbackQuery"]
    assert len(await db.stats.attempts(131)) == 1


async def test_go_question(bot_driver: Driver, db: Database, local_api: LocalBotApi) -> None:
    position = PlayPosition(
        tuple(parse_cards("10H 9S")),
        tuple(parse_cards("10D 10C 8S")),
        (False, True, False),
        (),
        parse_cards("2C")[0],
        1,
        False,
    )
    game = await db.games.start_game(132, 132, target=121, margin_rule="skunk")
    question, _ = await db.questions.replace_question(
        user_id=132,
        chat_id=132,
        kind=PegKind.PLAY.value,
        deal=position.to_dict(),
        expected={"go": True},
        game_id=game.id,
    )
    calls = await bot_driver.press(f"pp:{question.id}:go", 1, 132, language_code="fr")
    assert "go" in one_text(calls)
    assert (await db.stats.attempts(132))[0].correct


async def test_typed_text_during_a_play_question_points_at_the_buttons(
    bot_driver: Driver, db: Database
) -> None:
    await deal_play(bot_driver, db, 133)
    text = one_text(await bot_driver.send("hmm", 133, language_code="en"))
    assert "button" in text
    assert await db.stats.attempts(133) == []


# -- Groups ----------------------------------------------------------------------------------


async def test_group_foreign_buttons_and_replies(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    kwargs = {"chat_id": GROUP, "chat_type": "supergroup"}
    question = await deal_play(bot_driver, db, 140, **kwargs)
    position = PlayPosition.from_dict(question.deal)
    card = peg_replies.card_data(question.id, position.legal()[0])
    calls = await bot_driver.press(
        card, question.message_id or 0, 141, GROUP, chat_type="supergroup", language_code="fr"
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert calls[0].params["show_alert"] is True
    assert (await pending(db, 140, GROUP)).id == question.id
    # A count question in the group: chatter ignored, a reply graded.
    await bot_driver.send("/peg count", user_id=140, language_code="en", **kwargs)
    count = await pending(db, 140, GROUP)
    assert await bot_driver.send("hello all", user_id=140, language_code="en", **kwargs) == []
    points = count.expected["total"]
    calls = await bot_driver.send(
        str(points),
        user_id=140,
        language_code="en",
        reply_to=count.message_id,
        **kwargs,
    )
    assert "Right" in one_text(calls)


# -- Restart ---------------------------------------------------------------------------------


async def test_restart_mid_question(tg_config: Config, local_api: LocalBotApi) -> None:
    from bot.tg.app import build_app, running

    first = build_app(tg_config, request=local_api, rng=random.Random(7))
    async with running(first):
        driver = Driver(first, local_api)
        await driver.send("/peg count", user_id=150, language_code="en")
        await driver.send("/peg play", user_id=151, language_code="en")
        await driver.send("/peg round", user_id=152, language_code="en")
        count = await pending(first.bot_data.db, 150)
        play = await pending(first.bot_data.db, 151)
        round_ = await pending(first.bot_data.db, 152)
    second = build_app(tg_config, request=local_api, rng=random.Random(8))
    async with running(second):
        driver = Driver(second, local_api)
        points = count.expected["total"]
        assert "Right" in one_text(await driver.send(str(points), 150, language_code="en"))
        position = PlayPosition.from_dict(play.deal)
        data = (
            f"pp:{play.id}:go"
            if position.is_go
            else peg_replies.card_data(play.id, position.legal()[0])
        )
        calls = await driver.press(data, play.message_id or 0, 151, language_code="en")
        assert "sendMessage" in [c.method for c in calls]
        assert len(await second.bot_data.db.stats.attempts(151)) == 1
        mine, theirs = round_.expected["points"]
        text = one_text(await driver.send(f"{mine} {theirs}", 152, language_code="en"))
        assert "Right" in text


# -- /stats, /cancel -------------------------------------------------------------------------


async def test_stats_show_pegging(bot_driver: Driver, db: Database) -> None:
    await plant_count(db, 160, "7H 8S", Kind.GO)
    await bot_driver.send("2", 160, language_code="en")
    await plant_count(db, 160, "4H 4S")
    await bot_driver.send("2", 160, language_code="en")
    await plant_count(db, 160, "10H 10S 9D", Kind.GO)
    await bot_driver.send("0", 160, language_code="en")
    await plant_count(db, 160, "KH 5S", Kind.LAST_CARD)
    await bot_driver.send("2", 160, language_code="en")
    text = one_text(await bot_driver.send("/stats", 160, language_code="en"))
    assert "Pegging" in text
    assert "Weakest: go and last card" in text
    assert "hands counted" not in text  # the pegging answers are not counted as hands


async def test_cancel_a_pegging_question(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/peg count", user_id=170, language_code="en")
    text = one_text(await bot_driver.send("/cancel", 170, language_code="en"))
    assert text == "Question dropped."
    assert await db.questions.pending_question(170, 170) is None


# -- FADOQ 116 -------------------------------------------------------------------------------


async def test_fadoq_variant_bars_go_points_from_116(bot_driver: Driver, db: Database) -> None:
    await db.users.get_or_create_user(180, language_code="fr")
    await db.users.merge_settings(180, {"variant": "fadoq"})
    game = await db.games.start_game(180, 180, target=121, margin_rule="skunk")
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET player_score = 118 WHERE id = ?", (game.id,))
    for _ in range(60):
        calls = await bot_driver.send("/peg compte", user_id=180, language_code="fr")
        question = await pending(db, 180)
        if question.deal["closing"] is not None:
            break
    assert question.deal["barred"] is True
    assert "FADOQ" in one_text(calls)
    said = str(question.expected["total"])
    assert "FADOQ" in one_text(await bot_driver.send(said, 180, language_code="fr"))


async def test_standard_variant_keeps_go_points(bot_driver: Driver, db: Database) -> None:
    game = await db.games.start_game(181, 181, target=121, margin_rule="skunk")
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET player_score = 118 WHERE id = ?", (game.id,))
    for _ in range(60):
        await bot_driver.send("/peg count", user_id=181, language_code="en")
        question = await pending(db, 181)
        if question.deal["closing"] is not None:
            break
    assert question.deal["barred"] is False


async def test_replaced_play_question_buttons_no_longer_work(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    old = await deal_play(bot_driver, db, 134)
    await bot_driver.send("/peg count", user_id=134, language_code="en")
    edits = local_api.calls_to("editMessageReplyMarkup")
    assert any(c.params.get("message_id") == old.message_id for c in edits)
    position = PlayPosition.from_dict(old.deal)
    calls = await bot_driver.press(
        peg_replies.card_data(old.id, position.legal()[0]),
        old.message_id or 0,
        134,
        language_code="en",
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert "no longer works" in calls[0].params["text"]
    assert await db.stats.attempts(134) == []


@pytest.mark.parametrize(
    ("kind", "lang", "said"),
    [
        (PegKind.COUNT.value, "en", "Sorry"),
        (PegKind.COUNT.value, "fr", "Désolé"),
        ("hand", "en", "Sorry, I lost that hand."),
        ("hand", "fr", "Désolé, j'ai perdu cette main."),
    ],
)
async def test_a_question_that_cannot_be_read_back_is_cancelled_and_said(
    bot_driver: Driver, db: Database, kind: str, lang: str, said: str
) -> None:
    game = await db.games.start_game(160, 160, target=121, margin_rule="skunk")
    question, _ = await db.questions.replace_question(
        user_id=160,
        chat_id=160,
        kind=kind,
        deal={"pile": "not cards"},
        expected={"total": 2},
        game_id=game.id,
    )
    said_back = texts(await bot_driver.send("2", 160, language_code=lang))
    assert len(said_back) == 1  # the apology alone, not "already counted" after it
    assert said_back[0].startswith(said)
    stored = await db.questions.get_question(question.id)
    assert stored is not None and stored.state == CANCELLED
    assert await db.questions.pending_question(160, 160) is None


@pytest.mark.parametrize(
    ("lang", "command", "title"),
    [
        ("fr", "/jeu compte", "<b>Zoé &lt;b&gt;\xa0: Combien de points pour votre carte?</b>"),
        ("en", "/peg count", "<b>Zoé &lt;b&gt;: How many points for your card?</b>"),
    ],
)
async def test_in_a_group_the_question_is_titled_with_the_name_as_the_language_writes_it(
    bot_driver: Driver, lang: str, command: str, title: str
) -> None:
    """« Zoé: Combien de points… » put an English colon in French; the name stays escaped."""
    calls = await bot_driver.send(
        command,
        user_id=142,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=lang,
        first_name="Zoé <b>",
    )
    assert one_text(calls).splitlines()[0] == title
