"""`muggins backup` and `muggins run` take `--lang` as every other subcommand: their lines,
and a wrong setting's, in the language it names."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli import main
from bot.commands.bot import stored_database
from bot.commands.common import EXIT_FAILURE, EXIT_OK, EXIT_USAGE
from bot.storage import Database


async def make_database(path: Path) -> None:
    db = await Database.open(path)
    await db.close()


def test_backup_speaks_the_language_of_lang(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(make_database(db_path))
    target = tmp_path / "copy.sqlite3"
    assert main(["backup", str(target), "--lang", "fr"]) == EXIT_OK  # $MUGGINS_DEFAULT_LANG: en
    out = capsys.readouterr().out
    assert out.startswith(f"{db_path} sauvegardée dans {target}\u00a0: ")
    assert main(["--lang", "fr", "backup", str(target)]) == EXIT_FAILURE
    assert capsys.readouterr().err == (
        f"muggins: {target} existe déjà; choisissez un autre fichier ou ajoutez --force.\n"
    )


def test_run_without_a_token_speaks_the_language_of_lang(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run", "--lang", "fr"]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("muggins: TELEGRAM_BOT_TOKEN n'est pas défini\u00a0: ")


def test_a_wrong_setting_is_said_in_the_language_of_lang(
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "klingon")  # French by default, then
    assert main(["backup", str(tmp_path / "copy.sqlite3"), "--lang", "en"]) == EXIT_USAGE
    assert capsys.readouterr().err.startswith("muggins: Invalid MUGGINS_DEFAULT_LANG: klingon")


@pytest.mark.parametrize("command", ["games", "nights", "tournaments", "upgrade"])
@pytest.mark.parametrize("where", ["mistyped.sqlite3", "a-folder"])
def test_a_listing_of_no_database_says_to_check_muggins_db(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    command: str,
    where: str,
) -> None:
    """A mistyped MUGGINS_DB said « Aucune partie pour l'instant. » (and left an empty
    database there), a folder « unable to open database file », then « Il n'y a pas de base
    de données à /data », where `chat` names the file to give: now the listings name it too."""
    path = tmp_path / where
    if where == "a-folder":
        path.mkdir()
    monkeypatch.setenv("MUGGINS_DB", str(path))
    assert main([command, "--lang", "fr"]) == EXIT_FAILURE
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"muggins: Il n'y a pas de base de données à {path}\u00a0: vérifiez MUGGINS_DB.\n"
        if where != "a-folder"
        else f"muggins: MUGGINS_DB désigne le dossier {path}\u00a0: donnez-lui le fichier de la "
        f"base de données, par exemple {path / 'muggins.sqlite3'}.\n"
    )
    assert path.is_dir() == (where == "a-folder") and (where == "a-folder" or not path.exists())


@pytest.mark.parametrize(
    ("variable", "value", "line"),
    [
        # Played: « Valeur invalide pour MUGGINS_PORT : abc. », with nothing of what it takes.
        (
            "MUGGINS_PORT",
            "abc",
            "Valeur invalide pour MUGGINS_PORT : abc (attendu : un numéro de port de 1 à 65535).",
        ),
        (
            "MUGGINS_PURGE_DAYS",
            "-3",
            "Valeur invalide pour MUGGINS_PURGE_DAYS : -3 (attendu : un nombre de jours, 0 ou "
            "plus (0 : jamais)).",
        ),
        (
            "MUGGINS_TZ",
            "Mars/Olympus",
            "Valeur invalide pour MUGGINS_TZ : Mars/Olympus (attendu : un fuseau horaire, par "
            "exemple America/Montreal).",
        ),
        # Played: MUGGINS_GC_FREEZE=maybe was taken as on, without a word.
        (
            "MUGGINS_GC_FREEZE",
            "maybe",
            "Valeur invalide pour MUGGINS_GC_FREEZE : maybe (attendu : 1 ou 0).",
        ),
        # Played: « … TELEGRAM_BOT_TOKEN : [hidden] », an English word in the French line.
        (
            "TELEGRAM_BOT_TOKEN",
            "123 456",
            "Valeur invalide pour TELEGRAM_BOT_TOKEN : [caché] (attendu : le jeton que BotFather "
            "a donné à votre bot : son numéro, un deux-points, puis des lettres et des chiffres, "
            "sans espaces, par exemple 123456789:AAF…).",
        ),
    ],
)
def test_a_wrong_setting_says_what_it_takes(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    variable: str,
    value: str,
    line: str,
) -> None:
    monkeypatch.setenv(variable, value)
    assert main(["games", "--lang", "fr"]) == EXIT_USAGE
    assert capsys.readouterr().err.replace("\u00a0", " ") == f"muggins: {line}\n"


@pytest.mark.parametrize(
    "token", ["abc", "bot123456:AAF-secret", ":AAF-secret", "123456:", "123456 :AAF-secret"]
)
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "muggins: Invalid TELEGRAM_BOT_TOKEN: [hidden] (expected the token BotFather gave "
            "your bot: its number, a colon, then letters and digits, without spaces, like "
            "123456789:AAF…).\n",
        ),
        (
            "fr",
            "muggins: Valeur invalide pour TELEGRAM_BOT_TOKEN\u00a0: [caché] (attendu\u00a0: le "
            "jeton que BotFather a donné à votre bot\u00a0: son numéro, un deux-points, puis des "
            "lettres et des chiffres, sans espaces, par exemple 123456789:AAF…).\n",
        ),
    ],
)
def test_run_with_a_malformed_token_says_so_before_calling_telegram(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    token: str,
    lang: str,
    line: str,
) -> None:
    """Played: TELEGRAM_BOT_TOKEN=abc (or `bot123456:…`, copied from a URL) called the Bot API
    four times, then said « cannot reach the Bot API » offline, or « Telegram refused the
    token » online, seconds later. Now one line at once, the token hidden, exit code 2. (The
    Bot API here is a closed loopback port: a call would be « cannot reach ».)"""
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", token)
    monkeypatch.setenv("TELEGRAM_BASE_URL", "http://127.0.0.1:9")
    assert main(["run", "--lang", lang]) == EXIT_USAGE
    captured = capsys.readouterr()
    assert captured.err == line
    assert captured.out == ""


def test_a_database_command_starts_with_the_settings_and_the_language(
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`stored_database`, the start of `backup` and the listings: the configuration and the
    translator of `--lang` (else the bot's default language), else an exit code and a line."""
    found = stored_database("fr")
    assert not isinstance(found, int)
    config, tr = found
    assert (config.db_path, tr.lang) == (db_path, "fr")
    found = stored_database(None)  # $MUGGINS_DEFAULT_LANG: en
    assert not isinstance(found, int) and found[1].lang == "en"
    missing = tmp_path / "mistyped.sqlite3"
    monkeypatch.setenv("MUGGINS_DB", str(missing))
    assert stored_database("fr") == EXIT_FAILURE
    assert capsys.readouterr().err == (
        f"muggins: Il n'y a pas de base de données à {missing}\u00a0: vérifiez MUGGINS_DB.\n"
    )
    assert not missing.exists()
    monkeypatch.setenv("MUGGINS_PORT", "abc")
    assert stored_database("en") == EXIT_USAGE
    assert capsys.readouterr().err.startswith("muggins: Invalid MUGGINS_PORT: abc")


def test_run_with_a_malformed_on_off_setting_names_it_and_its_values(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`muggins run` with MUGGINS_GC_FREEZE=maybe started as if it said 1."""
    monkeypatch.setenv("MUGGINS_DB", str(tmp_path / "d.db"))
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", "123456:AAF-secret")
    monkeypatch.setenv("MUGGINS_GC_FREEZE", "maybe")
    assert main(["run", "--lang", "en"]) == EXIT_USAGE
    assert capsys.readouterr().err == (
        "muggins: Invalid MUGGINS_GC_FREEZE: maybe (expected 1 or 0).\n"
    )
    assert list(tmp_path.iterdir()) == []
