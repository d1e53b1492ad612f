"""`muggins drill crib receveur` answered « retirez --pone », an option the player never typed:
the role said in words is named back as typed."""

from __future__ import annotations

import pytest

from bot.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("crib", "receveur"), "Le crib est toujours au donneur : retirez « receveur »."),
        (("crib", "je", "donne", "pas"), "retirez « je donne pas »."),
        (("crib", "--pone"), "Le crib est toujours au donneur : retirez --pone."),
        (("kings", "receveur"), "enlevez « receveur » pour la feuille kings."),
        (("best", "donneur"), "enlevez « donneur »."),
        (("jeu", "receveur"), "enlevez « receveur » pour la feuille jeu, ou demandez"),
    ],
)
def test_the_role_typed_is_named(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    assert main(["drill", *argv, "--lang", "fr"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and said in err.replace("\u00a0", " "), err
    assert "--pone" not in err or "--pone" in argv


def test_the_example_uses_the_words_typed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["drill", "peg", "pone", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert 'leave out "pone" for the peg sheet' in err
    assert err.rstrip().endswith("muggins drill round pone"), err
