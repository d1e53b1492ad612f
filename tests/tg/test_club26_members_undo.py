"""« je me suis trompé », "my mistake" typed at a member's private step of a game between
members got « Carte inconnue « me » » (« Unknown card “my” »; at the count: « « suis » :
vouliez-vous dire « suites »? »). As /jouer says it, it now answers that what is played stays
played (at the lay-away, that nothing is laid away yet), then what the step waits for. Nothing
is played."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from bot.views.table_replies import undo_line
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

TYPED = {"fr": ("je me suis trompé", "Oups, annuler"), "en": ("my mistake", "oops, undo")}


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_move_asked_back_stays_played(
    bot_driver: Driver, db: Database, lang: str, step: str
) -> None:
    base = {"lay_away": 26_200, "play": 26_220, "count": 26_240}[step] + (10 if lang == "en" else 0)
    player, _ = await at_step(bot_driver, db, lang, base, step)
    before, table = await live(db, player.user)
    seat = before.seat_of(player.user)
    waiting = next(w for w in due(table) if w.seat == seat)
    expected = html_to_text(undo_line(table, waiting, I18n.load().translator(lang)))
    for typed in TYPED[lang]:
        said = html_to_text("\n".join(texts(await player.private(typed))))
        assert "inconnue" not in said and "Unknown" not in said and "suites" not in said, said
        assert said == expected, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
