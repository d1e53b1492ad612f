"""`muggins backup`'s success line says what an organiser needs: where the copy is and its
size. It ended with « schéma version 28 » (“schema version 28”), a word and a number they
cannot use (a copy is restored with this Muggins or a newer one, which brings it up to date)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_OK
from bot.i18n import I18n

BACKED_UP = {
    "en": "Backed up {database} to {path}: {size} bytes.\n",
    "fr": "{database} sauvegardée dans {path}\u00a0: {size}\u00a0octets.\n",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_backup_line_names_no_schema(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    target = tmp_path / "copy.sqlite3"
    assert main(["backup", str(target), "--lang", lang]) == EXIT_OK
    out = capsys.readouterr().out
    size = target.stat().st_size
    shown = I18n.load().translator(lang).number(size)
    assert out == BACKED_UP[lang].format(database=db_path, path=target, size=shown)
    assert "schema" not in out.lower() and "schéma" not in out.lower()
