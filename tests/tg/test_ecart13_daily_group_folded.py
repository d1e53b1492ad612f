"""The daily's écart part answered in a club's group: its verdict was /ecart's long form,
twenty lines in the club's chat; now folded as /ecart's is there (her lay-away and the best
in sight, the rest in a quote that expands in place), and whole in private. (No command
deals the daily in a group today, its card's button opens the private chat: the part is
stored there as the private chat stores it, the way a question waiting in a group is.)"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import total_of

from bot.storage import Database, Question
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

__all__ = ["one_clock"]  # the fixture, used by name

GROUP = -100_413


def member(user: int, chat: int, lang: str) -> dict[str, object]:
    where: dict[str, object] = {"chat_id": chat}
    if chat < 0:
        where["chat_type"] = "supergroup"
    return {"user_id": user, "language_code": lang, "first_name": "Rita", **where}


async def pending(db: Database, user: int, chat: int) -> Question:
    question = await db.questions.pending_question(user, chat)
    assert question is not None
    return question


async def ecart_verdict(driver: Driver, db: Database, who: dict[str, object]) -> str:
    """The day of the 23rd replayed in private, its three counted parts answered exactly,
    its écart part waiting where `who` types, then 3♦ 3♥ laid away (the 7th of 15 that
    day): the verdict's message."""
    user, chat = int(str(who["user_id"])), int(str(who["chat_id"]))
    alone = member(user, user, str(who["language_code"]))
    await driver.send("/start daily_20261123", **alone)
    for _ in range(3):
        question = await pending(db, user, user)
        await driver.send(str(total_of(question)), **alone)
    part = await pending(db, user, user)
    assert part.kind == "daily-ecart"
    if chat != user:
        await db.questions.replace_question(
            user_id=user, chat_id=chat, kind=part.kind, deal=part.deal, expected=part.expected
        )
    said = texts(await driver.send("3D 3H", **who))
    [verdict] = [text for text in said if "blockquote" in text]
    return verdict


def outside_quotes(html: str) -> str:
    return re.sub(r"<blockquote expandable>.*?</blockquote>", "", html, flags=re.S)


@pytest.mark.parametrize(("lang", "details"), [("fr", "Détails"), ("en", "Details")])
async def test_the_daily_ecart_verdict_is_folded_in_a_group(
    bot_driver: Driver, db: Database, one_clock: OneClock, lang: str, details: str
) -> None:
    one_clock.now = datetime(2026, 11, 25, 17, 0, tzinfo=UTC)
    verdict = await ecart_verdict(bot_driver, db, member(986, GROUP, lang))
    assert verdict.count("<blockquote expandable>") == 1, verdict
    assert verdict.count("</blockquote>") == 1, verdict
    assert len(verdict) < 4096
    shown = outside_quotes(verdict).strip().split("\n")
    assert f"<b>{details}</b>" in shown, shown
    assert len(shown) <= 6, shown  # lay-away, best, « Détails », the scale, the points
    [quote] = re.findall(r"<blockquote expandable>(.*?)</blockquote>", verdict, flags=re.S)
    assert len(quote.split("\n")) >= 8, quote
    assert html_to_text(verdict)


async def test_the_daily_ecart_verdict_is_whole_in_private(
    bot_driver: Driver, db: Database, one_clock: OneClock
) -> None:
    one_clock.now = datetime(2026, 11, 25, 17, 0, tzinfo=UTC)
    verdict = await ecart_verdict(bot_driver, db, member(987, 987, "fr"))
    shown = outside_quotes(verdict).strip().split("\n")
    assert len(shown) >= 7, shown
    assert "Vous êtes" in outside_quotes(verdict), verdict
