"""« /soiree ajouter Paul Roy et Jeanne Roy »: the organizer named two players the way it is
said, and read « Paul Roy et Jeanne Roy est sur la liste. », one player of that name, drawn
alone at a table. « et » (and "and") separates names as a comma does."""

from __future__ import annotations

import pytest

from bot.drills.night_args import names_said
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("typed", "names"),
    [
        ("Paul Roy et Jeanne Roy", ["Paul Roy", "Jeanne Roy"]),
        ("Lise, Marcel ET Rita", ["Lise", "Marcel", "Rita"]),
        ("Paul and Jean Roy", ["Paul", "Jean Roy"]),
        ("Roy & Fils", ["Roy & Fils"]),  # one name
        ("Annette Roy", ["Annette Roy"]),  # « et » inside a name is no separator
        ("Bernadette Etienne", ["Bernadette Etienne"]),
    ],
)
def test_names_typed_at_once(typed: str, names: list[str]) -> None:
    assert [n.strip() for n in names_said(typed.split())] == names


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/soiree ajouter Paul Roy et Jeanne Roy",
         "Paul Roy et Jeanne Roy sont sur la liste."),
        ("en", "/night add Paul Roy and Jeanne Roy", "Paul Roy and Jeanne Roy are on the list."),
    ],
)  # fmt: skip
async def test_two_names_joined_by_et_are_two_players(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    await hall.say(typed)
    assert hall.group()[-1] == said, hall.group()[-1]
    players = await hall.db.nights.night_players(night.id)
    assert [p.name for p in players] == ["Paul Roy", "Jeanne Roy"]
