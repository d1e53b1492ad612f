"""/score crib … = CALL with a crib's four cards of one suit, the starter of another: a call
that may have scored that flush is told the crib flush rule, as the drills and /play say it.
/score answered only « 4 points de trop : le compte est ramené à 0 point », with no why."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

RULE = {
    "fr": "Un flush au crib exige aussi la couleur de la carte de départ\u00a0: "
    "quatre cartes seules ne valent rien.",
    "en": "A crib flush needs the starter's suit too: four alone score nothing.",
}


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("crib 2H 4H 6H 8H 10D = 4", True),  # the four hearts counted as in a hand
        ("crib 2H 4H 6H 8H 10D = flush 4", True),
        ("crib 2H 4H 6H 8H 10D = 2", False),  # too high, but not by a flush
        ("crib 2H 4H 6H 8H 10H = 5", False),  # the starter's suit: the flush of 5 counts
        ("2H 4H 6H 8H 10D = 4", False),  # a hand's four-card flush counts
    ],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_score_says_the_crib_flush_rule_when_the_call_counted_it(
    bot_driver: Driver, asked: str, told: bool, lang: str
) -> None:
    calls = await bot_driver.send(f"/score {asked}", 5301, language_code=lang)
    text = html_to_text(texts(calls)[-1])
    assert "8♥" in text, text  # the cards were read and the call judged
    assert (RULE[lang] in text) == told, text
