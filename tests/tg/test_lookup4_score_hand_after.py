"""« /score 5C 5K 5T VP 5P main » said « Carte inconnue « main » »: « main » (or "hand") after
the cards names a hand, as « crib » after them names a crib."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts
from bot.views.score_args import ScoreAsk, read_score_args


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("5C 5K 5T VP 5P main", ScoreAsk(False, "5C 5K 5T VP 5P", None)),
        ("5C 5K 5T VP 5P (main) = 29", ScoreAsk(False, "5C 5K 5T VP 5P ", " 29")),
        ("5H 5D 5C JS 5S in my hand", ScoreAsk(False, "5H 5D 5C JS 5S", None)),
        ("5H 5D 5C JS 5S crib", ScoreAsk(True, "5H 5D 5C JS 5S", None)),
    ],
)
def test_hand_after_the_cards(typed: str, asked: ScoreAsk) -> None:
    assert read_score_args(typed.split()) == asked


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/score 5C 5K 5T VP 5P main", "Main\u00a0: 5♥ 5♦ 5♣ V♠"),
        ("en", "/score 5H 5D 5C JS 5S hand = 29", "Exact: nothing to take"),
    ],
)
async def test_the_chat_counts_the_hand(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5441, language_code=lang))[-1])
    assert said in text, text
