"""« /soiree retard 1 » during round 1: Ann's game against Dan is lost by default. The group
read « Ann Leblanc : en retard, la partie en cours est perdue par défaut », but Dan, who
follows his table in private, only saw his « J'ai gagné / J'ai perdu » vanish, without a
word (a round drawn with a late opponent, or a latecomer against his bye, tells him). He is
now told, in his own language, that he wins the game by default."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

SAID = {
    "fr": "Ronde 1 : {name} est en retard; vous gagnez cette partie par défaut, 121 à 0.",
    "en": "Round 1: {name} is late; you win this game by default, 121 to 0.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_opponent_of_a_late_player_is_told(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    t = (await hall.tables(night))[0]
    late, other = players[t.a[0]], players[t.b[0]]
    assert other.user_id is not None
    before = len(hall.told(other.user_id))
    await hall.order("retard", "late", str(late.number))
    told = hall.told(other.user_id)[before:]
    assert told == [SAID[lang].format(name=late.name)], told
    assert hall.told(late.user_id or 0)[-1].startswith(("Ronde 1 —", "Round 1 —"))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Ronde 1 : Ann Leblanc et Ben Roy sont en retard; vous gagnez cette partie par"
         " défaut, 121 à 0."),
        ("en", "Round 1: Ann Leblanc and Ben Roy are late; you win this game by default, 121"
         " to 0."),
    ],
)  # fmt: skip
async def test_a_late_team_s_opponents_are_told(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq double" if lang == "fr" else "fadoq doubles")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("retard", "late", "1")  # Ann, and her partner Ben
    for user in (CAT, DAN):
        assert hall.told(user)[-1] == said, hall.told(user)[-1]
