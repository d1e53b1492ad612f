"""`muggins odds-table --lang fr` printed « Donnes mesurées : 12345 sur 200000 » on stderr,
where every other number of the French is grouped (« 1 500 », the pegging tables'
« 12 345 sur 18 395 ») → « 12 345 sur 200 000 »."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.cli import main
from bot.commands import odds as odds_command
from bot.content_odds import shipped_odds
from bot.engine.odds import OddsTables


@pytest.mark.parametrize(
    ("lang", "line"),
    [("fr", "12\u202f345 sur 200\u202f000"), ("en", "12,345 of 200,000")],
)
def test_the_progress_groups_its_numbers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str, line: str
) -> None:
    def measured(
        deals: int, seed: int, tables: object, progress: Callable[[int], None]
    ) -> OddsTables:
        progress(12_345)
        return shipped_odds()

    monkeypatch.setattr(odds_command, "generate_odds", measured)
    main(["odds-table", "--deals", "200000", "--lang", lang])
    err = capsys.readouterr().err.replace("\u00a0", "\u202f")
    assert line in err, err
