"""Ann, whose opponent Dan won, typed « Dan a gagné 121 à 98 » (or "Dan won 121 98", « 121 à
98 pour Dan »): the score was written as Ann 121, Dan 98, her the winner, and Dan asked to
confirm it. A name of the opponent in the sentence now says whose the first number is, as
« il » or "he" did; a name after « contre » or "against" is the one faced."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "typed", "private", "won"),
    [
        ("fr", "{other} a gagné 121 à 98", True, False),
        ("fr", "121 à 98 pour {other}", False, False),
        ("fr", "121 à 98 contre {other}", True, True),
        ("fr", "{mine} 121 à 98", True, True),
        ("en", "{other} won 121 98", True, False),
        ("en", "I beat {other} 121 to 98", False, True),
    ],
)
async def test_the_opponent_named_with_the_score(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    typed: str,
    private: bool,
    won: bool,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    text = typed.format(mine=NAMES[a].split()[0], other=NAMES[b].split()[0])
    if private:
        await hall.private(text, a)
    else:
        await hall.say(f"{hall.cmd} {text}", a)
    (t,) = await hall.tables(night)
    assert t.entered_by == a, t
    assert t.score == ((121, 98) if won else (98, 121)), (text, t.score)
