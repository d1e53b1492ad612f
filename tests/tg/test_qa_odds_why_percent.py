"""« pourquoi 15 %? » or « comment ça se fait? » typed right after /chances told 15 % got how to
ask /chances, or « Je réponds aux comptes et aux commandes ». They get the chances explained,
as « pourquoi? » does (`odds.typed_why`, `odds_asked.asks_why_odds`)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to


@pytest.mark.parametrize("typed", ["pourquoi 15 %?", "Pourquoi 15%", "comment ça se fait?"])
async def test_why_the_percent_after_the_chances(bot_driver: Driver, typed: str) -> None:
    user = 9_770 + len(typed)
    await bot_driver.send("/chances 95 110", user_id=user, language_code="fr")
    text = await reply_to(bot_driver, typed, user)
    assert text.startswith("Pourquoi 15 %? Il vous manque 26 points pour sortir."), text
