"""/quiz through the in-process Bot API: quiz polls sent and answered (private and group),
a series, /stats, a restart in the middle of a series, bad arguments."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import GENERATED_EVERY
from bot.storage import Database
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.local import (
    ApiCall,
    ApiError,
    Driver,
    LocalBotApi,
    PollAnswerOptions,
    make_poll_answer_update,
    texts,
)

GROUP = -100_300
BANK = shipped_quiz_bank()


@pytest.fixture(autouse=True)
def polls_are_valid(local_api: LocalBotApi) -> Iterator[None]:
    yield
    for call in local_api.calls_to("sendPoll"):
        check_poll(call.params)


def check_poll(params: dict[str, Any]) -> None:
    options = [o["text"] if isinstance(o, dict) else o for o in params["options"]]
    assert params["type"] == "quiz"
    assert params["is_anonymous"] is False
    assert 1 <= len(params["question"]) <= 300
    assert 2 <= len(options) <= 10 and len(set(options)) == len(options)
    assert all(1 <= len(o) <= 100 for o in options)
    assert len(params["correct_option_ids"]) == 1
    assert 0 <= params["correct_option_ids"][0] < len(options)
    assert len(params["explanation"]) <= 200 and params["explanation"].count("\n") <= 2
    # Plain text: no parse mode on the question, the options or the explanation.
    assert "question_parse_mode" not in params and "explanation_parse_mode" not in params
    assert all(o.get("text_parse_mode") is None for o in params["options"])


def polls_sent(calls: list[ApiCall]) -> list[ApiCall]:
    return [c for c in calls if c.method == "sendPoll"]


def last_poll(api: LocalBotApi, chat_id: int) -> dict[str, Any]:
    polls = api.sent_polls(chat_id)
    assert polls
    return polls[-1]


def closed_by(calls: list[ApiCall], api: LocalBotApi, poll: dict[str, Any]) -> bool:
    """Whether `calls` closed `poll` (one stopPoll on its message): nobody can tap it now."""
    (stop,) = [c for c in calls if c.method == "stopPoll"]
    assert (stop.params["chat_id"], stop.params["message_id"]) == (
        poll["chat_id"],
        poll["message_id"],
    )
    with pytest.raises(ApiError, match="POLL_CLOSED"):
        api.poll_answer_update(poll["id"], 1, [0])
    return bool(api.polls[poll["id"]]["is_closed"])


async def tapped_before_closed(
    driver: Driver, poll: dict[str, Any], option: int, user_id: int, **kwargs: Any
) -> list[ApiCall]:
    """A tap Telegram took just before the bot closed the poll, arriving after the close."""
    options: PollAnswerOptions = kwargs  # type: ignore[assignment]
    return await driver.process(make_poll_answer_update(poll["id"], user_id, [option], **options))


def correct(poll: dict[str, Any]) -> int:
    (option,) = poll["correct_option_ids"]
    return int(option)


def wrong(poll: dict[str, Any]) -> int:
    return (correct(poll) + 1) % len(poll["options"])


@pytest.mark.parametrize(("code", "lang"), [("fr-CA", "fr"), ("en", "en")])
async def test_quiz_sends_a_quiz_poll_and_records_the_answer(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, code: str, lang: str
) -> None:
    calls = await bot_driver.send("/quiz", user_id=7, language_code=code)
    assert len(polls_sent(calls)) == 1
    poll = last_poll(local_api, 7)
    assert poll["type"] == "quiz" and not poll["is_anonymous"]
    assert "R-0" not in poll["explanation"]
    assert ("D'après " if lang == "fr" else "According to ") in poll["explanation"]
    answer = await bot_driver.answer_poll(poll["id"], correct(poll), user_id=7)
    assert answer == []  # a lone poll: Telegram shows the explanation, nothing more to send
    stats = await db.quiz.quiz_stats(7)
    assert (stats.answered, stats.correct) == (1, 1)
    text = texts(await bot_driver.send("/stats", user_id=7, language_code=code))[-1]
    assert "quiz" in text.lower()
    assert ("1 réponse," if lang == "fr" else "1 answer,") in text.replace("\u00a0", " ")


async def test_the_french_alias_regles_works(bot_driver: Driver, local_api: LocalBotApi) -> None:
    calls = await bot_driver.send("/regles", user_id=8, language_code="fr")
    assert len(polls_sent(calls)) == 1


async def test_a_bank_question_is_sent_in_the_players_language(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    for user, code, lang in ((20, "fr", "fr"), (21, "en-US", "en")):
        await bot_driver.send("/quiz 3", user_id=user, language_code=code)
        poll = last_poll(local_api, user)
        question = poll["question"].split(" · ", 1)[1]
        matches = [q for q in BANK if q.text(lang).question == question]
        assert len(matches) == 1
        options = [o["text"] for o in poll["options"]]
        assert options == list(matches[0].text(lang).options)
        assert correct(poll) == matches[0].correct


async def test_in_a_group_everyone_answers_and_each_answer_is_recorded(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    calls = await bot_driver.send(
        "/quiz", user_id=55, chat_id=GROUP, chat_type="group", language_code="fr"
    )
    assert len(polls_sent(calls)) == 1
    poll = last_poll(local_api, GROUP)
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=55)
    await bot_driver.answer_poll(poll["id"], wrong(poll), user_id=56, language_code="en")
    await bot_driver.answer_poll(poll["id"], correct(poll), user_id=57)
    got = [(s.answered, s.correct) for s in [await db.quiz.quiz_stats(u) for u in (55, 56, 57)]]
    assert got == [(1, 1), (1, 0), (1, 1)]
    stats = await db.quiz.quiz_stats(56)
    assert stats.weakest_topic is not None


async def test_a_series_of_three_goes_on_with_each_answer_and_ends_with_the_rules(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    assert GENERATED_EVERY > 3  # three bank questions
    calls = await bot_driver.send("/quiz 3", user_id=9, language_code="en")
    assert "3 questions" in texts(calls)[0]
    first = last_poll(local_api, 9)
    assert first["question"].startswith("1/3 · ")
    calls = await bot_driver.answer_poll(first["id"], correct(first), user_id=9)
    second = last_poll(local_api, 9)
    assert len(polls_sent(calls)) == 1 and second["question"].startswith("2/3 · ")
    calls = await bot_driver.answer_poll(second["id"], 0, user_id=9)
    third = last_poll(local_api, 9)
    assert third["question"].startswith("3/3 · ")
    calls = await bot_driver.answer_poll(third["id"], wrong(third), user_id=9)
    assert polls_sent(calls) == []
    summary = texts(calls)[-1]
    right = 1 + (correct(second) == 0)
    assert f"Quiz over: {right} out of 3." in summary
    assert "Rules to review:" in summary and "R-0" not in summary
    stats = await db.quiz.quiz_stats(9)
    assert (stats.answered, stats.correct) == (3, right)
    # Nothing more happens after the end, even if someone else answers late.
    assert await bot_driver.answer_poll(third["id"], 0, user_id=10) == []


@pytest.mark.parametrize(
    ("command", "code", "again"),
    [
        ("/quiz rois 2", "fr-CA", "On recommence : /quiz rois 2"),
        ("/quiz kings 2", "en", "Another round: /quiz kings 2"),
        ("/quiz 2", "en", "Another round: /quiz 2"),
    ],
)
async def test_the_end_of_a_series_offers_the_same_kind_again(
    bot_driver: Driver, local_api: LocalBotApi, command: str, code: str, again: str
) -> None:
    """A Kings series ended with « On recommence : /quiz 2 », which asks the other game's
    rules: the command offered again names the topic the player asked for."""
    await bot_driver.send(command, user_id=9, language_code=code)
    first = last_poll(local_api, 9)
    await bot_driver.answer_poll(first["id"], wrong(first), user_id=9)
    second = last_poll(local_api, 9)
    calls = await bot_driver.answer_poll(second["id"], wrong(second), user_id=9)
    summary = texts(calls)[-1].replace("\u00a0", " ")
    assert summary.splitlines()[-1] == again


async def test_a_language_chosen_mid_series_is_the_language_of_the_next_polls(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """/langue en between two polls answered « Done: I will write to you in English », then
    the next poll and the end of the series came in French."""
    await bot_driver.send("/quiz 2", user_id=9, language_code="fr-CA")
    first = last_poll(local_api, 9)
    await bot_driver.send("/langue en", user_id=9, language_code="fr-CA")
    await bot_driver.answer_poll(first["id"], correct(first), user_id=9)
    second = last_poll(local_api, 9)
    question = second["question"].split(" · ", 1)[1]
    assert [q.id for q in BANK if q.text("en").question == question] != []
    calls = await bot_driver.answer_poll(second["id"], wrong(second), user_id=9)
    assert texts(calls)[-1].startswith("<b>Quiz over: 1 out of 2.</b>")


@pytest.mark.parametrize(
    ("command", "code", "said"),
    [
        ("/annuler", "fr-CA", "Quiz arrêté à la question 2 sur 10."),
        ("/cancel", "en", "Quiz stopped at question 2 of 10."),
    ],
)
async def test_cancel_stops_a_running_series(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, command: str, code: str, said: str
) -> None:
    await bot_driver.send("/quiz 10", user_id=9, language_code=code)
    first = last_poll(local_api, 9)
    await bot_driver.answer_poll(first["id"], correct(first), user_id=9)
    second = last_poll(local_api, 9)
    calls = await bot_driver.send(command, user_id=9, language_code=code)
    assert texts(calls) and said in texts(calls)[-1].replace("\u00a0", " ")
    # The series is over: its last poll is closed; a tap Telegram took just before does
    # not count and says so (it was counted in /stats, with no word), sends no next poll,
    # and a second /cancel has nothing left to stop.
    assert closed_by(calls, local_api, second)
    tapped = await tapped_before_closed(bot_driver, second, correct(second), 9, language_code=code)
    assert [c.method for c in tapped] == ["sendMessage"]
    assert (
        texts(tapped)[0]
        .replace("\u00a0", " ")
        .startswith(
            "Quiz arrêté : cette question ne compte plus."
            if code == "fr-CA"
            else "Quiz stopped: that question no longer counts."
        )
    )
    assert (await db.quiz.quiz_stats(9)).answered == 1
    again = texts(await bot_driver.send(command, user_id=9, language_code=code))[-1]
    assert ("Rien à abandonner" if code == "fr-CA" else "Nothing to cancel") in again


async def test_in_a_group_series_only_the_starters_answer_moves_it_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.send(
        "/quiz 2", user_id=60, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )
    first = last_poll(local_api, GROUP)
    assert await bot_driver.answer_poll(first["id"], correct(first), user_id=61) == []
    calls = await bot_driver.answer_poll(first["id"], wrong(first), user_id=60)
    second = last_poll(local_api, GROUP)
    assert len(polls_sent(calls)) == 1 and second["question"].startswith("2/2 · ")
    await bot_driver.answer_poll(second["id"], correct(second), user_id=61)
    calls = await bot_driver.answer_poll(second["id"], correct(second), user_id=60)
    summary = texts(calls)[-1]
    assert "Quiz terminé" in summary and "Pointages" in summary
    assert "Player : 2 sur 2" in summary.replace("\u00a0", " ")
    assert (await db.quiz.quiz_stats(61)).correct == 2


async def test_a_group_summary_gives_the_rules_anyone_missed(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played in a club's group: Marie started /quiz 2, got both right, Hans got both wrong;
    the summary said « Quiz terminé : 2 sur 2. » and « Aucune règle à revoir : bravo! »
    above « Hans : 0 sur 2 ». Now it gives the number of questions, everyone's score, and
    the rules Hans should review; the intro said the next poll comes once « vous » answered,
    now once Marie has."""
    marie = {"user_id": 80, "first_name": "Marie", "language_code": "fr"}
    calls = await bot_driver.send("/quiz 2", chat_id=GROUP, chat_type="supergroup", **marie)
    assert "quand Marie a répondu" in texts(calls)[0]
    for _ in range(2):
        poll = last_poll(local_api, GROUP)
        await bot_driver.answer_poll(poll["id"], wrong(poll), user_id=81, first_name="Hans")
        calls = await bot_driver.answer_poll(poll["id"], correct(poll), **marie)
    summary = texts(calls)[-1].replace("\u00a0", " ")
    assert summary.startswith("<b>Quiz terminé : 2 questions.</b>"), summary
    assert "Marie : 2 sur 2" in summary and "Hans : 0 sur 2" in summary
    assert "Règles à revoir" in summary and "bravo" not in summary


async def test_a_french_clubs_group_gets_its_quiz_in_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """John reads English, his club's group French (/club langue): his /quiz 2 there sent
    « Rules quiz: 2 questions. » and English polls to the French members, and his /cancel
    « Quiz stopped at question 1 of 2 ». Now the group's quiz is in the club's language, as
    its boards and cards are."""
    john = {"user_id": 90, "first_name": "John", "language_code": "en"}
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/top", **group, **john)  # the group is a club now
    await db.clubs.update_club(GROUP, {"lang": "fr"})
    calls = await bot_driver.send("/quiz 2", **group, **john)
    assert texts(calls)[0].startswith("<b>Quiz des règles")
    poll = last_poll(local_api, GROUP)
    question = poll["question"].split(" · ", 1)[1]
    assert [q for q in BANK if q.text("fr").question == question], question
    calls = await bot_driver.answer_poll(poll["id"], correct(poll), **john)
    question = last_poll(local_api, GROUP)["question"].split(" · ", 1)[1]
    assert [q for q in BANK if q.text("fr").question == question], question
    (said,) = texts(await bot_driver.send("/cancel", **group, **john))
    assert said.startswith("<b>John</b>\u00a0: Quiz arrêté à la question 2 sur 2"), said


async def test_a_group_poll_tapped_as_its_series_stops_sends_nobody_a_private_note(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Marie stopped her /quiz 3 in the group (« Quiz arrêté à la question 1 sur 3 » there);
    Hans's tap on its poll, taken by Telegram just before the bot closed it, brought him a
    private « Quiz arrêté : cette question ne compte plus. Envoyez /quiz pour une autre. »
    about a quiz he never started (and to Hans who never wrote to the bot, a refused send).
    The group has read that the quiz stopped: nothing more is sent."""
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/quiz 3", user_id=95, language_code="fr", **group)
    poll = last_poll(local_api, GROUP)
    (said,) = texts(await bot_driver.send("/annuler", user_id=95, language_code="fr", **group))
    assert said.startswith("<b>Player</b>\u00a0: Quiz arrêté à la question 1 sur 3"), said
    local_api.unopened.add(96)  # Hans never opened a private chat with the bot
    for user in (96, 95):
        assert await tapped_before_closed(bot_driver, poll, 0, user, language_code="fr") == []
    assert (await db.quiz.quiz_stats(96)).answered == 0


async def test_a_series_survives_a_restart(
    bot_driver: Driver, local_api: LocalBotApi, local_app: App, tg_config: Config
) -> None:
    from bot.tg.app import build_app, running, start_app, stop_app

    await bot_driver.send("/quiz 2", user_id=12, language_code="en")
    first = last_poll(local_api, 12)
    await stop_app(local_app)  # the bot stops: its database is closed
    api = LocalBotApi()
    application = build_app(tg_config, request=api, rng=random.Random(5))
    async with running(application):
        driver = Driver(application, api)
        calls = await driver.answer_poll(first["id"], correct(first), user_id=12)
        assert len(polls_sent(calls)) == 1
        second = last_poll(api, 12)
        assert second["question"].startswith("2/2 · ")
        calls = await driver.answer_poll(second["id"], correct(second), user_id=12)
        assert "Quiz over: 2 out of 2." in texts(calls)[-1]
        assert "No rule to review" in texts(calls)[-1]
    await start_app(local_app)  # back up for the fixture's own teardown


@pytest.mark.parametrize("args", ["abc", "0", "31", "2 3", "-4"])
async def test_bad_arguments_explain_the_usage(
    bot_driver: Driver, local_api: LocalBotApi, args: str
) -> None:
    calls = await bot_driver.send(f"/quiz {args}", user_id=13, language_code="en")
    assert polls_sent(calls) == []
    assert "/quiz 10" in texts(calls)[0]


async def test_stats_has_a_quiz_line_before_any_answer(bot_driver: Driver) -> None:
    for code in ("fr", "en"):
        text = texts(await bot_driver.send("/stats", user_id=14, language_code=code))[-1]
        assert "quiz" in text.lower() and "/quiz" in text


async def test_an_answer_to_an_unknown_poll_counts_nothing_and_says_so(
    bot_driver: Driver, db: Database
) -> None:
    """A poll the bot does not know any more (a lone poll stopped with /cancel) is answered
    in private that it no longer counts; a retraction of it, with nothing."""
    (said,) = texts(await bot_driver.answer_poll("999", 0, 15, language_code="en"))
    assert said.startswith("Quiz stopped: that question no longer counts.")
    assert await bot_driver.answer_poll("999", [], user_id=15) == []
    assert (await db.quiz.quiz_stats(15)).answered == 0


async def test_engine_questions_in_a_series_are_well_formed(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/quiz 8", user_id=16, language_code="fr")
    for _ in range(7):
        poll = last_poll(local_api, 16)
        await bot_driver.answer_poll(poll["id"], correct(poll), user_id=16)
    questions = [p["question"] for p in local_api.sent_polls(16)]
    assert len(questions) == 8
    assert "Combien de points vaut" in questions[3]
    assert "Combien marque la carte qu'on vient de jouer" in questions[7]


async def test_a_new_series_closes_the_last_poll_of_the_one_it_replaces(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """/quiz 3 again mid-series: the old series' unanswered poll stayed open, and a tap on
    it counted in /stats with no word; it is closed now, as a stopped series' is."""
    await bot_driver.send("/quiz 3", user_id=18, language_code="fr-CA")
    old = last_poll(local_api, 18)
    calls = await bot_driver.send("/quiz 3", user_id=18, language_code="fr-CA")
    assert closed_by(calls, local_api, old)
    assert last_poll(local_api, 18)["question"].startswith("1/3 · ")
    await tapped_before_closed(bot_driver, old, correct(old), 18, language_code="fr-CA")
    assert (await db.quiz.quiz_stats(18)).answered == 0


async def test_a_group_plays_one_series_at_a_time(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Marie ran /quiz 3 in the club's group; Hans's /quiz 2 started his own series beside
    hers, and their polls came interleaved: the group flooded. Now Hans reads whose series
    runs, that Marie stops it with /annuler, or that he can play in private; no poll is sent
    (a lone /quiz neither). Once Marie has stopped it, Hans's series starts."""
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    marie = {"user_id": 70, "first_name": "Marie", "language_code": "fr"}
    hans = {"user_id": 71, "first_name": "Hans", "language_code": "fr"}
    await bot_driver.send("/quiz 3", **group, **marie)
    poll = last_poll(local_api, GROUP)
    await bot_driver.answer_poll(poll["id"], correct(poll), **marie)
    for command in ("/quiz 2", "/quiz"):
        calls = await bot_driver.send(command, **group, **hans)
        assert polls_sent(calls) == []
        (said,) = texts(calls)
        said = said.replace("\u00a0", " ")
        running = "Un quiz lancé par Marie est en cours ici : question 2 sur 3."
        assert said.startswith(f"<b>Hans</b> — {running}"), said
        assert "Marie peut l'arrêter avec /annuler" in said and "en privé" in said, said
    await bot_driver.send("/annuler", **group, **marie)
    calls = await bot_driver.send("/quiz 2", **group, **hans)
    assert len(polls_sent(calls)) == 1
    assert last_poll(local_api, GROUP)["question"].startswith("1/2 · ")


async def test_a_series_not_yet_answered_is_named_by_telegram(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """The starter has not answered yet: the bot asks Telegram for their name (the fake Bot
    API calls everyone « Player »); in English, the starter stops it with /cancel."""
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/quiz 5", user_id=72, language_code="en", **group)
    calls = await bot_driver.send("/quiz 3", user_id=73, language_code="en", **group)
    assert polls_sent(calls) == []
    (said,) = texts(calls)
    running = "Player's quiz is under way here: question 1 of 5."
    assert said.startswith(f"<b>Player</b> — {running}"), said
    assert "Player can stop it with /cancel" in said and "in private" in said, said


async def test_a_starter_who_leaves_the_group_stops_the_series(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Gaétan ran /quiz 5 in the club's group, then left the group: for half an hour, every
    /quiz there read « Gaétan peut l'arrêter avec /annuler », which Gaétan, gone, could no
    longer do. Now his leaving stops his series: the group reads why, its poll is closed, and
    the next member's /quiz starts at once."""
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    gaetan = {"user_id": 74, "first_name": "Gaétan", "language_code": "fr"}
    await bot_driver.send("/quiz 5", **group, **gaetan)
    poll = last_poll(local_api, GROUP)
    await bot_driver.answer_poll(poll["id"], correct(poll), **gaetan)
    poll = last_poll(local_api, GROUP)
    left = local_api.message_update("", 74, GROUP, chat_type="supergroup", first_name="Gaétan")
    message = left["message"]
    del message["text"]
    message["left_chat_member"] = dict(message["from"])
    calls = await bot_driver.process(left)
    (said,) = texts(calls)
    assert said.replace("\u00a0", " ") == (
        "Gaétan a quitté le groupe : son quiz s'arrête à la question 2 sur 5."
        " Envoyez <code>/quiz</code> pour en commencer un autre."
    )
    assert closed_by(calls, local_api, poll)
    calls = await bot_driver.send("/quiz 2", user_id=75, language_code="fr", **group)
    assert len(polls_sent(calls)) == 1
    assert last_poll(local_api, GROUP)["question"].startswith("1/2 · ")


async def test_a_starter_who_erases_their_data_stops_the_group_series(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Hélène ran /quiz 3 in the club's group, then /oublier in private: her series was
    erased, its poll stayed open in the group, and each member who tapped it got a private
    « Quiz arrêté » out of nowhere. Now the group reads that the quiz stopped, its poll is
    closed (nobody can tap it), and the next member's /quiz starts at once."""
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await bot_driver.send("/quiz 3", user_id=76, first_name="Hélène", language_code="fr", **group)
    poll = last_poll(local_api, GROUP)
    await bot_driver.send("/oublier", user_id=76, language_code="fr")
    question = local_api.last_message(76)
    assert question is not None
    calls = await bot_driver.press_button(question, 1, 76, language_code="fr")
    to_group = [c for c in calls if c.params.get("chat_id") == GROUP and c.method == "sendMessage"]
    (said,) = texts(to_group)
    assert said.replace("\u00a0", " ") == (
        "Quiz arrêté à la question 1 sur 3. Envoyez <code>/quiz</code> pour recommencer."
    )
    assert closed_by(calls, local_api, poll)
    calls = await bot_driver.send("/quiz 2", user_id=77, language_code="fr", **group)
    assert len(polls_sent(calls)) == 1
