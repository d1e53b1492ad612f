"""« /soiree » in private between rounds showed « 🃏 Soirée de club, à la façon de la FADOQ
(en simple) », a blank line, then « 🃏 Classement après 1 ronde »: two headers for one
message. The night's title is now its only header, the standings named under it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

HEADS = {
    "fr": ["🃏 Soirée de club, à la façon de la FADOQ (en simple)", "Classement après 1 ronde"],
    "en": ["🃏 Club night, FADOQ style (singles)", "Standings after 1 round"],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_private_night_between_rounds_has_one_header(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, first, second = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", first)
    await hall.press_confirm(await hall.table(night, 1, 1), second)
    await hall.private(hall.cmd, first)
    lines = hall.told(first)[-1].replace("\u00a0", " ").splitlines()
    assert lines[0] == HEADS[lang][0], lines
    # under the title, that round 2 is not drawn yet (test_night24_next_round_asked), then
    # a blank line and the standings named
    assert lines[1].startswith(("La ronde 2 n", "Round 2 is not")), lines
    assert lines[2:4] == ["", HEADS[lang][1]], lines
    assert sum("🃏" in line for line in lines) == 1, lines
    assert any(line.startswith("🥇 ") for line in lines), lines
