"""A side's standing says its byes: after round 1, the player who had the bye read
« 🥇 Ann Leblanc — 121 points · 121 pour, 0 contre · 0 partie », 121 points from nowhere;
now « … · 0 partie, 1 exemption »."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup
from bot.drills.night_standings import Standing
from bot.i18n import I18n
from bot.views.night import standing_parts, title
from bot.views.night_rules import ranking_rule

I18N = I18n.load()
FADOQ = Setup(Format.FADOQ, Ranking.POINTS, doubles=False, games=6, target=121)
ACC = Setup(Format.ACC, Ranking.GAME_POINTS, doubles=False, games=9, target=121)


@pytest.mark.parametrize(
    ("lang", "about", "said"),
    [
        ("fr", FADOQ, "121 points, 0 contre · 0 partie, 1 exemption"),
        ("en", FADOQ, "121 points, 0 against · 0 games, 1 bye"),
        ("fr", ACC, "0 partie, 1 exemption"),
        ("en", ACC, "1 game, 2 byes"),
    ],
)
def test_the_byes_are_said(lang: str, about: Setup, said: str) -> None:
    tr = I18N.translator(lang)
    games, byes = (1, 2) if "2 byes" in said else (0, 1)
    row = Standing(("p1",), 1, 121, 121, 0, 2, 0, games, byes)
    _, name, rest = standing_parts(row, {"p1": "Ann Leblanc"}, about, tr)
    assert name == "Ann Leblanc"
    assert said in rest.replace("\u00a0", " ").replace("\u202f", " "), rest


def test_no_bye_no_word() -> None:
    tr = I18N.translator("fr")
    row = Standing(("p1",), 1, 121, 121, 98, None, None, 1)
    assert standing_parts(row, {}, FADOQ, tr)[2].endswith("· 1 partie")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "🃏 Club night, as at the Jeux des 50 ans et plus (singles)"),
        ("fr", "🃏 Soirée de club, à la façon des Jeux des 50 ans et plus (en simple)"),
    ],
)
def test_a_night_of_the_jeux_50_is_named_in_plain_english(lang: str, said: str) -> None:
    """The English name read « Club night, Jeux des 50 ans et plus style », a French name
    with an English word stuck on; now « Club night, as at the Jeux des 50 ans et plus »."""
    about = Setup(Format.JEUX50, Ranking.POINTS, doubles=False, games=16, target=121)
    assert title(about, I18N.translator(lang)) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "nobody has a second one before everyone has had one"),
        ("fr", "personne n'est exempt deux fois avant que chacun l'ait été une fois"),
    ],
)
def test_the_presentation_says_who_has_a_second_bye(lang: str, said: str) -> None:
    """A FADOQ night of five plays six rounds: someone has two byes; the night says who
    before it starts (a jeux50 night gives each player the same byes, it says nothing)."""
    tr = I18N.translator(lang)
    jeux50 = Setup(Format.JEUX50, Ranking.POUR_CONTRE, doubles=False, games=0, target=121)
    assert said in ranking_rule(FADOQ, tr)
    assert ("standings" if lang == "en" else "classement") in ranking_rule(FADOQ, tr)
    assert said not in ranking_rule(jeux50, tr)
