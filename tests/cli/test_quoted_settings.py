"""A setting written with quotes in a file given to `docker run --env-file`
(`MUGGINS_DB="/data/muggins.sqlite3"`), which keeps them as part of the value. Before: « There
is no database at "/data/muggins.sqlite3": check MUGGINS_DB. », the organiser seeing a path
that looks right; now one line saying to remove the quotes."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.common import EXIT_USAGE
from bot.tg.config import SETTINGS, Config, QuotedSettingError

SAID = {
    "en": "muggins: {variable} is written between quotes ({value}): remove the quotes in the "
    "file that sets it (docker run --env-file keeps them as part of the value).\n",
    "fr": "muggins: {variable} est écrit entre guillemets ({value})\u00a0: enlevez les "
    "guillemets dans le fichier qui le définit (docker run --env-file les garde dans la "
    "valeur).\n",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("command", [["games"], ["backup", "copy.sqlite3"], ["upgrade"], ["run"]])
def test_a_quoted_database_path_is_refused_in_one_line(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    command: list[str],
) -> None:
    quoted = f'"{db_path}"'
    monkeypatch.setenv("MUGGINS_DB", quoted)
    monkeypatch.chdir(db_path.parent)
    before = sorted(db_path.parent.iterdir())
    assert main([*command, "--lang", lang]) == EXIT_USAGE
    assert capsys.readouterr() == ("", SAID[lang].format(variable="MUGGINS_DB", value=quoted))
    assert sorted(db_path.parent.iterdir()) == before  # no folder named '"' made


@pytest.mark.parametrize("quote", ['"', "'"])
@pytest.mark.parametrize("variable", SETTINGS)
def test_every_setting_refuses_matching_quotes(variable: str, quote: str) -> None:
    with pytest.raises(QuotedSettingError) as raised:
        Config.from_env({variable: f"{quote}fr{quote}"})
    assert raised.value.variable == variable


def test_a_quoted_token_is_not_printed(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    token = "123456789:AAFabcdefghijklmnopqrstuvwxyz0123"
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", f"'{token}'")
    assert main(["run", "--lang", "en"]) == EXIT_USAGE
    out, err = capsys.readouterr()
    assert err == SAID["en"].format(variable="TELEGRAM_BOT_TOKEN", value="[hidden]")
    assert token not in out + err and "AAF" not in err


def test_a_quote_inside_a_value_is_kept(tmp_path: Path) -> None:
    """Only a value wrapped in matching quotes is refused: a quote inside a path is a path."""
    path = tmp_path / "Club d'Alma" / "muggins.sqlite3"
    assert Config.from_env({"MUGGINS_DB": str(path)}).db_path == path
    assert Config.from_env({"MUGGINS_DB": "'half"}).db_path == Path("'half")
