"""A latecomer not on the list, after round 1: « /soiree ajouter Fay Comeau » answered « Les
rondes ont commencé : on ne peut plus ajouter de joueur. » and her ✅ « …demandez à
l'organisateur », who had no way to add her. The rules' case (seed 002: a late side loses its
first game by default, 0 points) is played now: she is added, loses the game of the round
under way by default (against the side that had the bye, if any), and is drawn from the next
round on; the group is told so."""

from __future__ import annotations

import random

import pytest

from bot.drills.night import BOTH_LATE, Table, latecomer_table
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, FAY, Hall, answers, play_round

SAID = {
    "fr": (
        "Fay Comeau arrive en retard (numéro {n}) : sa partie de la ronde 1 est perdue par"
        " défaut, 0 à 121{against}. Un joueur en retard perd sa première partie (règlement"
        " FADOQ); Fay Comeau joue à partir de la ronde 2."
    ),
    "en": (
        "Fay Comeau joins late (number {n}): their game of round 1 is lost by default, 0 to"
        " 121{against}. A late player loses their first game (FADOQ rule); Fay Comeau plays"
        " from round 2 on."
    ),
}
AGAINST = {
    "fr": ", contre {name}, qui avait l'exemption",
    "en": ", against {name}, who had the bye",
}


def test_the_latecomer_s_table() -> None:
    a, b, c, late = ("p1",), ("p2",), ("p3",), ("p4",)
    tables = [Table(1, 1, a, b)]
    assert latecomer_table(tables, 1, late, 121) == Table(1, 0, late, None, (0, 121), True)
    tables.append(Table(1, 0, c, None))
    assert latecomer_table(tables, 1, late, 121) == Table(1, 2, c, late, (121, 0), True, True)
    tables[1] = Table(1, 0, c, None, (0, 121), True)  # c late too: both lose it
    assert latecomer_table(tables, 1, late, 61) == Table(1, 2, c, late, BOTH_LATE, True, True)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("players", [(ANN, BEN, CAT, DAN), (ANN, BEN, CAT)])
async def test_a_latecomer_is_added_and_loses_the_round_under_way(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, players: tuple[int, ...]
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in players:
        await hall.join(night, user)
    await hall.order("ronde", "round")
    bye = next((t for t in await hall.tables(night) if t.b is None), None)
    calls = await hall.join(night, FAY)  # not on the list: how to be added
    (note,) = [a for a in answers(calls) if a]
    assert ("/soiree ajouter Fay Comeau" if lang == "fr" else "/night add Fay Comeau") in note
    await hall.order("ajouter", "add", "Fay Comeau")
    listed = {p.name: p for p in await hall.db.nights.night_players(night.id)}
    fay = listed["Fay Comeau"]
    byes = {p.id: p.name for p in listed.values()}
    against = "" if bye is None else AGAINST[lang].format(name=byes[bye.a[0]])
    assert hall.group()[-1] == SAID[lang].format(n=len(players) + 1, against=against)
    lost = [t for t in await hall.tables(night) if (fay.id,) in (t.a, t.b)]
    assert len(lost) == 1 and lost[0].round == 1 and lost[0].confirmed
    assert sorted(lost[0].score or ()) == [0, 121]
    await hall.join(night, FAY)  # now linked: her account on the entry
    assert any(p.user_id == FAY for p in await hall.db.nights.night_players(night.id))
    # the next round seats her like everyone
    for t in await hall.tables(night):
        if not t.model.done:
            await hall.say(
                f"{hall.cmd} {'corriger' if lang == 'fr' else 'correct'} 1 {t.table} 121 90"
            )
    await hall.order("ronde", "round")
    seated = [t for t in await hall.tables(night) if t.round == 2 and (fay.id,) in (t.a, t.b)]
    assert len(seated) == 1
    assert any("2" in m for m in hall.told(FAY))


@pytest.mark.parametrize("words", ["jeux50", "fadoq", "acc"])
async def test_a_night_with_a_latecomer_plays_to_its_close(
    bot_driver: Driver, local_api: LocalBotApi, words: str
) -> None:
    """Every format: the latecomer added in round 2 is drawn in every round after it, the
    night's rounds are all played, and it closes."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open(words)
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    rng = random.Random(12)
    await hall.order("ronde", "round")
    await play_round(hall, night, 1, rng)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    assert "arrive en retard (numéro 4)" in hall.group()[-1]
    fay = (await hall.db.nights.night_players(night.id))[-1]
    for round_ in range(2, 30):
        await play_round(hall, night, round_, rng)
        if (await hall.db.nights.get_night(night.id) or night).closed_at is not None:
            break
        await hall.order("ronde", "round")
        seated = [t for t in await hall.tables(night) if t.round == round_ + 1]
        assert any((fay.id,) in (t.a, t.b) for t in seated), round_
    closed = await hall.db.nights.get_night(night.id)
    assert closed is not None and closed.closed_at is not None
    assert "Fay Comeau" in hall.group()[-1]


@pytest.mark.parametrize(
    ("lang", "said", "how"),
    [
        (
            "fr",
            "Eve Hache et Fay Comeau arrivent en retard, en équipe (numéros 5 et 6) : leur partie"
            " de la ronde 1 est perdue par défaut, 0 à 121. Une équipe en retard perd sa première"
            " partie (règlement FADOQ); Eve Hache et Fay Comeau jouent à partir de la ronde 2.",
            "En double, une équipe en retard s'ajoute avec ses deux joueurs à la fois :"
            " /soiree ajouter Rita Cormier, Gaston Roy",
        ),
        (
            "en",
            "Eve Hache and Fay Comeau join late as a team (numbers 5 and 6): their game of round"
            " 1 is lost by default, 0 to 121. A late team loses its first game (FADOQ rule); Eve"
            " Hache and Fay Comeau play from round 2 on.",
            "In doubles, a late team is added with its two players at once:"
            " /night add Rita Cormier, Gaston Roy",
        ),
    ],
)
async def test_a_late_team_in_doubles(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str, how: str
) -> None:
    """Doubles: a latecomer alone makes no team (the reply says how to add one); a team's two
    players added at once lose the round under way and play the next (before: « on ne peut
    plus ajouter de joueur »)."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq double")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    assert hall.group()[-1] == how
    await hall.order("ajouter", "add", "Eve Hache, Fay Comeau")
    assert hall.group()[-1] == said
    for t in await hall.tables(night):
        if not t.model.done:
            word = "corriger" if lang == "fr" else "correct"
            await hall.say(f"{hall.cmd} {word} 1 {t.table} 121 90")
    await hall.order("ronde", "round")
    seated = [t for t in await hall.tables(night) if t.round == 2]
    assert ("p5", "p6") in {side for t in seated for side in (t.a, t.b)}
