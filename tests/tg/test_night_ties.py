"""A FADOQ night's tie for a medal is settled by a best of three at the end of the night:
the standings posted after round 1 of 6 said « Égalité parmi les trois premiers : un deux
de trois départage. » as if a playoff were due now; it is said in the final standings only."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

NAMES = ("Rita Cormier", "Gaston Roy", "Lise Roy", "Paul Cyr")


@pytest.mark.parametrize(
    ("lang", "add", "fix", "close", "after", "final", "note"),
    [
        ("fr", "ajouter", "corriger", "fermer", "Classement après 1 ronde", "Classement final",
         "un deux de trois départage."),
        ("en", "add", "correct", "close", "Standings after 1 round", "Final standings",
         "a best of three decides."),
    ],
)  # fmt: skip
async def test_the_best_of_three_is_said_at_the_close_only(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    add: str,
    fix: str,
    close: str,
    after: str,
    final: str,
    note: str,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.open("fadoq")
    for name in NAMES:
        await hall.say(f"{hall.cmd} {add} {name}")
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {fix} 1 121 95")
    await hall.say(f"{hall.cmd} {fix} 2 121 80")  # two winners tied at 121: the round complete
    standings = hall.group()[-1]
    assert standings.startswith(f"🃏 {after}\n") and standings.count("🥇") == 2, standings
    assert note not in standings, standings
    await hall.say(f"{hall.cmd} {close}")
    closed = hall.group()[-1]
    assert final in closed and note in closed, closed
