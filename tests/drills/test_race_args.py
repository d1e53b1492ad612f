"""The words after /race (`bot.drills.race_args.race_target`): a target alone, else None."""

from __future__ import annotations

import pytest

from bot.drills.race_args import race_target


@pytest.mark.parametrize(
    ("args", "target"),
    [
        (["61"], 61),
        (["121"], 121),
        ([], None),
        (["91"], None),  # not a race's length
        (["61", "skunk"], None),  # not alone
        (["soixante"], None),
        (["-61"], None),
    ],
)
def test_a_target_alone_reads(args: list[str], target: int | None) -> None:
    assert race_target(args) == target
