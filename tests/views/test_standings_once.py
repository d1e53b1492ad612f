"""A standings line said the same number twice: « 🥇 P42 : 121 points · 121 pour, 95
contre · 1 partie » (a side's points are its points « pour »), in a tournament's standings
and a club night's. Each number is said once now: « 121 points, 95 contre · 1 partie »."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.night import Format as NightFormat
from bot.drills.night import Ranking, Setup
from bot.drills.night_standings import Standing as NightStanding
from bot.drills.tournament import Format, Kind, Standing
from bot.i18n import I18n
from bot.views import night, tournament

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "121 points, 95 contre · 1 partie"), ("en", "121 points, 95 against · 1 game")],
)
def test_a_tournament_line_says_each_number_once(lang: str, said: str) -> None:
    tr = I18N.translator(lang)
    about = tournament.About(Format.FADOQ, Kind.ROUND_ROBIN, 0, 121, True, True, date(2026, 12, 6))
    row = Standing(user=1, rank=1, games=1, pour=121, contre=95, lost=None, per_deal=None)
    line = tournament.standing_line(row, "Ann", about, tr).replace("\u00a0", " ")
    assert line.endswith(f"<b>Ann</b> : {said}" if lang == "fr" else f"<b>Ann</b>: {said}")


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "121 points, 95 contre · 1 partie"), ("en", "121 points, 95 against · 1 game")],
)
def test_a_night_line_says_each_number_once(lang: str, said: str) -> None:
    tr = I18N.translator(lang)
    about = Setup(NightFormat.JEUX50, Ranking.POUR_CONTRE, doubles=False, games=4, target=121)
    row = NightStanding(("p1",), 1, 121, 121, 95, None, None, 1)
    assert night.standing_parts(row, {"p1": "Ann"}, about, tr)[2] == said
