"""A player marked absent read in the night's standings as any player who simply had not
played yet: « 4. Rita Cormier — 0 point, 0 contre · 0 partie ». Their line now says they
are absent (« · absent »), in both languages; the players present say nothing of it."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup
from bot.drills.night_standings import Standing
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi
from bot.views.night import standing_parts
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "word", "games", "said"),
    [("fr", "classement", "0 partie", "absent"), ("en", "standings", "0 games", "absent")],
)
async def test_the_standings_say_who_is_absent(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, word: str, games: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ajouter", "add", "Rita Cormier")
    await hall.order("ronde", "round")
    rita = (await hall.db.nights.night_players(night.id))[-1].id
    (other,) = [t.table for t in await hall.tables(night) if rita not in (*t.a, *(t.b or ()))]
    await hall.say(f"{hall.cmd} absent 4")  # she leaves before playing her game
    await hall.order("corriger", "correct", f"1 {other} 121 90")
    await hall.say(f"{hall.cmd} {word}")
    lines = hall.group()[-1].replace("\u00a0", " ").split("\n")
    (line,) = [line for line in lines if "Rita Cormier" in line and " — " in line]
    assert line.endswith(f"{games} · {said}"), line
    others = [t for t in lines if " — " in t and "Rita" not in t and not t.startswith("Table")]
    assert len(others) == 3 and not any(t.endswith(said) for t in others), others
    assert others[-1].endswith(games), others  # her opponent, waiting: no game yet, not absent


@pytest.mark.parametrize(("lang", "said"), [("fr", "· absents"), ("en", "· absent")])
def test_a_team_absent_is_said_in_the_plural(lang: str, said: str) -> None:
    about = Setup(Format.FADOQ, Ranking.POINTS, doubles=True, games=6, target=121)
    row = Standing(("p1", "p2"), 2, 0, 0, 0, None, None, 0)
    tr = I18n.load().translator(lang)
    assert standing_parts(row, {}, about, tr, absent=True)[2].endswith(said)
    assert not standing_parts(row, {}, about, tr)[2].endswith(said)
