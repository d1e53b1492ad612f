"""`muggins ecart <cards> je donne pas` said « Carte inconnue « pas » »; `… donneur receveur`
said « Dites si vous êtes donneur (--dealer) ou receveur (--pone) », as if no role were said:
the negation is the pone, and both words ask to keep one, as --dealer --pone does."""

from __future__ import annotations

import pytest
from test_discard_cli import DEAL, run


@pytest.mark.parametrize(
    ("words", "flag", "lang"),
    [
        (["je", "donne", "pas"], "--pone", "fr"),
        (["c'est", "pas", "moi", "qui", "donne"], "--pone", "fr"),
        (["not", "my", "deal"], "--pone", "en"),
        (["the", "other", "player", "deals"], "--pone", "en"),
    ],
)
def test_a_negated_role_is_the_pone(
    capsys: pytest.CaptureFixture[str], words: list[str], flag: str, lang: str
) -> None:
    code, said, err = run(capsys, "ecart", *DEAL, *words, "--lang", lang)
    assert (code, err) == (0, "")
    assert said == run(capsys, "ecart", *DEAL, flag, "--lang", lang)[1]


def test_both_role_words_ask_for_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "ecart", *DEAL, "donneur", "receveur", "--lang", "fr")
    assert (code, out) == (2, "")
    assert err == "Choisissez un seul rôle\u00a0: --dealer ou --pone, pas les deux.\n"


def test_words_after_the_cards_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    """`muggins ecart <6 cards> donneur merci` said « Carte inconnue « merci » »."""
    code, out, err = run(capsys, "ecart", *DEAL, "donneur", "merci", "--lang", "fr")
    assert (code, out) == (2, "")
    assert err == (
        "Les 6 cartes y sont, mais «\u00a0merci\u00a0» après elles n'est ni une carte ni "
        "«\u00a0donneur\u00a0» ou «\u00a0receveur\u00a0».\n"
    )
