"""« /soiree 61 » (or « /soiree 97 ») by a player whose game waits for its score, half of
it typed, was answered « Seuls les administrateurs du groupe mènent la soirée. Pour inscrire
votre pointage : … »: the player is no organizer and was not trying to be one. Now they are
told their message is no score, with their table and how to write it, as when the same is
typed without the command."""

from __future__ import annotations

import pytest

from bot.drills.night_args import lone_points
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall

SAID = {
    "fr": "Je n'ai pas trouvé de pointage dans ce message. Ronde 1, table 1, {a} contre {b} :"
    " écrivez les deux pointages, le vôtre d'abord, par exemple 121 98 (ou 98 121 si vous avez"
    " perdu).",
    "en": "I could not read a score in that message. Round 1, table 1, {a} against {b}: write"
    " the two scores, your own first, for example 121 98 (or 98 121 if you lost).",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("typed", ["121", "97"])
async def test_half_a_score_is_no_order(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} {typed}", a)
    said = hall.group()[-1]
    assert said == SAID[lang].format(a=NAMES[a], b=NAMES[b]), said
    assert (await hall.table(night, 1, 1)).score is None


def test_lone_points() -> None:
    assert lone_points("61", 61) and lone_points(" 97 ", 121) and lone_points("121 pour moi", 121)
    assert not lone_points("ronde", 121) and not lone_points("table 2", 121)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_half_a_score_by_the_opponent_to_confirm(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 97", a)
    await hall.say(f"{hall.cmd} 97", b)  # the score written waits for Ben's ✅
    assert hall.group()[-1] == SAID[lang].format(a=NAMES[b], b=NAMES[a])
    written = await hall.table(night, 1, 1)
    assert written.score == (121, 97) and not written.confirmed
