"""The /stats words a club player reads: the level figure says what it is and where the next
level starts (not a bare « cote »), and each combination says in how many of the hands that
held it no mistake was seen (not a bare « suites : 2 sur 3 »; « seen »: a total said too high
names no combination, so nothing is marked wrong for it)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.coach.plan import ThemeStat
from bot.engine.themes import Theme
from bot.i18n import I18n
from bot.pictures.chart import ChartData, Tally
from bot.storage.models import KindStats, Stats
from bot.storage.repo_coach import ThemeRecord
from bot.views.coach import rating_detail, theme_line
from bot.views.pictures import chart_caption
from bot.views.stats import stats_text

I18N = I18n.load()
NB = {"\u00a0": " ", "\u202f": " "}


def plain(text: str) -> str:
    return text.translate(str.maketrans(NB))


@pytest.mark.parametrize(
    ("rating", "fr", "en"),
    [
        (
            1143.4,
            "1 143 points de niveau, habile dès 1 450",
            "1,143 level points, skilled from 1,450",
        ),
        (
            1449.6,
            "1 449 points de niveau, habile dès 1 450",
            "1,449 level points, skilled from 1,450",
        ),
        (
            1450.0,
            "1 450 points de niveau, expert dès 1 700",
            "1,450 level points, expert from 1,700",
        ),
        (
            1699.9,
            "1 699 points de niveau, expert dès 1 700",
            "1,699 level points, expert from 1,700",
        ),
        (1700.0, "1 700 points de niveau", "1,700 level points"),
        (2012.0, "2 012 points de niveau", "2,012 level points"),
    ],
)
def test_the_rating_is_level_points_and_the_next_level(rating: float, fr: str, en: str) -> None:
    """Rounded down, so a player short of a level never sees that level's figure."""
    assert plain(rating_detail(rating, I18N.translator("fr"))) == fr
    assert plain(rating_detail(rating, I18N.translator("en"))) == en


@pytest.mark.parametrize(
    ("lang", "right", "count", "line"),
    [
        ("fr", 2, 3, "• suites : 2 fois sur 3 sans erreur (67 %)"),
        ("fr", 0, 1, "• suites : 0 fois sur 1 sans erreur (0 %)"),
        ("fr", 1, 1, "• suites : 1 fois sur 1 sans erreur (100 %)"),
        ("en", 2, 3, "• runs: 2 times out of 3 without a mistake (67%)"),
        ("en", 1, 1, "• runs: 1 time out of 1 without a mistake (100%)"),
        ("en", 0, 1, "• runs: 0 times out of 1 without a mistake (0%)"),
    ],
)
def test_each_combination_says_how_often_no_mistake_was_seen(
    lang: str, right: int, count: int, line: str
) -> None:
    data = ChartData(
        days=((date(2026, 11, 23), Tally(count=count, right=right)),),
        kinds=(("runs", Tally(count=count, right=right)),),
    )
    lines = plain(chart_caption(data, I18N.translator(lang))).splitlines()
    assert line in lines, lines


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "suites : 10 questions manquées sur 12 qui portaient sur ce point (17 % de réussite)",
        ),
        ("en", "runs: 10 of your 12 questions on this spot missed (17% right)"),
    ],
)
def test_the_coach_counts_questions_missed_not_the_combination(lang: str, line: str) -> None:
    """Played: /entraineur said « suites : 0 % de réussite (12 manquées sur 12) » while
    /statistiques said « suites : sans erreur relevée 2 fois sur 12 »: the coach counts the
    questions holding runs answered wrong, /stats the runs themselves. The coach's line says
    it counts questions."""
    record = ThemeRecord(ThemeStat(Theme.RUN, tries=12, misses=10), None, None)
    assert plain(theme_line(record, I18N.translator(lang))) == line


@pytest.mark.parametrize(
    ("lang", "kinds", "head"),
    [
        ("fr", {"hand": 3}, "3 mains comptées"),
        ("fr", {"hand": 3, "crib": 1}, "4 mains et cribs comptés"),
        ("fr", {"crib": 1}, "1 crib compté"),
        ("en", {"hand": 3, "crib": 1}, "4 hands and cribs counted"),
        ("en", {"hand": 1}, "1 hand counted"),
    ],
)
def test_the_head_of_stats_names_the_cribs_counted(
    lang: str, kinds: dict[str, int], head: str
) -> None:
    """Played: /statistiques read « 4 mains comptées » over « Cribs : 0 sur 1 » and
    « Mains : 0 sur 3 »: the head now counts hands and cribs when there are cribs."""
    by_kind = {kind: KindStats(count=n, exact=0, missed_points=n) for kind, n in kinds.items()}
    hands = sum(kinds.values())
    stats = Stats(hands, by_kind, 1.0, [], 0, 0, None)
    lines = plain(stats_text(stats, I18N.translator(lang))).replace("<b>", "").replace("</b>", "")
    assert lines.splitlines()[1] == head, lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Oubliés le plus souvent : quinze (3 fois), valet de la bonne couleur (une fois)"),
        ("en", "Missed most: fifteen (3 times), nobs (once)"),
    ],
)
def test_the_kinds_missed_most_say_how_many_times(lang: str, said: str) -> None:
    """Played: « Oubliés le plus souvent : quinze (1) », a bare (1) a player read as one
    fifteen; it says « 3 fois » now, and a single miss "once", « une fois » ("1 time" was
    no English a player says)."""
    by_kind = {"hand": KindStats(count=4, exact=0, missed_points=7)}
    stats = Stats(4, by_kind, 1.75, [("fifteen", 3), ("nobs", 1)], 0, 0, None)
    assert said in plain(stats_text(stats, I18N.translator(lang)))
