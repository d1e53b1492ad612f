"""`muggins --help` and each subcommand's `--help` in the language `--lang` names on the
command line (else $MUGGINS_DEFAULT_LANG): argparse's own words and ours."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.cli import main

SUBCOMMANDS = (
    "score",
    "ecart",
    "crib-tables",
    "peg-tables",
    "drill",
    "games",
    "odds",
    "odds-table",
    "verify",
    "tournaments",
    "nights",
    "run",
    "chat",
    "backup",
    "upgrade",
)
ENGLISH = re.compile(r"\b(the|and|of|your|you|print|show|list|exit|usage|optional)\b")
"""Words of an English help line (none of them is French)."""


def help_text(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What `muggins ARGV` prints (exit code 0), ARGV asking for help."""
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    assert info.value.code == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


def test_the_top_level_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys, "--help", "--lang", "fr")
    assert text.startswith("utilisation\u00a0: muggins [-h] [--version] [--lang {fr,en}] COMMANDE")
    assert "entraîneur pour compter au cribbage" in text
    assert "afficher cette aide et quitter" in text
    assert "compter une main ou un crib\u00a0: muggins score 5C 5K 5T VP 5P" in text
    assert "lister les soirées du club" in text


def test_a_subcommand_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys, "score", "--help", "--lang", "fr")
    assert text.startswith("utilisation\u00a0: muggins score [-h]")
    assert "CARTE            quatre cartes puis la carte de départ" in text
    assert "--crib           la compter comme le crib du donneur" in text


def test_the_default_language_says_french_without_lang(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    assert "afficher cette aide et quitter" in help_text(capsys, "--help")
    assert "votre pointage" in help_text(capsys, "odds", "--help")


@pytest.mark.parametrize("command", ["", *SUBCOMMANDS])
def test_no_english_in_a_french_help(capsys: pytest.CaptureFixture[str], command: str) -> None:
    """Every line a French reader gets is French (commands, options and examples aside)."""
    text = help_text(capsys, *command.split(), "--help", "--lang", "fr")
    english = [line for line in text.splitlines() if ENGLISH.search(line)]
    assert english == []


@pytest.mark.parametrize("command", ["", *SUBCOMMANDS])
def test_the_english_help_is_argparse_s(capsys: pytest.CaptureFixture[str], command: str) -> None:
    text = help_text(capsys, *command.split(), "--help", "--lang", "en")
    assert text.startswith(f"usage: muggins {command}".rstrip() + " [-h]")
    assert "  -h, --help" in text and "show this help message and exit" in text
    assert "positional arguments:" in text or "arguments:" not in text


@pytest.mark.parametrize("command", ["", *SUBCOMMANDS])
def test_the_french_section_titles_take_a_no_break_space_before_the_colon(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """« options\u00a0: », as French typography writes it (argparse writes « options: »)."""
    text = help_text(capsys, *command.split(), "--help", "--lang", "fr")
    titles = [line for line in text.splitlines() if line.endswith(":")]
    assert "options\u00a0:" in titles
    assert [title for title in titles if not title.endswith("\u00a0:")] == []


def test_the_english_help_names_the_english_bot_commands(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Before: « nights  list the club nights at the hall (/soiree) » in the English help, next
    to « (/tournament) »; the English bot command is /night."""
    text = help_text(capsys, "--help", "--lang", "en")
    assert "list the club nights at the hall (/night)" in text
    assert "/soiree" not in text and "/tournoi" not in text


def test_the_english_section_titles_keep_their_colon(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys, "verify", "--help", "--lang", "en")
    assert "\npositional arguments:\n" in text and "\noptions:\n" in text


PLACEHOLDERS = re.compile(
    r"\b(COMMAND|CARD|CALL|COUNT|SEED|SAMPLES|MAX_ITERATIONS|OUTPUT|DEALS|ME|OPP|FINGERPRINT|KEY|"
    r"SEAL|FILE|"
    r"kind)\b"
)
"""argparse's placeholders as the code names them (`--count COUNT`, `kind`), English words."""


@pytest.mark.parametrize("command", ["", *SUBCOMMANDS])
def test_the_placeholders_of_a_french_help_are_french(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """Played: « --count COUNT », « --output OUTPUT », « CARD », « FILE » in the French help."""
    text = help_text(capsys, *command.split(), "--help", "--lang", "fr")
    text = text.replace("MUGGINS_DB", "").replace("content/", "")
    assert PLACEHOLDERS.findall(text) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_help_of_run_names_every_setting_of_the_readme(
    capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    """Played: `muggins run --help` named four variables (the token, the base URL, the
    database, the language): an organizer reading it had no word of MUGGINS_TZ, the Mini App's
    URL or the log level. Now every variable of the README's configuration table."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    table = readme.partition("## Configuration")[2].partition("\n## ")[0]
    variables = set(re.findall(r"^\| `([A-Z_]+)` \|", table, flags=re.MULTILINE))
    assert len(variables) >= 10
    text = help_text(capsys, "run", "--help", "--lang", lang)
    assert sorted(v for v in variables if v not in text) == []


PROGRAMMERS_WORDS = re.compile(
    r"PRAGMA|integrity_check|\bAPI\b|snapshot|SIGINT|SIGTERM|end of input|fin de l'entrée"
)
"""Words of a programmer, which tell a club organiser nothing."""


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("command", ["backup", "upgrade", "run", "chat"])
def test_an_organiser_s_help_has_no_programmer_s_words(
    capsys: pytest.CaptureFixture[str], command: str, lang: str
) -> None:
    """Played: `muggins backup --help --lang fr` said « avec la sauvegarde en ligne de SQLite
    … vérifiée (PRAGMA integrity_check) », and `muggins run --help` « Interroger Telegram et
    répondre aux joueurs jusqu'à SIGINT ou SIGTERM », `muggins chat --help` « « /quitter » ou la
    fin de l'entrée termine »."""
    text = help_text(capsys, command, "--help", "--lang", lang)
    assert not PROGRAMMERS_WORDS.search(text), text
