"""/score 10C DC RC VC 5P = 🙂: nothing of a count after « = ». The referee said « Donnez un
nombre de 0 à 29, ou comptez comme ceci : … », the drill's words, where every other refusal
at /score says to write the count after « = » (and after --claim on the command line)."""

from __future__ import annotations

import pytest

from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import scored_show
from bot.i18n import I18n
from bot.views.referee import referee_lines

I18N = I18n.load()
CARDS = parse_cards("10C DC RC VC 5P", lang="fr")
SCORE = scored_show(tuple(CARDS[:4]), CARDS[4], False)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Écrivez après le «\u00a0=\u00a0» un nombre de 0 à 29, ou annoncez le compte comme "
            "quinze 2, quinze 4 et une paire, ça fait 6.",
        ),
        (
            "en",
            "Write after the “=” a number from 0 to 29, or call the count like fifteen 2, "
            "fifteen 4 and a pair makes 6.",
        ),
    ],
)
def test_nothing_of_a_count_says_where_to_write_it(lang: str, said: str) -> None:
    lines = referee_lines(judge(SCORE, "🙂"), I18N.translator(lang), crib=False, dealt=CARDS)
    assert lines[2] == said, lines


def test_on_the_command_line_after_claim() -> None:
    tr = I18N.translator("en")
    lines = referee_lines(judge(SCORE, "!!"), tr, crib=False, dealt=CARDS, claim=True)
    assert lines[2].startswith("Write after --claim a number from 0 to 29"), lines
