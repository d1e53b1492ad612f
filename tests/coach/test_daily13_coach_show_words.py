"""« /entraineur bilan » answered « Je ne connais pas « bilan » » while /entraineur in a group
offers « Voir mon bilan » and says « Votre bilan complet est dans notre conversation privée »;
« /entraineur niveau » (the report's first line: « Votre niveau ») likewise: the words naming
the report show it, as /entraineur alone does."""

from __future__ import annotations

import pytest

from bot.coach.coach_args import CoachAsk, read_coach_args


@pytest.mark.parametrize(
    "typed", ["bilan", "Bilan", "mon bilan", "niveau", "mon niveau", "report", "level", "my level"]
)
def test_the_reports_own_words_show_it(typed: str) -> None:
    assert read_coach_args(typed.split()) == (CoachAsk.SHOW, True)


@pytest.mark.parametrize("typed", ["bilan non", "niveau hebdo", "peut-être"])
def test_other_words_after_them_are_still_not_understood(typed: str) -> None:
    assert isinstance(read_coach_args(typed.split()), str)
