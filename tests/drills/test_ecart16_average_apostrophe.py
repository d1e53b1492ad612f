"""« c quoi lesperance? » at an /ecart deal (the apostrophe and the accent left out, as typed
on a phone) got the deal's hint « Gardez les cartes qui marquent ensemble… »: « lesperance »
is « l'espérance », the averages explained."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import asks_average, asks_average_at_deal


@pytest.mark.parametrize(
    "text", ["c quoi lesperance?", "C'est quoi lespérance", "lesperance?", "c quoi la moyenne?"]
)
def test_the_average_without_apostrophe(text: str) -> None:
    assert asks_average(text)
    assert asks_average_at_deal(text)


def test_other_words_stay_apart() -> None:
    assert not asks_average("lespoir")
    assert not asks_average("les 5")
