"""`muggins drill ecart donneur` said « arguments inconnus : donneur » and `muggins drill main
5` « arguments inconnus : 5 », where `muggins ecart … donneur` takes the role word: the role
(« je donne pas » too) and the number of questions are read after the sheet's name."""

from __future__ import annotations

import pytest
from test_drill_cli import run

from bot.cli import main


@pytest.mark.parametrize(
    ("words", "options"),
    [
        (("ecart", "donneur"), ("ecart", "--dealer")),
        (("ecart", "je", "donne", "pas"), ("ecart", "--pone")),
        (("ecart", "pone"), ("ecart", "--pone")),
        (("main", "3"), ("main", "--count", "3")),
        (("round", "dealer", "2"), ("round", "--dealer", "--count", "2")),
    ],
)
def test_the_words_after_the_sheet(
    capsys: pytest.CaptureFixture[str], words: tuple[str, ...], options: tuple[str, ...]
) -> None:
    said = run(capsys, "drill", *words, "--seed", "7", "--lang", "fr")
    assert said == run(capsys, "drill", *options, "--seed", "7", "--lang", "fr")
    assert said[0] == 0


def test_a_role_word_against_the_other_flag_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "drill", "ecart", "donneur", "--pone", "--lang", "fr")
    assert (code, out) == (2, "")
    assert err == "Choisissez un seul rôle\u00a0: --dealer ou --pone, pas les deux.\n"


def test_another_word_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["drill", "ecart", "bonjour", "--lang", "fr"])
    err = capsys.readouterr().err
    assert "«\u00a0bonjour\u00a0» n'est ni un rôle (donneur, receveur) ni un nombre" in err, err
