"""/chances told only the scores to send: a club player did not learn what may be asked after
its answer (« pourquoi? », « c'est bon ça? », « et si je donne? »). « /chances aide » and
/chances alone say it now (`views.odds.follow_ups_line`); /aide tout has no room for it (every
command in one message, test_help9_settings_lines), so /aide chances keeps its two lines."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to

SAID = {
    "fr": "Une fois les chances données, demandez « pourquoi? », « c'est bon ça? » ou « et si je "
    "donne? »",
    "en": "Once told, ask “why?”, “is that good?” or “what if I deal?”",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "/chances aide"), ("fr", "/chances"), ("en", "/odds help"), ("en", "/odds")],
)
async def test_the_follow_ups_are_said(bot_driver: Driver, lang: str, typed: str) -> None:
    text = await reply_to(bot_driver, typed, 9_800, lang)
    assert SAID[lang] in text, text
