"""The close's winners (`bot.views.tournament.winners`) as a club member reads them: in a Jeux
50+ tournament two members with the same total get different medals (seed 003: « en cas
d'égalité, les points « pour » et les points « contre » seront calculés »), so the points
against are shown beside the points for."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills import tournament as rules
from bot.drills.tournament import Format, Kind, Result
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.tournament import About, winners

I18N = I18n.load()
NAMES = {1: "Ann", 2: "Ben", 3: "Cat", 4: "Dan"}


def about(fmt: Format) -> About:
    return About(fmt, Kind.DUPLICATE, 16, 121, True, False, date(2026, 12, 6))


def results() -> list[Result]:
    """Ann and Ben 121 points each, Ben with fewer against; Cat 100."""
    return [
        Result(1, 1, 121, 100),
        Result(2, 1, 121, 90),
        Result(3, 1, 100, 121),
    ]


@pytest.mark.parametrize(
    ("lang", "first", "second"),
    [
        ("fr", "🥇 Ben (121 pour, 90 contre)", "🥈 Ann (121 pour, 100 contre)"),
        ("en", "🥇 Ben (121 for, 90 against)", "🥈 Ann (121 for, 100 against)"),
    ],
)
def test_jeux50_winners_on_equal_totals_show_the_points_against(
    lang: str, first: str, second: str
) -> None:
    """Before: « 🥇 Ben (121 points) », « 🥈 Ann (121 points) »: the same points, two medals,
    and nothing to say why."""
    rows = rules.winners(rules.standings(Format.JEUX50, [1, 2, 3], results()))
    lines = [
        html_to_text(line).replace("\u00a0", " ")
        for line in winners(about(Format.JEUX50), rows, NAMES, I18N.translator(lang), tie=False)
    ]
    assert lines[1:3] == [first, second]


def test_fadoq_winners_keep_their_points_alone() -> None:
    """FADOQ ranks on the points alone (seed 002): equal totals share the medal."""
    rows = rules.winners(rules.standings(Format.FADOQ, [1, 2, 3], results()))
    lines = [
        html_to_text(line).replace("\u00a0", " ")
        for line in winners(about(Format.FADOQ), rows, NAMES, I18N.translator("fr"), tie=True)
    ]
    assert lines[1:3] == ["🥇 Ann (121 points)", "🥇 Ben (121 points)"]


def test_a_fadoq_tie_among_the_winners_is_said_of_the_tied_members() -> None:
    """« Les égalités partagent la place » (ties share the place): the members (or teams)
    tied do, « ex æquo »."""
    rows = rules.winners(rules.standings(Format.FADOQ, [1, 2, 3], results()))
    lines = winners(about(Format.FADOQ), rows, NAMES, I18N.translator("fr"), tie=True)
    text = html_to_text("\n".join(lines)).replace("\u00a0", " ")
    assert "Les ex æquo partagent la place : un deux de trois les départage." in text
