"""kings18: « what is a dark tile » told the colour bonus as "make or lengthen a hand so that
its five tiles are of one colour" where the help and the counts say "a line of five tiles of
one colour" (in English a Kings hand is a line everywhere else), and the French wrote « ses 5
jetons » where the help says « cinq jetons ». Now the aside words it as the help does."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.kings_asides import dark_about_lines
from bot.views.kings_play import help_lines


def test_the_colour_bonus_is_a_line_in_english() -> None:
    tr = I18n.load().translator("en")
    told = dark_about_lines(tr)[1]
    assert "a line" in told and "hand" not in told, told
    assert "its five tiles are of one colour" in told, told
    assert "a line of five tiles of one colour" in "\n".join(help_lines(tr))


def test_the_colour_bonus_says_cinq_jetons_in_french() -> None:
    tr = I18n.load().translator("fr")
    told = dark_about_lines(tr)[1]
    assert "cinq jetons" in told and "5 jetons" not in told, told
    assert "cinq jetons de la même couleur" in "\n".join(help_lines(tr))
