"""A night closed before any score was confirmed (« La soirée est finie. Aucun pointage n'a
été confirmé : il n'y a donc pas de classement. »): a player's score written afterwards was
answered « …/soiree classement montre son classement final. » in the group and « …Son
classement final est dans le groupe de votre club. » in private, standings that do not exist.
Now: it has none, as the close said."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

NONE = {
    "fr": "Aucun pointage n'y a été confirmé : elle n'a pas de classement.",
    "en": "No score was confirmed in it: it has no standings.",
}
FINAL = {"fr": "classement final", "en": "final standings"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_score_after_an_unscored_close_is_told_there_are_no_standings(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("3 fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.close()
    assert "Aucun pointage" in hall.group()[-1] or "No score" in hall.group()[-1]
    await hall.say(f"{hall.cmd} 121 90", BEN)
    said = hall.group()[-1]
    assert said.endswith(NONE[lang]) and FINAL[lang] not in said, said
    await hall.private(f"{hall.cmd} 121 90", ANN)
    told = hall.told(ANN)[-1]
    assert told.endswith(NONE[lang]) and FINAL[lang] not in told, told
