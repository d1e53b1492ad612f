"""« /variante sans muggins » got « Je ne connais pas la variante sans. Choisissez parmi :
standard, fadoq. »; "/variant no muggins" the same in English."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import Muggins, read_args, unread_word


@pytest.mark.parametrize(
    ("typed", "choice"),
    [
        ("sans muggins", Muggins(False)),
        ("Sans Muggins", Muggins(False)),
        ("avec muggins", Muggins(True)),
        ("no muggins", Muggins(False)),
        ("without muggins", Muggins(False)),
        ("with muggins", Muggins(True)),
        ("muggins non", Muggins(False)),  # as before
    ],
)
def test_with_or_without_muggins(typed: str, choice: Muggins) -> None:
    args = typed.split()
    assert read_args(args) == choice
    assert unread_word(args) is None
