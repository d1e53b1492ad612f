"""« /ecart R 5 » typed at an /ecart deal (the command again, then her lay-away: a king and a
five) was refused « Il manque la couleur après « R » : ajoutez P, C, K, T ou ♠ ♥ ♦ ♣, comme
dans RC. », and « /ecart R♦ 5♥ » « Il faut 5 ou 6 cartes, pas 2. », both read as a lookup of
her own cards: at a deal waiting for its lay-away, cards that cannot be a lookup (five or six
cards) answer the deal, as typed without the command. With no deal waiting, or five or six
cards, it is the lookup as before."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.storage import Database
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts

GROUP = -100_1471


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C"))[:size], dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


def plain(text: str) -> str:
    return text.replace("\u00a0", " ")


@pytest.mark.parametrize("typed", ["/ecart R 5", "/ecart R♦ 5♥", "/ecarter roi 5"])
async def test_the_cards_after_the_command_answer_the_deal(
    bot_driver: Driver, db: Database, typed: str
) -> None:
    fr = {"user_id": 1471, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    [verdict] = texts(await bot_driver.send(typed, **fr))
    assert plain(verdict).startswith("<b>R♦ 5♥ : 3e meilleur écart sur 15"), verdict
    assert await db.questions.pending_question(1471, 1471) is None


async def test_a_refusal_is_about_the_deal(bot_driver: Driver) -> None:
    fr = {"user_id": 1472, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    [said] = texts(await bot_driver.send("/ecart D 4", **fr))
    assert plain(said).startswith("Vous n'avez ni dame ni 4 dans cette donne."), said


async def test_in_a_group_too(bot_driver: Driver) -> None:
    rita = {"user_id": 1473, "chat_id": GROUP, "chat_type": "supergroup"}
    rita |= {"language_code": "fr", "first_name": "Rita"}
    await bot_driver.send("/ecart", **rita)
    [verdict] = texts(await bot_driver.send("/ecart R 5", **rita))
    assert plain(verdict).startswith("<b>Rita — R♦ 5♥ : 3e meilleur écart"), verdict


async def test_six_cards_at_a_deal_are_still_a_lookup(bot_driver: Driver, db: Database) -> None:
    fr = {"user_id": 1474, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    question = await db.questions.pending_question(1474, 1474)
    [lookup] = texts(await bot_driver.send("/ecart 5C 5K VP DT 2C 3P donneur", **fr))
    assert lookup.startswith("<b>Le bon écart pour 5♥ 5♦ V♠ D♣ 2♥ 3♠</b>"), lookup
    assert await db.questions.pending_question(1474, 1474) == question


async def test_with_no_deal_waiting_it_is_the_lookups_refusal(bot_driver: Driver) -> None:
    [said] = texts(await bot_driver.send("/ecart R 5", user_id=1475, language_code="fr"))
    assert plain(said).startswith("Il manque la couleur après « R »"), said
