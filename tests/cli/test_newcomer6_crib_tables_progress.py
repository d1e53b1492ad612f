"""`muggins crib-tables --lang fr` printed « itération 1 : écarts changés : 12345 du donneur »,
where every other French number is grouped (the pegging tables' « 12 345 sur 18 395 ») →
« 12 345 du donneur »."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.cli import main
from bot.commands import discard as discard_command
from bot.content_tables import shipped_crib_tables
from bot.engine.crib_tables import CribTables


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "12\u202f345 du donneur, 2\u202f345 du receveur"),
        ("en", "12,345 dealer and 2,345 pone"),
    ],
)
def test_the_progress_groups_its_numbers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str, line: str
) -> None:
    def generated(
        *, samples: int, seed: int, max_iterations: int, progress: Callable[[int, int, int], None]
    ) -> CribTables:
        progress(1, 12_345, 2_345)
        return shipped_crib_tables()

    monkeypatch.setattr(discard_command, "generate_tables", generated)
    main(["crib-tables", "--lang", lang])
    err = capsys.readouterr().err.replace("\u00a0", "\u202f")
    assert line in err, err
