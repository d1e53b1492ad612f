"""« /fuseau Mexique » read « Vouliez-vous dire l'un de ceux-ci? » over one button (« one of
these », a choice of one) → « Vouliez-vous dire celui-ci? »; two or more, as before."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.daily_zone import tz_unknown

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "one", "several"),
    [
        ("fr", "Vouliez-vous dire celui-ci?", "Vouliez-vous dire l'un de ceux-ci?"),
        ("en", "Did you mean this one?", "Did you mean one of these?"),
    ],
)
def test_one_suggestion_is_asked_about_alone(lang: str, one: str, several: str) -> None:
    tr = I18N.translator(lang)
    alone = tz_unknown("Mexique", ("America/Miquelon",), tr).replace("&#x27;", "'")
    two = tz_unknown("Lyon", ("Europe/London", "Asia/Yangon"), tr).replace("&#x27;", "'")
    assert one in alone and several not in alone, alone
    assert several in two, two
