"""`muggins score`: the lookup on the command line, in both languages, and its bad input.

The parser is built like bot/cli.py builds it (a `muggins` parser with the `score` subparser
registered by `bot.commands.score.add_parser`), so these tests exercise exactly that
subcommand's parsing and output.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

import pytest

from bot.commands import score


def muggins(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="muggins")
    subparsers = parser.add_subparsers(dest="command")
    score.add_parser(subparsers)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> None:
    """English unless a test gives --lang (with neither, a C-locale terminal gets French)."""
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", "en")


EXPECTED_29_EN = """\
Hand: 5♥ 5♦ 5♣ J♠   Starter: 5♠
fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, fifteen 14, fifteen 16, \
a double pair royal and one for his nobs makes 29

  fifteen: 5♣ J♠ (2 points)
  fifteen: 5♦ J♠ (2 points)
  fifteen: 5♥ J♠ (2 points)
  fifteen: 5♠ J♠ (2 points)
  fifteen: 5♣ 5♦ 5♥ (2 points)
  fifteen: 5♣ 5♦ 5♠ (2 points)
  fifteen: 5♣ 5♥ 5♠ (2 points)
  fifteen: 5♦ 5♥ 5♠ (2 points)
  double pair royal: 5♣ 5♦ 5♥ 5♠ (12 points)
  his nobs: J♠ (1 point)
Total: 29 points
"""

EXPECTED_29_FR = """\
Main\u00a0: 5♥ 5♦ 5♣ V♠   Carte de départ\u00a0: 5♠
quinze 2, quinze 4, quinze 6, quinze 8, quinze 10, quinze 12, quinze 14, quinze 16, \
un carré et un pour le valet, ça fait 29

  quinze\u00a0: 5♣ V♠ (2 points)
  quinze\u00a0: 5♦ V♠ (2 points)
  quinze\u00a0: 5♥ V♠ (2 points)
  quinze\u00a0: 5♠ V♠ (2 points)
  quinze\u00a0: 5♣ 5♦ 5♥ (2 points)
  quinze\u00a0: 5♣ 5♦ 5♠ (2 points)
  quinze\u00a0: 5♣ 5♥ 5♠ (2 points)
  quinze\u00a0: 5♦ 5♥ 5♠ (2 points)
  carré\u00a0: 5♣ 5♦ 5♥ 5♠ (12 points)
  un pour le valet\u00a0: V♠ (1 point)
Total\u00a0: 29 points
"""


def test_29_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "5H", "5D", "5C", "JS", "5S"]) == 0
    out, err = capsys.readouterr()
    assert (out, err) == (EXPECTED_29_EN, "")


def test_29_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "5H", "5D", "5C", "JS", "5S", "--lang", "fr"]) == 0
    out, err = capsys.readouterr()
    assert (out, err) == (EXPECTED_29_FR, "")


def test_french_notation_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "--lang", "fr", "5C", "5K", "5T", "VP", "5P"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Main\u00a0: 5♥ 5♦ 5♣ V♠   Carte de départ\u00a0: 5♠\n")
    assert "Total\u00a0: 29 points" in out


def test_one_argument_with_commas(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "5H,5D,5C,JS,5S"]) == 0
    assert "Total: 29 points" in capsys.readouterr().out


def test_zero_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "--lang", "fr", "2H", "4S", "6D", "8C", "KS"]) == 0
    assert capsys.readouterr().out == (
        "Main\u00a0: 2♥ 4♠ 6♦ 8♣   Carte de départ\u00a0: R♠\n"
        "dix-neuf! (0 point)\nTotal\u00a0: 0 point\n"
    )


def test_crib_flush_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "2H", "4H", "6H", "8H", "KS"]) == 0
    hand = capsys.readouterr().out
    assert muggins(["score", "2H", "4H", "6H", "8H", "KS", "--crib"]) == 0
    crib = capsys.readouterr().out
    assert hand.splitlines()[0] == "Hand: 2♥ 4♥ 6♥ 8♥   Starter: K♠"
    assert hand.splitlines()[-1] == "Total: 4 points"
    assert crib.splitlines()[0] == "Crib: 2♥ 4♥ 6♥ 8♥   Starter: K♠"
    assert crib.splitlines()[-2:] == [
        "Total: 0 points",
        "A crib flush needs the starter's suit too: four alone score nothing.",
    ]


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "8H", "7S", "7D", "6C", "2S", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"lang", "crib", "hand", "starter", "total", "combos", "calls", "called"}
    assert (data["lang"], data["crib"], data["total"]) == ("en", False, 16)
    assert (data["hand"], data["starter"]) == (["8H", "7S", "7D", "6C"], "2S")
    assert [c["kind"] for c in data["combos"]] == ["fifteen"] * 4 + ["double_run"]
    double_run = data["combos"][-1]
    assert (double_run["cards"], double_run["points"]) == (["6C", "7D", "7S", "8H"], 8)
    assert [(p["kind"], p["cards"], p["points"], p["parts"]) for p in double_run["parts"]] == [
        ("run", ["6C", "7D", "8H"], 3, []),
        ("run", ["6C", "7S", "8H"], 3, []),
        ("pair", ["7D", "7S"], 2, []),
    ]
    assert [(c["kind"], c["points"], c["total"], c["number"]) for c in data["calls"]] == [
        ("fifteen", 2, 2, 1),
        ("fifteen", 2, 4, 2),
        ("fifteen", 2, 6, 3),
        ("fifteen", 2, 8, 4),
        ("double_run", 8, 16, 1),
    ]
    assert data["called"] == (
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and a double run for 8 makes 16"
    )


def test_json_in_french_keeps_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "--json", "--lang", "fr", "--crib", "5C", "5K", "5T", "VP", "5P"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["lang"], data["crib"], data["total"]) == ("fr", True, 29)
    assert data["hand"] == ["5H", "5D", "5C", "JS"]
    assert data["called"].endswith("et un pour le valet, ça fait 29")


@pytest.mark.parametrize(
    ("value", "lang"),
    [
        pytest.param("fr", "fr", id="fr"),
        pytest.param("fr-CA", "fr", id="fr-CA"),
        pytest.param("en", "en", id="en"),
        pytest.param("en_US.UTF-8", "en", id="en-locale"),
    ],
)
def test_default_language_from_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], value: str, lang: str
) -> None:
    monkeypatch.setenv("MUGGINS_DEFAULT_LANG", value)
    assert muggins(["score", "5H", "5D", "5C", "JS", "5S"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith({"fr": "Main\u00a0: ", "en": "Hand: "}[lang])


BAD = [
    pytest.param(
        ["5H", "5D", "5C", "JS", "ZZ"],
        "en",
        "Unknown card “ZZ”: the rank must be A, 2 to 10, J, Q or K.",
        id="unknown-card-en",
    ),
    pytest.param(
        ["5C", "5K", "5T", "VP", "ZZ"],
        "fr",
        "Carte inconnue «\u00a0ZZ\u00a0»\u00a0: la valeur doit être A, 2 à 10, V, D ou R.",
        id="unknown-card-fr",
    ),
    pytest.param(
        ["5H", "5D", "5C", "5X", "JS"],
        "en",
        "Unknown suit in “5X”: use S, H, D, C or ♠ ♥ ♦ ♣.",
        id="unknown-suit",
    ),
    # Played: « Il faut 5 cartes, pas 4. » and nothing more, for a starter left out; the
    # chat's /score says which five, and so does `muggins score` alone.
    pytest.param(
        ["5H", "5D", "5C", "JS"],
        "en",
        "It takes 5 cards, not 4. Give the four cards, then the starter (the fifth card); "
        "for example: muggins score 5H 5D 5C JS 5S",
        id="four-cards-en",
    ),
    pytest.param(
        ["5H", "5D", "5C", "JS"],
        "fr",
        "Il faut 5 cartes, pas 4. Donnez les quatre cartes, puis la carte de départ (la "
        "cinquième); par exemple\u00a0: muggins score 5C 5K 5T VP 5P --lang fr",
        id="four-cards-fr",
    ),
    pytest.param(
        ["5H", "5D", "5C", "JS", "5S", "6S"],
        "en",
        "It takes 5 cards, not 6. Give the four cards, then the starter (the fifth card); "
        "for example: muggins score 5H 5D 5C JS 5S",
        id="six-cards",
    ),
    pytest.param(
        [],
        "en",
        "Give the four cards, then the starter (the fifth card); for example: "
        "muggins score 5H 5D 5C JS 5S",
        id="no-cards",
    ),
    pytest.param(
        ["5H", "5D", "5H", "JS", "5S"], "en", "The card “5♥” is there twice.", id="duplicate-en"
    ),
    pytest.param(
        ["5H", "5D", "5H", "JS", "5S"],
        "fr",
        "La carte «\u00a05♥\u00a0» est en double.",
        id="duplicate-fr",
    ),
    pytest.param(
        ["5H", "5D", "VP", "5C", "JS"],
        "fr",
        "Couleur inconnue dans «\u00a05H\u00a0»\u00a0: utilisez P, C, K, T ou ♠ ♥ ♦ ♣.",
        id="unreadable-in-both-notations-first-error",
    ),
    pytest.param(
        ["<b>", "5D", "5C", "JS", "5S"],
        "en",
        "Unknown card “<b>”: the rank must be A, 2 to 10, J, Q or K.",
        id="markup-shown-raw-in-a-terminal",
    ),
]


@pytest.mark.parametrize(("cards", "lang", "message"), BAD)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], cards: list[str], lang: str, message: str
) -> None:
    assert muggins(["score", "--lang", lang, *cards]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", message + "\n")


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["score", "--lang", "de", "5H"], id="bad-language"),
        pytest.param(["score", "5H", "--lang"], id="missing-language"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        muggins(argv)
    assert info.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1
    assert err.startswith("muggins score: Bad arguments: argument --lang")
    assert err.endswith("(see muggins score --help)\n")


def test_a_claim_typed_after_the_cards_without_equals(capsys: pytest.CaptureFixture[str]) -> None:
    """`muggins score 5H 5D 5C JS 5S 28` said « Unknown suit in "28" »: it is the claim."""
    assert muggins(["score", "5H", "5D", "5C", "JS", "5S", "28", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["claimed"], data["verdict"], data["total"]) == (28, "short", 29)


@pytest.mark.parametrize(
    ("argv", "note"),
    [
        (
            ["score", "--crib", "2H", "3H", "4H", "5H", "6S", "--lang", "en"],
            "A crib flush needs the starter's suit too: four alone score nothing.",
        ),
        (
            ["score", "crib", "2C", "3C", "4C", "5C", "6P", "--lang", "fr"],
            "Un flush au crib exige aussi la couleur de la carte de départ\u00a0: quatre cartes "
            "seules ne valent rien.",
        ),
        (
            ["score", "5H", "5D", "5C", "QS", "JH", "--lang", "en"],
            "The starter is a jack: 2 for his heels go to the dealer, outside this count.",
        ),
        (
            ["score", "5C", "5K", "5T", "DP", "VC", "--lang", "fr"],
            "La carte de départ est un valet\u00a0: deux pour le valet vont au donneur, en dehors "
            "de ce compte.",
        ),
    ],
)
def test_the_lookup_says_what_the_chat_s_says_under_the_total(
    argv: list[str], note: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Played: `muggins score crib 2C 3C 4C 5C 6P` ended at « Total : 9 points », where the
    chat's /score adds that a crib's four hearts score nothing without the starter's suit (the
    count a club member disputes); a jack starter's 2 for his heels went unsaid likewise."""
    assert muggins(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == note and lines[-2].startswith(("Total", "Total\u00a0")), lines


def test_a_hand_s_four_of_a_suit_has_no_crib_note(capsys: pytest.CaptureFixture[str]) -> None:
    assert muggins(["score", "2H", "3H", "4H", "5H", "6S", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Total: 13 points"
