"""Scores typed alone in a private chat with nothing asked: « j'ai 95 il a 110 », or « 95 110 »
sent after /chances alone, got « Je réponds aux comptes et aux commandes : /main vous donne une
main, /aide explique le reste. ». They get the chances, as /chances with them would.

`odds.typed_scores` reads them, last among `Subscriptions.unanswered` (`wiring.py`)."""

from __future__ import annotations

import pytest

from bot.content_odds import shipped_odds
from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from bot.views.odds import Request, typed_request

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "request_"),
    [
        ("fr", "j'ai 95 il a 110", Request(95, 110)),
        ("fr", "95 110", Request(95, 110)),
        ("fr", "moi 12 lui 20", Request(12, 20)),
        ("fr", "95 110 receveur", Request(95, 110, dealer=False)),
        ("en", "I have 95 he has 110", Request(95, 110)),
    ],
)
def test_scores_typed_alone_read(lang: str, typed: str, request_: Request) -> None:
    assert typed_request(typed, I18N.translator(lang)) == request_


@pytest.mark.parametrize(
    "typed",
    ["12 14", "12", "15 2 15 4", "quinze 2", "bonjour", "121 98", "95", "5C 5K 5T VP 5P"],
)
def test_what_may_be_a_count_or_anything_else_is_left(typed: str) -> None:
    """Two numbers a hand can count (« 12 14 »: twelve or fourteen?) say no chances."""
    assert typed_request(typed, I18N.translator("fr")) is None


async def test_scores_typed_after_odds_alone_get_the_chances(bot_driver: Driver) -> None:
    await bot_driver.send("/chances", user_id=9_690, language_code="fr")
    sent = texts(await bot_driver.send("j'ai 95 il a 110", user_id=9_690, language_code="fr"))
    assert len(sent) == 1, sent
    text = html_to_text(sent[0])
    chance = round(100 * shipped_odds().chance(95, 110, dealer=True))
    assert text.startswith("Vous êtes donneur, à 95 contre 110"), text
    assert f"{chance}\u00a0%" in text.replace("\u202f", "\u00a0"), text


async def test_a_count_typed_alone_is_still_told_there_is_nothing_to_count(
    bot_driver: Driver,
) -> None:
    sent = texts(await bot_driver.send("12", user_id=9_691, language_code="fr"))
    assert "Rien à compter" in html_to_text(sent[0])
