"""« /fuseau UTC 5 » offered two buttons « UTC » (UTC and Etc/UTC), « /fuseau Buenos Aires »
two « Buenos Aires », « /fuseau Indianapolis » two « Indianapolis », « /fuseau Acapulco » two
« Macao »: the tz database's aliases of one zone, named alike. Now each name once."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock
from test_handlers import callback_datas

from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.views.daily_zone import distinct_zones, zone_label

__all__ = ["clock"]

I18N = I18n.load()


@pytest.mark.parametrize("typed", ["Buenos Aires", "Indianapolis"])
def test_each_suggestion_is_named_once(typed: str) -> None:
    tr = I18N.translator("fr")
    found = find_timezone(typed)
    labels = [zone_label(name, tr) for name in found.suggestions]
    assert len(set(labels)) < len(labels)  # what the tz database suggests
    shown = distinct_zones(found.suggestions, tr)
    assert [zone_label(name, tr) for name in shown] == list(dict.fromkeys(labels))
    assert set(shown) <= set(found.suggestions)


@pytest.mark.parametrize(("typed", "lang"), [("UTC 5", "fr"), ("GMT5", "en")])
async def test_the_buttons_name_each_zone_once(
    bot_driver: Driver, local_api: LocalBotApi, clock: Clock, typed: str, lang: str
) -> None:
    command = "/fuseau" if lang == "fr" else "/tz"
    calls = await bot_driver.send(f"{command} {typed}", user_id=100, language_code=lang)
    assert list(callback_datas(calls))
    message = local_api.last_message(100)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels and len(labels) == len(set(labels)), labels
