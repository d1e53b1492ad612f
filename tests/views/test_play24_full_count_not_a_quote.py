"""After a typed count, « Vous avez dit 7 : exact. « quinze 2, quinze 4 et une suite de 3, ça
fait 7 » » quoted the count as the bot calls it (« pis » become « et »), set out as though it
were what the player had said. It is now named for what it is, the full count, as the bot's
count is (« Le compte complet : « … ». »)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import table_show

I18N = I18n.load()


def _deal() -> Deal:
    # the player (seat 0) keeps 4S 5H 6C KD: with the starter 2C, 15 2, 15 4 and a run of 3
    hands = [parse_cards("4S 5H 6C KD 8C AD"), parse_cards("5D JC 4D 6S KH 3C")]
    discards = [parse_cards("8C AD"), parse_cards("6S KH")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("2C"))


@pytest.mark.parametrize(
    ("lang", "said", "claimed"),
    [
        (
            "fr",
            "Vous avez dit 7 : exact. Le compte complet : « quinze 2, quinze 4 et une suite "
            "de 3, ça fait 7 ».",
            7,
        ),
        (
            "en",
            "You said 7: right. The full count: “fifteen 2, fifteen 4 and a run of 3 makes 7”.",
            7,
        ),
        (
            "fr",
            "Vous avez dit 5, il y a 7. Le compte complet : « quinze 2, quinze 4 et une "
            "suite de 3, ça fait 7 ».",
            5,
        ),
    ],
)
def test_the_count_after_yours_is_named_the_full_count(lang: str, said: str, claimed: int) -> None:
    show = ShowRecord(0, "hand", (), 7, claimed, claimed)
    lines = table_show.player_show_lines(_deal(), show, False, I18N.translator(lang))
    assert lines[1].replace("\u00a0", " ") == said, lines
