"""A latecomer added during round 1 (her game lost by default, 0 to 121) made the standings
show before any game was played: « 🃏 Classement pendant la ronde 1 », the four players who
had not finished first ex aequo at « 0 point · 0 partie », the latecomer last with « 1 partie
(1 par défaut) ». A game lost by default is no game ended: until one is, the group and the
players' private view show the round, and « /soiree classement » says there are none yet."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

WORDS = {
    "fr": ("Classement",
           "Pas encore de classement : aucune partie n'est encore terminée à une table.",
           "Ronde 1 sur 6"),
    "en": ("Standings", "No standings yet: no game has ended at a table yet.", "Round 1 of 6"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_default_loss_alone_shows_no_standings(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    head, none_yet, round_ = WORDS[lang]
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Marie-Ève Gagnon")
    before = len(hall.group())
    await hall.say(hall.cmd, ANN)
    await hall.order("classement", "standings")
    alone, asked = hall.group(before)
    assert head not in alone and alone.splitlines()[0] == round_, alone
    assert asked.splitlines()[0] == none_yet and head not in asked, asked
    await hall.private(hall.cmd, ANN)
    assert head not in hall.told(ANN)[-1] and round_ in hall.told(ANN)[-1], hall.told(ANN)[-1]
