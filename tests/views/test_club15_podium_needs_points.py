"""The close of a duplicate tournament whose only player abandoned her game with 0 point read
« 🏆 Le tournoi est terminé! 1. Marie (0 point, 1 abandon) »: announced under the trophy with
nothing won. Seed 002: « le gagnant sera celui qui aura accumulé le plus de points »; seed
003: « c'est le total des points qui déterminera les trois joueurs gagnants ». A place on the
podium goes to a member who scored: with nobody who did, the close says there is no winner
(the final standings below still list her, « 1. Marie : 0 point, 61 contre (1 abandon) »); a
member who scored is announced alone, not above « 2. Marie (0 point, 1 abandon) »."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills import tournament as rules
from bot.drills.tournament import Format, Kind, Result
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.tournament import About, closed_lines

I18N = I18n.load()
ABOUT = About(Format.FADOQ, Kind.DUPLICATE, 6, 61, True, False, date(2026, 12, 6))
NAMES = {1: "Marie", 2: "Jean"}
MARIE_ABANDONED = Result(1, 1, 0, 61, abandoned=True)
JEAN_PLAYED = Result(2, 1, 61, 40)
NO_WINNER = {
    "fr": "Personne n'a marqué de point : pas de gagnant cette fois.",
    "en": "Nobody scored a point: no winner this time.",
}


def _close(results: list[Result], lang: str) -> tuple[list[str], str]:
    rows = rules.standings(Format.FADOQ, [1, 2], results)
    text = html_to_text("\n".join(closed_lines(ABOUT, rows, NAMES, I18N.translator(lang))))
    podium, _, final = text.replace("\u00a0", " ").partition("\n\n")
    return podium.splitlines(), final


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lone_player_without_a_point_is_no_winner(lang: str) -> None:
    podium, final = _close([MARIE_ABANDONED], lang)
    assert not any("Marie" in line for line in podium), podium
    assert NO_WINNER[lang].replace("\u00a0", " ") in podium, podium
    assert "1. Marie" in final, final  # still in the final standings


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_podium_names_only_those_who_scored(lang: str) -> None:
    podium, final = _close([MARIE_ABANDONED, JEAN_PLAYED], lang)
    assert podium[1].startswith("🥇 Jean"), podium
    assert not any("Marie" in line for line in podium), podium
    assert "2. Marie" in final, final


def test_nobody_scored_means_nobody_placed() -> None:
    rows = rules.standings(Format.JEUX50, [1, 2], [MARIE_ABANDONED, Result(2, 1, 0, 61)])
    assert rules.winners(rows) == []
    assert not rules.tied(rows)
