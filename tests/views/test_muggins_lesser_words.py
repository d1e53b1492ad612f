"""A muggins claim above what was missed: the caller pegs what was missed, said the way a
club player says it (« jamais plus que ce qui a été oublié »), not « le moindre de la
réclamation et de l'oubli »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Deal, ShowRecord
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views import members_deal, table_show
from bot.views.members import Names

I18N = I18n.load()
# the bot's hand is worth 10, it called 8; the player claims 5 of the 2 it missed
SHOW = ShowRecord(0, "hand", (), 10, 8, 8, muggins=(5, 2), caller=1)


def _deal() -> Deal:
    hands = [parse_cards("5H 5D JC 4S 6S KD"), parse_cards("AH 2C 3D 7S 8S 9H")]
    discards = [parse_cards("6S KD"), parse_cards("AH 2C")]
    return Deal(0, hands, [], [0, 0], [0, 0], list(discards), starter=parse_card("5C"))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Muggins! Vous en réclamez 5, mais je n'avais oublié que 2 points : vous en "
            "marquez 2, jamais plus que ce qui a été oublié.",
        ),
        (
            "en",
            "Muggins! You claimed 5, but I had missed only 2 points: you peg 2, never more "
            "than was missed.",
        ),
    ],
)
def test_the_bots_table_says_the_cap_plainly(lang: str, line: str) -> None:
    lines = table_show.bot_show_result_lines(_deal(), SHOW, True, I18N.translator(lang))
    assert f"<b>{line}</b>" in [x.replace("\u00a0", " ") for x in lines], lines


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Muggins! Rita réclame 5, mais Marc n'a oublié que 2 points : Rita en marque 2, "
            "jamais plus que ce qui a été oublié.",
        ),
        (
            "en",
            "Muggins! Rita claims 5, but Marc missed only 2 points: Rita pegs 2, never more "
            "than was missed.",
        ),
    ],
)
def test_a_members_table_says_the_cap_plainly(lang: str, line: str) -> None:
    said = members_deal.muggins_result_line(SHOW, Names(("Marc", "Rita")), I18N.translator(lang))
    assert str(said).replace("\u00a0", " ") == f"<b>{line}</b>"
