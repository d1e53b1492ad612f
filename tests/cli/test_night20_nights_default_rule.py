"""`muggins nights` on a night closed before night17's ranking change (a side whose only
games were lost by default, a latecomer at 0 point, was ranked by its points ahead of a
player absent from the start; today they wait together): the record said `as_announced:
false` and nothing else, so its check (`recompute`) ranked them together and disagreed with
the standings announced, and the line for people said nothing. Now the record says it
(`lost_by_default_ranked_by_points`), the check uses it, and the line says so."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.nights import recompute
from bot.drills.night import Ranking, Table
from bot.drills.night_standings import standing_record, standings
from bot.storage import Database
from tests.cli.test_nights_cli import create_night

LINES = {
    "en": "(ranked by the rule of its day: a player or team whose only games were lost by"
    " default, ahead of those yet to play)",
    "fr": "(classée selon la règle de l'époque : un joueur ou une équipe n'ayant que des parties"
    " perdues par défaut, devant ceux qui n'avaient pas encore joué)",
}


@pytest.mark.parametrize("old", [True, False])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_night_closed_when_a_default_loss_was_ranked_by_points(
    db_path: Path, capsys: pytest.CaptureFixture[str], old: bool, lang: str
) -> None:
    p1, p2, p3, p4 = ("p1",), ("p2",), ("p3",), ("p4",)
    tables = [
        Table(1, 1, p1, p2, (121, 80), confirmed=True),
        Table(1, 0, p3, None, (0, 121), confirmed=True),  # Cat late: her bye lost by default
    ]  # Dan, absent from the start, never seated
    sides = [p1, p2, p3, p4]
    rows = standings(Ranking.GAME_POINTS, sides, tables, 121, default_waits=not old)
    # then Cat ranked by her game points and spread, ahead of Dan; today Dan, at 0, first
    assert [r.side for r in rows[2:]] == ([p3, p4] if old else [p4, p3])

    async def close() -> None:
        async with await Database.open(db_path) as db:
            await create_night(db, "0ldwait000", lang=lang)
            for name, user in [("Ann", 10), ("Ben", 11), ("Cat", 12), ("Dan", 13)]:
                await db.nights.add_player("0ldwait000", name, user, None)
            await db.nights.add_round("0ldwait000", tables, None)
            await db.nights.close_night("0ldwait000", [standing_record(r) for r in rows], 1)

    asyncio.run(close())
    assert main(["nights", "--json"]) == 0
    (night,) = json.loads(capsys.readouterr().out)
    assert not night["as_announced"]
    assert night["lost_by_default_ranked_by_points"] is old
    assert recompute(night) == night["standings"]
    assert main(["nights", "--lang", lang]) == 0
    line = capsys.readouterr().out.strip().replace("\u00a0", " ")
    assert line.endswith(LINES[lang]) is old, line
