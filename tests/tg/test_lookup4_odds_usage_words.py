"""/chances refused the words of its own usage: « 61 pour une partie de 61 » said « Je ne
comprends pas « pour » », "in a game of 61" « I cannot read "in" »; and the crib said for who
deals (« mon crib », "his crib") « I cannot read "crib" »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, html_to_text, texts
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    ("lang", "typed", "asked"),
    [
        ("fr", "55 50 pour une partie de 61", Request(55, 50, True, 61)),
        ("fr", "55 50 61 pour une partie de 61", Request(55, 50, True, 61)),
        ("en", "55 to 50 in a game of 61, I am pone", Request(55, 50, False, 61)),
        ("en", "55 50 61 for a game of 61", Request(55, 50, True, 61)),
    ],
)
def test_the_words_of_the_usage_are_read(lang: str, typed: str, asked: Request) -> None:
    assert read_request(typed.split(), I18n.load().translator(lang)) == asked


@pytest.mark.parametrize(
    ("lang", "typed", "dealer"),
    [
        ("fr", "55 50 mon crib", True),
        ("fr", "55 50 son crib", False),
        ("fr", "55 50 pas mon crib", False),
        ("en", "55 50 my crib", True),
        ("en", "55 50 his crib", False),
        ("en", "55 50 not my crib", False),
    ],
)
def test_the_crib_says_who_deals(lang: str, typed: str, dealer: bool) -> None:
    assert read_request(typed.split(), I18n.load().translator(lang)) == Request(55, 50, dealer)


async def test_the_chat_reads_the_usage_words(bot_driver: Driver) -> None:
    sent = await bot_driver.send("/chances 55 50 pour une partie de 61", 5481, language_code="fr")
    text = html_to_text(texts(sent)[-1])
    assert text.startswith("Vous êtes donneur, à 55 contre 50"), text
    assert "parties de 61" in text, text
