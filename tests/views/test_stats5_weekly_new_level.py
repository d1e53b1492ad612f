"""Monday's message to a member who began on Wednesday and counted 40 hands since: « Encore à
préciser (quelques essais de plus) : • Compter une main : habile pour l'instant (40 essais; …) »;
more tries would change nothing: her level has no trend because she had none a week ago. A level
first met this week is said so; « quelques essais de plus » stays for a level still uncertain."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.coach.glicko import Rating
from bot.coach.questions import Drill
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, DrillRating
from bot.views.coach import PROVISIONAL_RD, weekly_lines

I18N = I18n.load()
NOW = datetime(2026, 11, 30, 9, tzinfo=UTC)
FEW_TRIES = {"fr": "quelques essais de plus", "en": "a few more tries"}
NEW = {"fr": "Nouveau cette semaine", "en": "New this week"}


def week(lang: str, *ratings: DrillRating) -> str:
    overview = CoachView(ratings=list(ratings), themes=[], due=[], next_due=None)
    return "\n".join(weekly_lines(overview, [], UTC, I18N.translator(lang), NOW))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_level_new_this_week_is_not_said_to_need_tries(lang: str) -> None:
    settled = Rating(1500.0, PROVISIONAL_RD - 40)
    text = week(lang, DrillRating(Drill.HAND, settled, games=40, wins=30, trend=None))
    assert FEW_TRIES[lang] not in text, text
    assert NEW[lang] in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_level_still_uncertain_needs_a_few_more_tries(lang: str) -> None:
    uncertain = Rating(1400.0, PROVISIONAL_RD + 60)
    text = week(
        lang,
        DrillRating(Drill.HAND, uncertain, games=4, wins=1, trend=None),
        DrillRating(Drill.CRIB, uncertain, games=4, wins=1, trend=10.0),
    )
    assert FEW_TRIES[lang] in text, text
    assert NEW[lang] not in text, text
