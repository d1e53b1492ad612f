"""A deterministic fuzz of the whole bot through the in-process Bot API.

Every command and alias, in a private chat and in a group, in French and English, with nasty
arguments; random texts while each kind of question is pending; forged button data from every
`callback_data` pattern; stale presses after a restart; inline queries up to 256 characters.
Nothing may crash (`Driver` raises `HandlerError`), everything sent must be valid Telegram HTML
under 4096 characters with callback_data <= 64 bytes (the autouse check of test_handlers), and
the database must stay consistent. Seeded `random.Random`: every run sends the same updates.
The default run samples the arguments; `-m slow` runs every argument with every alias.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Collection
from typing import Any, Final

import pytest

from bot.drills.daily import Part, PartQuestion
from bot.drills.deals import Deal
from bot.drills.peg import PegCountQuestion
from bot.storage import Database, Question
from bot.tg import sender
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.handlers import registry
from bot.tg.local import (
    ApiCall,
    Driver,
    LocalBotApi,
    inline_buttons,
    make_my_chat_member_update,
    make_poll_answer_update,
    texts,
)

GROUP: Final = -100_900
LANGS: Final = ("fr", "en")
SEED: Final = 1812
ANY_LANGS: Final = (*LANGS, None, "zz", "fr-CA", "pt-BR", "EN")

NASTY: Final = (
    "",
    "nonsense",
    "garbage words here",
    "0",
    "-1",
    "999",
    "99999999999999999999999",
    "<b>&",
    "</b><i>x",
    "&amp; &lt; <script>alert(1)</script>",
    "😀🃏♥♦",
    "\u202eRTL \u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",
    "a\u200bb\u200c\u200d\ufeff",
    "5♥ J♣ 5♦ 5♣ 5♠",
    "5H 5H 5H 5H 5H",
    "5H 5D 5C JS 5S",
    "1999-02-30",
    "2999-01-01",
    "1999-12-31",
    "25:61",
    "-1:00",
    "Nowhere/Place",
    "../../etc/passwd",
    "yesterday",
    "x",
    "maybe",
    "7",
    "count 3",
    "on",
    "off",
    "tz Nowhere/Place",
    "time 25:61",
    "lang xx",
    "weekly maybe",
    "ties 7",
    "%s %d {0} {n}",
    "\x00\x01\x7f",
    "\u0660\u0668:\u0663\u0660",
    "time \u0660\u0668:\u0663\u0660",
    "\u0663",
    "\uff12\uff10\uff12\uff15-\uff10\uff11-\uff10\uff11",
    "\uff11\uff12",
    "x" * 4000,
    "♥" * 4000,
    "<b>" * 1000,
)
"""Arguments every command gets (the long ones keep the whole text under 4096)."""

TARGETED: Final = (
    "/quiz 0",
    "/quiz 999",
    "/daily 1999-02-30",
    "/daily 2999-01-01",
    "/remind 25:61",
    "/tz Nowhere/Place",
    "/score 5H 5H 5H 5H 5H",
    "/peg nonsense",
    "/ecart 7",
    "/top yesterday",
    "/variant x",
    "/pictures maybe",
)

CHATTER: Final = (
    "12",
    "0",
    "-3",
    "29",
    "31",
    "100000000000000000000000000",
    "15:4 r:3 n:1",
    "15:2 p:2",
    "15:x",
    "p:99 r:99",
    "go",
    "GO",
    "5H",
    "5H 5D",
    "5♥ 5♦",
    "10S JS",
    "AS AS",
    "ZZ QQ",
    "1 2",
    "0 5",
    "6 7",
    "hello",
    "<b>&",
    "😀",
    "\u200b",
    " ",
    "/",
    "muggins",
    "muggins 15:2",
    "\u0661\u0662",
    "15:\u0664 r:\u0663",
    "\uff15\uff28 \uff15\uff24",
)

CARDS: Final = [f"{r}{s}" for r in ("A", "2", "5", "10", "J", "K") for s in "SHDC"]


def nasty_text(rng: random.Random) -> str:
    """A random text: a known nasty one, a mix of them, random characters, or something long."""
    choice = rng.choice((0, 1, 1, 1, 2, 3, 4, 4, 5))
    if choice == 0:
        return rng.choice(NASTY) or "x"
    if choice == 1:
        return rng.choice(CHATTER)
    if choice == 2:
        return " ".join(rng.choice(CHATTER) for _ in range(rng.randint(2, 5)))
    if choice == 3:
        alphabet = "0123456789:;,. -+AJQKSHDC♥♦♣♠<>&/\\\"'é\u200b\u202e😀\n\t"
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 60))).strip() or "?"
    if choice == 4:
        return " ".join(rng.choice(CARDS) for _ in range(rng.randint(1, 7)))
    return (rng.choice(CHATTER) + " ") * rng.randint(10, 400)


def cap(text: str) -> str:
    """`text` cut to Telegram's 4096 characters for a message."""
    return text[:4096]


# -- Database consistency --------------------------------------------------------------------

CONSISTENCY: Final = {
    "two pending questions for one user and chat": """
        SELECT user_id, chat_id FROM questions WHERE state = 'pending'
        GROUP BY user_id, chat_id HAVING COUNT(*) > 1""",
    "an attempt without its question's user": """
        SELECT a.id FROM attempts a JOIN questions q ON q.id = a.question_id
        WHERE q.user_id <> a.user_id OR q.chat_id <> a.chat_id""",
    "an attempt of an unknown user": """
        SELECT a.id FROM attempts a LEFT JOIN users u ON u.tg_id = a.user_id
        WHERE u.tg_id IS NULL""",
    "an attempt for a question still pending": """
        SELECT a.id FROM attempts a JOIN questions q ON q.id = a.question_id
        WHERE q.state = 'pending'""",
    "an answered question without its attempt": """
        SELECT q.id FROM questions q WHERE q.state = 'answered' AND q.kind NOT LIKE 'daily-%'
        AND q.kind NOT LIKE 'kings-%'  -- Kings Cribbage records no attempt (its tile game)
        AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.question_id = q.id)
        AND NOT EXISTS (SELECT 1 FROM ecart_challenges e WHERE e.question_id = q.id)""",
    "an écart without its question's user": """
        SELECT e.id FROM ecart_challenges e JOIN questions q ON q.id = e.question_id
        WHERE q.user_id <> e.user_id OR q.chat_id <> e.chat_id""",
}


async def rows(db: Database, sql: str) -> list[Any]:
    async with db.snapshot() as conn, conn.execute(sql) as cursor:
        return list(await cursor.fetchall())


async def assert_consistent(db: Database) -> None:
    """The invariants of the questions and attempts, and SQLite's own checks."""
    for problem, sql in CONSISTENCY.items():
        assert await rows(db, sql) == [], problem
    assert await rows(db, "PRAGMA foreign_key_check") == []
    assert [tuple(r) for r in await rows(db, "PRAGMA integrity_check")] == [("ok",)]


# -- Sending ---------------------------------------------------------------------------------


def place(chat: str, user: int) -> dict[str, Any]:
    """The chat arguments of a message from `user` in a private chat or the group."""
    if chat == "group":
        return {"chat_id": GROUP, "chat_type": "supergroup"}
    return {"chat_id": user}


async def send(driver: Driver, text: str, user: int, chat: str, lang: str, **kw: Any) -> None:
    """Send one message; the driver raises if a handler crashed."""
    await driver.send(cap(text), user_id=user, language_code=lang, **place(chat, user), **kw)


async def add_bot_to_group(driver: Driver) -> None:
    await driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=900))


def command_cases(names: Collection[str] | None = None) -> list[tuple[str, str]]:
    """(command name, alias) for every alias of every command of the registry, read when
    called (a drill added to `registry.ENTRIES` is fuzzed too); `names`: only those
    commands."""
    table = registry.commands_table()
    return [
        (name, alias)
        for name, aliases in table.items()
        if names is None or name in names
        for alias in aliases
    ]


REPLIES: Final = ("sendMessage", "sendPhoto", "sendPoll")
SUBWORDS: Final = (
    *("tz", "time", "lang", "weekly", "ties", "off", "on", "count", "play", "round", "5", "6"),
    *("fadoq", "standard", "all", "week", "121", "61", "skunk", "3", "10"),
)
"""First words some commands read (settings, kinds, periods): each then gets a nasty rest."""


async def fuzz_commands(
    driver: Driver, db: Database, slow: bool, names: Collection[str] | None = None
) -> int:
    """Every alias (of the commands `names`, else of all) with nasty arguments in both chats
    and languages; the number sent.

    In a private chat every command gets an answer, and the French answer is not the English
    one (each is localized)."""
    rng = random.Random(SEED)
    await add_bot_to_group(driver)
    sent = 0
    for index, (_name, alias) in enumerate(command_cases(names)):
        user = 1000 + index
        if index % 2:
            driver.api.member_status[(GROUP, user)] = "administrator"
        for chat in ("private", "group"):
            args = list(NASTY) if slow else ["", *rng.sample(NASTY, 6)]
            args += [f"{word} {rng.choice(NASTY)}" for word in rng.sample(SUBWORDS, 3)]
            for arg in args:
                answers: dict[str, list[str]] = {}
                for lang in LANGS:
                    suffix = "@muggins_bot" if rng.random() < 0.2 and chat == "group" else ""
                    text = cap(f"/{alias}{suffix} {arg}".rstrip())
                    calls = await driver.send(
                        text, user_id=user, language_code=lang, **place(chat, user)
                    )
                    sent += 1
                    if chat == "private":
                        assert any(c.method in REPLIES for c in calls), (text, lang)
                    answers[lang] = texts(calls)
                if chat == "private" and answers["fr"]:
                    assert answers["fr"] != answers["en"], (alias, arg)
        await assert_consistent(db)
    for lang in LANGS:
        for chat in ("private", "group"):
            for text in TARGETED:
                await send(driver, text, 2000, chat, lang)
                sent += 1
    # Unknown commands and junk commands.
    for text in ("/nosuch", "/hand@other_bot", "/HAND", "/hand_x", "/x" * 30, "/ " + "a" * 100):
        for chat in ("private", "group"):
            await send(driver, text, 2001, chat, "en")
            sent += 1
    await assert_consistent(db)
    return sent


# -- Pending questions -----------------------------------------------------------------------


def answer_of(question: Question) -> str:
    """A right answer to a daily part (to move on to the next part)."""
    stored = PartQuestion.from_dict(question.deal)
    if stored.part is Part.PEG:
        return str(PegCountQuestion.from_dict(stored.deal).score().total)
    if stored.part is Part.ECART:
        return " ".join(stored.deal["ecart"]["cards"][:2])
    return str(Deal.from_dict(stored.deal).score().total)


async def pending_kind(db: Database, user: int, chat_id: int) -> Question | None:
    return await db.questions.pending_question(user, chat_id)


Setup = Callable[[Driver, Database, int, str, str], Any]


def kind_commands() -> dict[str, str]:
    """Each question kind a command asks, and that command (from the registry, read when
    called)."""
    return {k.name: k.asked_by for k in registry.all_kinds() if k.asked_by}


DAILY_KINDS: Final = tuple(f"daily-{part.value}" for part in Part)


async def make_pending(
    driver: Driver, db: Database, kind: str, user: int, chat: str, lang: str, day: str
) -> Question | None:
    """Make a question of `kind` pending for `user` (None if the bot won't in that chat)."""
    chat_id = GROUP if chat == "group" else user
    asked_by = kind_commands()
    if kind in asked_by:
        await send(driver, asked_by[kind], user, chat, lang)
        return await pending_kind(db, user, chat_id)
    if chat == "group":
        return None  # the daily challenge is played in private
    await send(driver, f"/daily {day}", user, chat, lang)
    for _ in range(4):
        question = await pending_kind(db, user, chat_id)
        if question is None or question.kind == kind or not question.kind.startswith("daily-"):
            return question
        await send(driver, answer_of(question), user, chat, lang)
    return await pending_kind(db, user, chat_id)


async def fuzz_pending(
    driver: Driver, db: Database, rounds: int, kinds: Collection[str] | None = None
) -> int:
    """Random texts, replies and other players' replies while each kind (of `kinds`, else
    every kind of the registry and the daily parts) is pending."""
    rng = random.Random(SEED + 1)
    sent = 0
    every = (*kind_commands(), *DAILY_KINDS)
    for index, kind in enumerate(k for k in every if kinds is None or k in kinds):
        for lang in LANGS:
            for chat in ("private", "group"):
                user = 3000 + 10 * index + (lang == "en")
                chat_id = GROUP if chat == "group" else user
                if lang == "fr":  # half the players see their cards as pictures
                    await send(driver, "/pictures on", user, "private", lang)
                for round_ in range(rounds):
                    day = f"2025-{1 + (round_ + index) % 12:02d}-{1 + rng.randrange(28):02d}"
                    question = await pending_kind(db, user, chat_id)
                    if question is None or question.kind != kind:
                        question = await make_pending(driver, db, kind, user, chat, lang, day)
                    if question is None:
                        break
                    reply: dict[str, Any] = {}
                    roll = rng.random()
                    if roll < 0.3 and question.message_id is not None:
                        reply = {"reply_to": question.message_id}
                    elif roll < 0.4:
                        reply = {"reply_to": rng.randint(1, 10**9)}
                    sender = user if rng.random() < 0.8 else user + 5
                    await send(driver, nasty_text(rng), sender, chat, lang, **reply)
                    sent += 1
        await assert_consistent(db)
    return sent


# -- Buttons ---------------------------------------------------------------------------------

SHAPES: Final = (
    "d:{w}",
    "k:{q}:{n}",
    "k:{q}:\u0663",
    "k:\u0661{q}:1",
    "pp:\u0661{q}:go",
    "e:\u0661{q}:\u0663",
    "cf:\u0661{q}:yes",
    "lang:{w}",
    "g:{n}:{w}",
    "dy:{w}",
    "tz:{w}",
    "pg:{w}",
    "pp:{q}:{c}",
    "e:{q}:{n}",
    "e:{q}:{w}",
    "e:new:{n}",
    "var:{w}",
    "ct:{w}",
    "cs:{w}:{w}",
    "cf:{q}:{w}",
)
WORDS: Final = (
    *("hand", "crib", "fr", "en", "go", "count", "round", "play", "ok", "u", "new", "yes", "no"),
    *("standard", "fadoq", "today", "week", "month", "all", "lang", "weekly", "tie", "on"),
    *("off", "contre", "difference", "auto", "skunk", "lurch", "none", "America/Toronto"),
    *("Nowhere/Place", "Etc/GMT+99", "../x", "", "x" * 60, "é", "UTC", "Europe/Paris"),
)
FIXED: Final = (
    "",
    ":",
    "k:",
    "k::",
    "pp:",
    "pp:1",
    "e:",
    "e:new",
    "e:new:",
    "e:new:7",
    "cf:",
    "cs:lang",
    "g:121",
    "g:999:skunk",
    "tz:",
    "dy:go:x",
    "lang:",
    "k:999999999999999:99",
    "pp:999999999999999:go",
    "e:999999999999999:ok",
    "cf:999999999999999:yes",
    "x" * 64,
    "é" * 32,
)


def forged(rng: random.Random, ids: list[int]) -> str:
    """Button data from one of the handlers' shapes with random, wrong or borrowed parts."""
    shape = rng.choice(SHAPES)
    data = shape.format(
        w=rng.choice(WORDS),
        q=rng.choice([*ids, 0, 1, 10**15 - 1, 10**20, -1]) if ids else rng.randint(0, 99),
        n=rng.choice([0, 1, 5, 6, 7, 29, 30, 61, 99, 121, 10**6, -1]),
        c=rng.choice([*CARDS, "go", "1S", "ZZ", "10", ""]),
    )
    return data.encode()[:64].decode(errors="ignore") or "x"


async def question_ids(db: Database) -> list[int]:
    return [row[0] for row in await rows(db, "SELECT id FROM questions")]


async def fuzz_buttons(driver: Driver, db: Database, api: LocalBotApi, presses: int) -> int:
    """Real buttons pressed by their owner and by others, then forged data on real messages."""
    rng = random.Random(SEED + 2)
    sent = 0
    users = (4000, 4001)
    for user in users:
        for chat in ("private", "group"):
            for text in ("/hand", "/peg play", "/ecart", "/game", "/lang", "/variant", "/club"):
                await send(driver, text, user, chat, "en")
            await send(driver, "/forget", user, chat, "fr")
            await send(driver, "/top", user, chat, "fr")
            await send(driver, "/tz Toront", user, chat, "en")
    chats = [users[0], users[1], GROUP]
    messages = [(c, m) for c in chats for m in api.messages(c)]
    ids = await question_ids(db)
    for chat_id, message in messages:
        for button in inline_buttons(message):
            if "callback_data" not in button:
                continue
            for presser in (*users, 4099):
                await driver.press(
                    str(button["callback_data"]),
                    int(message["message_id"]),
                    presser,
                    chat_id,
                    language_code=rng.choice(ANY_LANGS),
                    chat_type="private" if chat_id > 0 else "supergroup",
                )
                sent += 1
    for data in FIXED:
        await driver.press(data or "x", 1, users[0], language_code="en")
        sent += 1
    for _ in range(presses):
        chat_id, message = rng.choice(messages)
        message_id = int(message["message_id"]) if rng.random() < 0.8 else rng.randint(1, 10**6)
        await driver.press(
            forged(rng, ids),
            message_id,
            rng.choice([*users, 4099]),
            chat_id,
            language_code=rng.choice(ANY_LANGS),
            chat_type="private" if chat_id > 0 else "supergroup",
        )
        sent += 1
    await assert_consistent(db)
    return sent


async def fuzz_inline(driver: Driver, count: int) -> int:
    rng = random.Random(SEED + 3)
    for index in range(count):
        query = nasty_text(rng)[:256] if index % 4 else rng.choice(NASTY)[:256]
        await driver.inline(
            query,
            user_id=5000 + index % 3,
            language_code=rng.choice(ANY_LANGS),
            chat_type=rng.choice(("private", "group", "supergroup", "channel", "sender")),
            offset=rng.choice(("", "", "1", "-1", "abc", "9" * 30)),
        )
    return count


# -- People, polls, message-less presses, races, a player who left --------------------------

NAMES: Final = (
    "<b>&</i>" * 16,
    "\u202e" + "😀" * 127,
    "<b>&",
    "</i>",
    "😀" * 40,
    "\u202eevil",
    "a\u200b",
    " ",
    "x" * 200,
    "Zoë &amp;",
)


async def fuzz_people(driver: Driver, db: Database) -> int:
    """Players with nasty names in a club: their names show in boards and replies."""
    rng = random.Random(SEED + 4)
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    await add_bot_to_group(driver)
    sent = 0
    for index, name in enumerate(NAMES):
        user = 6000 + index
        lang = LANGS[index % 2]
        for text in ("/hand", "/daily", "/top", "/top all", "/club", "/stats", "/peg count"):
            await driver.send(text, user_id=user, first_name=name, language_code=lang, **group)
            sent += 1
        question = await db.questions.pending_question(user, GROUP)
        if question is not None:
            for text in (nasty_text(rng), str(question.expected.get("total", 0))):
                await driver.send(text, user_id=user, first_name=name, language_code=lang, **group)
                sent += 1
        await driver.send("/top", user_id=user, first_name=name, language_code=lang)
        sent += 1
    for index, title in enumerate(NAMES):  # group titles show in cards, boards and settings
        chat_id, admin = GROUP - 1 - index, 6100 + index
        await driver.process(
            make_my_chat_member_update(chat_id, "left", "member", from_user_id=admin, title=title)
        )
        driver.api.member_status[(chat_id, admin)] = "administrator"
        for text in ("/daily", "/top", "/club", "/club weekly off", "/hand", "/stats"):
            payload = driver.api.message_update(text, admin, chat_id, chat_type="supergroup")
            payload["message"]["chat"]["title"] = title
            await driver.process(payload)
            sent += 1
        links = [
            str(b["url"])
            for m in driver.api.messages(chat_id)
            for b in inline_buttons(m)
            if "url" in b
        ]
        assert links, title
        invite = links[0].rsplit("start=", 1)[-1]
        for text in (f"/start {invite}", "/top", "/stats", f"/start {invite[:-2]}"):
            await driver.send(text, user_id=admin, language_code=LANGS[index % 2])
            sent += 1
        await driver.process(make_my_chat_member_update(chat_id, "member", "left", title=title))
        await driver.send(f"/start {invite}", user_id=admin + 50, first_name=title)
        sent += 1
    await assert_consistent(db)
    return sent


async def fuzz_polls(driver: Driver, db: Database, api: LocalBotApi) -> int:
    """Quiz polls answered with every option, none (a retracted vote), too many, forged ids,
    closed polls (answers that raced their close)."""
    rng = random.Random(SEED + 5)
    sent = 0
    for user, chat in ((7000, "private"), (7001, "group")):
        for text in ("/quiz", "/quiz 3", "/quiz 10"):
            await send(driver, text, user, chat, rng.choice(LANGS))
    polls = [str(poll["id"]) for poll in api.sent_polls()]
    assert polls
    for _ in range(120):
        poll = rng.choice([*polls, "nope", "", "9" * 30])
        options: list[int] = rng.choice([[], [0], [1], [3], [99], [0, 1], [-1]])
        await driver.process(
            make_poll_answer_update(
                poll or "x", rng.choice((7000, 7001, 7099)), options, language_code="en"
            )
        )
        sent += 1
        polls = [str(poll["id"]) for poll in api.sent_polls()]
    await assert_consistent(db)
    return sent


async def fuzz_messageless_presses(driver: Driver, api: LocalBotApi) -> int:
    """Presses that carry no message (an inline message's buttons): every shape of data."""
    rng = random.Random(SEED + 6)
    sent = 0
    for data in [*FIXED, *(forged(rng, [1, 2, 3]) for _ in range(100))]:
        payload = api.callback_update(data or "x", 8000, 8000, 1)
        query = payload["callback_query"]
        del query["message"]
        query["inline_message_id"] = "AAAA"
        await driver.process(payload)
        sent += 1
    return sent


async def fuzz_races(driver: Driver, db: Database, api: LocalBotApi) -> int:
    """The same answer or button twice at once: graded once, nothing lost or doubled."""
    sent = 0
    group = {"chat_id": GROUP, "chat_type": "supergroup"}
    for index, command in enumerate(kind_commands().values()):
        user = 9000 + index
        await driver.send(command, user_id=user, language_code="en", **group)
        question = await db.questions.pending_question(user, GROUP)
        assert question is not None, command
        message = api.message(GROUP, question.message_id or 0)
        buttons = inline_buttons(message) if message is not None else []
        datas = [str(b["callback_data"]) for b in buttons if "callback_data" in b]
        total = str(question.expected.get("total", "1"))
        jobs = [
            driver.send(total, user_id=user, language_code="en", **group),
            driver.send(total, user_id=user, language_code="en", **group),
        ]
        jobs += [
            driver.press(d, question.message_id or 0, user, GROUP, chat_type="supergroup")
            for d in datas[:3] * 2
        ]
        await asyncio.gather(*jobs)
        sent += len(jobs)
        answered = await rows(
            db, f"SELECT COUNT(*) FROM attempts WHERE question_id = {question.id}"
        )
        assert answered[0][0] <= 1
    await assert_consistent(db)
    return sent


async def fuzz_forgotten(driver: Driver, db: Database, api: LocalBotApi) -> int:
    """A player erases everything, then answers, presses and replies to their old questions."""
    user = 9500
    sent = 0
    old: list[tuple[int, dict[str, Any]]] = []
    for chat in ("private", "group"):
        for command in (*kind_commands().values(), "/daily", "/remind 08:00", "/tz Europe/Paris"):
            await send(driver, command, user, chat, "fr")
            sent += 1
        chat_id = GROUP if chat == "group" else user
        old += [(chat_id, m) for m in api.messages(chat_id) if inline_buttons(m)]
    await send(driver, "/forget", user, "private", "fr")
    confirm = api.last_message(user)
    assert confirm is not None
    await driver.press(f"cf:{user}:yes", int(confirm["message_id"]), user, language_code="fr")
    for chat_id, message in old:
        chat = "group" if chat_id < 0 else "private"
        for button in inline_buttons(message):
            if "callback_data" in button:
                await driver.press(
                    str(button["callback_data"]),
                    int(message["message_id"]),
                    user,
                    chat_id,
                    chat_type="supergroup" if chat_id < 0 else "private",
                )
                sent += 1
        await send(driver, "12", user, chat, "fr", reply_to=int(message["message_id"]))
        sent += 1
    await assert_consistent(db)
    return sent


FAILURES: Final = (
    ("sendMessage", 0, ""),
    ("sendMessage", 429, ""),
    ("sendMessage", 502, "Bad Gateway"),
    ("sendPhoto", 0, ""),
    ("editMessageText", 400, "Bad Request: message can't be edited"),
    ("editMessageReplyMarkup", 400, "Bad Request: message to edit not found"),
    ("answerCallbackQuery", 400, "Bad Request: query is too old and response timeout expired"),
)
"""Bot API calls failing once as they do in life: a timeout (0), flood control, a bad
gateway, the 400s of a race with the player (an old press, a message gone)."""


async def fuzz_failures(driver: Driver, db: Database, api: LocalBotApi) -> int:
    """A Bot API call fails in the middle of a command or a press; the next try works and the
    database stays consistent (a failed update is logged, never half-written)."""
    rng = random.Random(SEED + 7)
    sent = 0
    commands = [*kind_commands().values(), "/daily", "/quiz", "/stats", "/top", "/game", "/lang"]
    for index, command in enumerate(commands):
        user = 9700 + index
        for method, code, description in FAILURES:
            api.fail(method, code, description)
            await driver.send(command, user_id=user, language_code="en", check=False)
            question = await db.questions.pending_question(user, user)
            if question is not None and question.message_id is not None:
                for data in [
                    str(b["callback_data"])
                    for m in api.messages(user)
                    for b in inline_buttons(m)
                    if "callback_data" in b
                ][-3:]:
                    api.fail(method, code, description)
                    await driver.press(data, question.message_id, user, check=False)
                    sent += 1
                api.fail(method, code, description)
                await driver.send(nasty_text(rng), user_id=user, language_code="en", check=False)
            api._failures.clear()
            await driver.send(command, user_id=user, language_code="en")
            await driver.send(nasty_text(rng), user_id=user, language_code="en")
            sent += 3
        await assert_consistent(db)
    return sent


async def fuzz_odd_senders(driver: Driver, api: LocalBotApi) -> int:
    """Commands from a channel (no sender), an anonymous group admin (a bot), and replies to
    another player's message instead of the bot's."""
    sent = 0
    for alias in (aliases[0] for aliases in registry.commands_table().values()):
        channel = api.message_update(f"/{alias} x", 1, -100_777, chat_type="channel")
        del channel["message"]["from"]
        channel["channel_post"] = channel.pop("message")
        await driver.process(channel)
        anonymous = api.message_update(f"/{alias}", 1087968824, GROUP, chat_type="supergroup")
        anonymous["message"]["from"]["is_bot"] = True
        anonymous["message"]["sender_chat"] = {"id": GROUP, "type": "supergroup", "title": "C"}
        await driver.process(anonymous)
        sent += 2
    for chat_id, kind in ((8800, "private"), (GROUP, "supergroup")):
        await driver.send("/hand", user_id=8800, chat_id=chat_id, chat_type=kind)
        for other in ("sticker", "photo", "edited", "dice", "empty", "caption"):
            payload = api.message_update("/hand 12", 8800, chat_id, chat_type=kind)
            message = payload["message"]
            if other == "sticker":
                del message["text"]
                message["sticker"] = {
                    **{"file_id": "s", "file_unique_id": "s", "type": "regular"},
                    **{"width": 1, "height": 1, "is_animated": False, "is_video": False},
                }
            elif other in ("photo", "caption"):
                message["caption"] = message.pop("text")
                message["photo"] = [
                    {"file_id": "p", "file_unique_id": "p", "width": 1, "height": 1}
                ]
                if other == "caption":
                    message["caption_entities"] = message.pop("entities", [])
            elif other == "edited":
                payload["edited_message"] = payload.pop("message")
                message["edit_date"] = message["date"]
            elif other == "dice":
                del message["text"]
                message["dice"] = {"emoji": "🎲", "value": 3}
            else:
                message["text"] = "\u200b"
                message.pop("entities", None)
            await driver.process(payload)
            sent += 1
    human = {
        "message_id": 5,
        "date": 0,
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "from": {"id": 8801, "is_bot": False, "first_name": "Other"},
        "text": "12",
    }
    for text in ("12", "hello", "15:2"):
        await driver.send(text, user_id=8800, chat_id=GROUP, chat_type="supergroup", reply_to=human)
        sent += 1
    return sent


def interruptions() -> tuple[str, ...]:
    """The commands that interrupt a daily part: every one that asks a question, and others."""
    return (
        *kind_commands().values(),
        *("/quiz", "/stats", "/help", "/tz", "/top", "/game", "/variant", "/cancel", "/start"),
    )


async def fuzz_interleavings(driver: Driver, db: Database) -> int:
    """A daily part interrupted by any other command: /daily (or the same replay) comes back
    to the same part with the parts done kept; a question interrupted by a command that asks
    nothing stays pending."""
    sent = 0
    for index, other in enumerate(interruptions()):
        for command in ("/daily", "/daily 2025-02-03"):
            user = 9900 + 2 * index + (command != "/daily")
            await driver.send(command, user_id=user, language_code="fr")
            first = await db.questions.pending_question(user, user)
            assert first is not None
            await driver.send(answer_of(first), user_id=user, language_code="fr")
            before = await db.questions.pending_question(user, user)
            assert before is not None and before.kind == "daily-crib"
            await driver.send(other, user_id=user, language_code="fr")
            during = await db.questions.pending_question(user, user)
            asks = other in kind_commands().values() or other == "/cancel"
            if other == "/start":  # the step shown again below the welcome, asked anew
                assert during is not None and during.deal == before.deal, other
            elif not asks:
                assert during is not None and during.id == before.id, other
            await driver.send(command, user_id=user, language_code="fr")
            after = await db.questions.pending_question(user, user)
            assert after is not None
            if command == "/daily" or not asks:
                stored = PartQuestion.from_dict(after.deal)
                assert stored.part is Part.CRIB, (command, other)
                assert len(stored.done) == len(PartQuestion.from_dict(before.deal).done)
            sent += 5
    await assert_consistent(db)
    return sent


async def fuzz_migration(driver: Driver, db: Database, api: LocalBotApi) -> int:
    """A group becomes a supergroup with questions, games and a quiz under way: answers in the
    new chat, old buttons pressed, texts sent to the old chat id."""
    rng = random.Random(SEED + 8)
    old, new = -300_900, -1_000_000_900
    await driver.process(make_my_chat_member_update(old, "left", "member", chat_type="group"))
    sent = 0
    for index, command in enumerate([*kind_commands().values(), "/quiz 3", "/game"]):
        await driver.send(command, user_id=9600 + index, chat_id=old, chat_type="group")
        sent += 1
    payload = api.message_update("x", 9600, old, chat_type="group")
    del payload["message"]["text"]
    payload["message"]["migrate_to_chat_id"] = new
    await driver.process(payload)
    for index in range(len(kind_commands()) + 2):
        for chat_id, kind in ((new, "supergroup"), (old, "group")):
            await driver.send(
                nasty_text(rng), user_id=9600 + index, chat_id=chat_id, chat_type=kind
            )
            sent += 1
    for message in api.messages(old):
        for button in inline_buttons(message):
            if "callback_data" in button:
                await driver.press(
                    str(button["callback_data"]),
                    int(message["message_id"]),
                    9600 + rng.randrange(8),
                    old,
                    chat_type="group",
                )
                sent += 1
    await assert_consistent(db)
    return sent


# -- The tests -------------------------------------------------------------------------------


async def test_every_command_survives_nasty_arguments(bot_driver: Driver, local_app: App) -> None:
    db = local_app.bot_data.db
    sent = await fuzz_commands(bot_driver, db, slow=False)
    assert sent > 500
    assert bot_driver.errors == []


async def test_random_texts_while_each_kind_of_question_is_pending(
    bot_driver: Driver, local_app: App
) -> None:
    sent = await fuzz_pending(bot_driver, local_app.bot_data.db, rounds=15)
    assert sent > 150
    assert bot_driver.errors == []


async def test_forged_buttons_and_inline_queries(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    db = local_app.bot_data.db
    sent = await fuzz_buttons(bot_driver, db, local_api, presses=1200)
    sent += await fuzz_inline(bot_driver, 200)
    assert sent > 400
    assert bot_driver.errors == []


async def test_stale_presses_after_a_restart(tg_config: Config, local_api: LocalBotApi) -> None:
    first = build_app(tg_config, request=local_api, rng=random.Random(98))
    async with running(first):
        driver = Driver(first, local_api)
        await fuzz_buttons(driver, first.bot_data.db, local_api, presses=40)
        assert driver.errors == []
    old = [
        (chat_id, message)
        for chat_id in (4000, 4001, GROUP)
        for message in local_api.messages(chat_id)
        if inline_buttons(message)
    ]
    assert old
    second = build_app(tg_config, request=local_api, rng=random.Random(99))
    async with running(second):
        driver = Driver(second, local_api)
        for chat_id, message in old:
            for button in inline_buttons(message):
                if "callback_data" in button:
                    calls: list[ApiCall] = await driver.press(
                        str(button["callback_data"]),
                        int(message["message_id"]),
                        4000,
                        chat_id,
                        chat_type="private" if chat_id > 0 else "supergroup",
                    )
                    assert any(c.method == "answerCallbackQuery" for c in calls), button
        await assert_consistent(second.bot_data.db)
        assert driver.errors == []


async def test_names_polls_messageless_presses_races_and_forgotten_players(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sender, "FIRST_PAUSE", 0.01)  # the sender tries failed calls again
    db = local_app.bot_data.db
    sent = await fuzz_people(bot_driver, db)
    sent += await fuzz_polls(bot_driver, db, local_api)
    sent += await fuzz_messageless_presses(bot_driver, local_api)
    sent += await fuzz_races(bot_driver, db, local_api)
    sent += await fuzz_forgotten(bot_driver, db, local_api)
    sent += await fuzz_odd_senders(bot_driver, local_api)
    sent += await fuzz_interleavings(bot_driver, db)
    sent += await fuzz_migration(bot_driver, db, local_api)
    assert bot_driver.errors == []
    sent += await fuzz_failures(bot_driver, db, local_api)
    assert sent > 300
    # Telegram's failures reach the sender, which tries again or logs one line: no handler
    # ever sees one (the replies wait in the outbox until the update has committed).
    assert bot_driver.errors == []


@pytest.mark.slow
async def test_exhaustive_fuzz(bot_driver: Driver, local_app: App, local_api: LocalBotApi) -> None:
    db = local_app.bot_data.db
    await fuzz_commands(bot_driver, db, slow=True)
    await fuzz_pending(bot_driver, db, rounds=30)
    await fuzz_buttons(bot_driver, db, local_api, presses=3000)
    await fuzz_inline(bot_driver, 500)
    await fuzz_people(bot_driver, db)
    await fuzz_polls(bot_driver, db, local_api)
    await fuzz_messageless_presses(bot_driver, local_api)
    await fuzz_races(bot_driver, db, local_api)
    await fuzz_forgotten(bot_driver, db, local_api)
    assert bot_driver.errors == []
