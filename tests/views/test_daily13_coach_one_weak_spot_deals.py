"""/entraineur with one weak spot said « au moins la moitié de vos donnes travaillent un de
vos points faibles » ("hold one of your weak spots"), the only one it had named: one spot is
named as the one, « travaillent votre point faible »."""

from __future__ import annotations

from datetime import UTC

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, ThemeRecord
from bot.views.coach import coach_lines

I18N = I18n.load()


def lines_with(themes: list[Theme], lang: str) -> str:
    records = [ThemeRecord(ThemeStat(t, tries=4, misses=4), None, None) for t in themes]
    overview = CoachView(ratings=[], themes=records, due=[], next_due=None)
    tr = I18N.translator(lang)
    return "\n".join(coach_lines(overview, records, tr, coaching=True, weekly=False, zone=UTC))


@pytest.mark.parametrize(
    ("lang", "one", "several"),
    [
        (
            "fr",
            "au moins la moitié de vos donnes travaillent votre point faible (",
            "au moins la moitié de vos donnes travaillent un de vos points faibles (",
        ),
        (
            "en",
            "at least half of your deals hold your weak spot (",
            "at least half of your deals hold one of your weak spots (",
        ),
    ],
)
def test_the_deals_promised_name_the_one_spot_or_one_of_them(
    lang: str, one: str, several: str
) -> None:
    text = lines_with([Theme.NOBS], lang)
    assert one in text and several not in text
    assert several in lines_with([Theme.NOBS, Theme.RUN], lang)
