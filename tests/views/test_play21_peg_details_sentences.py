"""« /jeu jouer »'s details stacked colons: « • 9♠ : -0,5 jusqu'à la fin du tour (maintenant 0,
réplique 0,4) : laisse un 31 (19 %) », and with a card that pegs, « … (maintenant 2, réplique
0,4) : tout de suite : quinze 2; … », hard to read. Each card's line is now a label, then its
reasons as a sentence: « • 9♠ : -0,5 jusqu'à la fin du tour (maintenant 0, réplique 0,4).
Laisse un 31 (19 %). »"""

from __future__ import annotations

import random

import pytest

from bot.drills.peg_best import CardOption, analyse_play, deal_peg_play
from bot.i18n import I18n, Translator, render
from bot.views import peg_play

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


def _options() -> list[CardOption]:
    rng = random.Random(21)
    found: list[CardOption] = []
    while len(found) < 120:
        position = deal_peg_play(rng)
        if not position.is_go:
            found += analyse_play(position)
    return found


@pytest.mark.parametrize("tr", [FR, EN], ids=["fr", "en"])
def test_each_card_line_is_a_label_then_a_sentence(tr: Translator) -> None:
    options = _options()
    assert any(o.points for o in options) and any(not o.points for o in options)
    for option in options:
        line = peg_play.option_line(option, tr)
        assert line.startswith(render.card(option.card, tr))
        for sentence in line.split(". "):
            assert sentence.count(":") <= 1, line
        why = peg_play.reasons(option, tr)
        if why:
            assert line.endswith(why[1:] + "."), line
            assert ". " + why[0].upper() in line, line
        else:
            assert line.endswith(")"), line


@pytest.mark.parametrize("tr", [FR, EN], ids=["fr", "en"])
def test_the_french_line_reads_as_said(tr: Translator) -> None:
    option = next(o for o in _options() if not o.points and o.risks)
    line = peg_play.option_line(option, tr)
    if tr.lang == "fr":
        assert "jusqu'à la fin du tour (maintenant 0, réplique " in line
        assert ")\N{NO-BREAK SPACE}: " not in line
    else:
        assert "to the end of the round (now 0, reply " in line
        assert "): " not in line
