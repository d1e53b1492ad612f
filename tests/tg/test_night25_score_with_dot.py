"""Ann typed her score with a dot, « 121.98 », at the hall (alone, after /soiree, in private)
and read « Je n'ai pas trouvé de pointage dans ce message. », though « 121,98 » and
« 121-98 » were written. A dot between the two numbers now joins them as a comma does: her
score, 121 to 98, for her opponent to confirm."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("typed", "where"),
    [
        ("121.98", "group"),
        ("{cmd} 121.98", "group"),
        ("121.98", "private"),
        ("j'ai gagné 121.98", "group"),
    ],
)
async def test_a_score_with_a_dot_is_written(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, where: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, _b = await hall.one_table("fadoq")
    text = typed.format(cmd=hall.cmd)
    if where == "private":
        await hall.private(text, a)
    else:
        await hall.say(text, a)
    (t,) = await hall.tables(night)
    assert t.entered_by == a and t.score == (121, 98) and not t.confirmed, t
    shown = hall.group()[-1]
    confirm = "confirmez avec le bouton" if lang == "fr" else "confirm it with the button"
    assert "121" in shown and "98" in shown and confirm in shown, shown
