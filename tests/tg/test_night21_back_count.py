"""A jeux50 night (each against each, twice) of five, Ben absent from the start: « Ronde 1
sur 6 ». « /soiree present 2 » during round 1 answered « Ben Roy : de retour à partir de la
prochaine ronde. », /soiree still said « Ronde 1 sur 6 », then round 2 read « Ronde 2 sur 10 »
without a word of why. The reply now says the night's new number of rounds and every place
says it at once; marked absent again before he sat anywhere, it goes back to 6, said so."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall

WITH = {
    "fr": "Avec Ben Roy, la soirée compte maintenant 10 rondes au lieu de 6 : chacun contre"
    " chacun, deux fois.",
    "en": "With Ben Roy, the night now has 10 rounds instead of 6: each player against each,"
    " twice.",
}
WITHOUT = {
    "fr": "Sans Ben Roy, la soirée compte maintenant 6 rondes au lieu de 10 : chacun contre"
    " chacun, deux fois.",
    "en": "Without Ben Roy, the night now has 6 rounds instead of 10: each player against"
    " each, twice.",
}
HEAD = {"fr": "Ronde {n} sur {total}", "en": "Round {n} of {total}"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_back_changes_the_count_at_once(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("absent", "absent", "2")
    await hall.order("ronde", "round")
    head = HEAD[lang]
    assert hall.group()[-1].startswith(head.format(n=1, total=6))
    await hall.order("present", "present", "2")
    assert WITH[lang] in hall.group()[-1], hall.group()[-1]
    await hall.say(hall.cmd)
    assert hall.group()[-1].startswith(head.format(n=1, total=10)), hall.group()[-1]
    await hall.private(hall.cmd, ANN)
    assert head.format(n=1, total=10) in hall.told(ANN)[-1], hall.told(ANN)[-1]
    await hall.order("absent", "absent", "2")  # away again before he sat anywhere
    assert WITHOUT[lang] in hall.group()[-1], hall.group()[-1]
    await hall.say(hall.cmd)
    assert hall.group()[-1].startswith(head.format(n=1, total=6)), hall.group()[-1]
    await hall.order("absent", "absent", "3")  # Cat sat at round 1: the count stays
    assert "10" not in hall.group()[-1] and " 6 " not in hall.group()[-1], hall.group()[-1]
    await hall.order("present", "present", "2")
    await hall.order("ronde", "round")
    posts = [t for t in hall.group() if t.startswith(head.format(n=2, total=""))]
    assert posts[-1].startswith(head.format(n=2, total=10)), posts[-1]
