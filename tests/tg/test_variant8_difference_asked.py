"""A club member shown /variante typed « c'est quoi la différence entre standard et fadoq? »
(or « c'est quoi standard? », "what's the difference between standard and fadoq?") and got
« Je réponds aux comptes et aux commandes… »: the difference asked is answered with the
word named first (the standard rules, and what the FADOQ rule drops; or the FADOQ rule)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head", "said"),
    [
        (
            "fr",
            "c'est quoi la différence entre standard et fadoq?",
            "Règles standard\n",
            "rapportent toujours 1 point",
        ),
        ("fr", "c'est quoi standard", "Règles standard\n", "La règle FADOQ enlève ce point"),
        ("fr", "quelle est la différence entre fadoq et standard", "Règle FADOQ\n", "116"),
        ("fr", "quelle est la différence entre une paire et un brelan?", "Paires\n", "brelan"),
        (
            "en",
            "what's the difference between standard and fadoq?",
            "Standard rules\n",
            "always pegs 1",
        ),
    ],
)
async def test_the_difference_asked_is_answered(
    bot_driver: Driver, lang: str, typed: str, head: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_882, language_code=lang))
    plain = html_to_text(text).replace("\u00a0", " ").replace("\u202f", " ")
    assert plain.startswith(head) and said in plain, text
