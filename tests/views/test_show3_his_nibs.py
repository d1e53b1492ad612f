"""« his nibs » / "one for his nibs" was read as his nobs (1 point); GLOSSARY §10: nibs is
his heels, the dealer's 2 at the cut. At a count it is a wrong call, explained: what his nibs
is, and that the jack of the starter's suit in the hand is his nobs, 1 point."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerErrorReason
from bot.i18n import I18n
from bot.views import calls_unread, show
from tests.drills.answer_errors import refusal

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    "said",
    ["fifteen 2, fifteen 4 and one for his nibs makes 5", "one for his nibs", "15-2 nibs 3"],
)
def test_his_nibs_is_his_heels_not_nobs(said: str) -> None:
    assert refusal(said).reason is AnswerErrorReason.HEELS


@pytest.mark.parametrize(
    ("lang", "nibs", "nobs"),
    [
        ("en", "“His nibs” is his heels", "one for his nobs"),
        ("fr", "« His nibs », c'est", "« un pour le valet »"),
    ],
)
def test_his_nibs_at_a_count_is_explained(lang: str, nibs: str, nobs: str) -> None:
    tr = I18n.load().translator(lang)
    error = refusal("fifteen 2, fifteen 4 and one for his nibs makes 5")
    for text in (show.answer_error(error, tr), calls_unread.error_text(error, tr)):
        plain = text.translate(NB).replace("&quot;", '"')
        assert nibs in plain and nobs in plain, plain
        assert "2" in plain and "1" in plain


def test_his_heels_keeps_its_own_reply() -> None:
    tr = I18n.load().translator("en")
    assert "nibs" not in show.answer_error(refusal("fifteen 2 and two for his heels"), tr)
