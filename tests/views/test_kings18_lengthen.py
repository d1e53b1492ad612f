"""kings18: the rule that every line a move makes longer must score was worded two ways in
English: the help says « every line it makes or lengthens must score », the refusal « Every
line a move makes or extends must score at least one point. » and a count's heading « Lines made
or extended: » (the French says « allonger » in all three, as the rules do). Now the English
lengthens lines everywhere: one verb for one rule."""

from __future__ import annotations

import random

from bot.drills.kings import deal_kings_count
from bot.engine.kings_grid import Illegal
from bot.i18n import I18n
from bot.views.kings import count_question_lines
from bot.views.kings_play import help_lines
from bot.views.kings_refusals import illegal_text


def test_the_scoring_rule_has_one_verb_in_english() -> None:
    tr = I18n.load().translator("en")
    told = "\n".join(help_lines(tr))
    refused = illegal_text(Illegal.SCORES_NOTHING, tr)
    assert "makes or lengthens" in told
    assert "makes or lengthens" in refused, refused
    assert "extend" not in refused


def test_the_french_says_allonge_in_both() -> None:
    tr = I18n.load().translator("fr")
    assert "forme ou allonge" in "\n".join(help_lines(tr))
    assert "forme ou allonge" in illegal_text(Illegal.SCORES_NOTHING, tr)


def test_a_count_heads_its_lines_with_the_same_verb() -> None:
    count = deal_kings_count(random.Random(18))
    english = count_question_lines(count, I18n.load().translator("en"))
    french = count_question_lines(count, I18n.load().translator("fr"))
    assert "Lines made or lengthened:" in english, english
    assert "Mains formées ou allongées :" in [line.replace("\u00a0", " ") for line in french]
