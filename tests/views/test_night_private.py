"""What a player reads of the club night in their private chat (`bot.views.night_private`),
apart from the group's posts (`bot.views.night`): their table's notice and the score by
buttons, in both languages."""

from __future__ import annotations

import pytest

from bot.drills.night import Table
from bot.i18n import I18n
from bot.views import night_private

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said", "late"),
    [
        ("en", "Round 3 — table 2, against Gaston Roy", "Your opponent is late"),
        ("fr", "Ronde 3 — table 2, contre Gaston Roy", "adversaire est en retard"),
    ],
)
def test_a_players_notice(lang: str, said: str, late: str) -> None:
    tr = I18N.translator(lang)
    table = Table(3, 2, ("p1",), ("p2",))
    names = {"p1": "Rita Cormier", "p2": "Gaston Roy"}
    text = night_private.notice(3, table, ("p1",), names, tr, late=("p2",))
    assert said in text and late in text.replace("\u00a0", " "), text
    assert night_private.keyed_line((121, 98), tr).count("121") == 1


@pytest.mark.parametrize(
    ("lang", "bye", "won", "lost"),
    [
        ("fr", "Ronde 2 — votre équipe est exempte.",
         "Votre équipe a gagné. Combien de points l'autre équipe a-t-elle faits?",
         "Votre équipe a perdu. Combien de points a-t-elle faits?"),
        ("en", "Round 2 — your team has the bye.",
         "Your team won. How many points did the other team make?",
         "Your team lost. How many points did it make?"),
    ],
)  # fmt: skip
def test_a_team_reads_of_its_team(lang: str, bye: str, won: str, lost: str) -> None:
    """In doubles the private messages spoke to one player against one opponent (« vous êtes
    exempt », « Combien de points votre adversaire a-t-il faits? »); they speak of the team
    and the other team now."""
    tr = I18N.translator(lang)
    team = ("p1", "p2")
    assert night_private.notice(2, Table(2, 0, team, None), team, {}, tr) == bye
    assert night_private.loser_question(True, tr, doubles=True) == won
    assert night_private.loser_question(False, tr, doubles=True) == lost
