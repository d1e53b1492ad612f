"""/score 5C 5K 5T VP 5P -> 29: the arrow typed for « = » (as phones turn it into « → ») was
« « -> 29 » après elles n'est ni une carte ni un compte »; it calls the count as « = » does."""

from __future__ import annotations

import pytest

from bot.views.score_args import ScoreAsk, read_score_args


@pytest.mark.parametrize(
    ("args", "asked"),
    [
        (["5C", "5K", "5T", "VP", "5P", "->", "29"], ScoreAsk(False, "5C 5K 5T VP 5P ", " 29")),
        (["5C", "5K", "5T", "VP", "5P", "→", "29"], ScoreAsk(False, "5C 5K 5T VP 5P ", " 29")),
        (["5C", "5K", "5T", "VP", "5P", "=>", "29"], ScoreAsk(False, "5C 5K 5T VP 5P ", " 29")),
        (["5C", "5K", "5T", "VP", "5P->29"], ScoreAsk(False, "5C 5K 5T VP 5P", "29")),
        (
            ["crib", "5C", "5K", "5T", "VP", "5P", "→", "28"],
            ScoreAsk(True, "5C 5K 5T VP 5P ", " 28"),
        ),
        (
            ["5C", "5K", "5T", "VP", "5P", "au", "crib", "->", "28"],
            ScoreAsk(True, "5C 5K 5T VP 5P ", " 28"),
        ),
    ],
)
def test_an_arrow_calls_the_count(args: list[str], asked: ScoreAsk) -> None:
    assert read_score_args(args) == asked
