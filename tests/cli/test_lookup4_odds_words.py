"""`muggins odds 95 110 je donne pas` said « argument RÔLE : « je » ne dit pas qui donne », and
`muggins odds 95 110 61 receveur` « « 61 » ne dit pas qui donne », where the chat's /chances
takes both: the words after the scores are read as the chat reads them."""

from __future__ import annotations

import pytest
from test_odds_cli import run

from bot.cli import main


@pytest.mark.parametrize(
    ("words", "option"),
    [
        (("je", "donne", "pas"), ("--pone",)),
        (("c'est", "pas", "moi", "qui", "donne"), ("--pone",)),
        (("il", "donne"), ("--pone",)),
        (("not", "my", "deal"), ("--pone",)),
        (("je", "donne"), ("--dealer",)),
        (("61", "receveur"), ("--pone", "--target", "61")),
        (("donneur", "61"), ("--dealer", "--target", "61")),
    ],
)
def test_the_words_after_the_scores_are_read_as_the_chat_reads_them(
    capsys: pytest.CaptureFixture[str], words: tuple[str, ...], option: tuple[str, ...]
) -> None:
    said = run(capsys, "odds", "50", "40", *words, "--lang", "fr")
    assert said == run(capsys, "odds", "50", "40", *option, "--lang", "fr")
    assert said[0] == 0


def test_both_roles_in_words_are_refused_as_both_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = run(capsys, "odds", "95", "110", "donneur", "receveur", "--lang", "en")
    assert said == (2, "", "Choose one role: --dealer or --pone, not both.\n")


def test_two_lengths_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["odds", "95", "110", "61", "121", "--pone", "--lang", "en"])
    err = capsys.readouterr().err
    assert "You wrote both “61” and “121”" in err, err
