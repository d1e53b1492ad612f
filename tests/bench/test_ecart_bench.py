"""`python -m bot.bench ecart`: listed, and its report has every label (not its timings)."""

from __future__ import annotations

import random

import pytest

from bot import bench
from bot.bench import ecart
from bot.content_tables import shipped_crib_tables
from bot.i18n import I18n


def test_listed() -> None:
    assert "ecart" in bench.available()


def test_report_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert ecart.main(["--deals", "3", "--repeat", "2"]) in (0, 1)
    out = capsys.readouterr().out
    for label in (
        "first verdict (empty caches) ms:",
        "expert 6-card verdict (3 deals) p95 ms:",
        "uniform 6-card verdict (3 deals) best of 2 median ms:",
        "uniform 5-card verdict (3 deals) max ms:",
        "lookup of own 6 cards (3 deals) best of 2 p95 ms:",
        "lookup of own 5 cards (3 deals) median ms:",
        "target every p95 <= 50 ms:",
    ):
        assert label in out


def test_a_verdict_is_the_french_wording() -> None:
    case = ecart.seeded_cases(random.Random(1), 1, 6)[0]
    text = ecart.render_verdict(
        *case, "expert", shipped_crib_tables(), I18n.load().translator("fr")
    )
    assert "écart sur 15" in text and "en moyenne" in text
