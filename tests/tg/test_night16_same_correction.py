"""« /soiree corriger 1 1 121 81 » on a score already written with the same numbers posted
twice in the group: the written score edited to « ✅ Ronde 1, table 1 : confirmé. », then
« ✅ Ronde 1, table 1, pointage fixé par l'organisateur : … » (a group gets 20 messages a
minute). Now the written score's message says it once, in place; a correction with other
numbers still strikes out the written score and posts the organizer's below it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import GROUP, NAMES, Hall

SET = {
    "fr": "✅ Ronde 1, table 1, pointage fixé par l'organisateur : {a} 121, {b} 81.",
    "en": "✅ Round 1, table 1, score set by the organizer: {a} 121, {b} 81.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_same_score_set_by_the_organizer_is_said_once(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 81", a)  # the first side's, first  # Ann's first
    written = await hall.table(night, 1, 1)
    assert written.message_id is not None
    start = len(local_api.calls)
    await hall.order("corriger", "correct", "1 1 121 81")
    calls = [c for c in local_api.calls[start:] if c.params.get("chat_id") == GROUP]
    texts = [(c.method, c.params.get("text")) for c in calls if "text" in c.params]
    set_posts = [t for t in texts if t[1] is not None and "organi" in str(t[1])]
    assert len(set_posts) == 1
    assert not any("confirm" in str(t[1]) and "organi" not in str(t[1]) for t in texts)
    (said,) = [c for c in calls if c.params.get("text") == set_posts[0][1]]
    assert said.method == "editMessageText" and said.params["message_id"] == written.message_id
    # then the standings of the round played
    assert hall.group()[-2] == SET[lang].format(a=NAMES[a], b=NAMES[b])
    fixed = await hall.table(night, 1, 1)
    assert fixed.confirmed and fixed.score == (121, 81)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_another_score_still_replaces_the_written_one(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    _night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", a)  # the first side's, first
    start = len(hall.group())
    await hall.order("corriger", "correct", "1 1 121 81")
    shown = hall.group(start)
    fr, en = "Ronde 1, table 1 : ce pointage est remplacé", "Round 1, table 1: replaced"
    replaced = {"fr": fr, "en": en}
    assert shown[0].startswith(replaced[lang])
    assert shown[1] == SET[lang].format(a=NAMES[a], b=NAMES[b])
