"""/ecart in a club's group, through the fake Bot API: the verdict is short there (her
lay-away, the best, the points between) with its details in a quote that expands in place,
and whole in private; « Nouvel écart » pressed by another member deals to the presser."""

from __future__ import annotations

import re

import pytest

from bot.storage import Database, Question
from bot.tg.handlers.ecart import challenge_of
from bot.tg.local import ApiCall, Driver
from bot.tg.local_checks import html_to_text
from bot.views.ecart_buttons import new_data, uniform_data

GROUP = -100_412


def member(user: int, name: str, lang: str) -> dict[str, object]:
    return {
        "user_id": user,
        "chat_id": GROUP,
        "chat_type": "supergroup",
        "language_code": lang,
        "first_name": name,
    }


async def pending(db: Database, user: int, chat: int) -> Question:
    question = await db.questions.pending_question(user, chat)
    assert question is not None
    return question


def sent(calls: list[ApiCall]) -> list[ApiCall]:
    return [c for c in calls if c.method == "sendMessage"]


async def lay_away(driver: Driver, db: Database, who: dict[str, object]) -> ApiCall:
    """Deal /ecart to `who`, lay away the first two cards (typed), the verdict's call."""
    chat = int(str(who["chat_id"]))
    await driver.send("/ecart", **who)
    challenge = challenge_of(await pending(db, int(str(who["user_id"])), chat))
    assert challenge is not None
    typed = " ".join(str(card) for card in challenge.cards[:2])
    [verdict] = sent(await driver.send(typed, **who))
    return verdict


def outside_quotes(html: str) -> str:
    return re.sub(r"<blockquote expandable>.*?</blockquote>", "", html, flags=re.S)


@pytest.mark.parametrize(
    ("lang", "best", "details"), [("fr", "Meilleur écart", "Détails"), ("en", "Best:", "Details")]
)
async def test_the_verdict_is_short_in_a_group(
    bot_driver: Driver, db: Database, lang: str, best: str, details: str
) -> None:
    rita = member(981, "Rita", lang)
    for _ in range(6):  # until a lay-away that is not the best: the best is named
        verdict = str((await lay_away(bot_driver, db, rita)).params["text"])
        if best in verdict:
            break
    shown = outside_quotes(verdict).strip().split("\n")
    assert len(shown) <= 3, shown  # her lay-away, the best and the points between, « Détails »
    assert shown[0].startswith("<b>Rita"), shown
    assert best in shown[1], shown
    assert shown[-1] == f"<b>{details}</b>", shown
    [quote] = re.findall(r"<blockquote expandable>(.*?)</blockquote>", verdict, flags=re.S)
    assert len(quote.split("\n")) >= 8, quote  # the whole verdict is there, folded
    assert verdict.count("<blockquote") == 1, verdict


async def test_the_verdict_is_whole_in_private(bot_driver: Driver, db: Database) -> None:
    rita = {"user_id": 982, "chat_id": 982, "language_code": "fr", "first_name": "Rita"}
    verdict = str((await lay_away(bot_driver, db, rita)).params["text"])
    shown = outside_quotes(verdict).strip().split("\n")
    assert len(shown) >= 7, shown  # the sentences, the hand, the model stay in sight
    assert "Vous êtes" in outside_quotes(verdict), verdict


async def test_the_uniform_crib_is_short_in_a_group(bot_driver: Driver, db: Database) -> None:
    rita = member(983, "Rita", "fr")
    await lay_away(bot_driver, db, rita)
    question = await db.questions.latest_question(983, GROUP)
    assert question is not None and question.message_id is not None
    calls = await bot_driver.press(
        uniform_data(question.id), question.message_id, **member(983, "Rita", "fr")
    )
    [again] = sent(calls)
    shown = outside_quotes(str(again.params["text"])).strip().split("\n")
    assert len(shown) <= 4, shown  # the title, her lay-away, the best, « Détails »
    assert "Détails" in html_to_text(shown[-1]), shown


async def test_new_deal_pressed_under_another_members_verdict(
    bot_driver: Driver, db: Database
) -> None:
    """« Nouvel écart » carries no owner mark: under Rita's verdict, Jean's press deals to
    Jean (named, in his language), Rita's deal stays hers, and each one's second press points
    to the deal waiting below instead of dealing again."""
    rita, jean = member(984, "Rita", "fr"), member(985, "Jean", "en")
    await lay_away(bot_driver, db, rita)
    verdict = bot_driver.api.messages(GROUP)[-1]
    assert "Nouvel écart" in str(verdict.get("reply_markup")), verdict
    where = int(verdict["message_id"])
    calls = await bot_driver.press(new_data(6), where, **jean)
    [dealt] = sent(calls)
    assert html_to_text(str(dealt.params["text"])).startswith("Jean, which cards to lay away?")
    jeans = await pending(db, 985, GROUP)
    assert jeans.message_id is not None and jeans.message_id > where
    assert await db.questions.pending_question(984, GROUP) is None  # nothing dealt to Rita
    calls = await bot_driver.press(new_data(5), where, **jean)  # again: his waits below
    assert sent(calls) == []
    [toast] = [c for c in calls if c.method == "answerCallbackQuery"]
    assert "waiting below" in str(toast.params.get("text")), toast
    calls = await bot_driver.press(new_data(6), where, **rita)  # Rita's own: hers
    [hers] = sent(calls)
    assert html_to_text(str(hers.params["text"])).startswith("Rita, quel est le bon écart?")
    assert (await pending(db, 985, GROUP)).id == jeans.id  # Jean's deal untouched
    ritas = await pending(db, 984, GROUP)
    assert ritas.id != jeans.id
    challenge = challenge_of(jeans)
    assert challenge is not None
    typed = " ".join(str(card) for card in challenge.cards[:2])
    [his] = sent(await bot_driver.send(typed, **jean))  # his lay-away goes to his deal
    assert html_to_text(str(his.params["text"])).startswith("Jean — "), his.params
    assert (await pending(db, 984, GROUP)).id == ritas.id  # Rita's still waits
