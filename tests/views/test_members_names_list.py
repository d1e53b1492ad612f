"""A list of names in a members' message is worded one way (`names_list`): « Marie, Jean et
Lise » in French, "Marie, Jean, and Lise" in English. Played: the table's name read « Table de
Marie, Jean et Lise » while the invitation said « À la table : Marie, Jean, Lise. » and the
deal « On attend l'écart de : Marie, Jean. »."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Calls, Seat, Step, Waiting
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.members import Names, invitation_lines, names_list, seated_lines, table_name
from bot.views.members_deal import turn_line


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize(
    ("lang", "two", "three"),
    [
        ("fr", "Marie et Jean", "Marie, Jean et Lise"),
        ("en", "Marie and Jean", "Marie, Jean, and Lise"),
    ],
)
def test_every_list_of_names_is_worded_alike(i18n: I18n, lang: str, two: str, three: str) -> None:
    tr = i18n.translator(lang)
    assert names_list(["Marie", "Jean"], tr) == two
    assert names_list(["Marie", "Jean", "Lise"], tr) == three
    names = Names(("Marie", "Jean", "Lise"))
    table = new_table(
        random.Random(1), "m1", Rules(players=3), [Seat(1), Seat(2), Seat(3)], calls=Calls.OPEN
    )
    invitation = html_to_text(
        "\n".join(invitation_lines("Marie", 3, 61, ["Marie", "Jean"], None, True, tr))
    )
    waiting = [Waiting(Step.LAY_AWAY, 0), Waiting(Step.LAY_AWAY, 1)]
    said = [
        invitation,
        html_to_text(table_name(names, tr)),
        html_to_text("\n".join(seated_lines(table, names, tr))),
        html_to_text(turn_line(waiting, names, tr)),
    ]
    assert two in said[0] and "Marie, Jean." not in said[0]
    assert three in said[1] and three in said[2]
    assert two in said[3]


@pytest.mark.parametrize(
    ("lang", "teams"),
    [
        ("fr", "Marie et Lise contre Jean et le robot"),
        ("en", "Marie and Lise against Jean and the bot"),
    ],
)
def test_teams_are_worded_with_the_same_list(i18n: I18n, lang: str, teams: str) -> None:
    tr = i18n.translator(lang)
    bot = Seat(None, Level.NORMAL)
    table = new_table(
        random.Random(1), "m2", Rules(players=4), [Seat(1), Seat(2), Seat(3), bot], calls=Calls.OPEN
    )
    names = Names(("Marie", "Jean", "Lise", tr._("the bot")))
    assert teams in html_to_text("\n".join(seated_lines(table, names, tr)))
