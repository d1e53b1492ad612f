"""What /coach (/entraineur) says, read as a player would."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.storage.repo_coach import CoachView, ThemeRecord
from bot.views.coach import chart_title, coach_lines, weekly_line, weekly_lines

I18N = I18n.load()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_coaching_promises_no_weak_spot_deals_before_there_is_a_weak_spot(lang: str) -> None:
    """Seen: « Pas encore de point faible » followed by « au moins la moitié de vos donnes
    travaillent un de vos points faibles », while every deal was random."""
    tr = I18N.translator(lang)
    overview = CoachView(ratings=[], themes=[], due=[], next_due=None)
    text = "\n".join(coach_lines(overview, [], tr, coaching=True, weekly=False, zone=UTC))
    promise = tr._(
        "Coaching is on: at least half of your deals hold one of your weak spots "
        "(/coach off for random deals)."
    )
    assert promise not in text
    assert (
        tr._(
            "Coaching is on: once you have a weak spot, at least half of your deals will "
            "work on it (/coach off for random deals)."
        )
        in text
    )


def test_coaching_names_the_weak_spots_once_there_are_some() -> None:
    tr = I18N.translator("en")
    record = ThemeRecord(ThemeStat(Theme.RUN, tries=10, misses=8), None, None)
    other = ThemeRecord(ThemeStat(Theme.PAIR, tries=10, misses=8), None, None)
    overview = CoachView(ratings=[], themes=[record, other], due=[], next_due=None)
    weak = [record, other]  # two: one alone is « your weak spot » (test_daily13_…_deals)
    text = "\n".join(coach_lines(overview, weak, tr, coaching=True, weekly=False, zone=UTC))
    assert "at least half of your deals hold one of your weak spots" in text


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("fr", "À travailler\u00a0: mains à deux quinze."),
        ("en", "To work on: hands with two fifteens."),
    ],
)
def test_a_weak_spot_of_fifteens_names_the_hands_that_hold_them(lang: str, says: str) -> None:
    """Seen in the weekly message: « À travailler : deux quinze. », a count called aloud
    rather than a spot to work on."""
    tr = I18N.translator(lang)
    record = ThemeRecord(ThemeStat(Theme.FIFTEENS_2, tries=10, misses=8), None, None)
    overview = CoachView(ratings=[], themes=[record], due=[], next_due=None)
    now = datetime(2026, 11, 30, 9, tzinfo=UTC)
    lines = weekly_lines(overview, [record], UTC, tr, now)
    assert says in lines


def test_a_weekly_message_never_asked_for_is_not_said_stopped() -> None:
    """Played: a brand-new member's /entraineur said « Message de la semaine : arrêté », as
    if something had stopped; they had never asked for it."""
    fr = I18n.load().translator("fr")
    line = weekly_line(False, fr)
    assert line.startswith("Message de la semaine\u00a0: pas demandé (/entraineur hebdo "), line


def test_the_coach_chart_title_does_not_read_as_points_scored() -> None:
    """Played: /entraineur's picture was titled « Réussi du premier coup, par point », read
    as points scored (« 2 points »); its rows are subjects (« suites », « le go »)."""
    fr = I18n.load().translator("fr")
    assert chart_title(fr) == "Réussi du premier coup, par sujet"
