"""A latecomer added during round 1 loses her game against the side that had the bye: that
player kept « Ronde 1 — vous êtes exempt. » in private and was never told their bye had become
a game won by default. They are told."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall

SAID = {
    "fr": "Ronde 1 : Fay Comeau arrive en retard; votre exemption devient une partie gagnée par"
    " défaut, 121 à 0.",
    "en": "Round 1: Fay Comeau joins late; your bye becomes a game won by default, 121 to 0.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_bye_side_is_told(bot_driver: Driver, local_api: LocalBotApi, lang: str) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    (bye,) = [t for t in await hall.tables(night) if t.b is None]
    user = next(p.user_id for p in await hall.db.nights.night_players(night.id) if p.id == bye.a[0])
    assert user is not None
    await hall.order("ajouter", "add", "Fay Comeau")
    assert hall.told(user)[-1] == SAID[lang]
