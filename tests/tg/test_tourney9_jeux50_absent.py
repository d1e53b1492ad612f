"""A `jeux50` night (each player meets every other twice) of five on the list, one marked
absent before the first round: the night counted its rounds on the list, « Ronde 1 sur
10 », and the four present played ten rounds, Ann against Rita four times. The rounds now
follow the players who play: four present, « Ronde 1 sur 6 » (the printed plan too) and each
pair meets twice; the absent player back at round 2, the night grows to the ten rounds of
five, and again each pair meets twice."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from bot.storage.repo_night import Night
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, GROUP, Hall, play_round

OF = {"fr": "Ronde {r} sur {n}", "en": "Round {r} of {n}"}


async def night_of_five(hall: Hall) -> Night:
    """Ann, Ben, Cat, Dan and Rita Cormier (no Telegram) on the list, Ben marked absent."""
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier")
    await hall.say(f"{hall.cmd} absent 2")
    return night


async def play_out(hall: Hall, night: Night, back: int = 0) -> int:
    """Every round drawn and played until the night closes (the absent player marked back
    after round `back`); the rounds played."""
    r = 0
    while await hall.db.nights.open_night(GROUP) is not None:
        r += 1
        assert r <= 12, "the night did not end"
        await hall.order("ronde", "round")
        await play_round(hall, night, r, random.Random(r))
        if r == back:
            await hall.order("present", "present", "2")
    return r


async def meetings(hall: Hall, night: Night) -> Counter[frozenset[str]]:
    tables = await hall.tables(night)
    return Counter(frozenset((*t.a, *t.b)) for t in tables if t.b is not None)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_four_present_play_their_double_round_robin(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await night_of_five(hall)
    pdfium = pytest.importorskip("pypdfium2")
    calls = await hall.order("feuilles", "sheets")  # the printed plan: six rounds as well
    (sent,) = [c for c in calls if c.method == "sendDocument"]
    plan = pdfium.PdfDocument(sent.params["document"])[0].get_textpage().get_text_range()
    assert OF[lang].split()[0] + " 6" in plan and OF[lang].split()[0] + " 7" not in plan, plan
    start = len(hall.group())
    assert await play_out(hall, night) == 6
    posted = hall.group(start)
    assert any(t.startswith(OF[lang].format(r=1, n=6)) for t in posted), posted
    assert not any(OF[lang].format(r=1, n=10) in t for t in posted)
    met = await meetings(hall, night)
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    ben = next(i for i, p in players.items() if p.user_id == BEN)
    present = [i for i in players if i != ben]
    assert {pair: met[pair] for pair in map(frozenset, combinations(present, 2))} == {
        pair: 2 for pair in map(frozenset, combinations(present, 2))
    }


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_absent_back_at_round_2_makes_it_ten_rounds(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await night_of_five(hall)
    start = len(hall.group())
    assert await play_out(hall, night, back=1) == 10
    posted = hall.group(start)
    assert any(t.startswith(OF[lang].format(r=2, n=10)) for t in posted), posted
    met = await meetings(hall, night)
    players = [p.id for p in await hall.db.nights.night_players(night.id)]
    assert {met[frozenset(pair)] for pair in combinations(players, 2)} == {2}
