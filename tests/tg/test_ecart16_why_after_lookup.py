"""An /ecart deal waiting (A♦ A♥ A♠ 5♠ V♥ V♠, hers to lay away), she looks up « /ecart 5H 5D JS
QC 2S donneur », then types « pourquoi? »: she got the waiting deal's hint (« Gardez les cartes
qui marquent ensemble… Touchez les 2 cartes à jeter au crib »), which reads as an answer about
the lookup just shown, and contradicts it. « pourquoi? » right after a lookup explains the
lookup, its cards named, and says the deal still waits; with no lookup since, the deal's hint
is unchanged."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.storage import Database
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("AD AH AS 5S JH JS")), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


SAID = {
    "fr": (
        "/ecart 5H 5D JS QC 2S donneur",
        "Pourquoi jeter 2♠ de 5♥ 5♦ V♠ D♣ 2♠?",
        "Ce qui décide entre 2♠ et 5♥ ou 5♦ : la main",
        "Votre donne A♦ A♥ A♠ 5♠ V♥ V♠ attend toujours ses 2 cartes à jeter au crib.",
    ),
    "en": (
        "/discard 5H 5D JS QC 2S dealer",
        "Why lay away 2♠ from 5♥ 5♦ J♠ Q♣ 2♠?",
        "What decides between 2♠ and 5♥ or 5♦: the hand",
        "Your deal A♦ A♥ A♠ 5♠ J♥ J♠ still waits for its 2 cards to lay away in the crib.",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_after_a_lookup_explains_the_lookup(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    lookup, title, decides, waits = SAID[lang]
    await bot_driver.send("/ecart", user_id=1621, language_code=lang)
    question = await db.questions.pending_question(1621, 1621)
    assert question is not None
    await bot_driver.send(lookup, user_id=1621, language_code=lang)
    why = "pourquoi?" if lang == "fr" else "why?"
    [reply] = texts(await bot_driver.send(why, user_id=1621, language_code=lang))
    text = html_to_text(reply).replace("\u00a0", " ")
    assert text.startswith(title), text
    assert decides in text and waits in text, text
    still = await db.questions.pending_question(1621, 1621)
    assert still is not None and still.id == question.id


async def test_why_in_a_group_names_her(bot_driver: Driver) -> None:
    rita = {"user_id": 1622, "chat_id": -100_162, "chat_type": "supergroup", "language_code": "fr"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    await bot_driver.send("/ecart 5H 5D JS QC 2S donneur", first_name="Rita", **rita)
    [reply] = texts(await bot_driver.send("pourquoi?", first_name="Rita", **rita))
    assert html_to_text(reply).startswith("Rita\u00a0: Pourquoi jeter 2♠ de 5♥ 5♦ V♠ D♣ 2♠?"), reply


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_with_no_lookup_keeps_the_deals_hint(bot_driver: Driver, lang: str) -> None:
    await bot_driver.send("/ecart", user_id=1623, language_code=lang)
    why = "pourquoi?" if lang == "fr" else "why?"
    [reply] = texts(await bot_driver.send(why, user_id=1623, language_code=lang))
    assert ("Gardez les cartes" if lang == "fr" else "Keep the cards") in reply, reply


async def test_a_new_deal_forgets_the_lookup(bot_driver: Driver) -> None:
    await bot_driver.send("/ecart", user_id=1624, language_code="fr")
    await bot_driver.send("/ecart 5H 5D JS QC 2S donneur", user_id=1624, language_code="fr")
    await bot_driver.send("A♦ V♠", user_id=1624, language_code="fr")
    await bot_driver.send("/ecart", user_id=1624, language_code="fr")
    [reply] = texts(await bot_driver.send("pourquoi?", user_id=1624, language_code="fr"))
    assert "Gardez les cartes" in reply, reply


async def test_why_in_a_group_with_no_lookup_stays_chatter(bot_driver: Driver) -> None:
    rita = {"user_id": 1625, "chat_id": -100_163, "chat_type": "supergroup", "language_code": "fr"}
    await bot_driver.send("/ecart", first_name="Rita", **rita)
    assert texts(await bot_driver.send("pourquoi?", first_name="Rita", **rita)) == []


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_after_a_verdict_then_a_lookup_explains_the_lookup(
    bot_driver: Driver, lang: str
) -> None:
    """« /discard five cards », a lay-away and its verdict, then « /discard 5H 5D JS QC 2S
    dealer »: « why? » said « Why K♥? », the verdict's, under the lookup just shown."""
    lookup, title, decides, _ = SAID[lang]
    await bot_driver.send("/ecart", user_id=1626, language_code=lang)
    await bot_driver.send("AD JS", user_id=1626, language_code=lang)
    await bot_driver.send(lookup, user_id=1626, language_code=lang)
    why = "pourquoi?" if lang == "fr" else "why?"
    [reply] = texts(await bot_driver.send(why, user_id=1626, language_code=lang))
    text = html_to_text(reply).replace("\u00a0", " ")
    assert text.startswith(title) and decides in text, text
    assert "attend" not in text and "waits" not in text, text
    await bot_driver.send("/ecart", user_id=1626, language_code=lang)
    await bot_driver.send("AD JS", user_id=1626, language_code=lang)
    [again] = texts(await bot_driver.send(why, user_id=1626, language_code=lang))
    assert "5♦" not in again, again  # the verdict's why, the lookup forgotten


async def test_why_after_a_role_button_explains_the_lookup(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/ecart", user_id=1627, language_code="fr")
    await bot_driver.send("/ecart 5H 5D JS QC 2S", user_id=1627, language_code="fr")
    message = local_api.last_message(1627)
    assert message is not None
    await bot_driver.press(
        "e:r:d:5H,5D,JS,QC,2S", message["message_id"], user_id=1627, language_code="fr"
    )
    [reply] = texts(await bot_driver.send("pourquoi?", user_id=1627, language_code="fr"))
    assert html_to_text(reply).startswith("Pourquoi jeter 2♠ de 5♥ 5♦ V♠ D♣ 2♠?"), reply
