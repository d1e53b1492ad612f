"""« /tz Mexico » offered buttons « General » and « BajaSur », « /fuseau Genève » « Denver » and
« General », « /fuseau Le Cair » « Eire »: the tz database's old names (Mexico/General,
Mexico/BajaSur, Eire), kept for old systems, named by their last word. Now only the names of
places are offered (typed in full, an old name is still read)."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock

from bot.drills.daily_time import find_timezone, suggest_timezones
from bot.tg.local import Driver, LocalBotApi, inline_buttons

__all__ = ["clock"]


@pytest.mark.parametrize("typed", ["Mexico", "Le Cair", "UTC 5", "Brazil East"])
def test_old_names_are_never_offered(typed: str) -> None:
    offered = suggest_timezones(typed)
    assert offered, typed
    for name in offered:
        area = name.split("/")[0]
        assert "/" in name and area not in {"US", "Canada", "Mexico", "Brazil", "Chile"}, name


def test_an_old_name_typed_in_full_is_still_read() -> None:
    assert find_timezone("Cuba").name == "Cuba"
    assert find_timezone("US/Eastern").name == "US/Eastern"


async def test_mexico_offers_the_countrys_clocks(
    bot_driver: Driver, local_api: LocalBotApi, clock: Clock
) -> None:
    # daily15: "Mexico" in English is the country, as « Mexique » in French: its three clocks
    # (Mexico City alone was offered), never an old name
    await bot_driver.send("/tz Mexico", user_id=101, language_code="en")
    message = local_api.last_message(101)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels == ["Cancún", "Mexico City", "Mazatlán"]
