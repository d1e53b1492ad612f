"""/daily, /tz and /remind through the in-process Bot API, with a frozen clock (no sleeps)."""

from __future__ import annotations

import json
import random
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from test_handlers import callback_datas

from bot.content_tables import shipped_crib_tables
from bot.drills.daily import Part, PartQuestion, challenge_for, ecart_result
from bot.drills.deals import Deal
from bot.drills.ecart import analyse
from bot.drills.peg import PegCountQuestion
from bot.engine.cards import Card
from bot.storage import Database, Question
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.local import (
    ApiCall,
    Driver,
    LocalBotApi,
    inline_buttons,
    make_my_chat_member_update,
    texts,
)
from bot.tg.remind_jobs import RETRIES, job_name

TORONTO = ZoneInfo("America/Toronto")
NOW = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # 12:00 in Toronto, Monday
TODAY = date(2026, 11, 23)
GROUP = -100_300


class Clock:
    """A frozen clock that tests move by hand."""

    def __init__(self, now: datetime = NOW) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock(local_app: App) -> Clock:
    frozen = Clock()
    local_app.bot_data.clock = frozen
    return frozen


async def pending(db: Database, user: int) -> Question:
    question = await db.questions.pending_question(user, user)
    assert question is not None
    return question


async def part_of(db: Database, user: int) -> PartQuestion:
    return PartQuestion.from_dict((await pending(db, user)).deal)


def last_text(calls: list[ApiCall]) -> str:
    sent = texts(calls)
    assert sent, calls
    return sent[-1]


def total_of(question: Question) -> int:
    """The points of a counted part, from its deal (the question does not store them)."""
    stored = PartQuestion.from_dict(question.deal)
    if stored.part is Part.PEG:
        return PegCountQuestion.from_dict(stored.deal).score().total
    return Deal.from_dict(stored.deal).score().total


async def answer_exactly(driver: Driver, db: Database, user: int, lang: str = "en") -> list[str]:
    question = await pending(db, user)
    total = total_of(question)
    return texts(await driver.send(str(total), user_id=user, language_code=lang))


async def to_the_lay_away(driver: Driver, db: Database, user: int, lang: str = "en") -> Question:
    """Today's challenge opened and its three counts answered exactly: the lay-away waiting."""
    await driver.send("/defi" if lang == "fr" else "/daily", user_id=user, language_code=lang)
    for _ in range(3):
        await answer_exactly(driver, db, user, lang)
    question = await pending(db, user)
    assert question.kind == "daily-ecart"
    return question


# -- /daily ----------------------------------------------------------------------------------


async def test_the_same_challenge_for_two_players_in_two_languages(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    fr = last_text(await bot_driver.send("/defi", user_id=40, language_code="fr-CA"))
    en = last_text(await bot_driver.send("/daily", user_id=41, language_code="en"))
    assert "Défi du jour" in fr and "Daily challenge" in en
    assert "1/4" in fr and "1/4" in en
    first_fr, first_en = await part_of(db, 40), await part_of(db, 41)
    assert first_fr == first_en
    assert first_fr.part is Part.HAND and first_fr.day == TODAY
    assert Deal.from_dict(first_fr.deal) == challenge_for(TODAY).hand
    await answer_exactly(bot_driver, db, 40, "fr")
    await answer_exactly(bot_driver, db, 41, "en")
    second_fr, second_en = await part_of(db, 40), await part_of(db, 41)
    assert second_fr == second_en
    assert Deal.from_dict(second_fr.deal) == challenge_for(TODAY).crib
    assert (await pending(db, 40)).kind == "daily-crib"


async def test_daily_shows_the_cards_at_once_and_the_answer_moves_on(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    text = last_text(await bot_driver.send("/daily", user_id=42, language_code="en"))
    assert "Starter card" in text and "Part 1/4" in text
    question = await pending(db, 42)
    assert question.kind == "daily-hand" and question.game_id is None
    total = total_of(question)
    sent = texts(await bot_driver.send(str(total + 1), user_id=42, language_code="en"))
    assert "Too high." in sent[0] and "Part 1/4" in sent[0]
    assert "Part 2/4" in sent[1] and "Your crib" in sent[1]
    row = await db.daily.daily_result(42, TODAY)
    assert row is not None and row.parts_done == 1
    assert (row.pour, row.contre) == (max(0, total - 1), 1)
    assert await db.stats.attempts(42) == []  # the daily has its own record
    assert await db.games.current_game(42, 42) is None  # and is not part of the muggins race


async def test_daily_again_resumes_and_never_deals_another_challenge(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/daily", user_id=43, language_code="en")
    first = await part_of(db, 43)
    await bot_driver.send("/hand", user_id=43, language_code="en")  # replaces the part
    text = last_text(await bot_driver.send("/daily", user_id=43, language_code="en"))
    assert "Part 1/4" in text
    assert await part_of(db, 43) == first
    await answer_exactly(bot_driver, db, 43)
    text = last_text(await bot_driver.send("/quotidien", user_id=43, language_code="en"))
    assert "Part 2/4" in text
    assert (await part_of(db, 43)).part is Part.CRIB


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_pegging_part_is_graded_as_peg_count(
    bot_driver: Driver, db: Database, clock: Clock, lang: str
) -> None:
    user = 70 if lang == "fr" else 71
    await bot_driver.send("/daily", user_id=user, language_code=lang)
    await answer_exactly(bot_driver, db, user, lang)
    await answer_exactly(bot_driver, db, user, lang)
    question = await pending(db, user)
    assert question.kind == "daily-peg"
    stored = PartQuestion.from_dict(question.deal)
    assert stored.part is Part.PEG
    assert PegCountQuestion.from_dict(stored.deal) == challenge_for(TODAY).peg
    total = total_of(question)
    sent = texts(await bot_driver.send(str(total + 2), user_id=user, language_code=lang))
    assert ("Trop haut" in sent[0]) == (lang == "fr")
    assert ("Too high" in sent[0]) == (lang == "en")
    row = await db.daily.daily_result(user, TODAY)
    assert row is not None and row.parts_done == 3
    assert row.detail[2] == {
        "part": "peg",
        "pour": max(0, total - 2),
        "contre": 2,
        "exact": False,
        "expected": total,
        "answered": total + 2,
    }


async def test_an_unreadable_pegging_answer_gets_the_peg_hint(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/daily", user_id=72, language_code="en")
    await answer_exactly(bot_driver, db, 72)
    await answer_exactly(bot_driver, db, 72)
    text = last_text(await bot_driver.send("flush 5", user_id=72, language_code="en"))
    assert (await pending(db, 72)).kind == "daily-peg"  # still waiting
    assert text


async def test_cancel_does_not_reveal_a_daily_part(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/daily", user_id=73, language_code="en")
    text = last_text(await bot_driver.send("/cancel", user_id=73, language_code="en"))
    # no total revealed, and how to take the challenge up (a bare « Question abandonnée »
    # left a new member thinking the day's challenge was lost)
    assert text == "Question dropped: /daily takes the challenge up where you left it."
    assert "Part 1/4" in last_text(await bot_driver.send("/daily", user_id=73, language_code="en"))


async def test_a_daily_part_set_aside_or_dropped_says_how_to_take_it_up(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    """Played: /main during the challenge said « Votre question précédente est mise de côté »
    and /annuler « Question abandonnée. », nothing saying the challenge waits; a replayed day
    is asked again by its date, from its first part (« là où vous l'avez laissé » was false:
    its parts done lived in the question dropped)."""
    await bot_driver.send("/defi", user_id=74, language_code="fr")
    sent = texts(await bot_driver.send("/main", user_id=74, language_code="fr"))
    assert (
        "<i>Votre défi du jour est mis de côté\u00a0: /defi le reprend là où vous l'avez "
        "laissé.</i>"
    ) in sent[-1]
    await bot_driver.send("/defi 2026-11-20", user_id=74, language_code="fr")
    await answer_exactly(bot_driver, db, 74)  # a part done: it was « là où vous l'avez laissé »
    said = last_text(await bot_driver.send("/annuler", user_id=74, language_code="fr"))
    assert said == (
        "Question abandonnée\u00a0: /defi 2026-11-20 rejoue ce jour-là depuis la première étape."
    )
    again = last_text(await bot_driver.send("/defi 2026-11-20", user_id=74, language_code="fr"))
    assert "20 nov. 2026" in again and "Étape 1/4" in again
    await bot_driver.send("/daily 2026-11-19", user_id=74, language_code="en")
    said = last_text(await bot_driver.send("/cancel", user_id=74, language_code="en"))
    assert said == "Question dropped: /daily 2026-11-19 replays that day from its first part."


async def test_a_muggins_claim_on_a_missed_count(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    clock.now = datetime(2026, 11, 26, 17, 0, tzinfo=UTC)
    for _ in range(40):  # a day whose hand is worth something
        if challenge_for(clock.now.astimezone(TORONTO).date()).hand.score().total >= 2:
            break
        clock.now = clock.now.replace(day=clock.now.day + 1)
    await bot_driver.send("/daily", user_id=44, language_code="fr")
    sent = await answer_wrong(bot_driver, db, 44)
    assert "Muggins" in sent[0]


async def answer_wrong(driver: Driver, db: Database, user: int) -> list[str]:
    total = total_of(await pending(db, user))
    return texts(await driver.send(str(total - 1), user_id=user, language_code="fr"))


async def test_resume_after_a_restart_mid_challenge(
    tg_config: Config, local_api: LocalBotApi
) -> None:
    clock = Clock()
    first = build_app(tg_config, request=local_api, rng=random.Random(1))
    first.bot_data.clock = clock
    async with running(first):
        driver = Driver(first, local_api)
        await driver.send("/daily", user_id=45, language_code="en")
        await answer_exactly(driver, first.bot_data.db, 45)
        crib = await part_of(first.bot_data.db, 45)
    second = build_app(tg_config, request=local_api, rng=random.Random(2))
    second.bot_data.clock = clock
    async with running(second):
        driver = Driver(second, local_api)
        db = second.bot_data.db
        # The pending crib survives the restart, and /daily resumes at the same place.
        assert await part_of(db, 45) == crib
        row = await db.daily.daily_result(45, TODAY)
        assert row is not None and row.parts_done == 1
        text = last_text(await driver.send("/daily", user_id=45, language_code="en"))
        assert "Part 2/4" in text
        assert await part_of(db, 45) == crib
        sent = await answer_exactly(driver, db, 45)
        assert "Part 2/4" in sent[0] and "Part 3/4" in sent[1]
        row = await db.daily.daily_result(45, TODAY)
        assert row is not None and row.parts_done == 2


async def test_the_local_day_follows_the_timezone(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    clock.now = datetime(2026, 11, 23, 4, 30, tzinfo=UTC)  # 23:30 on the 22nd in Toronto
    await bot_driver.send("/daily", user_id=46, language_code="en")
    assert (await part_of(db, 46)).day == date(2026, 11, 22)
    await bot_driver.send("/tz Asia/Tokyo", user_id=46, language_code="en")
    await bot_driver.send("/daily", user_id=46, language_code="en")
    assert (await part_of(db, 46)).day == date(2026, 11, 23)


async def test_replaying_a_past_day_stores_nothing(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    text = last_text(await bot_driver.send("/daily 2026-11-20", user_id=47, language_code="en"))
    assert "Replay" in text and "Part 1/4" in text
    stored = await part_of(db, 47)
    assert stored.replay and stored.day == date(2026, 11, 20)
    assert Deal.from_dict(stored.deal) == challenge_for(date(2026, 11, 20)).hand
    sent = await answer_exactly(bot_driver, db, 47)
    assert "Part 2/4" in sent[-1]
    following = await part_of(db, 47)
    assert following.replay and len(following.done) == 1
    assert await db.daily.daily_result(47, date(2026, 11, 20)) is None
    assert await db.daily.daily_result(47, TODAY) is None


async def test_asking_for_the_same_replay_again_resumes_it(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    # Found by tests/tg/test_robustness.py: a second `/daily <day>` restarted the replay at
    # part 1, throwing away the parts already answered.
    await bot_driver.send("/daily 2026-11-20", user_id=75, language_code="en")
    await answer_exactly(bot_driver, db, 75)
    assert (await part_of(db, 75)).part is Part.CRIB
    text = last_text(await bot_driver.send("/defi 2026-11-20", user_id=75, language_code="fr"))
    assert "2/4" in text
    stored = await part_of(db, 75)
    assert stored.replay and stored.part is Part.CRIB and len(stored.done) == 1
    text = last_text(await bot_driver.send("/daily 2026-11-19", user_id=75, language_code="en"))
    assert "Part 1/4" in text  # another day is another replay
    assert await db.daily.daily_result(75, date(2026, 11, 20)) is None


async def test_a_replay_set_aside_is_taken_up_by_its_date(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    """Played: /main during a replay of 20/11 said « /defi le reprend », but /defi alone deals
    today's challenge, and « /defi 20/11 » started the replay over from its first part. The
    line names the day, and the day asked again takes the replay up where it stood."""
    await bot_driver.send("/defi 20/11", user_id=76, language_code="fr")
    await answer_exactly(bot_driver, db, 76, "fr")
    sent = texts(await bot_driver.send("/main", user_id=76, language_code="fr"))
    assert sent[-1].endswith(
        "\n<i>Le défi du 20 nov. 2026 est mis de côté\u00a0: /defi 2026-11-20 le reprend là où "
        "vous l'avez laissé.</i>"
    ), sent[-1]
    today = last_text(await bot_driver.send("/defi", user_id=76, language_code="fr"))
    assert "Étape 1/4" in today and not (await part_of(db, 76)).replay  # today's, not 20/11
    assert "\n<i>Cette question remplace votre main précédente (" in today, today  # not the
    assert today.endswith(".</i>"), today  # replay: the /main hand, with its count
    again = last_text(await bot_driver.send("/defi 2026-11-20", user_id=76, language_code="fr"))
    assert "20 nov. 2026" in again and "Étape 2/4" in again, again
    stored = await part_of(db, 76)
    assert stored.replay and stored.part is Part.CRIB and len(stored.done) == 1
    # English, and a replay set aside by another replay: each day is taken up by its own date
    sent = texts(await bot_driver.send("/daily 2026-11-19", user_id=76, language_code="en"))
    assert sent[-1].endswith(
        "\n<i>The challenge of Nov 20, 2026 is set aside: /daily 2026-11-20 takes it up where "
        "you left it.</i>"
    ), sent[-1]
    assert "Part 2/4" in last_text(
        await bot_driver.send("/daily 2026-11-20", user_id=76, language_code="en")
    )
    # /cancel drops the replay: asked again, it starts from its first part, as /cancel said
    await bot_driver.send("/cancel", user_id=76, language_code="en")
    text = last_text(await bot_driver.send("/daily 2026-11-20", user_id=76, language_code="en"))
    assert "Part 1/4" in text, text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Le défi d'aujourd'hui est déjà distribué\u00a0: /defi le joue."),
        ("en", "Today's challenge is already dealt: /daily plays it."),
    ],
)
async def test_a_day_finished_after_its_midnight_points_to_today_s(
    bot_driver: Driver, db: Database, clock: Clock, lang: str, said: str
) -> None:
    """Played: the last part answered at 00:10 finished the day before (it was waiting), and
    its result said « Un nouveau défi arrive à minuit, à votre heure. », ten minutes after
    that midnight: today's is already dealt."""
    clock.now = datetime(2026, 11, 24, 4, 50, tzinfo=UTC)  # 23:50 on the 23rd in Toronto
    await bot_driver.send("/daily", user_id=80, language_code=lang)
    await play_counts(bot_driver, db, 80, lang)
    clock.now = datetime(2026, 11, 24, 5, 10, tzinfo=UTC)  # 00:10 on the 24th
    typed = " ".join(str(card) for card in best_lay_away(TODAY))
    result = last_text(await bot_driver.send(typed, user_id=80, language_code=lang))
    assert "2026-11-23 ✅✅✅✅" in result, result
    assert said in result.replace("&#x27;", "'"), result
    assert "midnight" not in result and "minuit" not in result
    clock.now = datetime(2026, 11, 24, 4, 55, tzinfo=UTC)  # finished before midnight
    await bot_driver.send("/daily", user_id=81, language_code=lang)
    await play_counts(bot_driver, db, 81, lang)
    result = last_text(await bot_driver.send(typed, user_id=81, language_code=lang))
    assert ("minuit" if lang == "fr" else "midnight") in result and said not in result


async def test_yesterday_s_part_set_aside_stays_unfinished(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    """Played: a part left waiting overnight, then /main in the morning said « Votre défi du
    jour est mis de côté : /defi le reprend », and /defi dealt today's challenge instead."""
    await bot_driver.send("/defi", user_id=78, language_code="fr")
    await answer_exactly(bot_driver, db, 78, "fr")
    clock.now += timedelta(days=1)  # the next day, noon in Toronto
    sent = texts(await bot_driver.send("/main", user_id=78, language_code="fr"))
    assert sent[-1].endswith(
        "\n<i>Le défi du 23 nov. 2026 reste inachevé\u00a0: il s'est terminé à minuit. /defi "
        "joue celui d'aujourd'hui.</i>"
    ), sent[-1]
    await bot_driver.send("/daily", user_id=79, language_code="en")
    clock.now += timedelta(days=1)
    today = last_text(await bot_driver.send("/daily", user_id=79, language_code="en"))
    assert "Nov 25, 2026" in today and "Part 1/4" in today, today
    assert today.endswith(
        "\n<i>Your step of the challenge of Nov 24, 2026 is dropped: that challenge stays "
        "unfinished.</i>"
    ), today
    # the same day, the line still says /daily takes it up
    sent = texts(await bot_driver.send("/hand", user_id=79, language_code="en"))
    assert sent[-1].endswith(
        "\n<i>Your daily challenge is set aside: /daily takes it up where you left it.</i>"
    )
    # /annuler the next morning said « /defi reprend le défi là où vous l'avez laissé »
    await bot_driver.send("/defi", user_id=77, language_code="fr")
    clock.now += timedelta(days=1)
    said = last_text(await bot_driver.send("/annuler", user_id=77, language_code="fr"))
    assert said == (
        "Question abandonnée\u00a0: le défi du 25 nov. 2026 reste inachevé, il s'est terminé à "
        "minuit. /defi joue celui d'aujourd'hui."
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ("2026-11-25", "not come yet"),
        ("2026-11-24", "Tomorrow's challenge is not dealt yet"),  # it asserted « not come yet »
        ("2026-13-40", "/daily 2026-11-01"),
        ("tomorrow", "/daily 2026-11-01"),
        ("1999-12-31", "The challenges go back to Jan 1, 2000 only: pick a later day."),
        ("/defi 1900-01-01", "Les défis remontent au 1er janv. 2000 seulement"),
        # These got only the usage, as if the words were not a date at all:
        ("/defi 31/11", "Il n'y a pas de 31 novembre.\n/defi joue le défi du jour"),
        ("11/31", "There is no November 31.\n/daily plays today's challenge"),
        ("2025-02-29", "There is no February 29 in 2025.\n/daily plays"),
        ("/defi 30 février", "Il n'y a pas de 30 février.\n/defi joue"),
        ("/defi lundi 31 novembre", "Il n'y a pas de 31 novembre.\n/defi joue"),
        ("Mon. Nov 31", "There is no November 31.\n/daily plays"),
        (
            "/defi demain",
            "Le défi de demain n'est pas encore distribué : il arrive à minuit, heure de chez "
            "vous.\n/defi joue le défi du jour",
        ),
        (
            "tomorrow",
            "Tomorrow's challenge is not dealt yet: it comes at midnight, your time.\n/daily plays",
        ),
    ],
)
async def test_bad_or_future_days(
    bot_driver: Driver, db: Database, clock: Clock, args: str, expected: str
) -> None:
    typed, code = (args, "fr-CA") if args.startswith("/") else (f"/daily {args}", "en")
    text = last_text(await bot_driver.send(typed, user_id=48, language_code=code))
    assert expected in text.replace("\u00a0", " "), text
    assert await db.questions.pending_question(48, 48) is None


async def test_a_day_still_played_somewhere_cannot_be_replayed(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    clock.now = datetime(2026, 11, 23, 5, 30, tzinfo=UTC)  # 00:30 in Toronto, 17:30 in UTC-12
    text = last_text(await bot_driver.send("/daily 2026-11-22", user_id=74, language_code="en"))
    # « replay it a bit later » sent a player back at 1 a.m., then 2 a.m.: it opens at 7
    # « Ce jour se joue encore » did not say which day (« /defi dimanche » at 00:30 on
    # Monday), nor which days replay now; « les jours du 1er janvier 2000 au … » named a
    # first day nobody asked about
    assert text == (
        "The challenge of Sunday, November 22 is still being played somewhere in the world: "
        "you can replay it from 7:00\u202fAM, your time.\n"
        "You can replay any day up to Saturday, November 21."
    )
    assert await db.questions.pending_question(74, 74) is None
    for typed in ("/defi hier", "/defi dimanche", "/defi Dimanche dernier"):
        text = last_text(await bot_driver.send(typed, user_id=73, language_code="fr"))
        assert text == (
            "Le défi du dimanche 22 novembre se joue encore quelque part dans le monde\u00a0: "
            "vous pourrez le rejouer à partir de 7\u00a0h, heure de chez vous.\n"
            "Vous pouvez rejouer n'importe quel jour jusqu'au samedi 21 novembre."
        )
    assert await db.questions.pending_question(73, 73) is None
    await bot_driver.send("/defi samedi", user_id=73, language_code="fr")
    assert (await part_of(db, 73)).day == date(2026, 11, 21)  # the day named last replays
    # UTC+14, 19:30 on the 23rd: the 22nd opens there at 2 a.m. on the 24th
    await bot_driver.send("/tz Pacific/Kiritimati", user_id=72, language_code="en")
    text = last_text(await bot_driver.send("/daily 2026-11-22", user_id=72, language_code="en"))
    assert "you can replay it tomorrow from 2:00\u202fAM, your time.\n" in text, text
    clock.now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)  # the 22nd is over everywhere
    await bot_driver.send("/daily 2026-11-22", user_id=74, language_code="en")
    assert (await part_of(db, 74)).replay


@pytest.mark.parametrize(
    ("typed", "code", "day"),
    [
        ("/defi 20/11/2026", "fr-CA", date(2026, 11, 20)),
        ("/defi 20 novembre", "fr-CA", date(2026, 11, 20)),
        ("/defi 1er novembre", "fr-CA", date(2026, 11, 1)),  # as the usage writes it
        ("/defi hier", "fr-CA", date(2026, 11, 22)),
        ("/daily yesterday", "en", date(2026, 11, 22)),
        ("/daily nov 20", "en", date(2026, 11, 20)),
        ("/daily 11/20/2026", "en", date(2026, 11, 20)),
        # a weekday got only the usage; it is the latest such day (the 23rd is a Monday)
        ("/defi samedi", "fr-CA", date(2026, 11, 21)),
        ("/defi Vendredi", "fr-CA", date(2026, 11, 20)),
        ("/defi lundi dernier", "fr-CA", date(2026, 11, 16)),
        ("/defi dimanche 15 novembre", "fr-CA", date(2026, 11, 15)),
        ("/daily saturday", "en", date(2026, 11, 21)),
        ("/daily last Monday", "en", date(2026, 11, 16)),
    ],
)
async def test_past_days_as_people_type_them(
    bot_driver: Driver, db: Database, clock: Clock, typed: str, code: str, day: date
) -> None:
    clock.now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)  # the 22nd is over everywhere
    text = last_text(await bot_driver.send(typed, user_id=76, language_code=code))
    assert "1/4" in text
    stored = await part_of(db, 76)
    assert stored.replay and stored.day == day


async def test_the_usage_shows_every_way_to_write_a_day(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    fr = last_text(await bot_driver.send("/defi demain", user_id=77, language_code="fr-CA"))
    assert "/defi 2026-11-01" in fr and "/defi 1/11/2026" in fr and "/defi hier" in fr
    assert "/defi 1er novembre" in fr
    en = last_text(await bot_driver.send("/daily someday", user_id=77, language_code="en"))
    assert "/daily 11/1/2026" in en and "/daily Nov 1" in en and "/daily yesterday" in en
    # a weekday too, three days back (over everywhere), in the player's words
    assert "<code>/defi hier</code> ou <code>/defi vendredi</code>)" in fr
    assert "<code>/daily yesterday</code> or <code>/daily Friday</code>)" in en


@pytest.mark.parametrize(("typed", "code"), [("/defi lundi", "fr-CA"), ("/daily Mon", "en")])
async def test_today_s_weekday_is_today(
    bot_driver: Driver, db: Database, clock: Clock, typed: str, code: str
) -> None:
    text = last_text(await bot_driver.send(typed, user_id=78, language_code=code))
    assert "1/4" in text, text
    stored = await part_of(db, 78)
    assert stored.day == TODAY and not stored.replay


async def test_the_usage_s_weekday_replays_even_at_dawn_in_utc_plus_14(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    """At 00:30 in Kiritimati, « /daily Sunday » (the day before yesterday) is still played
    in UTC-12: the usage showed a weekday that was refused; it is three days back now."""
    await bot_driver.send("/tz Pacific/Kiritimati", user_id=75, language_code="en")
    clock.now = datetime(2026, 11, 24, 10, 30, tzinfo=UTC)  # 00:30 on Wednesday the 25th
    usage = last_text(await bot_driver.send("/daily someday", user_id=75, language_code="en"))
    assert "<code>/daily Sunday</code>)" in usage, usage
    text = last_text(await bot_driver.send("/daily Sunday", user_id=75, language_code="en"))
    assert "1/4" in text, text
    assert (await part_of(db, 75)).day == date(2026, 11, 22)


@pytest.mark.parametrize("now", [datetime(2026, 12, 1, 17, 0), datetime(2026, 12, 2, 5, 30)])
async def test_the_usage_s_example_replays_a_day_on_the_first_of_a_month(
    bot_driver: Driver, db: Database, clock: Clock, now: datetime
) -> None:
    """On December 1st, a date /defi could not read got « /defi 2026-12-01 rejoue un jour
    passé »: today, which that command plays for the streak, no replay; on the 2nd (00:30 in
    Toronto), the 1st is still played somewhere and was refused. The example is now the 1st
    of the month before, which replays."""
    clock.now = now.replace(tzinfo=UTC)
    usage = last_text(await bot_driver.send("/defi 31/11", user_id=79, language_code="fr-CA"))
    assert "/defi 2026-11-01" in usage and "/defi 1er novembre" in usage, usage
    text = last_text(await bot_driver.send("/defi 2026-11-01", user_id=79, language_code="fr"))
    assert "1/4" in text and "Reprise" in text, text
    assert (await part_of(db, 79)).replay


async def test_today_s_date_is_today(bot_driver: Driver, db: Database, clock: Clock) -> None:
    await bot_driver.send("/daily 2026-11-23", user_id=49, language_code="en")
    stored = await part_of(db, 49)
    assert not stored.replay and stored.day == TODAY


async def test_in_a_group_daily_points_to_the_private_chat(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    text = last_text(
        await bot_driver.send("/daily", user_id=50, chat_id=GROUP, chat_type="supergroup")
    )
    assert "private" in text or "privé" in text  # the club's card (issue 12): play in private
    assert await db.questions.pending_question(50, GROUP) is None


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/defi",
            "<b>Player</b> — Les jours passés se rejouent en privé, pour s'exercer : le bouton"
            " ci-dessous ouvre notre conversation et y distribue le défi du dimanche 1er novembre.",
        ),
        (
            "en",
            "/daily",
            "<b>Player</b> — Past days are replayed in our private chat, for practice: the"
            " button below opens it and deals the challenge of Sunday, November 1 there.",
        ),
    ],
)
async def test_a_past_day_asked_in_a_group_is_sent_to_the_private_chat(
    bot_driver: Driver, local_api: LocalBotApi, clock: Clock, lang: str, command: str, said: str
) -> None:
    """« /defi 2026-11-01 » in a group posted today's card and ignored the date without a
    word: it now says, to the member (name first, in their language), that past days are
    replayed in private, in one message with a button to that day there (the card posted
    after it made two messages in the group); a future day says why, as in private; today's
    date, the card alone. (Once the card is posted, /defi again points to it in one line: see
    test_club_handlers.)"""

    async def group_says(typed: str) -> list[str]:
        before = len(local_api.sent_texts(GROUP))
        await bot_driver.send(
            typed, user_id=78, chat_id=GROUP, chat_type="supergroup", language_code=lang
        )
        sent = local_api.sent_texts(GROUP)[before:]
        return [t.replace("\u00a0", " ").replace("<code>", "").replace("</code>", "") for t in sent]

    [note] = await group_says(f"{command} 2026-11-01")  # one message, no card after it
    assert note == said, note
    [card] = await group_says(command)  # today's card, as before
    assert ("privé" if lang == "fr" else "private") in card
    [again] = await group_says(f"{command} 2026-11-23")  # today: the card's line alone
    assert ("carte du jour est déjà plus haut" if lang == "fr" else "card is already") in again
    [future] = await group_says(f"{command} 2026-11-30")
    assert ("pas encore" if lang == "fr" else "not come yet") in future
    [_] = await group_says(f"{command} {'samedi' if lang == 'fr' else 'Saturday'}")
    message = local_api.last_message(GROUP)
    assert message is not None
    [link] = inline_buttons(message)
    assert str(link["url"]).endswith("?start=daily_20261121"), link  # a weekday, by its date


# -- /tz -------------------------------------------------------------------------------------


async def test_tz_shows_the_default_then_sets_a_city(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    text = last_text(await bot_driver.send("/tz", user_id=51, language_code="en"))
    assert "Eastern time" in text and "default" in text and "It is noon on" in text
    assert "America/" not in text
    text = last_text(await bot_driver.send("/fuseau paris", user_id=51, language_code="en"))
    assert "Paris" in text and "Europe/" not in text and "6:00\u202fPM" in text
    user = await db.users.get_user(51)
    assert user is not None and user.settings["tz"] == "Europe/Paris"
    text = last_text(await bot_driver.send("/tz", user_id=51, language_code="en"))
    assert "Paris" in text and "Europe/" not in text and "default" not in text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/fuseau Paris",
            "C'est fait. Votre fuseau horaire : Paris.\nHeure actuelle dans ce fuseau : 18 h le",
        ),
        ("en", "/timezone Paris", "Done. Your timezone: Paris.\nIt is 6:00 PM on"),
        (
            "fr",
            "/fuseau Montréal",
            "C'est fait. Votre fuseau horaire : heure de l'Est (Québec, Ontario).\n"
            "Heure actuelle dans ce fuseau : midi le lundi 23 novembre.",
        ),
        # A Florida town was « heure de l'Est (Québec, Ontario) »: a snowbird is not in Québec.
        (
            "fr",
            "/fuseau Fort Lauderdale",
            "C'est fait. Votre fuseau horaire : heure de l'Est (États-Unis).\n"
            "Heure actuelle dans ce fuseau : midi le",
        ),
        (
            "en",
            "/tz Miami",
            "Done. Your timezone: Eastern time (United States).\n"
            "It is noon on Monday, November 23 there.",
        ),
    ],
)
async def test_setting_the_timezone_reads_as_a_sentence(
    bot_driver: Driver, clock: Clock, lang: str, typed: str, said: str
) -> None:
    """/fuseau Paris answered « C'est fait : votre fuseau horaire est Paris; il y est… »: a
    zone is no city. It is now written as /fuseau alone writes it, after a colon. Its time
    read « Il y est 18 h » (« he is there »?): « Heure actuelle dans ce fuseau : 18 h ». Its
    day was « le 23 nov. 2026 », to decode: « le lundi 23 novembre »."""
    text = last_text(await bot_driver.send(typed, user_id=55, language_code=lang))
    text = text.replace("\u00a0", " ").replace("\u202f", " ").replace("<b>", "").replace("</b>", "")
    assert text.startswith(said), text


async def test_timezone_spelled_out_is_tz(bot_driver: Driver, clock: Clock) -> None:
    """/timezone, the word an English player types in full, is /tz (it was an unknown command)."""
    text = last_text(await bot_driver.send("/timezone", user_id=54, language_code="en"))
    assert "Eastern time" in text and "default" in text


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/fuseau", "Votre fuseau horaire : heure de l'Est (Québec, Ontario), par défaut."),
        ("en", "/tz", "Your timezone: Eastern time (Quebec, Ontario), the default."),
    ],
)
async def test_the_default_zone_reads_without_two_brackets(
    bot_driver: Driver, clock: Clock, lang: str, command: str, said: str
) -> None:
    """Played: « heure de l'Est (Québec, Ontario) (par défaut) »."""
    text = last_text(await bot_driver.send(command, user_id=59, language_code=lang))
    text = text.replace("\u00a0", " ").replace("&#x27;", "'").replace("<b>", "")
    assert text.replace("</b>", "").split("\n")[0] == said, text


@pytest.mark.parametrize(
    ("lang", "hint", "florida"),
    [
        ("fr", "En Floride pour l'hiver? <code>/fuseau Floride</code>", "/fuseau Floride"),
        ("en", "Wintering in Florida? <code>/tz Florida</code>", "/tz Florida"),
    ],
)
async def test_quebec_s_eastern_time_shows_the_way_to_florida(
    bot_driver: Driver, db: Database, clock: Clock, lang: str, hint: str, florida: str
) -> None:
    """A player who chose Florida before it had its own name was saved on
    America/Toronto and told « heure de l'Est (Québec, Ontario) »; nothing stored tells them
    from Québec's players, so /fuseau shows how to say Florida (not once it is said)."""
    user = 57 if lang == "fr" else 58
    await db.users.merge_settings(user, {"tz": "America/Toronto"})
    text = last_text(await bot_driver.send(florida.split()[0], user_id=user, language_code=lang))
    assert text.replace("&#x27;", "'").split("\n")[-1] == hint, text
    await bot_driver.send(florida, user_id=user, language_code=lang)
    stored = await db.users.get_user(user)
    assert stored is not None and stored.settings["tz"] == "America/New_York"
    text = last_text(await bot_driver.send(florida.split()[0], user_id=user, language_code=lang))
    assert "Florid" not in text, text


async def test_a_typo_gets_suggestion_buttons(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, clock: Clock
) -> None:
    calls = await bot_driver.send("/tz Amercia/Toronto", user_id=52, language_code="fr")
    assert "Amercia/Toronto" in last_text(calls)
    buttons = list(callback_datas(calls))
    assert "tz:America/Toronto" in buttons
    message = local_api.last_message(52)
    assert message is not None
    await bot_driver.press("tz:America/Toronto", message["message_id"], user_id=52)
    user = await db.users.get_user(52)
    assert user is not None and user.settings["tz"] == "America/Toronto"
    # One chosen, the other suggestions are taken off: pressed later, they changed it again.
    message = local_api.message(52, int(message["message_id"]))
    assert message is not None and inline_buttons(message) == []


@pytest.mark.parametrize(
    ("lang", "eastern", "cities"),
    [
        (
            "fr",
            "heure de l'Est",
            "Votre ville n'y est pas? Écrivez la grande ville la plus proche\u00a0: "
            "<code>Montréal</code>, <code>Québec</code> ou <code>Gaspé</code>.",
        ),
        (
            "en",
            "Eastern time",
            "Your town is not there? Write the nearest big city: "
            "<code>Montreal</code>, <code>Quebec City</code> or <code>Gaspé</code>.",
        ),
    ],
)
async def test_the_start_of_a_quebec_town_suggests_its_zone_first(
    bot_driver: Driver,
    db: Database,
    local_api: LocalBotApi,
    clock: Clock,
    lang: str,
    eastern: str,
    cities: str,
) -> None:
    """Played: « /fuseau Saint » (for Saint-Jean-sur-Richelieu) suggested Saipan, Saigon and
    Santiago; now Eastern time comes first, and the reply names the big cities to type."""
    calls = await bot_driver.send("/fuseau Saint", user_id=56, language_code=lang)
    assert last_text(calls).replace("&#x27;", "'").split("\n")[1] == cities
    assert next(iter(callback_datas(calls))) == "tz:America/Toronto"
    message = local_api.last_message(56)
    assert message is not None
    [first, *_] = message["reply_markup"]["inline_keyboard"]
    assert first[0]["text"].startswith(eastern)
    await bot_driver.press("tz:America/Toronto", message["message_id"], user_id=56)
    user = await db.users.get_user(56)
    assert user is not None and user.settings["tz"] == "America/Toronto"


async def test_nonsense_and_forged_zones_are_refused(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, clock: Clock
) -> None:
    calls = await bot_driver.send("/tz <b>xyzzy</b>", user_id=53, language_code="en")
    assert "write the nearest big city" in last_text(calls) and list(callback_datas(calls)) == []
    await bot_driver.send("/tz", user_id=53)
    message = local_api.last_message(53)
    assert message is not None
    calls = await bot_driver.press("tz:Mars/Olympus", message["message_id"], user_id=53)
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    user = await db.users.get_user(53)
    assert user is not None and "tz" not in user.settings


# -- /remind ---------------------------------------------------------------------------------


def the_job(app: App, user: int) -> object:
    assert app.job_queue is not None
    jobs = app.job_queue.get_jobs_by_name(job_name(user))
    assert len(jobs) == 1
    return jobs[0]


def no_job(app: App, user: int) -> bool:
    assert app.job_queue is not None
    return all(job.removed for job in app.job_queue.get_jobs_by_name(job_name(user)))


async def run_job(app: App, user: int) -> None:
    assert app.job_queue is not None
    [job] = app.job_queue.get_jobs_by_name(job_name(user))
    await job.run(app)


async def test_remind_schedules_a_daily_job_at_local_time(
    bot_driver: Driver, local_app: App, db: Database, clock: Clock
) -> None:
    text = last_text(await bot_driver.send("/remind 19:30", user_id=60, language_code="en"))
    assert "7:30\u202fPM" in text and "Eastern time" in text and "America/" not in text
    assert local_app.job_queue is not None
    [job] = local_app.job_queue.get_jobs_by_name(job_name(60))
    assert job.next_t is not None
    assert job.next_t.astimezone(TORONTO).time() == time(19, 30)
    # Moving to Paris moves the reminder: 19:30 there.
    await bot_driver.send("/tz Europe/Paris", user_id=60, language_code="en")
    [job] = [j for j in local_app.job_queue.get_jobs_by_name(job_name(60)) if not j.removed]
    assert job.next_t is not None
    assert job.next_t.astimezone(ZoneInfo("Europe/Paris")).time() == time(19, 30)
    text = last_text(await bot_driver.send("/rappel off", user_id=60, language_code="fr"))
    assert no_job(local_app, 60)
    user = await db.users.get_user(60)
    assert user is not None and "daily_remind" not in user.settings


@pytest.mark.parametrize(
    ("lang", "command", "says"),
    [
        (
            "fr",
            "/rappel non",
            "Vous n'aviez pas de rappel quotidien à arrêter. "
            "<code>/rappel 19\u00a0h\u00a030</code>",
        ),
        (
            "en",
            "/remind off",
            "You had no daily reminder to stop. <code>/remind 7:30\u202fPM</code>",
        ),
    ],
)
async def test_remind_off_with_none_set_says_there_was_none(
    bot_driver: Driver, local_app: App, lang: str, command: str, says: str
) -> None:
    """« /rappel non » with no reminder set answered « C'est fait : plus de rappel quotidien. »,
    as if one had been stopped: it says there was none, and how to set one."""
    text = last_text(await bot_driver.send(command, user_id=62, language_code=lang))
    assert says in text.replace("&#x27;", "'")
    assert "fait" not in text and "Done" not in text
    assert no_job(local_app, 62)
    text = last_text(await bot_driver.send("/remind 19:30", user_id=62, language_code=lang))
    text = last_text(await bot_driver.send(command, user_id=62, language_code=lang))
    assert "fait" in text or "Done" in text


@pytest.mark.parametrize("typed", ["25:00", "soon", "19:3"])
async def test_remind_refuses_a_bad_time(
    bot_driver: Driver, local_app: App, clock: Clock, typed: str
) -> None:
    text = last_text(await bot_driver.send(f"/remind {typed}", user_id=61, language_code="en"))
    assert "/remind 7:30\u202fPM" in text
    assert no_job(local_app, 61)


@pytest.mark.parametrize(
    ("command", "lang", "says"),
    [
        ("/rappel merci", "fr", "Je ne peux pas lire «\u00a0merci\u00a0» comme une heure."),
        ("/rappel <b>x</b> & co", "fr", "lire «\u00a0&lt;b&gt;x&lt;/b&gt; &amp; co\u00a0»"),
        ("/remind thanks", "en", "I can't read “thanks” as a time."),
        (
            "/rappel demain",
            "fr",
            "Par exemple\u00a0: <code>/rappel 19\u00a0h\u00a030</code>. <code>/rappel non</code> "
            "arrête le rappel.",
        ),
        (
            "/remind tomorrow",
            "en",
            "For example: <code>/remind 7:30\u202fPM</code>. <code>/remind off</code> stops the "
            "reminder.",
        ),
    ],
)
async def test_remind_quotes_what_was_typed(
    bot_driver: Driver, command: str, lang: str, says: str
) -> None:
    """Played: « Je ne peux pas lire merci comme une heure », the word not quoted as the other
    refusals quote it."""
    text = last_text(await bot_driver.send(command, user_id=63, language_code=lang))
    assert says in text.replace("&#x27;", "'")


@pytest.mark.parametrize(
    ("lang", "none", "set_at", "shown"),
    [
        (
            "fr",
            "Aucun rappel quotidien.\n<code>/rappel 19\u00a0h\u00a030</code> en programme un.",
            "19:30",
            "<code>/rappel 20\u00a0h</code> change l'heure; <code>/rappel non</code> le retire.",
        ),
        (
            "en",
            "No daily reminder.\n<code>/remind 7:30\u202fPM</code> sets one.",
            "8:15",
            "<code>/remind 7:30\u202fPM</code> changes its time; <code>/remind off</code> "
            "removes it.",
        ),
    ],
)
async def test_remind_alone_says_how_to_change_the_reminder_it_shows(
    bot_driver: Driver, clock: Clock, lang: str, none: str, set_at: str, shown: str
) -> None:
    """Played: with a reminder at 19:30, /rappel said « Rappel quotidien à 19 h 30 … /rappel
    19:30 en programme un », as if there were none; with none, « /rappel non le retire »."""
    user = 70 if lang == "fr" else 71
    remind = {"fr": "/rappel", "en": "/remind"}[lang]
    text = last_text(await bot_driver.send(remind, user_id=user, language_code=lang))
    assert text.replace("&#x27;", "'") == none
    await bot_driver.send(f"{remind} {set_at}", user_id=user, language_code=lang)
    text = last_text(await bot_driver.send(remind, user_id=user, language_code=lang))
    assert text.replace("&#x27;", "'").split("\n")[1] == shown


async def test_the_reminder_is_sent_with_a_button_that_starts_the_challenge(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/remind 7pm", user_id=62, language_code="en")
    local_api.clear()
    await run_job(local_app, 62)
    assert "daily challenge" in last_text(local_api.calls)
    assert list(callback_datas(local_api.calls)) == ["dy:go"]
    message = local_api.last_message(62)
    assert message is not None
    text = last_text(
        await bot_driver.press("dy:go", message["message_id"], user_id=62, language_code="en")
    )
    assert "Part 1/4" in text
    assert (await part_of(db, 62)).day == TODAY
    assert bot_driver.errors == []


@pytest.mark.parametrize(
    ("lang", "left"),
    [
        ("en", "3 parts of today's challenge are left."),
        ("fr", "Il vous reste 3 étapes du défi d'aujourd'hui."),
    ],
)
async def test_an_unfinished_challenge_is_reminded_once_a_finished_one_not(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    clock: Clock,
    lang: str,
    left: str,
) -> None:
    """Played: a player who answered one part and stopped got no reminder (« if you have not
    played yet ») and lost the streak; now told how many parts are left, once a day."""
    user = 63 if lang == "en" else 65
    await bot_driver.send("/remind 19:30", user_id=user, language_code=lang)
    await bot_driver.send("/daily", user_id=user, language_code=lang)
    await answer_exactly(bot_driver, db, user, lang)
    local_api.clear()
    await run_job(local_app, user)
    assert last_text(local_api.calls).replace("&#x27;", "'").startswith(f"⏰ {left}\n")
    assert list(callback_datas(local_api.calls)) == ["dy:go"]
    local_api.clear()
    await run_job(local_app, user)  # the same day again (a /remind moved later): nothing
    assert local_api.calls_to("sendMessage") == []
    for _ in range(2):
        await answer_exactly(bot_driver, db, user, lang)
    typed = " ".join(str(card) for card in best_lay_away(TODAY))
    await bot_driver.send(typed, user_id=user, language_code=lang)
    row = await db.daily.daily_result(user, TODAY)
    assert row is not None and row.finished
    clock.now = datetime(2026, 11, 24, 17, 0, tzinfo=UTC)  # the next day, finished by noon
    await bot_driver.send("/daily", user_id=user, language_code=lang)
    await play_counts(bot_driver, db, user, lang)
    typed = " ".join(str(card) for card in best_lay_away(date(2026, 11, 24)))
    await bot_driver.send(typed, user_id=user, language_code=lang)
    local_api.clear()
    await run_job(local_app, user)
    assert local_api.calls_to("sendMessage") == []


async def test_a_blocked_bot_turns_reminders_off_for_good(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/remind 19:30", user_id=64, language_code="en")
    local_api.clear()
    local_api.fail("sendMessage", 403, "Forbidden: bot was blocked by the user")
    await run_job(local_app, 64)
    assert len(local_api.calls_to("sendMessage")) == 1  # tried once, never again
    assert no_job(local_app, 64)
    user = await db.users.get_user(64)
    assert user is not None and "daily_remind" not in user.settings
    assert await db.daily.reminders() == []
    assert not await db.chats.is_chat_active(
        64
    )  # the chats table says so too (issue 13's 403 path)
    assert bot_driver.errors == []


async def test_a_player_who_blocked_the_bot_gets_no_reminder_call(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    """Telegram told the bot it was blocked (`my_chat_member`, the chat marked inactive): the
    reminder's job used to post anyway, a sendMessage refused with a 403, before turning the
    reminder off; now it turns it off without calling Telegram."""
    await bot_driver.send("/remind 19:30", user_id=66, language_code="en")
    blocked = make_my_chat_member_update(
        66, "member", "kicked", from_user_id=66, chat_type="private"
    )
    await bot_driver.process(blocked)
    assert not await db.chats.is_chat_active(66)
    local_api.clear()
    await run_job(local_app, 66)
    assert local_api.calls == []
    assert no_job(local_app, 66)
    user = await db.users.get_user(66)
    assert user is not None and "daily_remind" not in user.settings
    assert bot_driver.errors == []


async def test_a_flooded_reminder_is_tried_again_a_minute_later(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    await bot_driver.send("/remind 19:30", user_id=69, language_code="en")
    real = local_api.do_request
    refusals = [0]

    async def flooded(url: str, method: str, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        if url.endswith("/sendMessage") and refusals[0] < RETRIES + 1:
            refusals[0] += 1
            body = {
                "ok": False,
                "error_code": 429,
                "description": "Too Many Requests: retry after 1",
                "parameters": {"retry_after": 1},
            }
            return 429, json.dumps(body).encode()
        return await real(url, method, *args, **kwargs)

    monkeypatch.setattr(local_api, "do_request", flooded)
    assert local_app.job_queue is not None
    retry_name = job_name(69) + ":retry"
    await run_job(local_app, 69)
    for attempt in range(1, RETRIES + 1):
        [retry] = [j for j in local_app.job_queue.get_jobs_by_name(retry_name) if not j.removed]
        assert retry.data == attempt
        assert retry.next_t is not None
        retry.schedule_removal()  # run it now instead of in a minute
        await retry.run(local_app)
    # Refused 1 + RETRIES times: no more tries today, the daily job stays.
    assert [j for j in local_app.job_queue.get_jobs_by_name(retry_name) if not j.removed] == []
    assert not no_job(local_app, 69)
    assert refusals[0] == RETRIES + 1
    local_api.clear()
    await run_job(local_app, 69)  # the next day's run gets through
    assert len(local_api.calls_to("sendMessage")) == 1
    assert bot_driver.errors == []


async def test_reminders_are_rebuilt_after_a_restart(
    tg_config: Config, local_api: LocalBotApi, tmp_path: Path
) -> None:
    first = build_app(tg_config, request=local_api)
    first.bot_data.clock = Clock()
    async with running(first):
        driver = Driver(first, local_api)
        await driver.send("/remind 19:30", user_id=65, language_code="en")
        await driver.send("/tz Asia/Tokyo", user_id=66, language_code="en")
        await driver.send("/remind 08:15", user_id=66, language_code="en")
        await driver.send("/remind 21:00", user_id=67, language_code="en")
        await driver.send("/remind off", user_id=67, language_code="en")
    second = build_app(tg_config, request=local_api)
    async with running(second):
        assert second.job_queue is not None
        names = sorted(job.name or "" for job in second.job_queue.jobs())
        assert [name for name in names if name.startswith("daily-remind")] == [
            job_name(65),
            job_name(66),
        ]
        [tokyo] = second.job_queue.get_jobs_by_name(job_name(66))
        assert tokyo.next_t is not None
        assert tokyo.next_t.astimezone(ZoneInfo("Asia/Tokyo")).time() == time(8, 15)


@pytest.mark.parametrize(
    ("code", "typed", "said", "payload", "done"),
    [
        (
            "fr",
            "/rappel 19h",
            "<b>Zoé</b> — Les rappels arrivent en privé\u00a0: le bouton ci-dessous ouvre notre"
            " conversation et y règle votre rappel à <b>19\u00a0h</b>.",
            "remind_1900",
            "C'est fait\u00a0: chaque jour à <b>19\u00a0h</b>",
        ),
        (
            "en",
            "/remind 7:30pm",
            "<b>Zoé</b> — Reminders come in a private chat: the button below opens it and sets"
            " yours at <b>7:30\u202fPM</b>.",
            "remind_1930",
            "Done: every day at <b>7:30\u202fPM</b>",
        ),
    ],
)
async def test_remind_in_a_group_gives_a_button_that_sets_it_in_private(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    clock: Clock,
    code: str,
    typed: str,
    said: str,
    payload: str,
    done: str,
) -> None:
    """Played: « /rappel 19h » in the club's group answered « Les rappels arrivent en
    conversation privée : envoyez-y /rappel », with no way there: a member of 72 had to find
    the bot's private chat and type it again. Now the answer has a button to the private chat
    (as /oublier's and /entraineur hebdo's have) that sets the reminder at the time typed."""
    calls = await bot_driver.send(
        typed,
        user_id=68,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=code,
        first_name="Zoé",
    )
    assert last_text(calls).replace("&#x27;", "'") == said
    assert no_job(local_app, 68)
    message = local_api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    assert link["url"] == f"https://t.me/muggins_bot?start={payload}"
    text = last_text(await bot_driver.send(f"/start {payload}", user_id=68, language_code=code))
    assert text.replace("&#x27;", "'").startswith(done)
    assert local_app.job_queue is not None
    [job] = local_app.job_queue.get_jobs_by_name(job_name(68))
    assert job.next_t is not None
    assert job.next_t.astimezone(TORONTO).time() == time(int(payload[7:9]), int(payload[9:]))


@pytest.mark.parametrize(
    ("code", "typed", "said"),
    [
        (
            "fr",
            "/rappel le soir",
            "<b>Zoé</b> — Je ne peux pas lire «\u00a0le soir\u00a0» comme une heure. Les rappels"
            " arrivent en privé\u00a0: le bouton ci-dessous ouvre notre conversation, où vous"
            " pouvez régler votre rappel.",
        ),
        (
            "en",
            "/remind after supper",
            "<b>Zoé</b> — I can't read “after supper” as a time. Reminders come in a private chat:"
            " the button below opens it, where you can set yours.",
        ),
    ],
)
async def test_remind_in_a_group_says_a_time_it_cannot_read(
    bot_driver: Driver, local_api: LocalBotApi, clock: Clock, code: str, typed: str, said: str
) -> None:
    """Played: « /rappel le soir » in the club's group was answered as « /rappel » alone
    (« le bouton ci-dessous ouvre notre conversation, où vous pouvez régler votre rappel »),
    as if the time had been read; in private it says it cannot. Now the group says so too."""
    calls = await bot_driver.send(
        typed,
        user_id=70,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=code,
        first_name="Zoé",
    )
    assert last_text(calls).replace("&#x27;", "'") == said
    message = local_api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    assert link["url"] == "https://t.me/muggins_bot?start=remind"


@pytest.mark.parametrize(
    ("typed", "said", "payload", "done"),
    [
        (
            "/rappel",
            "ouvre notre conversation, où vous pouvez régler votre rappel.",
            "remind",
            "Rappel quotidien à",
        ),
        ("/rappel non", "y arrête votre rappel.", "remind_off", "C'est fait\u00a0: plus de"),
    ],
)
async def test_remind_alone_or_off_in_a_group_links_to_it_in_private(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    clock: Clock,
    typed: str,
    said: str,
    payload: str,
    done: str,
) -> None:
    """/rappel and « /rappel non » in a group: the button shows the reminder in private, or
    stops it there."""
    await bot_driver.send("/rappel 8:15", user_id=69, language_code="fr")
    calls = await bot_driver.send(
        typed, user_id=69, chat_id=GROUP, chat_type="supergroup", language_code="fr"
    )
    assert last_text(calls).endswith(said)
    message = local_api.last_message(GROUP)
    assert message is not None
    (link,) = inline_buttons(message)
    assert link["url"] == f"https://t.me/muggins_bot?start={payload}"
    text = last_text(await bot_driver.send(f"/start {payload}", user_id=69, language_code="fr"))
    assert text.startswith(done)
    assert no_job(local_app, 69) is (payload == "remind_off")


# -- The écart part and the day's result -----------------------------------------------------


def best_lay_away(day: date) -> tuple[Card, ...]:
    options = analyse(challenge_for(day).ecart, tables=shipped_crib_tables())
    return options[0].discard


def worst_lay_away(day: date) -> tuple[Card, ...]:
    options = analyse(challenge_for(day).ecart, tables=shipped_crib_tables())
    return options[-1].discard


async def play_counts(driver: Driver, db: Database, user: int, lang: str = "en") -> None:
    for _ in range(3):
        await answer_exactly(driver, db, user, lang)
    assert (await pending(db, user)).kind == "daily-ecart"


async def lay_away_with_buttons(
    driver: Driver, db: Database, user: int, cards: tuple[Card, ...], lang: str = "en"
) -> list[ApiCall]:
    question = await pending(db, user)
    assert question.message_id is not None
    dealt = challenge_for(PartQuestion.from_dict(question.deal).day).ecart.cards
    for card in cards:
        data = f"e:{question.id}:{dealt.index(card)}"
        await driver.press(data, question.message_id, user_id=user, language_code=lang)
    return await driver.press(
        f"e:{question.id}:ok", question.message_id, user_id=user, language_code=lang
    )


async def test_a_whole_day_with_the_ecart_buttons(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    text = last_text(await bot_driver.send("/daily", user_id=80, language_code="en"))
    await play_counts(bot_driver, db, 80)
    ecart_message = local_api.last_message(80)
    assert ecart_message is not None  # a photo of the six cards (pictures are on in private)
    assert "Part 4/4" in ecart_message.get("caption", ecart_message.get("text", ""))
    question = await pending(db, 80)
    assert [b for b in callback_datas(local_api.calls[-1:])] == [
        f"e:{question.id}:{i}" for i in range(6)
    ]
    sent = texts(await lay_away_with_buttons(bot_driver, db, 80, best_lay_away(TODAY)))
    assert (
        "the best of the 15 lay-aways," in sent[0] and "Part 4/4 ✅: 10 for, 0 against." in sent[0]
    )
    assert "half point" not in sent[0]  # the best lay-away lost nothing: no scale to explain
    result = sent[-1]
    assert "done!" in result and "✅✅✅✅" in result and "Streak: 1 day" in result
    row = await db.daily.daily_result(80, TODAY)
    assert row is not None and row.finished and row.contre == 0
    assert row.detail[3]["part"] == "ecart" and row.detail[3]["rank"] == 1
    points = row.pour
    assert f"Muggins 2026-11-23 ✅✅✅✅ {points} pts · 🔥 1" in result
    # /daily again: the result, never another deal.
    again = last_text(await bot_driver.send("/daily", user_id=80, language_code="en"))
    assert "done!" in again and await db.questions.pending_question(80, 80) is None
    assert text  # the first part was shown at once
    # The écart's buttons are gone, and an old press is told the challenge is over.
    calls = await bot_driver.press(
        f"e:{question.id}:0", question.message_id or 0, user_id=80, language_code="en"
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]


async def test_a_typed_ecart_in_french_and_the_scale(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/defi", user_id=81, language_code="fr")
    await play_counts(bot_driver, db, 81, "fr")
    worst = worst_lay_away(TODAY)
    typed = " ".join(str(card) for card in worst)  # English codes are read in French too
    sent = texts(await bot_driver.send(typed, user_id=81, language_code="fr"))
    assert "le moins bon des 15 écarts," in sent[0] and "/15" not in sent[0]
    assert "15e meilleur" not in sent[0]
    # the verdict speaks of points lost on average: the part's points say how they came,
    # a half point begun counting whole (2,15 lost is 5 contre, not 4)
    scale = (
        "Au défi du jour, le meilleur écart rapporte 10 points, "
        "et un de moins par demi-point perdu en moyenne (arrondi à la hausse)."
    )
    assert scale in sent[0]
    row = await db.daily.daily_result(81, TODAY)
    assert row is not None and row.finished
    ecart_part = row.detail[3]
    loss = analyse(challenge_for(TODAY).ecart, tables=shipped_crib_tables())
    expected = ecart_result(loss[0].total_ev - loss[-1].total_ev, rank=15)
    assert (ecart_part["pour"], ecart_part["contre"]) == (expected.pour, expected.contre)
    assert expected.contre > 0
    assert "Défi du jour" in sent[-1] and "terminé" in sent[-1]


async def test_streaks_through_the_chat_and_stats(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    async def finish(day: datetime) -> str:
        clock.now = day
        await bot_driver.send("/daily", user_id=82, language_code="en")
        await play_counts(bot_driver, db, 82)
        local = day.astimezone(TORONTO).date()
        typed = " ".join(str(card) for card in best_lay_away(local))
        return texts(await bot_driver.send(typed, user_id=82, language_code="en"))[-1]

    assert "Streak: 1 day (best: 1)" in await finish(datetime(2026, 11, 20, 23, 0, tzinfo=UTC))
    # 23:30 in Toronto is already the 22nd in UTC: the local day counts.
    assert "Streak: 2 days (best: 2)" in await finish(datetime(2026, 11, 22, 4, 30, tzinfo=UTC))
    assert "Streak: 3 days (best: 3)" in await finish(datetime(2026, 11, 22, 17, 0, tzinfo=UTC))
    # A day missed: the streak starts over, the best stays.
    assert "Streak: 1 day (best: 3)" in await finish(datetime(2026, 11, 24, 17, 0, tzinfo=UTC))
    stats = last_text(await bot_driver.send("/stats", user_id=82, language_code="en"))
    assert "Daily challenge: 4 days finished" in stats and "Streak: 1 day (best: 3)" in stats
    # the four days' best lay-aways count with /ecart's
    assert "4 lay-aways played, the best choice 4 times" in stats
    clock.now = datetime(2026, 11, 26, 17, 0, tzinfo=UTC)
    stats = last_text(await bot_driver.send("/stats", user_id=82, language_code="en"))
    assert "No streak under way (best: 3 days)" in stats


@pytest.mark.parametrize(
    ("lang", "under_way", "nothing", "finished"),
    [
        (
            "fr",
            "Défi d'aujourd'hui\u00a0: 1 étape sur 4 faite (/defi pour le finir).",
            "Aucune main comptée",
            "Défi du jour\u00a0: 1 jour terminé",
        ),
        (
            "en",
            "Today's challenge: 1 part of 4 done (/daily to finish it).",
            "No hand counted",
            "Daily challenge: 1 day finished",
        ),
    ],
)
async def test_stats_show_todays_challenge_under_way(
    bot_driver: Driver,
    db: Database,
    clock: Clock,
    lang: str,
    under_way: str,
    nothing: str,
    finished: str,
) -> None:
    """Played: a new member counted the challenge's first hand, then /statistiques said
    « Rien de compté pour l'instant : essayez /main! » above « Club : 1 sur 1 »."""
    user = 84 if lang == "fr" else 85

    async def stats() -> str:
        text = last_text(await bot_driver.send("/stats", user_id=user, language_code=lang))
        return text.replace("&#x27;", "'")

    await bot_driver.send("/daily", user_id=user, language_code=lang)
    await answer_exactly(bot_driver, db, user, lang)
    shown = await stats()
    assert under_way in shown and nothing not in shown
    for _ in range(2):
        await answer_exactly(bot_driver, db, user, lang)
    typed = " ".join(str(card) for card in best_lay_away(TODAY))
    await bot_driver.send(typed, user_id=user, language_code=lang)
    shown = await stats()
    assert finished in shown and under_way.split("1")[0] not in shown


async def test_a_replay_runs_to_its_result_without_a_streak(
    bot_driver: Driver, db: Database, clock: Clock
) -> None:
    await bot_driver.send("/daily 2026-11-01", user_id=83, language_code="en")
    await play_counts(bot_driver, db, 83)
    typed = " ".join(str(card) for card in best_lay_away(date(2026, 11, 1)))
    result = texts(await bot_driver.send(typed, user_id=83, language_code="en"))[-1]
    assert "2026-11-01 🔁 ✅✅✅✅" in result and "does not count for streaks" in result
    assert "🔥" not in result.split("<code>")[1]
    assert await db.daily.finished_days(83) == []


@pytest.mark.parametrize(
    ("start", "offsets"),
    [
        (datetime(2026, 3, 6, 12, tzinfo=TORONTO), [-5, -5, -4, -4]),  # spring forward, Mar 8
        (datetime(2026, 10, 30, 12, tzinfo=TORONTO), [-4, -4, -5, -5]),  # fall back, Nov 1
    ],
)
async def test_a_reminder_stays_at_local_time_across_dst(
    bot_driver: Driver, local_app: App, clock: Clock, start: datetime, offsets: list[int]
) -> None:
    await bot_driver.send("/remind 19:30", user_id=90, language_code="en")
    assert local_app.job_queue is not None
    [job] = local_app.job_queue.get_jobs_by_name(job_name(90))
    trigger = job.job.trigger
    fire, previous = start, None
    for offset in offsets:
        fire = trigger.get_next_fire_time(previous, fire)
        assert fire is not None
        local = fire.astimezone(TORONTO)
        assert (local.hour, local.minute) == (19, 30)
        assert local.utcoffset() == timedelta(hours=offset)
        previous, fire = fire, fire + timedelta(seconds=1)


async def test_each_part_shows_its_cards_as_a_picture(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    """With pictures on (private chats), every part's deal comes as one photo of its cards."""
    calls = await bot_driver.send("/daily", user_id=81, language_code="en")
    (photo,) = [call for call in calls if call.method == "sendPhoto"]
    assert "Part 1/4" in str(photo.params["caption"])
    await bot_driver.send("/pictures off", user_id=81, language_code="en")
    calls = await bot_driver.send("/daily", user_id=81, language_code="en")
    assert "sendPhoto" not in [call.method for call in calls]
    assert "Part 1/4" in last_text(calls)


@pytest.mark.parametrize(
    ("typed", "code", "shown", "zone"),
    [
        ("Gaspé", "fr-CA", "heure de l'Est (Québec, Ontario)", "America/Toronto"),
        (
            "Îles-de-la-Madeleine",
            "fr-CA",
            "heure de l'Atlantique (Îles-de-la-Madeleine, Maritimes)",
            "America/Halifax",
        ),
        ("EST", "en", "Eastern time (Quebec, Ontario)", "America/Toronto"),
        # it offered a button « DumontDUrville » (Antarctica)
        ("Drummondville", "fr-CA", "heure de l'Est (Québec, Ontario)", "America/Toronto"),
        ("Newfoundland", "en", "Newfoundland time", "America/St_Johns"),
        # it suggested Chihuahua (Mexico), and Edmonton (Mountain time) for Edmundston
        ("Chibougamau", "fr-CA", "heure de l'Est (Québec, Ontario)", "America/Toronto"),
        ("Caraquet", "fr-CA", "heure de l'Atlantique (Nouveau-Brunswick)", "America/Moncton"),
        ("Edmundston", "en", "Atlantic time (New Brunswick)", "America/Moncton"),
    ],
)
async def test_timezones_by_the_names_players_use(
    bot_driver: Driver, db: Database, typed: str, code: str, shown: str, zone: str
) -> None:
    command = "/fuseau" if code.startswith("fr") else "/tz"
    calls = await bot_driver.send(f"{command} {typed}", user_id=57, language_code=code)
    assert shown in last_text(calls)
    user = await db.users.get_user(57)
    assert user is not None and user.settings["tz"] == zone


async def test_a_forged_daily_button_in_a_group_posts_nothing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, clock: Clock
) -> None:
    calls = await bot_driver.press(
        "dy:go", 1, user_id=63, chat_id=GROUP, chat_type="supergroup", language_code="en"
    )
    assert texts(calls) == []  # no part of the day shown to the group
    (answer,) = [c for c in calls if c.method == "answerCallbackQuery"]
    assert "private chat" in answer.params["text"] and answer.params.get("show_alert") is True
    assert await db.questions.pending_question(63, GROUP) is None


async def test_tz_in_a_group_says_whose_zone_it_is(bot_driver: Driver, clock: Clock) -> None:
    """Played: in a club's group, Zoé typed /fuseau Paris and Émile /fuseau; the group read
    « C'est fait. Votre fuseau horaire : Paris. » and « Votre fuseau horaire : heure de l'Est »,
    neither saying whose."""
    said = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": "fr"}
    (done,) = texts(await bot_driver.send("/fuseau Paris", user_id=86, first_name="Zoé", **said))
    assert done.startswith("<b>Zoé</b> — C'est fait. Votre fuseau horaire")
    (shown,) = texts(await bot_driver.send("/fuseau", user_id=87, first_name="Émile", **said))
    assert shown.startswith("<b>Émile</b> — Votre fuseau horaire")
    (unknown,) = texts(await bot_driver.send("/fuseau zzz", user_id=87, first_name="Émile", **said))
    assert unknown.startswith("<b>Émile</b>\u00a0: Je ne connais pas le fuseau horaire")
    (alone,) = texts(await bot_driver.send("/fuseau", user_id=87, language_code="fr"))
    assert alone.startswith("Votre fuseau horaire")  # in private: no name
