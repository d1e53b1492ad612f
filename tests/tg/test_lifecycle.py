"""One question lifecycle for every kind (`bot.tg.handlers.questions`): after any question kind
followed by any other, no message still carries a live keyboard of a closed question, no
keyboard edit changes nothing (the autouse check of conftest.py fails on Telegram's 400), and
the player is told in one line that the previous question was set aside."""

from __future__ import annotations

import io
import itertools

import pytest
from telegram.error import BadRequest

from bot.storage import Database, Question
from bot.tg.config import Config
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts
from bot.tg.offline import OfflineChat

GROUP = -100_700
PRIVATE_KINDS = {
    "/hand": "hand",
    "/crib": "crib",
    "/peg count": "peg-count",
    "/peg round": "peg-round",
    "/peg play": "peg-play",
    "/ecart": "ecart",
    "/daily": "daily-hand",
}
GROUP_KINDS = {k: v for k, v in PRIVATE_KINDS.items() if k != "/daily"}
SET_ASIDE = {
    "en": "This question replaces your previous one.",  # was "…was set aside." (the defect)
    "fr": "Cette question remplace la précédente.",
}
DAILY_SET_ASIDE = {
    "en": "Your daily challenge is set aside: /daily takes it up where you left it.",
    "fr": "Votre défi du jour est mis de côté\u00a0: /defi le reprend là où vous l'avez laissé.",
}
DEALT = {"en": "This question replaces your previous ", "fr": "Cette question remplace votre "}
"""A hand or crib replaced: « … votre main précédente (A♠ 3♦ 8♠ V♣, départ 6♠); son compte… »."""
DEALT_KINDS = frozenset({"/hand", "/crib"})
_users = itertools.count(7_000)


async def ask(
    driver: Driver, db: Database, command: str, user: int, chat: int, lang: str
) -> Question:
    extra = {} if chat == user else {"chat_id": chat, "chat_type": "supergroup"}
    await driver.send(command, user_id=user, language_code=lang, **extra)
    question = await db.questions.pending_question(user, chat)
    assert question is not None and question.message_id is not None
    return question


def has_keyboard(api: LocalBotApi, chat: int, message_id: int) -> bool:
    message = api.message(chat, message_id)
    assert message is not None
    return inline_buttons(message) != []


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("where", ["private", "group"])
async def test_any_kind_then_any_other_leaves_no_live_keyboard(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, where: str, lang: str
) -> None:
    kinds = PRIVATE_KINDS if where == "private" else GROUP_KINDS
    for first, second in itertools.product(kinds, repeat=2):
        user = next(_users)
        chat = user if where == "private" else GROUP
        before = await ask(bot_driver, db, first, user, chat, lang)
        assert before.kind == kinds[first]
        assert before.keyboard == has_keyboard(local_api, chat, before.message_id or 0)
        after = await ask(bot_driver, db, second, user, chat, lang)
        replaced = await db.questions.get_question(before.id)
        assert replaced is not None and not replaced.is_pending, (first, second)
        assert not has_keyboard(local_api, chat, before.message_id or 0), (first, second)
        assert after.keyboard == has_keyboard(local_api, chat, after.message_id or 0)
        shown = texts(local_api.calls)[-1]
        same = first == second == "/daily"  # the same part asked again: nothing set aside
        if first in DEALT_KINDS:  # a hand or crib: which, and its count
            last = shown.split("\n")[-1]
            assert last.startswith(f"<i>{DEALT[lang]}") and last.endswith(".</i>"), shown
            continue
        # a part of the challenge says how to take it up again
        line = DAILY_SET_ASIDE[lang] if first == "/daily" else SET_ASIDE[lang]
        assert shown.endswith(f"<i>{line}</i>") != same, (first, second, shown)


async def test_no_keyboard_edit_for_a_question_without_one(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    """A /peg count answer used to remove a keyboard its question never had: a 400 each time."""
    for _ in range(3):
        question = await ask(bot_driver, db, "/peg count", 7_900, 7_900, "en")
        assert question.keyboard is False
        calls = await bot_driver.send(str(question.expected["total"]), user_id=7_900)
        assert "editMessageReplyMarkup" not in [c.method for c in calls]
    assert local_api.not_modified() == []


async def test_the_fake_refuses_an_edit_that_changes_nothing(
    local_app: App, bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    """What the autouse check relies on: Telegram's 400 for an idle keyboard edit."""
    question = await ask(bot_driver, db, "/peg count", 7_901, 7_901, "en")
    with pytest.raises(BadRequest, match="not modified"):
        await local_app.bot.edit_message_reply_markup(7_901, question.message_id, reply_markup=None)
    assert [c.method for c in local_api.not_modified()] == ["editMessageReplyMarkup"]
    local_api.refused.clear()  # seen; the autouse check would fail on it


async def test_asking_the_same_daily_part_again_says_nothing_was_set_aside(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    first = await ask(bot_driver, db, "/daily", 7_902, 7_902, "en")
    again = await ask(bot_driver, db, "/daily", 7_902, 7_902, "en")
    assert again.id != first.id and again.deal == first.deal
    assert SET_ASIDE["en"] not in texts(local_api.calls)[-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_offline_chat_keeps_no_live_keyboard_of_a_closed_question(
    tg_config: Config, lang: str
) -> None:
    """The same, played in `muggins chat`: every kind after every other, then an answer."""
    out = io.StringIO()
    chat = OfflineChat(tg_config, out, lang=lang)
    await chat.start()
    try:
        db = chat.app.bot_data.db
        for first, second in itertools.product(PRIVATE_KINDS, repeat=2):
            await chat.send(first)
            before = await db.questions.pending_question(chat.user_id, chat.chat_id)
            await chat.send(second)
            assert before is not None and before.message_id is not None
            message = chat.api.message(chat.chat_id, before.message_id)
            assert message is not None and inline_buttons(message) == [], (first, second)
        assert chat.api.not_modified() == []
    finally:
        await chat.stop()
    assert SET_ASIDE[lang] in out.getvalue()


@pytest.mark.parametrize(
    ("lang", "game", "resume", "kind", "hand", "waits"),
    [
        (
            "en",
            "/play 61 easy",
            "/play",
            "play",
            "/hand",
            "Your game against me is set aside: /play brings it back.",
        ),
        (
            "fr",
            "/jouer 61 facile",
            "/jouer",
            "play",
            "/main",
            "Votre partie contre moi est mise de côté\u00a0: /jouer la reprend.",
        ),
        (
            "en",
            "/kings play",
            "/kings play",
            "kings-play",
            "/hand",
            "Your Kings Cribbage game is set aside: /kings play brings it back.",
        ),
        (
            "fr",
            "/rois partie",
            "/rois partie",
            "kings-play",
            "/main",
            "Votre partie de Kings Cribbage est mise de côté\u00a0: /rois partie la reprend.",
        ),
    ],
)
async def test_a_drill_asked_during_a_game_says_which_game_waits_and_how_to_bring_it_back(
    bot_driver: Driver,
    db: Database,
    local_api: LocalBotApi,
    lang: str,
    game: str,
    resume: str,
    kind: str,
    hand: str,
    waits: str,
) -> None:
    """A drill during /play or /rois partie said only « Votre question précédente est mise de
    côté. »: nothing of the game, nor of the command that brings it back."""
    user = next(_users)
    asked = await ask(bot_driver, db, game, user, user, lang)
    assert asked.kind == kind
    drill = await ask(bot_driver, db, hand, user, user, lang)
    assert drill.kind == "hand"
    shown = texts(local_api.calls)[-1]
    assert shown.endswith(f"<i>{waits}</i>"), shown
    assert SET_ASIDE[lang] not in shown
    await bot_driver.send(resume, user_id=user, language_code=lang)
    back = await db.questions.pending_question(user, user)
    assert back is not None and back.kind == kind
