"""« je donne » typed at an /ecart deal where she is the pone was told « Cette donne attend
les 2 cartes à jeter au crib. Pour dire qui donne avec vos propres cartes, touchez un bouton
sous elles. »: the only buttons in sight are the deal's cards, and her role in this deal was
not said. She is told her role in this deal, what it waits for, and how to look up her own
cards (/ecart, the cards, « donneur »)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=False)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "je donne",
            "Vous êtes le receveur : le crib est au donneur, ses points comptent contre vous. "
            "Cette donne attend les 2 cartes à jeter au crib. Pour vos propres cartes, tapez "
            "/ecart, vos cartes et qui donne, par exemple <code>/ecart 5C 5K VP DT 2C 3P "
            "donneur</code>.",
        ),
        (
            "en",
            "dealer",
            "You are the pone: the crib is the dealer's, its points count against you. This "
            "deal waits for the 2 cards to lay away. For your own cards, type /discard, your "
            "cards and who deals, like <code>/discard 5H 5D JS QC 2H 3S dealer</code>.",
        ),
    ],
)
async def test_a_role_typed_at_a_deal(bot_driver: Driver, lang: str, typed: str, said: str) -> None:
    await bot_driver.send("/ecart", user_id=1451, language_code=lang)
    [note] = texts(await bot_driver.send(typed, user_id=1451, language_code=lang))
    assert note.replace("\u00a0", " ") == said
    assert "bouton" not in note and "button" not in note
