"""Ann wrote « /soiree 121 90 », Ben confirmed it (« ✅ Ronde 1, table 1 : confirmé. »), then
the organizer typed « /soiree corriger 1 1 121 100 »: the old « ✅ confirmé » stayed as it
was, two confirmed scores for one table in the group. The old one now says it is replaced by
the score below, struck out; so does the organizer's line if corrected again."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import GROUP, NAMES, Hall, plain

REPLACED = {
    "fr": "Ronde 1, table 1 : ce pointage est remplacé par celui ci-dessous.",
    "en": "Round 1, table 1: replaced by the score below.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_confirmed_score_corrected_is_marked_replaced(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("2 fadoq")
    await hall.say(f"{hall.cmd} 121 90", a)
    table = await hall.table(night, 1, 1)
    await hall.press_confirm(table, b)
    assert table.message_id is not None
    shown = local_api.message(GROUP, table.message_id)
    assert shown is not None and plain(shown["text"]).startswith("✅")
    await hall.order("corriger", "correct", "1 1 121 100")
    shown = local_api.message(GROUP, table.message_id)
    assert shown is not None
    assert plain(shown["text"]).split("\n") == [REPLACED[lang], f"{NAMES[a]} 121, {NAMES[b]} 90"]
    corrected = await hall.table(night, 1, 1)
    assert corrected.score == (121, 100) and corrected.message_id != table.message_id
    await hall.order("corriger", "correct", "1 1 121 105")
    shown = local_api.message(GROUP, int(corrected.message_id or 0))
    assert shown is not None
    assert plain(shown["text"]).split("\n") == [REPLACED[lang], f"{NAMES[a]} 121, {NAMES[b]} 100"]
    last = await hall.table(night, 1, 1)
    assert last.score == (121, 105)
