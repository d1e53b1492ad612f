"""Two players wrote different scores: the organizer is sent a copy of the disagreement in
private, under « Garder 121 à 97 ». Once the organizer set the score in the group
(« /soiree corriger 1 1 121 97 »), or the players agreed after all, the copy still read
« L'organisateur décide : le bouton garde ce pointage… » under its live button. It now says
how the score was settled, without a button."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, NAMES, Hall, plain

SET = {
    "fr": "✅ Ronde 1, table 1, pointage fixé par l'organisateur : {a} 121, {b} {lost}.",
    "en": "✅ Round 1, table 1, score set by the organizer: {a} 121, {b} {lost}.",
}
AGREED = {"fr": "✅ Ronde 1, table 1 : confirmé.", "en": "✅ Round 1, table 1: confirmed."}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("lost", [97, 100])
async def test_the_organizers_copy_says_the_score_was_set(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, lost: int
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 97", a)
    await hall.say(f"{hall.cmd} 100 121", b)
    copy = local_api.last_message(ADMIN)
    assert copy is not None and inline_buttons(copy)
    await hall.order("corriger", "correct", f"1 1 121 {lost}")
    shown = local_api.message(ADMIN, copy["message_id"])
    assert shown is not None and not inline_buttons(shown)
    said = SET[lang].format(a=NAMES[a], b=NAMES[b], lost=lost)
    assert plain(shown["text"]) == said


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_organizers_copy_says_the_players_agreed(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 97", a)
    await hall.say(f"{hall.cmd} 100 121", b)
    copy = local_api.last_message(ADMIN)
    assert copy is not None
    await hall.say(f"{hall.cmd} 97 121", b)  # Ben agrees after all
    shown = local_api.message(ADMIN, copy["message_id"])
    assert shown is not None and not inline_buttons(shown)
    assert plain(shown["text"]).split("\n") == [
        AGREED[lang],
        f"{NAMES[a]} 121, {NAMES[b]} 97",
    ]
