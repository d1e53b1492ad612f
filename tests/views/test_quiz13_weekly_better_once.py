"""The weekly coach message read « En progrès cette semaine : • Mains : habile, ▲ en progrès
cette semaine (…) »: the heading's words again on each line under it. Under it, the lines now
give the level and tries only; « À surveiller » keeps its ▼, which its heading does not say."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.coach.glicko import Rating
from bot.coach.questions import Drill
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, DrillRating
from bot.views.coach import weekly_lines

I18N = I18n.load()
NOW = datetime(2026, 11, 30, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("lang", "heading", "trend"),
    [("fr", "En progrès cette semaine", "en progrès"), ("en", "Better this week", "rising")],
)
def test_better_this_week_is_said_once(lang: str, heading: str, trend: str) -> None:
    tr = I18N.translator(lang)
    better = DrillRating(Drill.HAND, Rating(1500.0, 60.0), games=40, wins=30, trend=40.0)
    worse = DrillRating(Drill.PEG, Rating(1400.0, 60.0), games=40, wins=10, trend=-40.0)
    overview = CoachView(ratings=[better, worse], themes=[], due=[], next_due=None)
    text = "\n".join(weekly_lines(overview, [], UTC, tr, NOW))
    assert text.count(heading) == 1, text
    assert trend not in text, text
    assert "▲" not in text, text
    assert "▼" in text, text
