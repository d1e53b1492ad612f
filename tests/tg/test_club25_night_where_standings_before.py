"""« je suis où dans le classement? » asked during a club night before any score counted
answered with the round's tables and not a word of the standings asked for (« /soiree
classement » says there are none yet). Now the question, in the group after /soiree or typed
in private, says there are no standings yet, above the round."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, Hall

NONE_YET = {
    "fr": "Pas encore de classement : aucun pointage n'a été confirmé.",
    "en": "No standings yet: no score has been confirmed.",
}
ASKED = {"fr": "je suis où dans le classement?", "en": "where am I in the standings?"}
ROUND = {"fr": "Ronde 1", "en": "Round 1"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_standings_asked_before_a_score_say_there_are_none(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.one_table("fadoq")
    posted = len(hall.group())
    await hall.say(f"{hall.cmd} {ASKED[lang]}", ANN)
    said = "\n".join(hall.group(posted))
    assert NONE_YET[lang] in said and ROUND[lang] in said, said

    told = len(hall.told(ANN))
    await hall.private(ASKED[lang], ANN)
    said = "\n".join(hall.told(ANN)[told:])
    assert NONE_YET[lang] in said and ROUND[lang] in said, said
