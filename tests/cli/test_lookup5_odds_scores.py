"""`muggins odds 95-110 --pone` and `muggins odds moi 90 lui 100 --pone` were refused « argument
MOI : « 95-110 » n'est pas un nombre entier », though /chances takes both; `muggins odds 95 110
--pone receveur` said « arguments inconnus : receveur ». The scores and the words are read as
the chat reads them, wherever the options are."""

from __future__ import annotations

import pytest
from test_odds_cli import run


@pytest.mark.parametrize(
    "argv",
    [
        ("95-110", "--pone"),
        ("95,110", "--pone"),
        ("95", "à", "110", "--pone"),
        ("moi", "95", "lui", "110", "--pone"),
        ("lui", "110", "moi", "95", "--pone"),
        ("95", "110", "--pone", "receveur"),
        ("95", "--pone", "110"),
        ("--pone", "95", "110"),
        ("95", "110", "--lang", "fr", "il", "donne"),
    ],
)
def test_scores_as_the_chat_takes_them(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    said = run(capsys, "odds", *argv, "--lang", "fr")
    assert said == run(capsys, "odds", "95", "110", "--pone", "--lang", "fr")
    assert said[0] == 0 and said[1].startswith("Vous êtes receveur, à 95 contre 110")


def test_a_length_in_words_and_the_option_agreeing_or_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = run(capsys, "odds", "40-50", "61", "--target", "61", "--dealer", "--lang", "en")
    assert said[0] == 0 and "of games to 61" in said[1]
    with pytest.raises(SystemExit):
        run(capsys, "odds", "40", "50", "61", "--target", "121", "--dealer", "--lang", "en")
    assert "You wrote both “61” and “--target 121”" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("moi", "90", "lui", "100"), "Dites si vous êtes donneur (--dealer) ou receveur"),
        (("95-110", "donneur", "--pone"), "Choisissez un seul rôle"),
    ],
)
def test_what_does_not_read_is_said_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    code, out, err = run(capsys, "odds", *argv, "--lang", "fr")
    assert (code, out) == (2, "") and err.startswith(said), err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("95", "bof", "110", "--dealer"), "argument ADV : « bof » n'est pas un nombre entier"),
        (("95", "--dealer"), "Donnez votre pointage, puis celui de votre adversaire"),
        (("95-110", "--pone", "bof"), "argument RÔLE : « bof » ne dit pas qui donne"),
    ],
)
def test_what_does_not_read_is_an_argument_error_in_the_language_asked(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    with pytest.raises(SystemExit):
        run(capsys, "odds", *argv, "--lang", "fr")
    err = capsys.readouterr().err.replace("\u00a0", " ")
    assert err.startswith("muggins odds: ") and said in err, err
