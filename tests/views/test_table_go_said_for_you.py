"""/play: when the player holds no card that fits under 31, the bot says go for them. The
line read « Vous ne pouvez pas jouer : go (dit pour vous). », a bare « go » and a « dit »
with no one saying it; it now says who said it."""

from __future__ import annotations

import pytest

from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT
from bot.engine.pegging import CannotPlay
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.table import event_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "yours", "mine"),
    [
        (
            "fr",
            "Vous ne pouvez pas jouer\u00a0: j'ai dit go pour vous.",
            "Je ne peux pas jouer\u00a0: go.",
        ),
        ("en", "You cannot play a card: I said go for you.", "I cannot play a card: go."),
    ],
)
def test_a_go_said_for_the_player_says_who_said_it(lang: str, yours: str, mine: str) -> None:
    tr = I18N.translator(lang)
    said = [event_line(CannotPlay(seat, 24), 0, tr) for seat in (PLAYER_SEAT, BOT_SEAT)]
    assert [html_to_text(line or "") for line in said] == [yours, mine]
