"""Why `/night round` draws nothing (`views.night_replies.draw_refused_line`) and why a
player's score is not written (`entry_refused_line`), in both languages."""

from __future__ import annotations

import pytest

from bot.drills.night_state import DrawRefusal, EntryRefusal
from bot.i18n import I18n
from bot.views.night_replies import draw_refused_line, entry_refused_line

I18N = I18n.load()


@pytest.mark.parametrize(
    ("refusal", "en", "fr"),
    [
        (DrawRefusal.ODD_TEAMS, "Teams are of two", "deux"),
        (DrawRefusal.TOO_FEW, "two players at least", "deux"),
        (DrawRefusal.ALL_DRAWN, "Every round is drawn", "ronde"),
    ],
)
def test_each_refusal_says_why(refusal: DrawRefusal, en: str, fr: str) -> None:
    assert en in draw_refused_line(refusal, I18N.translator("en"))
    assert fr in draw_refused_line(refusal, I18N.translator("fr")).lower()


def test_the_refusals_differ() -> None:
    for lang in ("en", "fr"):
        lines = {draw_refused_line(r, I18N.translator(lang)) for r in DrawRefusal}
        assert len(lines) == len(DrawRefusal)


@pytest.mark.parametrize(
    ("refusal", "en"),
    [
        (EntryRefusal.NOT_PLAYING, "You are not playing in this night"),
        (EntryRefusal.NO_GAME, "no game waiting"),
        (EntryRefusal.UNFINISHED, "one score of 61 exactly and the other below it: for example"),
    ],
)
def test_each_score_refusal_says_why(refusal: EntryRefusal, en: str) -> None:
    assert en in entry_refused_line(refusal, 61, I18N.translator("en"))
