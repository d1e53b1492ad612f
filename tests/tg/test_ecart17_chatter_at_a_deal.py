"""« bonjour », « merci », « ok » typed while an /ecart deal waits got « Carte inconnue « ok » :
la valeur doit être A, 2 à 10, V, D ou R. », as if a card had been mistyped. A greeting or
thanks is answered in kind, then that the deal still waits; « ok », « hmm », how to answer
the deal; nothing graded either way."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.storage import Database
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "bonjour", "Bonjour! Votre question ci-dessus attend toujours votre réponse."),
        ("fr", "merci", "votre question ci-dessus attend toujours votre réponse."),
        ("en", "thanks", "Your question above is still waiting for your answer."),
        ("fr", "ok", "Touchez les 2 cartes à jeter au crib"),
        ("en", "hmm", "Tap the 2 cards to lay away in the crib"),
    ],
)
async def test_chatter_at_a_deal(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 1730 + len(typed) + (0 if lang == "fr" else 20)
    await bot_driver.send("/ecart", user_id=user, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    reply = reply.replace("\u00a0", " ")
    assert said.casefold() in reply.casefold(), reply
    assert "Carte inconnue" not in reply and "Unknown card" not in reply
    assert await db.questions.pending_question(user, user) is not None  # still waiting
