"""« Corrigé à 2. (un compte trop haut est corrigé, sans pénalité) »: the law's note after a
correction began in lowercase after a full stop and had none of its own. It is said after a
sentence everywhere (/jouer, /jeu, /score): a sentence of its own, in brackets."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views import calls as calls_view

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "to_opponent", "note"),
    [
        ("fr", False, "(Un compte trop haut est corrigé, sans pénalité.)"),
        ("en", False, "(A count too high is corrected, with no penalty.)"),
        (
            "fr",
            True,
            "(Un compte trop haut donne les points en trop à l'adversaire\u00a0: règle de "
            "l'ACC, la fédération américaine de cribbage.)",
        ),
        (
            "en",
            True,
            "(A count too high gives the extra points to the opponent: the rule of the ACC, "
            "the American Cribbage Congress.)",
        ),
    ],
)
def test_the_note_is_a_sentence(lang: str, to_opponent: bool, note: str) -> None:
    tr = I18N.translator(lang)
    assert calls_view.over_law_note(to_opponent, tr) == note


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_note_after_a_count_too_high(lang: str) -> None:
    """After « Vous avez compté 8, ça fait 2 points. »: a capital, a full stop inside."""
    tr = I18N.translator(lang)
    text = calls_view.over_text(8, 2, 0, tr)
    note = text.split(". (", 1)[1]
    assert note[0].isupper() and note.endswith(".)"), text
