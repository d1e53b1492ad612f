"""An ACC night closed before a game won by default became a plain win (2 game points): it
announced its late player's forfeit as a skunk, 3 game points. Its results were posted in the
group; asked for again, « /soiree classement » recomputed them under today's rule and showed 2,
under a rule saying « 2 points de match, pas un skunk », against what the club was told. Now a
closed night keeps the standings it announced, and its rule says which rule it was ranked by;
a night closed under today's rule is unchanged."""

from __future__ import annotations

import pytest

from bot.drills.night import Ranking, standing_record, standings
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, NAMES, Hall

WORDS = {"fr": ("retard", "ronde", "classement"), "en": ("late", "round", "standings")}


async def closed_night(hall: Hall, lang: str, forfeit_points: int) -> None:
    """Ann late, Ben wins by default; closed with its standings as the rule of the day made
    them (as `close_now` froze them then: 3 game points before, 2 now)."""
    late, draw, _ = WORDS[lang]
    night = await hall.open("acc")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {late} 1")
    await hall.say(f"{hall.cmd} {draw}")
    tables = [t.model for t in await hall.tables(night)]
    sides = [t.a for t in tables] + [t.b for t in tables if t.b is not None]
    rows = [standing_record(r) for r in standings(Ranking.GAME_POINTS, sides, tables, 121)]
    for row in rows:  # the winner's game points as that day's rule counted the forfeit
        if row["game_points"]:
            row["game_points"] = forfeit_points
    db: Database = hall.db
    assert await db.nights.close_night(night.id, rows, ADMIN)


@pytest.mark.parametrize(
    ("lang", "won", "rule"),
    [
        ("fr", "3 points de match · différentiel +121 · 1 partie",
         "Cette soirée a été classée selon la règle de l'époque : un joueur ou une équipe en "
         "retard perdait sa première partie 0 à 121, un skunk pour l'adversaire, 3 points de "
         "match (aujourd'hui : une simple victoire, 2 points de match)."),
        ("en", "3 game points · spread +121 · 1 game",
         "This night was ranked by the rule of its day: a late player or team lost their first "
         "game 0 to 121, a skunk for the opponent, 3 game points (today: a plain win, 2 game "
         "points)."),
    ],
)  # fmt: skip
async def test_a_night_closed_under_the_old_rule_keeps_its_announced_standings(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, won: str, rule: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await closed_night(hall, lang, 3)
    await hall.say(f"{hall.cmd} {WORDS[lang][2]}", user=ANN)
    shown = hall.group()[-1].replace("\u00a0", " ").splitlines()
    assert f"🥇 {NAMES[BEN]} — {won}" in shown, shown
    assert rule in shown[-1], shown


@pytest.mark.parametrize(
    ("lang", "won"),
    [("fr", "2 points de match · différentiel +121"), ("en", "2 game points · spread +121")],
)
async def test_a_night_closed_under_todays_rule_is_unchanged(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, won: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await closed_night(hall, lang, 2)
    await hall.say(f"{hall.cmd} {WORDS[lang][2]}", user=ANN)
    shown = hall.group()[-1].replace("\u00a0", " ")
    assert f"🥇 {NAMES[BEN]} — {won}" in shown
    assert "règle de l'époque" not in shown and "rule of its day" not in shown
