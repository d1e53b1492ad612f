"""`muggins score 5C 5K 5T VP 5P --claim 28 = 29`: « = 29 » typed after --claim was
argparse's « Arguments invalides : arguments inconnus : = 29 »; the words after --claim's value
now join the cards' words, as the chat's /score reads them: two counts called, refused as
`muggins score … = 29 --claim 28` is (« Deux comptes : … Donnez-en un seul. », exit 2)."""

from __future__ import annotations

import pytest

from bot import cli


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Deux comptes\u00a0: «\u00a029\u00a0» après le «\u00a0=\u00a0» et «\u00a028\u00a0» "
            "après --claim. Donnez-en un seul.",
        ),
        ("en", "Two counts: “29” after the “=” and “28” after --claim. Give only one."),
    ],
)
def test_equals_after_claim_is_two_counts(
    lang: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["score", "5C", "5K", "5T", "VP", "5P", "--claim", "28", "=", "29", "--lang", lang]
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert said in captured.err, captured.err
    assert "inconnus" not in captured.err and "unrecognized" not in captured.err


def test_a_card_after_claim_is_a_card(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "5C", "5K", "5T", "VP", "--claim", "28", "5P", "--lang", "fr"]
    assert cli.main(argv) == 0
    assert "Muggins pour 1 point!" in capsys.readouterr().out


def test_an_unknown_option_stays_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        cli.main(["score", "5C", "5K", "5T", "VP", "5P", "--claim", "28", "--vite"])
    assert ended.value.code == 2
    assert "--vite" in capsys.readouterr().err
