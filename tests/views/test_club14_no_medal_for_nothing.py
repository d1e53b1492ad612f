"""Duplicate standings after Marie abandoned her first game, the others with no game yet:
« 🥇 Marie : 0 point, 61 contre (1 abandon) », a gold medal for no point at all. A medal now
goes to a member who scored: a line without a point shows its place as a number (« 1. »),
and the medals stay with those who scored (« 🥇 Jean… », then « 2. Marie… »), in the
standings and on the podium of the close alike."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills import tournament as rules
from bot.drills.tournament import Format, Kind, Result
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.tournament import About, standings, winners

I18N = I18n.load()
ABOUT = About(Format.FADOQ, Kind.DUPLICATE, 6, 61, True, False, date(2026, 12, 6))
NAMES = {1: "Marie", 2: "Jean", 3: "Luc"}
MARIE_ABANDONED = Result(1, 1, 0, 61, abandoned=True)
JEAN_PLAYED = Result(2, 1, 61, 40)
MEDALS = ("🥇", "🥈", "🥉")


def _lines(results: list[Result], lang: str) -> list[str]:
    rows = rules.standings(Format.FADOQ, [1, 2, 3], results)
    text = html_to_text("\n".join(standings(ABOUT, rows, NAMES, I18N.translator(lang))))
    return text.splitlines()


def _line_of(name: str, lines: list[str]) -> str:
    return next(line for line in lines if name in line and ("partie" in line or "game" in line))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_medal_before_anyone_has_scored(lang: str) -> None:
    lines = _lines([MARIE_ABANDONED], lang)
    marie = _line_of("Marie", lines)
    assert not any(medal in "\n".join(lines) for medal in MEDALS), lines
    assert marie.startswith("1. Marie")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_medals_go_to_those_who_scored(lang: str) -> None:
    lines = _lines([MARIE_ABANDONED, JEAN_PLAYED], lang)
    assert _line_of("Jean", lines).startswith("🥇 Jean")
    assert _line_of("Marie", lines).startswith("2. Marie")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_podium_gives_no_medal_for_no_point(lang: str) -> None:
    """The close: « 🥇 Jean (61 points) »; Marie, without a point, is not announced on the
    podium (club15: « 2. Marie (0 point, 1 abandon) » was a place announced with nothing won),
    only in the final standings below it."""
    rows = rules.standings(Format.FADOQ, [1, 2, 3], [MARIE_ABANDONED, JEAN_PLAYED])
    top = winners(ABOUT, rules.winners(rows), NAMES, I18N.translator(lang), tie=False)
    lines = html_to_text("\n".join(top)).splitlines()
    assert lines[1].startswith("🥇 Jean")
    assert not any("Marie" in line for line in lines), lines
