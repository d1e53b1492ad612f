"""« aide » at /jouer's play said « tapez-la, par exemple 5♥ », a card most often not in the
player's hand: the example is one of the cards they may lay now."""

from __future__ import annotations

import re

import pytest

from bot.drills.table_state import Step
from bot.i18n import card_input
from bot.storage import Database
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import state


@pytest.mark.parametrize(
    ("lang", "help_word", "pattern"),
    [
        ("fr", "aide", r"par exemple (\S+)\."),
        ("en", "help", r"like (\S+)\."),
    ],
)
async def test_help_at_the_play_types_a_card_the_player_may_lay(
    bot_driver: Driver, db: Database, *, lang: str, help_word: str, pattern: str
) -> None:
    for user in range(9_641 + (20 if lang == "en" else 0), 9_649 + (20 if lang == "en" else 0)):
        player = await easy_game(bot_driver, user, lang)
        await player.reach(Step.PLAY)
        _, _, _, waiting = await state(db, user, user)
        (reply,) = texts(await player.send(help_word))
        found = re.search(pattern, html_to_text(reply))
        assert found is not None, reply
        typed = card_input.read_cards(found[1], lang, 1)
        assert {str(c) for c in typed} <= {str(c) for c in waiting.legal}, (reply, waiting)
        assert (await state(db, user, user))[3].step is Step.PLAY
