"""The coach in the chat: coached deals for a weak player, random deals for the others, misses
brought back by /review, /coach and its buttons, /stats ratings, the weekly job across a
restart."""

from __future__ import annotations

import random
from datetime import UTC, datetime, time, timedelta

import pytest
from tg_checks import callback_datas

from bot.coach.questions import Drill, observe
from bot.coach.review import REVIEW_KEY
from bot.drills.deals import Deal, DrillKind, deal_drill
from bot.drills.peg import PegCountQuestion
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.themes import Theme
from bot.storage import Database, Question
from bot.tg.app import build_app, running
from bot.tg.coach_weekly import job_name, weekly_text
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
from bot.views.coach import PROVISIONAL_RD

LANGS = ["en", "fr"]
NOBS_HAND = Deal(DrillKind.HAND, tuple(parse_cards("2C 4D 6S JH")), parse_card("KH"), True)
PLAIN_HANDS = [
    Deal(DrillKind.HAND, tuple(parse_cards(h)), parse_card(s), True)
    for h, s in [("2C 4D 6S 8H", "KC"), ("5C 5D 10S QH", "AS"), ("3C 4D 5S 9H", "KC")]
]


async def pending(db: Database, user: int, chat: int | None = None) -> Question:
    question = await db.questions.pending_question(user, user if chat is None else chat)
    assert question is not None
    return question


async def deal_and_answer(
    driver: Driver, db: Database, user: int, *, miss: set[Theme], lang: str = "en"
) -> Deal:
    """/hand, then the right total unless the hand holds a theme of `miss` (one short then)."""
    await driver.send("/hand", user_id=user, language_code=lang)
    question = await pending(db, user)
    deal = Deal.from_dict(question.deal)
    seen = observe("hand", question.deal)
    assert seen is not None
    total = deal.score().total
    said = total - 1 if miss & set(seen.themes) else total
    await driver.send(str(said), user_id=user, language_code=lang)
    return deal


async def seed(db: Database, user: int, *, nobs_misses: int, right: int) -> None:
    """A history: nobs missed `nobs_misses` times, plain hands right `right` times."""
    await db.users.get_or_create_user(user)
    nobs = observe("hand", NOBS_HAND.to_dict())
    assert nobs is not None
    for _ in range(nobs_misses):
        await db.coach.record_try(
            user_id=user, seen=nobs, won=False, kind="hand", deal=NOBS_HAND.to_dict()
        )
    for i in range(right):
        deal = PLAIN_HANDS[i % len(PLAIN_HANDS)]
        seen = observe("hand", deal.to_dict())
        assert seen is not None
        await db.coach.record_try(user_id=user, seen=seen, won=True, kind="hand", deal={})


async def pictures_off(driver: Driver, user: int) -> None:
    await driver.send("/pictures off", user_id=user, language_code="en")


# -- Deals chosen for the player -------------------------------------------------------------


async def test_a_player_who_always_misses_nobs_meets_it_in_a_third_of_the_hands(
    bot_driver: Driver, db: Database
) -> None:
    user = 700
    await pictures_off(bot_driver, user)
    await seed(db, user, nobs_misses=3, right=12)
    with_nobs = 0
    for _ in range(100):
        deal = await deal_and_answer(bot_driver, db, user, miss={Theme.NOBS})
        with_nobs += Theme.NOBS in (observe("hand", deal.to_dict()) or ()).themes  # type: ignore[union-attr]
    assert with_nobs >= 34  # random deals hold his nobs about once in thirteen
    records = {r.stat.theme: r.stat for r in await db.coach.theme_records(user)}
    assert records[Theme.NOBS].misses == 3 + with_nobs
    assert records[Theme.NOBS].accuracy == 0.0


async def test_a_player_with_no_weakness_gets_random_deals(
    bot_driver: Driver, db: Database
) -> None:
    user = 701
    await pictures_off(bot_driver, user)
    served = [await deal_and_answer(bot_driver, db, user, miss=set()) for _ in range(30)]
    rng = random.Random(1234)
    assert served == [deal_drill(DrillKind.HAND, rng) for _ in range(30)]
    rating = await db.coach.get_rating(user, Drill.HAND)
    assert rating.rating > 1500


async def test_coach_off_gives_random_deals_even_with_a_weakness(
    bot_driver: Driver, db: Database
) -> None:
    user = 702
    await pictures_off(bot_driver, user)
    await seed(db, user, nobs_misses=5, right=10)
    await bot_driver.send("/coach off", user_id=user, language_code="en")
    served = [await deal_and_answer(bot_driver, db, user, miss=set()) for _ in range(15)]
    rng = random.Random(1234)
    assert served == [deal_drill(DrillKind.HAND, rng) for _ in range(15)]


@pytest.mark.parametrize("lang", LANGS)
async def test_coach_on_promises_weak_spot_deals_only_to_a_player_with_one(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """Played: « /entraineur oui » answered « vos donnes travailleront vos points faibles » to
    a player with none, whose deals all stayed random."""
    fresh, weak = (703, 704) if lang == "en" else (705, 706)
    await seed(db, weak, nobs_misses=5, right=10)
    (none,) = texts(await bot_driver.send("/coach on", user_id=fresh, language_code=lang))
    (some,) = texts(await bot_driver.send("/coach on", user_id=weak, language_code=lang))
    random_ = {"en": "your deals stay random", "fr": "vos donnes restent au hasard"}[lang]
    assert random_ in none and random_ not in some
    work = {"en": "will work on your weak spots", "fr": "travailleront vos points faibles"}
    assert work[lang] in some and work[lang] not in none


# -- Misses brought back ---------------------------------------------------------------------


async def make_due(db: Database, user: int) -> None:
    """As if the review's interval had passed."""
    past = (datetime.now(UTC) - timedelta(minutes=1)).isoformat(timespec="milliseconds")
    async with db.transaction() as conn:
        await conn.execute("UPDATE coach_reviews SET due_at = ? WHERE user_id = ?", (past, user))


async def misses(
    driver: Driver,
    db: Database,
    user: int,
    said: dict[str, str],
    *,
    n: int,
    chat: int | None = None,
) -> None:
    """`n` hands missed by one point (in `chat`, the player's private chat by default), all
    due for review; `said`: the sender's fields (language, chat)."""
    for _ in range(n):
        await driver.send("/hand", user_id=user, **said)
        missed = Deal.from_dict((await pending(db, user, chat)).deal)
        await driver.send(str(missed.score().total + 1), user_id=user, **said)
    await make_due(db, user)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_missed_hand_comes_back_after_its_interval(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 710 if lang == "en" else 711
    await pictures_off(bot_driver, user)
    await bot_driver.send("/hand", user_id=user, language_code=lang)
    missed = await pending(db, user)
    original = Deal.from_dict(missed.deal)
    await bot_driver.send(str(original.score().total + 1), user_id=user, language_code=lang)
    (nothing,) = texts(await bot_driver.send("/review", user_id=user, language_code=lang))
    assert {"en": "Nothing to review now", "fr": "Rien à revoir pour l"}[lang] in nothing
    await make_due(db, user)
    calls = await bot_driver.send("/review", user_id=user, language_code=lang)
    intro = texts(calls)[0]
    assert {"en": "A question you missed", "fr": "Une question que vous avez manquée"}[
        lang
    ] in intro
    back = await pending(db, user)
    assert back.id != missed.id
    assert isinstance(back.deal[REVIEW_KEY], int)
    again = Deal.from_dict(back.deal)
    assert sorted(c.rank for c in (*again.hand, again.starter)) == sorted(
        c.rank for c in (*original.hand, original.starter)
    )
    assert {*again.hand, again.starter} != {*original.hand, original.starter}
    assert again.score().total == original.score().total
    rating = await db.coach.get_rating(user, Drill.HAND)
    await bot_driver.send(str(again.score().total), user_id=user, language_code=lang)
    assert await db.coach.get_rating(user, Drill.HAND) == rating  # a replay is not rated
    review = await db.coach.get_review(int(back.deal[REVIEW_KEY]))
    assert review is not None and review.box == 1 and review.due_at is not None
    due = datetime.fromisoformat(review.due_at)
    assert timedelta(days=2, hours=23) < due - datetime.now(UTC) <= timedelta(days=3)
    assert await db.coach.due_reviews(user) == []


@pytest.mark.parametrize("lang", LANGS)
async def test_a_review_says_how_many_more_misses_wait(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """Played: /revoir with 4 misses due dealt one; its answer offered « Main suivante », a
    random hand, and nothing said the 3 others were waiting."""
    user = 716 if lang == "en" else 717
    await pictures_off(bot_driver, user)
    for _ in range(2):
        await bot_driver.send("/hand", user_id=user, language_code=lang)
        missed = Deal.from_dict((await pending(db, user)).deal)
        await bot_driver.send(str(missed.score().total + 1), user_id=user, language_code=lang)
    await make_due(db, user)
    more = {"en": "1 more to review after this one: /review", "fr": "Encore 1 question à"}[lang]
    first = texts(await bot_driver.send("/review", user_id=user, language_code=lang))[0]
    assert more in first
    again = Deal.from_dict((await pending(db, user)).deal)
    await bot_driver.send(str(again.score().total), user_id=user, language_code=lang)
    last = texts(await bot_driver.send("/review", user_id=user, language_code=lang))[0]
    assert {"en": "A question you missed", "fr": "Une question que vous avez manquée"}[lang] in last
    assert {"en": "more to review", "fr": "Encore"}[lang] not in last


async def _miss_due_on_march_2_evening(
    bot_driver: Driver, db: Database, user: int, lang: str
) -> None:
    """A hand missed, its review due at 20:30 on March 2 in Toronto (01:30 UTC on March 3)."""
    await pictures_off(bot_driver, user)
    await bot_driver.send("/hand", user_id=user, language_code=lang)
    missed = Deal.from_dict((await pending(db, user)).deal)
    await bot_driver.send(str(missed.score().total + 1), user_id=user, language_code=lang)
    async with db.transaction() as conn:  # 20:30 on March 2 in Toronto
        await conn.execute(
            "UPDATE coach_reviews SET due_at = '2099-03-03T01:30:00.000+00:00' WHERE user_id = ?",
            (user,),
        )


async def _next_review_said(
    bot_driver: Driver, db: Database, local_app: App, user: int, lang: str
) -> tuple[str, str, str]:
    """What /review, /coach and the weekly message say of the next review."""
    (nothing,) = texts(await bot_driver.send("/review", user_id=user, language_code=lang))
    (coach,) = texts(await bot_driver.send("/coach", user_id=user, language_code=lang))
    player = await db.users.get_user(user)
    assert player is not None
    weekly = await weekly_text(local_app, player)
    return nothing, coach, weekly


def button_labels(calls: list[ApiCall]) -> list[str]:
    """The labels of the inline buttons sent in `calls`."""
    return [
        str(b["text"])
        for call in calls
        if isinstance(markup := call.params.get("reply_markup"), dict)
        for row in markup.get("inline_keyboard", [])
        for b in row
    ]


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "Next question to review"), ("fr", "Question suivante à revoir")],
)
async def test_the_verdict_on_a_review_offers_the_next_one(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str, label: str
) -> None:
    """Before: the verdict on a miss dealt again by /revoir offered only « Main suivante » (a
    random hand) while more misses waited. Now: « Question suivante à revoir » on top, which
    deals the next miss as /revoir does; the last one's verdict no longer offers it."""
    user = 718 if lang == "en" else 719
    await pictures_off(bot_driver, user)
    await misses(bot_driver, db, user, {"language_code": lang}, n=2)
    await bot_driver.send("/review", user_id=user, language_code=lang)
    first = await pending(db, user)
    total = Deal.from_dict(first.deal).score().total
    calls = await bot_driver.send(str(total), user_id=user, language_code=lang)
    assert button_labels(calls)[0] == label, button_labels(calls)
    assert list(callback_datas(calls))[:2] == ["co:r", "d:hand"]
    message = local_api.last_message(user)
    assert message is not None
    intro = texts(await bot_driver.press_button(message, 1, user_id=user, language_code=lang))[0]
    assert {"en": "A question you missed", "fr": "Une question que vous avez manquée"}[
        lang
    ] in intro
    second = await pending(db, user)
    assert second.id != first.id and isinstance(second.deal[REVIEW_KEY], int)
    assert second.deal[REVIEW_KEY] != first.deal[REVIEW_KEY]
    total = Deal.from_dict(second.deal).score().total
    calls = await bot_driver.send(str(total), user_id=user, language_code=lang)
    assert "co:r" not in list(callback_datas(calls))
    assert label not in button_labels(calls)


@pytest.mark.parametrize(
    ("lang", "today", "day"),
    [
        ("fr", "aujourd'hui à 20\u00a0h\u00a030", "2 mars"),
        ("en", "today at 8:30", "March 2"),
    ],
)
async def test_a_review_due_later_today_says_today_and_its_time(
    bot_driver: Driver, db: Database, local_app: App, lang: str, today: str, day: str
) -> None:
    """Played: /revoir at 13 h said « Rien à revoir pour l'instant; la prochaine question
    revient le 2 mars 2099 » on March 2 itself: today's date, as if the miss were lost."""
    user = 714 if lang == "en" else 715
    await _miss_due_on_march_2_evening(bot_driver, db, user, lang)
    local_app.bot_data.clock = lambda: datetime(2099, 3, 2, 18, 0, tzinfo=UTC)  # 13:00 there
    nothing, coach, weekly = await _next_review_said(bot_driver, db, local_app, user, lang)
    for text in (nothing, coach, weekly):
        assert today in text and day not in text


@pytest.mark.parametrize(
    ("lang", "day", "utc_day"),
    [("fr", "lundi 2 mars", "mardi 3 mars"), ("en", "Monday, March 2", "Tuesday, March 3")],
)
async def test_the_next_review_is_dated_where_the_player_lives(
    bot_driver: Driver, db: Database, local_app: App, lang: str, day: str, utc_day: str
) -> None:
    """Played: a hand missed at 20:30 in Québec (01:30 UTC) came back the next evening, but
    /revoir and /entraineur said it would come back in two days (the UTC date)."""
    user = 712 if lang == "en" else 713
    await _miss_due_on_march_2_evening(bot_driver, db, user, lang)
    nothing, coach, weekly = await _next_review_said(bot_driver, db, local_app, user, lang)
    for text in (nothing, coach, weekly):
        assert day in text and utc_day not in text


@pytest.mark.parametrize(
    ("lang", "tomorrow", "day"),
    [
        ("fr", "demain à 20\u00a0h\u00a030", "2 mars"),
        ("en", "tomorrow at 8:30", "March 2"),
    ],
)
async def test_a_review_due_tomorrow_says_tomorrow_and_its_time(
    bot_driver: Driver, db: Database, local_app: App, lang: str, tomorrow: str, day: str
) -> None:
    """A miss comes back the next day, the usual case: /revoir said « la prochaine question
    revient le 2 mars 2099 » on March 1, a date to work out where « demain à 20 h 30 » says it."""
    user = 716 if lang == "en" else 717
    await _miss_due_on_march_2_evening(bot_driver, db, user, lang)
    local_app.bot_data.clock = lambda: datetime(2099, 3, 1, 18, 0, tzinfo=UTC)  # 13:00 there
    for text in await _next_review_said(bot_driver, db, local_app, user, lang):
        assert tomorrow in text and day not in text


async def test_a_missed_pegging_card_and_lay_away_come_back(
    bot_driver: Driver, db: Database
) -> None:
    user = 712
    await pictures_off(bot_driver, user)
    await bot_driver.send("/peg count", user_id=user, language_code="en")
    question = await pending(db, user)
    count = PegCountQuestion.from_dict(question.deal)
    await bot_driver.send(str(count.score().total + 3), user_id=user, language_code="en")
    await make_due(db, user)
    await bot_driver.send("/review", user_id=user, language_code="en")
    back = await pending(db, user)
    assert back.kind == "peg-count"
    again = PegCountQuestion.from_dict(back.deal)
    assert [c.rank for c in again.pile] == [c.rank for c in count.pile]
    assert again.score().total == count.score().total
    assert (await db.coach.get_rating(user, Drill.PEG)).rating < 1500


# -- /coach ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "named"), [("en", "/discard"), ("fr", "/ecart")])
async def test_coach_names_the_commands_the_player_knows(
    bot_driver: Driver, lang: str, named: str
) -> None:
    """Played: an English /coach said "answer a few questions (/hand, /peg, /ecart)", the
    French name of /discard, which English /help never shows."""
    user = 722 if lang == "en" else 723
    (empty,) = texts(await bot_driver.send("/coach", user_id=user, language_code=lang))
    (helped,) = texts(await bot_driver.send("/help", user_id=user, language_code=lang))
    assert f"{named})" in empty and named in helped


@pytest.mark.parametrize("lang", LANGS)
async def test_coach_message_and_its_practise_button(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    user = 720 if lang == "en" else 721
    await pictures_off(bot_driver, user)
    (empty,) = texts(await bot_driver.send("/coach", user_id=user, language_code=lang))
    assert {"en": "No level yet", "fr": "Pas encore de niveau"}[lang] in empty
    helped = "\n".join(texts(await bot_driver.send("/help all", user_id=user, language_code=lang)))
    assert "rating" not in empty + helped  # « level », as /coach and /stats say it
    await seed(db, user, nobs_misses=4, right=12)
    calls = await bot_driver.send("/coach", user_id=user, language_code=lang)
    (text,) = texts(calls)
    words = {
        # seeded today: no level a week ago, so no trend (« pour l'instant »)
        "en": ["Your coach", "Counting a hand", "for now", "his nobs", "0% right", "2♣"],
        "fr": [
            "Votre entraîneur",
            "Compter une main",
            "pour l'instant",
            "valet",
            "de réussite",
            "2♣",
        ],
    }[lang]
    assert all(w in text for w in words), text
    assert list(callback_datas(calls)) == ["co:p:nobs"]
    message = local_api.last_message(user)
    assert message is not None
    await bot_driver.press_button(message, 1, user_id=user, language_code=lang)
    question = await pending(db, user)
    seen = observe(question.kind, question.deal)
    assert seen is not None and Theme.NOBS in seen.themes


async def test_coach_with_pictures_sends_a_chart(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    user = 722
    await seed(db, user, nobs_misses=3, right=6)
    calls = await bot_driver.send("/coach", user_id=user, language_code="en")
    photos = [c for c in calls if c.method == "sendPhoto"]
    assert len(photos) == 1
    assert "Your coach" in texts(calls)[0]


async def test_coach_offers_the_misses_due_first(bot_driver: Driver, db: Database) -> None:
    user = 723
    await pictures_off(bot_driver, user)
    await seed(db, user, nobs_misses=3, right=6)
    await make_due(db, user)
    calls = await bot_driver.send("/coach", user_id=user, language_code="en")
    assert "3 misses to review now" in texts(calls)[0]
    assert list(callback_datas(calls)) == ["co:r"]


@pytest.mark.parametrize(
    ("typed", "lang", "answer"),
    [
        ("/coach maybe", "en", "I don't know “maybe”:"),
        ("/coach weekly soon", "en", "I don't know “soon”:"),
        ("/coach on", "en", "Coaching on"),
        # unquoted, « Je ne connais pas peut-être » read as "I don't know, maybe"
        ("/entraineur peut-être", "fr", "Je ne connais pas «\u00a0peut-être\u00a0»\u00a0:"),
        ("/entraineur <b>", "fr", "Je ne connais pas «\u00a0&lt;b&gt;\u00a0»\u00a0:"),
    ],
)
async def test_coach_words(bot_driver: Driver, typed: str, lang: str, answer: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=724, language_code=lang))
    assert answer in text


async def test_a_forged_practise_button_no_longer_works(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/coach", user_id=725, language_code="en")
    message = local_api.last_message(725)
    assert message is not None
    calls = await bot_driver.press(
        "co:p:nonsense", message["message_id"], user_id=725, language_code="en"
    )
    assert [c.method for c in calls] == ["answerCallbackQuery"]
    assert calls[0].params.get("text") == "This button no longer works."


async def test_stats_show_the_ratings(bot_driver: Driver, db: Database) -> None:
    user = 726
    await pictures_off(bot_driver, user)
    await deal_and_answer(bot_driver, db, user, miss=set())
    (text,) = texts(await bot_driver.send("/stats", user_id=user, language_code="en"))
    assert "Your level (beginner, skilled, expert)" in text
    assert "Counting a hand: " in text and " for now (1 try; 1," in text
    assert " level points, expert from 1,700)" in text


# -- The weekly message ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "told"),
    [
        ("fr", "Chaque lundi à 9\u00a0h, heure de l'Est (Québec, Ontario), je vous dirai"),
        ("en", "Every Monday at 9:00\u202fAM, Eastern time (Quebec, Ontario), I will tell you"),
    ],
)
async def test_weekly_names_the_time_as_players_do(
    bot_driver: Driver, code: str, told: str
) -> None:
    """Played: /entraineur hebdo said « Chaque lundi à 9 h (America/Toronto) »."""
    (text,) = texts(await bot_driver.send("/coach weekly", user_id=731, language_code=code))
    assert told in text and "America/" not in text


@pytest.mark.parametrize(
    ("code", "said", "told"),
    [
        (
            "fr",
            "Le message de la semaine arrive en privé : le bouton ci-dessous ouvre notre"
            " conversation et y active le message.",
            "Chaque lundi à 9 h",
        ),
        (
            "en",
            "The weekly message comes in a private chat: the button below opens it and turns"
            " the message on.",
            "Every Monday at 9:00",
        ),
    ],
)
async def test_weekly_asked_in_a_group_gives_a_button_that_turns_it_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, code: str, said: str, told: str
) -> None:
    """Played: /entraineur hebdo in the club's group answered « écrivez-moi là », with no way
    there: a member of 72 had to find the bot's private chat and type the command again. Now
    the answer has a button to the private chat (as /oublier's has) that turns it on there."""
    group = -100_731
    calls = await bot_driver.send(
        "/coach weekly", user_id=732, chat_id=group, chat_type="supergroup", language_code=code
    )
    (text,) = texts(calls)
    assert text.replace("\u00a0", " ") == f"<b>Player</b> — {said}"  # whose: her name, in bold
    message = local_api.last_message(group)
    assert message is not None
    (link,) = inline_buttons(message)
    assert link["url"] == "https://t.me/muggins_bot?start=coach_weekly"
    (turned_on,) = texts(
        await bot_driver.send("/start coach_weekly", user_id=732, language_code=code)
    )
    assert (
        turned_on.replace("\u00a0", " ")
        .replace("\u202f", " ")
        .startswith(told.replace("\u202f", " "))
    )
    user = await db.users.get_user(732)
    assert user is not None and user.settings.get("coach_weekly") is True


async def test_weekly_job_is_scheduled_and_survives_a_restart(
    bot_driver: Driver, db: Database, local_app: App, tg_config: Config
) -> None:
    user = 730
    await seed(db, user, nobs_misses=3, right=3)
    (group,) = texts(
        await bot_driver.send("/coach weekly", user_id=user, chat_id=-100_730, chat_type="group")
    )
    assert "private chat" in group or "privé" in group
    (text,) = texts(await bot_driver.send("/coach weekly", user_id=user, language_code="en"))
    assert "Every Monday at 9:00" in text
    assert local_app.job_queue is not None
    (job,) = local_app.job_queue.get_jobs_by_name(job_name(user))
    assert job.next_t is not None
    assert job.next_t.weekday() == 0
    assert job.next_t.time() == time(9, 0)
    second_api = LocalBotApi()
    second = build_app(tg_config, request=second_api, rng=random.Random(1))
    async with running(second):
        assert second.job_queue is not None
        (again,) = second.job_queue.get_jobs_by_name(job_name(user))
        await again.run(second)
        (weekly,) = second_api.sent_texts(user)
        assert "Your week with the coach" in weekly
        assert "To work on: his nobs" in weekly
    await bot_driver.send("/coach weekly off", user_id=user, language_code="en")
    assert all(j.removed for j in local_app.job_queue.get_jobs_by_name(job_name(user)))


async def test_the_weekly_message_is_not_posted_to_a_player_who_blocked_the_bot(
    bot_driver: Driver, db: Database, local_app: App, local_api: LocalBotApi
) -> None:
    """A player who blocked the bot (`my_chat_member`: their chat marked inactive): the weekly
    job used to post anyway, a sendMessage refused with a 403; now it turns the message off
    without calling Telegram."""
    user = 732
    await bot_driver.send("/coach weekly", user_id=user, language_code="en")
    await bot_driver.process(
        make_my_chat_member_update(user, "member", "kicked", from_user_id=user, chat_type="private")
    )
    assert local_app.job_queue is not None
    (job,) = local_app.job_queue.get_jobs_by_name(job_name(user))
    local_api.clear()
    await job.run(local_app)
    assert local_api.calls == []
    assert all(j.removed for j in local_app.job_queue.get_jobs_by_name(job_name(user)))
    stored = await db.users.get_user(user)
    assert stored is not None and not stored.settings.get("coach_weekly")
    assert bot_driver.errors == []


async def test_forget_erases_the_coach_and_its_weekly_job(
    bot_driver: Driver, db: Database, local_app: App
) -> None:
    user = 731
    await seed(db, user, nobs_misses=3, right=2)
    await bot_driver.send("/coach weekly", user_id=user, language_code="en")
    await bot_driver.send("/forget", user_id=user, language_code="en")
    await bot_driver.press(f"cf:{user}:yes", 1, user_id=user, language_code="en")
    assert await db.coach.ratings(user) == []
    assert await db.coach.theme_records(user) == []
    assert (await db.coach.overview(user)).next_due is None
    assert local_app.job_queue is not None
    assert all(j.removed for j in local_app.job_queue.get_jobs_by_name(job_name(user)))


async def test_a_quiz_answer_moves_the_quiz_rating(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    user = 732
    await bot_driver.send("/quiz", user_id=user, language_code="en")
    (poll,) = local_api.sent_polls(user)
    (right,) = poll["correct_option_ids"]
    await bot_driver.answer_poll(poll["id"], (int(right) + 1) % len(poll["options"]), user_id=user)
    (rating,) = await db.coach.ratings(user)
    assert (rating.drill, rating.games, rating.wins) == (Drill.QUIZ, 1, 0)
    assert rating.rating.rating < 1500
    assert (await db.coach.overview(user)).next_due is None  # a poll is not brought back


@pytest.mark.parametrize(
    ("lang", "colon", "stats", "coach"),
    [
        ("fr", "\u00a0: ", "Vos progrès", "Votre entraîneur"),
        ("en", ": ", "Your progress", "Your coach"),
    ],
)
async def test_in_a_group_stats_and_coach_name_whose_they_are(
    bot_driver: Driver, lang: str, colon: str, stats: str, coach: str
) -> None:
    """Played: in a club's group, Zoé and Émile each typed /statistiques, then /entraineur;
    four posts said « Vos progrès » and « Votre entraîneur », none said whose. (/stats in a
    group is now their name and a button to the report in private.)"""
    group = -100_777
    for user, name in ((741, "Zoé"), (742, "Émile")):
        for command, head in (("/stats", f"<b>{name}</b>"), ("/coach", f"<b>{name}{colon}")):
            calls = await bot_driver.send(
                command,
                user_id=user,
                chat_id=group,
                chat_type="supergroup",
                first_name=name,
                language_code=lang,
            )
            (text,) = texts(calls)
            assert text.startswith(head), text
        assert text.startswith(f"<b>{name}{colon}{coach}</b>\n")
    (private,) = texts(await bot_driver.send("/stats", user_id=741, language_code=lang))
    assert private.startswith(f"<b>{stats}</b>\n")  # in private: no name


@pytest.mark.parametrize(("lang", "colon"), [("fr", "\u00a0: "), ("en", ": ")])
async def test_in_a_group_a_hand_names_the_player_as_the_language_writes_it(
    bot_driver: Driver, db: Database, lang: str, colon: str
) -> None:
    """Played: /revoir in a French club's group dealt the missed hand as « Réjean: Comptez
    votre main! » and graded it « Réjean: ✅ Exact », an English colon, where the coach's
    own posts and /jeu say « Réjean : » (« Réjean — ✅ Exact : … » for a verdict with a colon
    of its own)."""
    group, user = -100_778, 743 if lang == "fr" else 744
    said = {"chat_id": group, "chat_type": "supergroup", "first_name": "Réjean"}
    (asked,) = texts(await bot_driver.send("/hand", user_id=user, language_code=lang, **said))
    deal = Deal.from_dict((await pending(db, user, group)).deal)
    calls = await bot_driver.send(str(deal.score().total), user_id=user, language_code=lang, **said)
    assert asked.startswith(f"<b>Réjean{colon}")
    assert texts(calls)[0].startswith("<b>Réjean</b> — ✅ ")


async def test_in_a_group_review_names_whose_miss_it_is(bot_driver: Driver, db: Database) -> None:
    """Played: in a French club's group, /revoir posted « Une question que vous avez manquée,
    donnée de nouveau » for Réjean and « Rien à revoir » for Ginette, neither named."""
    group = -100_779
    said = {"chat_id": group, "chat_type": "supergroup", "language_code": "fr"}
    await bot_driver.send("/main", user_id=745, first_name="Réjean", **said)
    missed = Deal.from_dict((await pending(db, 745, group)).deal)
    await bot_driver.send(str(missed.score().total + 1), user_id=745, first_name="Réjean", **said)
    await make_due(db, 745)
    intro = texts(await bot_driver.send("/revoir", user_id=745, first_name="Réjean", **said))[0]
    assert intro.startswith("<b>Réjean</b>\u00a0: Une question à revoir")  # not « manquée »
    (nothing,) = texts(await bot_driver.send("/revoir", user_id=746, first_name="Ginette", **said))
    assert nothing.startswith("<b>Ginette</b> — Rien à revoir")
    (alone,) = texts(await bot_driver.send("/revoir", user_id=746, language_code="fr"))
    assert alone.startswith("Rien à revoir")  # in private: no name


async def test_the_weekly_message_does_not_rank_a_level_still_taking_shape(
    bot_driver: Driver, db: Database, local_app: App
) -> None:
    """Played: a new player missed some of their first hands; Monday's message put « Compter
    une main : débutant pour l'instant (6 essais…) » under « À surveiller », with no trend to
    say why (a level still settling shows none)."""
    user = 747
    await pictures_off(bot_driver, user)
    for _ in range(7):
        await deal_and_answer(bot_driver, db, user, miss=set(Theme), lang="fr")
    [rating] = await db.coach.ratings(user)
    assert rating.trend is None  # first tried this week: no trend
    player = await db.users.get_user(user)
    assert player is not None
    lines = (await weekly_text(local_app, player)).split("\n")
    assert "À surveiller\u00a0:" not in lines
    at = lines.index("Encore à préciser (quelques essais de plus)\u00a0:")
    assert lines[at + 1].startswith("• Compter une main\u00a0: débutant pour l'instant (")


async def test_a_first_week_level_is_not_said_to_fall(bot_driver: Driver, db: Database) -> None:
    """Played: a new member counted 12 cribs in their first days, a few right; /statistiques
    said « Compter une main : débutant, ▼ en baisse cette semaine », the week measured from
    the 1500 every newcomer starts at. A level first met this week has no trend: « pour
    l'instant ». A week later the trend is the change since then."""
    user = 748
    await pictures_off(bot_driver, user)
    for i in range(20):
        await deal_and_answer(bot_driver, db, user, miss=set(Theme) if i % 3 else set(), lang="fr")
    [rating] = await db.coach.ratings(user)
    assert rating.rating.rd <= PROVISIONAL_RD and rating.trend is None
    stats = texts(await bot_driver.send("/statistiques", user_id=user, language_code="fr"))[-1]
    assert "Compter une main\u00a0: débutant pour l'instant (" in stats
    assert "cette semaine" not in stats
    week_ago = (datetime.now(UTC) - timedelta(days=8)).date().isoformat()
    async with db.transaction() as conn:
        await conn.execute(
            "UPDATE coach_rating_days SET day = ? WHERE user_id = ?", (week_ago, user)
        )
    await deal_and_answer(bot_driver, db, user, miss=set(Theme), lang="fr")
    stats = texts(await bot_driver.send("/statistiques", user_id=user, language_code="fr"))[-1]
    assert "Compter une main\u00a0: débutant, ▼ en baisse cette semaine (" in stats
