"""/stats with only a /main waiting: « Aucune main comptée pour l'instant : essayez /main! »
stood over « Course des mains à 121 : vous 0, moi 0. », a race nothing has pegged yet, which
says nothing. The board shows once a point is pegged."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.models import ACTIVE, Game, KindStats, Stats
from bot.views.stats import stats_text

I18N = I18n.load()


def race(player: int, bot: int) -> Game:
    return Game(1, 72, 72, 121, "skunk", player, bot, ACTIVE, 0, "2026-11-23T17:00:00Z", None)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_race_at_nothing_all_is_not_shown(lang: str) -> None:
    text = stats_text(Stats(0, {}, 0.0, [], 0, 0, race(0, 0)), I18N.translator(lang))
    assert "121" not in text, text
    assert "/" in text.splitlines()[-1]  # the report ends on « essayez /main! »


@pytest.mark.parametrize(("lang", "board"), [("fr", "vous <b>5</b>"), ("en", "you <b>5</b>")])
def test_a_race_under_way_is_shown(lang: str, board: str) -> None:
    by_kind = {"hand": KindStats(count=1, exact=1, missed_points=0)}
    text = stats_text(Stats(1, by_kind, 0.0, [], 0, 0, race(5, 0)), I18N.translator(lang))
    assert board in text, text
    text = stats_text(Stats(1, by_kind, 0.0, [], 0, 0, race(0, 3)), I18N.translator(lang))
    assert "<b>3</b>" in text, text
