"""Ann, Ben and Cat at a night, round 1 drawn: the one with the bye, typing /soiree in
private, saw the round's tables and the group's « Exempt : … » line only, nothing said to
her. Her bye is now said to her, in her language."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall

SAID = {
    "fr": "Ronde 1 — pas d'adversaire pour vous (exemption).",
    "en": "Round 1 — you have the bye.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("scored", [False, True])
async def test_the_bye_is_said_to_its_player_in_private(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, scored: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("2 fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    tables = await hall.tables(night)
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    (bye,) = [t for t in tables if t.b is None]
    user = users[bye.a[0]]
    assert user is not None
    if scored:  # another round's score counts: the standings show, the bye still said
        await hall.order("corriger", "correct", "1 1 121 90")
        await hall.order("ronde", "round")
        tables = [t for t in await hall.tables(night) if t.round == 2]
        (bye,) = [t for t in tables if t.b is None]
        user = users[bye.a[0]]
        assert user is not None
    await hall.private(hall.cmd, user)
    lines = hall.told(user)[-1].split("\n")
    said = SAID[lang].replace("1", "2") if scored else SAID[lang]
    assert said in lines, lines
    assert lines.index(said) == 1, lines
