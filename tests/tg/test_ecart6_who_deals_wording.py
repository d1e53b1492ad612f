"""« Qui donne? » said « Touchez un bouton ci-dessous, ou tapez : /ecart 5C … donneur »: the
whole command again, when the role typed alone answers it. It now says « ou tapez « donneur »
ou « receveur » », and either typed alone does answer it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

NB = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "cards", "line", "typed", "answer"),
    [
        (
            "fr",
            "5C 5K VP DT 2C 3P",
            f"Touchez un bouton ci-dessous, ou tapez «{NB}donneur{NB}» ou «{NB}receveur{NB}».",
            "receveur",
            "Vous êtes le receveur",
        ),
        (
            "en",
            "5H 5D JS QC 2H",
            "Press a button below, or type “dealer” or “pone”.",
            "dealer",
            "You deal",
        ),
    ],
)
async def test_who_deals_names_the_role_words_that_answer_it(
    bot_driver: Driver, lang: str, cards: str, line: str, typed: str, answer: str
) -> None:
    (asked,) = texts(await bot_driver.send(f"/ecart {cards}", user_id=621, language_code=lang))
    assert line in asked, asked
    assert "<code>" not in asked  # no command to copy any more
    (reply,) = texts(await bot_driver.send(typed, user_id=621, language_code=lang))
    assert answer in reply, reply
