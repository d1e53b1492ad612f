"""The argument errors of every `muggins` subcommand (argparse's): one line on stderr, exit
code 2, in the language `--lang` names on the command line, argparse's own words included."""

from __future__ import annotations

import pytest

from bot.cli import main

NBSP = "\u00a0"


def error_line(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    assert info.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1, err
    return err.rstrip("\n")


@pytest.fixture(autouse=True)
def _english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        # Played: each of these was "Bad arguments: … (see muggins … --help)" in English,
        # though the command asked for French.
        (
            [
                "ecart",
                "5H",
                "5D",
                "JC",
                "KS",
                "2S",
                "9D",
                "--pone",
                "--players",
                "5",
                "--lang",
                "fr",
            ],
            "muggins ecart: Arguments invalides : argument --players : 5 n'est pas un choix "
            "possible (choisir parmi 2, 3, 4) (voir muggins ecart --help)",
        ),
        (
            ["odds", "95", "110", "--dealer", "--target", "100", "--lang", "fr"],
            "muggins odds: Arguments invalides : argument --target : 100 n'est pas un choix "
            "possible (choisir parmi 121, 61) (voir muggins odds --help)",
        ),
        (
            ["odds", "quatre-vingt", "5", "--dealer", "--lang=fr"],
            "muggins odds: Arguments invalides : argument MOI : « quatre-vingt » n'est pas un "
            "nombre entier (voir muggins odds --help)",
        ),
        # Played: a word the subcommand does not take printed argparse's usage block and
        # "muggins score: error: unrecognized arguments: --bogus".
        (
            ["score", "5H", "5D", "5C", "JS", "5S", "--lang", "fr", "--bogus"],
            "muggins score: Arguments invalides : arguments inconnus : --bogus "
            "(voir muggins score --help)",
        ),
        (
            ["score", "5H", "5D", "5C", "JS", "5S", "--bogus"],
            "muggins score: Bad arguments: unrecognized arguments: --bogus "
            "(see muggins score --help)",
        ),
        # Played: a subcommand mistyped printed argparse's usage block and its English.
        (
            ["--bogus"],
            "muggins: Bad arguments: unrecognized arguments: --bogus (see muggins --help)",
        ),
        (
            ["drill", "round", "--dealer", "--pone", "--lang", "fr"],
            "muggins drill: Arguments invalides : argument --pone : incompatible avec --dealer "
            "(voir muggins drill --help)",
        ),
        (
            ["drill", "hand", "--lang", "fr", "--count"],
            "muggins drill: Arguments invalides : argument --count : une valeur doit suivre "
            "(voir muggins drill --help)",
        ),
        (
            ["drill", "round", "--dealer", "--pone"],
            "muggins drill: Bad arguments: argument --pone: not allowed with argument --dealer "
            "(see muggins drill --help)",
        ),
        # Played: "argument --count: expected one argument" (which argument?) and "argument
        # ME: invalid int value: '1.5'" (int: a programmer's word), where French says « une
        # valeur doit suivre » and « n'est pas un nombre entier ».
        (
            ["drill", "hand", "--count"],
            "muggins drill: Bad arguments: argument --count: a value must follow "
            "(see muggins drill --help)",
        ),
        (
            ["odds", "1.5", "3", "--dealer"],
            "muggins odds: Bad arguments: argument ME: '1.5' is not a whole number "
            "(see muggins odds --help)",
        ),
    ],
)
def test_an_argument_error_is_one_line_in_the_language_asked(
    capsys: pytest.CaptureFixture[str], argv: list[str], line: str
) -> None:
    assert error_line(capsys, *argv).replace(NBSP, " ") == line


def test_the_last_lang_wins_as_argparse_keeps_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    line = error_line(capsys, "odds", "95", "dix", "--pone", "--lang", "fr", "--lang", "en")
    assert line.startswith("muggins odds: Bad arguments: argument OPP: 'dix' is not a whole")


def test_an_unknown_language_leaves_the_default_one(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "fr")
    line = error_line(capsys, "score", "5H", "--lang", "de")
    assert line.replace(NBSP, " ").startswith(
        "muggins score: Arguments invalides : argument --lang : « de » n'est pas un choix possible"
    )


def test_a_mistyped_subcommand_is_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    line = error_line(capsys, "scor", "5H", "--lang", "fr").replace(NBSP, " ")
    assert line.startswith(
        "muggins: Arguments invalides : argument COMMANDE : « scor » n'est pas un choix possible"
        " (choisir parmi « score », "
    )
    assert line.endswith(") (voir muggins --help)")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("argv", "example"),
    [
        (["drill"], {"fr": "muggins drill main", "en": "muggins drill hand"}),
        (["odds"], "muggins odds 95 110 --dealer"),
        (["odds", "95", "--dealer"], "muggins odds 95 110 --dealer"),
        (["verify"], "muggins verify 0123456789abcdef 0123456789ab"),
        (["verify", "0123456789abcdef"], "muggins verify 0123456789abcdef 0123456789ab"),
        (["backup"], "muggins backup muggins-copy.sqlite3"),
    ],
)
def test_missing_words_are_said_as_what_to_type(
    capsys: pytest.CaptureFixture[str], argv: list[str], example: str | dict[str, str], lang: str
) -> None:
    """Played: `muggins drill --lang fr` said « il manque : kind », the name of the argument
    in the code (and `odds`, `verify`, `backup`: « ME, OPP », « SEED, FINGERPRINT », « FILE »,
    placeholders of the English help): now a sentence saying what to type, and an example."""
    line = error_line(capsys, *argv, "--lang", lang)
    example = example if isinstance(example, str) else example[lang]
    prog = f"muggins {argv[0]}: "
    assert line.startswith(prog) and line.endswith(example), line
    said = line.removeprefix(prog).removesuffix(example)
    for name in ("kind", "ME", "OPP", "SEED", "FINGERPRINT", "KEY", "SEAL", "FILE", "manque"):
        assert name not in said.split(), line
    first_word = {"fr": ("Dites", "Donnez"), "en": ("Say", "Give")}[lang]
    assert said.startswith(first_word), line


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        # Played: « argument kind : 'hands' n'est pas un choix possible », the name in the code;
        # then « (choisir parmi 'hand', 'crib', 'peg', 'round', … ») », the English names.
        (
            ["drill", "cartes", "--lang", "fr"],
            "muggins drill: Arguments invalides : argument FEUILLE : « cartes » n'est pas une "
            "feuille : main, crib, jeu, tour, jouer, ecart ou kings (voir muggins drill --help)",
        ),
        (
            ["drill", "cards", "--lang", "en"],
            "muggins drill: Bad arguments: argument SHEET: 'cards' is not a sheet: hand, crib, "
            "peg, round, best, ecart or kings (see muggins drill --help)",
        ),
        (
            ["verify", "xyz", "--lang", "fr"],
            "muggins verify: Donnez la clé de la donne, puis son code, tels que le bot les a "
            "montrés; par exemple : muggins verify 0123456789abcdef 0123456789ab",
        ),
    ],
)
def test_the_placeholders_are_the_reader_s_words(
    capsys: pytest.CaptureFixture[str], argv: list[str], line: str
) -> None:
    assert error_line(capsys, *argv).replace(NBSP, " ") == line


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("command", ["score", "ecart", "discard"])
def test_a_lookup_given_no_cards_says_what_to_type_and_its_example_runs(
    capsys: pytest.CaptureFixture[str], command: str, lang: str
) -> None:
    """Played: `muggins score` alone said « Expected 5 cards, got 0. » and `muggins ecart`
    alone « Say whether you deal (--dealer) or not (--pone). », nothing of how cards are
    written; `odds`, `verify`, `drill` and `backup` alone give an example. Now these do too,
    in the reader's card letters, and the example, typed, runs."""
    assert main([command, "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1, err
    said, _, example = err.rstrip("\n").rpartition(f"{NBSP}: " if lang == "fr" else ": ")
    assert said.startswith({"fr": "Donnez", "en": "Give"}[lang]), err
    words = example.split()
    assert words[:2] == ["muggins", "ecart" if command == "discard" else command], err
    assert main(words[1:]) == 0
    assert capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "french", "english"),
    [
        (
            ["odds", "95", "dix", "--pone"],
            "argument ADV : « dix » n'est pas un nombre entier",
            "argument OPP: 'dix' is not a whole number",
        ),
        (
            ["score", "5H", "--lang", "fr", "--lang", "de"],
            "argument --lang : « de » n'est pas un choix possible (choisir parmi « fr », « en »)",
            "argument --lang: invalid choice: 'de' (choose from 'fr', 'en')",
        ),
        (
            ["ecart", "--players", "5"],
            "argument --players : 5 n'est pas un choix possible (choisir parmi 2, 3, 4)",
            "argument --players: invalid choice: 5 (choose from 2, 3, 4)",
        ),
    ],
)
def test_argparse_s_quotes_are_the_reader_s(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: list[str],
    french: str,
    english: str,
) -> None:
    """Played: « argument ADV : 'dix' n'est pas un nombre entier », « (choisir parmi 'fr',
    'en') »: English quotes in a French line, where every other line of muggins quotes
    « comme ceci ». The English line keeps argparse's own quotes."""
    for lang, said in (("fr", french), ("en", english)):
        monkeypatch.setenv("MUGGINS_DEFAULT_LANG", lang)
        assert said in error_line(capsys, *argv).replace(NBSP, " ")
