"""/stats' club-night line read « 30 nov. 2026 : 1re place sur 4 » in French but "Nov 30,
2026: first place of 4" in English: a first place in words, every other place a rank in
figures (« 2e », "2nd"). A first place is now a rank in figures in both: "1st place of 4"."""

from __future__ import annotations

from datetime import date

from bot.i18n import I18n
from bot.views.night_replies import place_words

I18N = I18n.load()


def test_a_first_place_is_a_rank_in_figures_in_both_languages() -> None:
    en, fr = I18N.translator("en"), I18N.translator("fr")
    assert place_words(1, en) == "1st place"
    assert place_words(1, fr) == "1re place"
    assert [place_words(n, en) for n in (1, 2, 3)] == ["1st place", "2nd place", "3rd place"]
    # the day, by Babel in both (its medium date)
    day = date(2026, 11, 30)
    assert en.date(day) == "Nov 30, 2026"
    assert fr.date(day) == "30 nov. 2026"
