"""Huguette wrote her table's score as it reads on the sheet, with the names: « /soiree
Huguette 121 Gilles 104 »; Gilles, in private, « Gilles 104, Huguette 121 ». Each read « Je
n'ai pas trouvé de pointage dans ce message. ». A number said with the name of a player of
the table is that player's now; names of no one at the table are still not read."""

from __future__ import annotations

import pytest

from bot.drills.night_args import named_scores
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall


@pytest.mark.parametrize(
    ("text", "scores"),
    [
        ("Huguette 121 Gilles 104", (121, 104)),
        ("Gilles 104, Huguette 121", (121, 104)),
        ("gilles: 121 huguette: 104", (104, 121)),
        ("121 Huguette, 104 Gilles", (121, 104)),
        ("Bouchard 121 Gilles 104", (121, 104)),  # her last name
        ("Huguette 121 104", None),  # the other number is whose?
        ("Huguette 121 Rita 104", None),  # Rita plays at another table
        ("Huguette 121 Gilles 121", None),
        ("Roy 121 Roy 104", None),  # two Roy: which one?
    ],
)
def test_a_number_said_with_a_name(text: str, scores: tuple[int, int] | None) -> None:
    assert named_scores(text, ["Huguette Bouchard Roy"], ["Gilles Roy"], 121) == scores


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("private", [False, True])
@pytest.mark.parametrize("won", [False, True])
async def test_a_score_written_with_the_names_is_read(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool, won: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    me, other = NAMES[a].split()[0], NAMES[b].split()[0]
    typed = f"{me} 121 {other} 104" if won else f"{other} 121, {me} 104"
    if private:
        await hall.private(typed, a)
    else:
        await hall.say(f"{hall.cmd} {typed}", a)
    (t,) = await hall.tables(night)
    assert t.entered_by == a and t.score == ((121, 104) if won else (104, 121)), t
