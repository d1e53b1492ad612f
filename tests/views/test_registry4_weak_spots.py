"""English named the coach's subject two ways: /help's « /coach: your weak points » and the coach
itself « Your weakest spots », « No weak spot yet », « the weak spot to practise ». One term
now, as French has one (« points faibles »): "weak spots"."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import I18n
from bot.views.commands import help_short

LOCALES = Path(__file__).resolve().parents[2] / "locales" / "en" / "LC_MESSAGES"


def test_the_short_help_names_the_coachs_weak_spots() -> None:
    assert "/coach: your weak spots" in help_short(I18n.load().translator("en"))


def test_no_english_message_says_weak_points() -> None:
    said = [
        (po.name, line)
        for po in sorted(LOCALES.glob("*.po"))
        for line in po.read_text(encoding="utf-8").splitlines()
        if "weak point" in line.casefold()
    ]
    assert said == []
