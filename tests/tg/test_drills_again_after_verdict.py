"""Played: once a hand (/main), a crib, a /jeu question or an /ecart deal was answered,
« encore », « une autre main », « suivant » or "next" got « Je réponds aux comptes et aux
commandes : /main vous donne une main, /aide explique le reste. », though the verdict's own
button says « Main suivante ». Now they deal another of the drill just answered (a missed
question brought back by /revoir: the next one due, while one is)."""

from __future__ import annotations

import pytest

from bot.coach.review import REVIEW_KEY
from bot.drills.deals import Deal
from bot.drills.ecart import challenge_in
from bot.drills.unasked import asks_another_deal
from bot.storage import REPLACED, Database, Question
from bot.tg.local import Driver, texts
from tests.tg.test_coach_handlers import make_due, pending


@pytest.mark.parametrize(
    "text",
    [
        *("encore", "Encore!", "une autre main svp", "Main suivante", "suivant.", "un autre écart"),
        *("again", "Next hand", "another one please", "next"),
        *("donne-moi une autre main", "Nouvelle main", "give me another one", "new hand"),
    ],
)
def test_another_deal_asked(text: str) -> None:
    assert asks_another_deal(text)


@pytest.mark.parametrize(
    "text", ["12", "une autre partie", "encore 12", "pourquoi?", "non", "je passe", "passe"]
)
def test_no_other_deal_asked(text: str) -> None:
    assert not asks_another_deal(text)


async def answered(driver: Driver, db: Database, user: int, lang: str, command: str) -> Question:
    """`command` dealt and answered (a count of 0, or the first two cards laid away)."""
    await driver.send(command, user_id=user, language_code=lang)
    question = await pending(db, user)
    answer = "0"
    challenge = challenge_in(question.deal) if question.kind == "ecart" else None
    if challenge is not None:
        answer = " ".join(str(card) for card in challenge.cards[:2])
    await driver.send(answer, user_id=user, language_code=lang)
    assert await db.questions.pending_question(user, user) is None
    return question


@pytest.mark.parametrize(
    ("lang", "command", "again"),
    [
        ("fr", "/main", "encore"),
        ("fr", "/main", "Une autre main svp"),
        ("en", "/hand", "next"),
        ("fr", "/crib", "suivant"),
        ("en", "/crib", "again"),
        ("fr", "/jeu compte", "encore!"),
        ("en", "/peg count", "another one"),
        ("fr", "/ecart", "encore"),
        ("en", "/discard", "next"),
    ],
)
async def test_another_after_the_verdict_deals_one(
    bot_driver: Driver, db: Database, lang: str, command: str, again: str
) -> None:
    user = 31_000 + len(command) * 100 + len(again) + (0 if lang == "fr" else 50)
    first = await answered(bot_driver, db, user, lang, command)
    said = " ".join(texts(await bot_driver.send(again, user_id=user, language_code=lang)))
    assert "/aide" not in said and "/help" not in said, said
    second = await pending(db, user)
    assert second.kind == first.kind and second.id != first.id


async def test_another_after_a_review_deals_the_next_one_due(
    bot_driver: Driver, db: Database
) -> None:
    user = 31_900
    for _ in range(2):
        await bot_driver.send("/main", user_id=user, language_code="fr")
        missed = Deal.from_dict((await pending(db, user)).deal)
        await bot_driver.send(str(missed.score().total + 1), user_id=user, language_code="fr")
    await make_due(db, user)
    await bot_driver.send("/revoir", user_id=user, language_code="fr")
    first = await pending(db, user)
    total = Deal.from_dict(first.deal).score().total
    await bot_driver.send(str(total), user_id=user, language_code="fr")
    said = texts(await bot_driver.send("encore", user_id=user, language_code="fr"))
    assert "Une question que vous avez manquée" in said[0]
    second = await pending(db, user)
    assert isinstance(second.deal[REVIEW_KEY], int)
    assert second.deal[REVIEW_KEY] != first.deal[REVIEW_KEY]
    await bot_driver.send(str(Deal.from_dict(second.deal).score().total), user_id=user)
    await bot_driver.send("encore", user_id=user, language_code="fr")  # none due: a hand
    third = await pending(db, user)
    assert third.kind == "hand" and REVIEW_KEY not in third.deal


async def test_nothing_answered_is_unchanged(bot_driver: Driver) -> None:
    [said] = texts(await bot_driver.send("encore", user_id=31_950, language_code="fr"))
    assert "/main vous donne une main" in said


@pytest.mark.parametrize(
    ("lang", "command", "again"),
    [
        ("fr", "/main", "une autre"),  # was read as a count of 1, and graded
        ("fr", "/crib", "un autre crib"),
        ("en", "/hand", "another one"),
        ("fr", "/main", "donne-moi une autre main"),  # « donne … une » was a count of 1
        ("fr", "/jeu compte", "encore"),
        ("fr", "/ecart", "suivant"),
    ],
)
async def test_another_while_one_waits_deals_one_in_its_place(
    bot_driver: Driver, db: Database, lang: str, command: str, again: str
) -> None:
    user = 31_500 + len(command) * 10 + len(again)
    await bot_driver.send(command, user_id=user, language_code=lang)
    first = await pending(db, user)
    said = " ".join(texts(await bot_driver.send(again, user_id=user, language_code=lang)))
    assert "Muggins" not in said and "Trop haut" not in said and "Exact" not in said, said
    second = await pending(db, user)
    assert second.kind == first.kind and second.id != first.id
    replaced = await db.questions.get_question(first.id)
    assert replaced is not None and replaced.state == REPLACED
