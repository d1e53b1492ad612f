"""« /soiree » during a round listed « Table 1 : Ann Leblanc contre Ben Roy » alike for a game
being played, one whose score waits for its ✅ and one over: the organizer could not see which
tables were still playing. A game without its confirmed score is now marked « (partie en
cours) », or « (pointage à confirmer) » once written; a confirmed one shows its score, and the
round's post at its draw is as before."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall

MARKS = {
    "fr": ("{a} contre {b}", " (partie en cours)", " (pointage à confirmer)", " — "),
    "en": ("{a} against {b}", " (game under way)", " (score to confirm)", " — "),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_round_asked_says_which_games_are_under_way(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    pairing, playing, waiting, scored = MARKS[lang]
    table = ("Table 1 : " if lang == "fr" else "Table 1: ") + pairing.format(a=NAMES[a], b=NAMES[b])
    drawn = hall.group()[-1].split("\n")
    assert table in drawn, drawn  # the draw's post: no mark
    await hall.say(hall.cmd, b)
    assert table + playing in hall.group()[-1].split("\n"), hall.group()[-1]
    await hall.say(f"{hall.cmd} 121 98", a)
    await hall.say(hall.cmd, b)
    assert table + waiting in hall.group()[-1].split("\n"), hall.group()[-1]
    (t,) = await hall.tables(night)
    await hall.press_confirm(t, b)
    await hall.say(hall.cmd, b)
    shown = hall.group()[-1].split("\n")
    assert any(line.startswith(table + scored) for line in shown), shown
    assert not any(playing in line or waiting in line for line in shown), shown
