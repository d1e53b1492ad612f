"""What /variant answers to each choice (English; the French catalog is checked elsewhere):
the confirmation of a change, or the setting as it is when the value is left out."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import Choice, Muggins, Over, Preset, ShortGame
from bot.i18n import I18n
from bot.views.variant import choice_text, over_button

EN = I18n.load().translator("en")
OVER_ACC = (
    "A count too high gives the extra points to the opponent"
    " (the rule of the ACC, the American Cribbage Congress)."
    " To change it: <code>/variant over corrected</code>."
)
"""Its example in <code> as /variant's others: a plain « /variante trop adversaire » is a
command link, and a tap on it sent « /variante » alone (the menu again)."""
OFF_61 = "In a game of 61, the FADOQ rule does not apply."


@pytest.mark.parametrize(
    ("choice", "text"),
    [
        # Muggins off (below): played, « /variante muggins » said « /variante muggins non ».
        (
            Muggins(None),
            "Muggins off: points you miss in a count are simply lost."
            " To change it: <code>/variant muggins on</code>.",
        ),
        (Muggins(False), "Done. Muggins off: points you miss in a count are simply lost."),
        (Over(None), OVER_ACC),
        (Over(True), "Done. " + OVER_ACC),
        (
            Over(False),
            "Done. A count too high is corrected, with no penalty."
            " To change it: <code>/variant over opponent</code>.",
        ),
        (ShortGame(None), OFF_61 + " To change it: <code>/variant 61 56</code>."),
        (ShortGame("off"), "Done. " + OFF_61),
        (
            Preset(None, "<b>"),
            "I don't know the variant <b>&lt;b&gt;</b>. Choose: <code>standard</code>, "
            "<code>fadoq</code>.",
        ),
        (
            Preset("fadoq"),
            "Done: you play the <b>FADOQ</b> variant.\nFrom 116 in a game to 121, a go or the "
            "last card no longer pegs its single point.\n" + OFF_61,
        ),
    ],
)
def test_choice_text(choice: Choice, text: str) -> None:
    assert choice_text(choice, EN, short_game="off", over_to_opponent=True, muggins=False) == text


@pytest.mark.parametrize(
    ("lang", "on", "said"),
    [
        ("fr", True, "/variante muggins non"),
        ("fr", False, "/variante muggins oui"),
        ("en", True, "/variant muggins off"),
        ("en", False, "/variant muggins on"),
    ],
)
def test_muggins_alone_says_how_to_flip_it(lang: str, on: bool, said: str) -> None:
    tr = I18n.load().translator(lang)
    text = choice_text(Muggins(None), tr, short_game="off", over_to_opponent=False, muggins=on)
    assert f"<code>{said}</code>" in text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_over_count_button_says_what_it_does_without_letters(lang: str) -> None:
    """The button once read « … points à l'adversaire (ACC) »: letters a club player cannot
    read; the message above it names the rule in full once it is chosen."""
    label = over_button(False, I18n.load().translator(lang))
    assert "ACC" not in label
    assert ("adversaire" if lang == "fr" else "opponent") in label
