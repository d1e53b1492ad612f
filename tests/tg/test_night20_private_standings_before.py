"""« /soiree classement » in private before round 1 answered « Vous êtes sur la liste. À
chaque ronde, je vous écris votre table ici. » and not a word of the standings asked for. It
now says there are none yet, round 1 not being drawn; « /soiree » alone is unchanged."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, Hall

NONE_YET = {
    "fr": "Pas encore de classement : la ronde 1 n'est pas encore tirée.",
    "en": "No standings yet: round 1 is not drawn yet.",
}
LISTED = {"fr": "Vous êtes sur la liste.", "en": "You are on the list."}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_private_standings_before_round_one_say_there_are_none(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.private(f"{hall.cmd} {'classement' if lang == 'fr' else 'standings'}", BEN)
    told = hall.told(BEN)[-1]
    assert LISTED[lang] in told and NONE_YET[lang] in told, told
    await hall.private(hall.cmd, BEN)
    told = hall.told(BEN)[-1]
    assert LISTED[lang] in told and NONE_YET[lang] not in told, told
