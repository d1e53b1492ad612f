"""A crib's four cards of one suit, the starter of another: a count that may have scored that
flush (a flush called, or a total 4 or more over) is told the crib flush rule, in the words of
the rules quiz. It used to be told only « flush : 4 de trop », with no why."""

from __future__ import annotations

import pytest
from test_handlers import one_text, plant

from bot.storage import Database
from bot.tg.local import Driver, html_to_text

RULE = {
    "fr": "Un flush au crib exige aussi la couleur de la carte de départ\u00a0: "
    "quatre cartes seules ne valent rien.",
    "en": "A crib flush needs the starter's suit too: four alone score nothing.",
}


@pytest.mark.parametrize(
    ("kind", "cards", "said", "told"),
    [
        ("crib", "2S 6S 9S KS 4C", "8", True),  # 4 fifteens + the flush it does not have
        ("crib", "2S 6S 9S KS 4C", "flush 4", True),  # right total, wrong details
        ("crib", "2S 6S 9S KS 4C", "5", False),  # one point over: not the flush
        ("crib", "2S 6S 9S KS 4S", "9", False),  # the starter's suit: the flush of 5 counts
        ("hand", "2S 6S 9S KS 4C", "12", False),  # a hand's four-card flush counts
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_crib_flush_rule_is_said_when_it_was_counted(
    bot_driver: Driver, db: Database, kind: str, cards: str, said: str, told: bool, lang: str
) -> None:
    user = 5201 if lang == "fr" else 5202
    await bot_driver.send(
        "/images non" if lang == "fr" else "/pictures off", user, language_code=lang
    )
    await plant(db, user, cards, kind=kind)
    text = html_to_text(one_text(await bot_driver.send(said, user, language_code=lang)))
    assert (RULE[lang] in text) == told, text
