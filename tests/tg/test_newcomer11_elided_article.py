"""« c'est quoi l'écart » got « Je réponds aux comptes et aux commandes… » (and « /aide
l'as » named no card): the article elided onto the word (« l' », « d' ») kept it from being
read, and « écart », the French word for the lay-away, was no word of the game (« écarter »
was). The word is read without its article, and « écart » says what laying away is."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import help_words
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("args", "kept"),
    [
        (["c'est", "quoi", "l'écart"], ["écart"]),
        (["c\u2019est", "quoi", "l\u2019écart?"], ["écart"]),
        (["l'as"], ["as"]),
        (["d'écart"], ["écart"]),
        (["l'"], []),
        (["qu'est-ce", "que", "le", "go"], ["go"]),
    ],
)
def test_the_article_is_left_out(args: list[str], kept: list[str]) -> None:
    assert help_words(args) == kept


@pytest.mark.parametrize(
    ("lang", "typed", "title"),
    [
        ("fr", "c'est quoi l'écart", "Jeter au crib"),
        ("fr", "c'est quoi l\u2019écart?", "Jeter au crib"),
        ("fr", "c'est quoi un écart", "Jeter au crib"),
    ],
)
async def test_what_the_lay_away_is(bot_driver: Driver, lang: str, typed: str, title: str) -> None:
    (said,) = texts(await bot_driver.send(typed, user_id=11_900, language_code=lang))
    assert title in said.split("\n")[0], said


async def test_the_ace_with_its_article(bot_driver: Driver) -> None:
    (elided,) = texts(await bot_driver.send("/aide l'as", user_id=11_901, language_code="fr"))
    (plain,) = texts(await bot_driver.send("/aide as", user_id=11_901, language_code="fr"))
    assert elided == plain
