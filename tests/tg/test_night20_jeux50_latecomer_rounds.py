"""A jeux50 night (each player against each, twice) of four: « Ronde 1 sur 6 ». Fay Comeau
added late, the group's next round read « Ronde 2 sur 10 » without a word of why: the
latecomer's reply said only that her game of round 1 was lost by default. It now says the
night's new number of rounds; a night of a set number of rounds says nothing more."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

NOW = {
    "fr": "Avec Fay Comeau, la soirée compte maintenant 10 rondes au lieu de 6 : chacun contre"
    " chacun, deux fois.",
    "en": "With Fay Comeau, the night now has 10 rounds instead of 6: each player against"
    " each, twice.",
}
ROUND_2 = {"fr": "Ronde 2 sur 10", "en": "Round 2 of 10"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("words", ["jeux50", "fadoq"])
async def test_a_latecomer_s_reply_says_the_rounds_now(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, words: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(words)
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    start = len(hall.group())
    await hall.order("ajouter", "add", "Fay Comeau")
    said = "\n".join(hall.group(start)).replace("\u00a0", " ")
    assert (NOW[lang] in said) is (words == "jeux50"), said
    if words == "jeux50":
        await hall.order("ronde", "round")
        assert hall.group()[-1].startswith(ROUND_2[lang]), hall.group()[-1]
