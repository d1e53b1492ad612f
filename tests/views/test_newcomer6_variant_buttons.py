"""/variante showed « Un compte trop haut est corrigé, sans pénalité. » over the button
« Compte trop haut : points à l'adversaire », and « … la règle FADOQ s'applique à partir de 56 »
over « Parties de 61 : sans la règle FADOQ »: a button worded as a state, beside the line that
says the other state, reads as the rule in force. « Muggins : désactiver » said what a press
does; now every button that flips a setting does (a verb)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.calls import muggins_button
from bot.views.variant import over_button, short_game_button

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "to_opponent", "label"),
    [
        ("fr", False, "Compte trop haut\u00a0: donner les points à l'adversaire"),
        ("fr", True, "Compte trop haut\u00a0: corriger, sans pénalité"),
        ("en", False, "Count too high: give the points to the opponent"),
        ("en", True, "Count too high: correct it, no penalty"),
    ],
)
def test_the_over_count_button_says_what_a_press_does(
    lang: str, to_opponent: bool, label: str
) -> None:
    assert over_button(to_opponent, I18N.translator(lang)) == label


@pytest.mark.parametrize(
    ("lang", "reading", "label"),
    [
        ("fr", "from_end", "Parties de 61\u00a0: enlever la règle FADOQ"),
        ("fr", "off", "Parties de 61\u00a0: appliquer la règle FADOQ dès 56"),
        ("en", "from_end", "Games of 61: drop the FADOQ rule"),
        ("en", "off", "Games of 61: apply the FADOQ rule from 56"),
    ],
)
def test_the_short_game_button_says_what_a_press_does(lang: str, reading: str, label: str) -> None:
    assert short_game_button(reading, I18N.translator(lang)) == label  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_flip_button_is_worded_as_muggins_is(lang: str) -> None:
    """An action after the colon, as « Muggins : désactiver »: never the law's own words."""
    tr = I18N.translator(lang)
    labels = [
        muggins_button(True, tr),
        *(over_button(b, tr) for b in (False, True)),
        *(short_game_button(r, tr) for r in ("from_end", "off")),
    ]
    verbs = (
        ("désactiver", "activer", "donner", "corriger", "enlever", "appliquer")
        if lang == "fr"
        else ("turn", "give", "correct", "drop", "apply")
    )
    for label in labels:
        action = label.split(":", 1)[1].strip()
        assert action.startswith(verbs), label
