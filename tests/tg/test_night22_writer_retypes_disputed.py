"""Ann wrote « /soiree 121 90 », Ben « /soiree 121 100 »: disputed, the organizer sent
« Garder 121 à 90 » in private. Ann then typed another score (« /soiree 121 100 »: she gives
in), which goes to Ben's confirmation: the organizer's copy kept its live « Garder 121 à 90 »,
whose press only toasted « Ce pointage a changé ». The copy now says another score was written, to
be confirmed in the group, without a button."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, Hall, plain

REPLACED = {
    "fr": "Ronde 1, table 1 : son auteur a inscrit un autre pointage, à confirmer dans le groupe.",
    "en": "Round 1, table 1: its writer wrote another score, to be confirmed in the group.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_organizers_copy_says_the_disputed_score_was_replaced(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    await hall.say(f"{hall.cmd} 121 100", b)
    copy = local_api.last_message(ADMIN)
    assert copy is not None and inline_buttons(copy)
    await hall.say(f"{hall.cmd} 100 121", a)
    (t,) = await hall.tables(night)
    assert t.score == (100, 121) and not t.disputed
    shown = local_api.message(ADMIN, copy["message_id"])
    assert shown is not None and not inline_buttons(shown)
    assert plain(shown["text"]).split("\n")[0] == REPLACED[lang]
