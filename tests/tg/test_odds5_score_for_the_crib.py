"""« /score 5C 5K 5T VP 5P pour le crib » got « Les 5 cartes y sont, mais « pour » après elles
n'est ni une carte ni un compte », though « … au crib » and « … dans le crib » read: « pour le
crib » ("for the crib", "for my hand") names the crib (or the hand) as they do. « pour 29 »
after the cards is still the count called."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts
from bot.views.score_args import ScoreAsk, count_after_cards, read_score_args


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("5C 5K 5T VP 5P pour le crib", ScoreAsk(True, "5C 5K 5T VP 5P", None)),
        ("5C 5K 5T VP 5P, pour le crib = 29", ScoreAsk(True, "5C 5K 5T VP 5P, ", " 29")),
        ("5H 5D 5C JS 5S for the crib", ScoreAsk(True, "5H 5D 5C JS 5S", None)),
        ("5H 5D 5C JS 5S for my hand", ScoreAsk(False, "5H 5D 5C JS 5S", None)),
    ],
)
def test_for_the_crib_after_the_cards(typed: str, asked: ScoreAsk) -> None:
    assert read_score_args(typed.split()) == asked


def test_for_a_count_is_still_the_call() -> None:
    asked = read_score_args(["5C", "5K", "5T", "VP", "5P", "pour", "29"])
    assert asked is not None
    said = count_after_cards(asked, "fr", 5)
    assert said is not None
    assert not said[0].crib
    assert said[0].cards == "5C 5K 5T VP 5P"
    assert said[0].call is not None
    assert said[0].call.split()[-1] == "29"


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/score 5C 5K 5T VP 5P pour le crib", "Crib\u00a0: 5♥ 5♦ 5♣ V♠"),
        ("fr", "/score 5C 5K 5T VP 5P pour le crib 29", "Le crib vaut 29 points."),
        ("en", "/score 5H 5D 5C JS 5S for the crib", "Crib: 5♥ 5♦ 5♣ J♠"),
        ("fr", "/score 5C 5K 5T VP 5P pour 29", "Main\u00a0: 5♥ 5♦ 5♣ V♠"),
    ],
)
async def test_the_chat_counts_the_crib(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5561, language_code=lang))[-1])
    assert said in text, text
