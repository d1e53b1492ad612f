"""Played: /jeu « une carte » (a count question dealt, unanswered), then /jeu again and « un
tour » typed under its menu got « « tour » : vouliez-vous dire « pour »? Renvoyez votre réponse
corrigée. »: the words went to the question still waiting, and « une carte » there was graded as
a count of 1. The menu's choice in words now deals it in the question's place; a place alone
(« 2 ») stays that question's answer."""

from __future__ import annotations

import pytest

from bot.drills.peg import PegKind
from bot.storage import ANSWERED, Database
from bot.tg.local import Driver, texts
from tests.tg.test_coach_handlers import pending


@pytest.mark.parametrize(
    ("lang", "first", "typed", "kind"),
    [
        ("fr", "/jeu compte", "un tour", PegKind.ROUND),
        ("fr", "/jeu tour", "une carte", PegKind.COUNT),
        ("fr", "/main", "la meilleure carte", PegKind.PLAY),
        ("en", "/peg count", "a round", PegKind.ROUND),
    ],
)
async def test_the_menu_s_words_over_a_waiting_question(
    bot_driver: Driver, db: Database, lang: str, first: str, typed: str, kind: PegKind
) -> None:
    user = 33_000 + len(first) * 10 + len(typed)
    await bot_driver.send(first, user_id=user, language_code=lang)
    waiting = await pending(db, user)
    await bot_driver.send("/jeu" if lang == "fr" else "/peg", user_id=user, language_code=lang)
    said = " ".join(texts(await bot_driver.send(typed, user_id=user, language_code=lang)))
    assert "vouliez-vous" not in said and "Muggins" not in said and "Trop haut" not in said
    dealt = await pending(db, user)
    assert dealt.id != waiting.id and dealt.kind == kind.value, said


async def test_a_place_alone_stays_the_count(bot_driver: Driver, db: Database) -> None:
    user = 33_900
    await bot_driver.send("/jeu compte", user_id=user, language_code="fr")
    waiting = await pending(db, user)
    await bot_driver.send("/jeu", user_id=user, language_code="fr")
    await bot_driver.send("2", user_id=user, language_code="fr")
    assert await db.questions.pending_question(user, user) is None
    answered = await db.questions.get_question(waiting.id)
    assert answered is not None and answered.state == ANSWERED
