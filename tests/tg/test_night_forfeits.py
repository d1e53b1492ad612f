"""A club night closed with games lost by default: the late players, at 0 point, were given
medals (🥈 for three of them tied at 0, 🥇 for two of them when both were late), and the
close said « Bravo aux gagnants! » over them. A medal needs points scored at a table (or a
bye): they are ranked without one, and a night where nobody scored says there are none."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "late", "draw", "close", "bravo"),
    [
        ("fr", "retard", "ronde", "fermer", "La soirée est finie. Bravo aux gagnants!"),
        ("en", "late", "round", "close", "The night is over. Congratulations to the winners!"),
    ],
)
async def test_late_players_get_no_medal(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    late: str,
    draw: str,
    close: str,
    bravo: str,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    for number in (1, 2, 3):  # Ann, Ben and Cat: Dan wins by default, the two others lose
        await hall.say(f"{hall.cmd} {late} {number}")
    await hall.say(f"{hall.cmd} {draw}")
    await hall.say(f"{hall.cmd} {close}")
    closed = hall.group()[-1].splitlines()
    assert closed[:3] == [bravo, f"🥇 {NAMES[DAN]}", ""], closed
    for user in (ANN, BEN, CAT):
        (line,) = [s for s in closed if NAMES[user] in s]
        assert line.startswith(f"2. {NAMES[user]} — 0 "), line


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", ("retard", "ronde", "fermer",
                "La soirée est finie. Personne n'a marqué de points à une table : "
                "pas de médailles.")),
        ("en", ("late", "round", "close",
                "The night is over. No point was won at a table: no medals.")),
    ],
)  # fmt: skip
async def test_a_night_where_both_were_late_has_no_winners(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: tuple[str, str, str, str],
) -> None:
    late, draw, close, none = words
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {late} 1")
    await hall.say(f"{hall.cmd} {late} 2")
    await hall.say(f"{hall.cmd} {draw}")
    await hall.say(f"{hall.cmd} {close}")
    closed = hall.group()[-1]
    assert closed.splitlines()[0] == none and "🥇" not in closed, closed
