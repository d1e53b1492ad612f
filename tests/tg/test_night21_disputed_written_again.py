"""Ann wrote « /soiree 121 90 », Ben « /soiree 121 100 »: « les joueurs ne sont pas d'accord,
l'organisateur décide », to the group and to the organizer in private. Ann typing her score
again then struck the disputed post out as « ce pointage est remplacé par celui ci-dessous »,
by the very same score, asked Ben to confirm it anew and left the organizer's copy saying
that the organizer decides. The dispute now stands: Ann is told that the organizer decides,
and nothing is posted again."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

SAID = {
    "fr": "Votre adversaire a inscrit un autre pointage : l'organisateur décide.",
    "en": "Your opponent wrote another score: the organizer decides.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("private", [False, True])
async def test_the_same_score_again_leaves_the_dispute_to_the_organizer(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    await hall.say(f"{hall.cmd} 121 100", b)
    posted = len(hall.group())
    if private:
        await hall.private(f"{hall.cmd} 121 90", a)
        assert hall.told(a)[-1] == SAID[lang], hall.told(a)[-1]
    else:
        await hall.say(f"{hall.cmd} 121 90", a)
        assert hall.group()[posted:] == [SAID[lang]], hall.group()[posted:]
    (t,) = await hall.tables(night)
    assert t.disputed and t.score == (121, 90) and not t.confirmed
