"""/main: a family of the count put right (« À corriger : vous avez dit « double 12 », c'est une
double double suite 16 ») had its category lines still shown above it, as the call was split
(« 🔺 paires : 12 dans votre compte au lieu de 4 », « 🔻 suites : … oubli de 12 ») and « Vous
avez oublié 12 points, mais compté 8 points de trop »: that family is said once, put right,
and the verdict counts it as said (4 short)."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.views.show import verdict

I18N = I18n.load()


def _text(cards: str, call: str, lang: str) -> str:
    dealt = parse_cards(cards)
    score = score_hand(dealt[:4], dealt[4])
    answer = parse_answer(call)
    lines = verdict(
        grade(answer, score, muggins=True),
        score,
        answer,
        I18N.translator(lang),
        private=True,
        name="Lise",
    )
    return "\n".join(lines).replace("&#x27;", "'").replace("&#39;", "'")


@pytest.mark.parametrize(
    ("lang", "absent", "present"),
    [
        (
            "fr",
            ("paires</b>", "suites</b>", "oublié 12", "8 points de trop"),
            (
                "✔️ <b>quinze</b>",
                "c'est une double double suite 16",
                "Vous avez compté 20, ça fait 24 points",
            ),
        ),
        (
            "en",
            ("pairs</b>", "runs</b>", "missed 12", "8 too many"),
            ("✔️ <b>fifteens</b>", "it is a double double run for 16"),
        ),
    ],
)
def test_a_double_put_right_is_not_split_into_pairs(
    lang: str, absent: tuple[str, ...], present: tuple[str, ...]
) -> None:
    text = _text("5H 6H 4D 4C 5S", "15-8 double 12, 20", lang)
    for part in absent:
        assert part not in text, text
    for part in present:
        assert part in text, text


def test_runs_named_by_the_player_keep_their_lines() -> None:
    """« runs 14 » on a double run: the player's own split (runs 6, no pair), its lines kept
    beside the put right."""
    text = _text("6H 7D 7C 8S 2D", "15-2 15-4 15-6 15-8 runs 14", "en")
    assert "✔️ <b>runs</b>" in text, text
    assert "🔻 <b>pairs</b>" in text, text
    assert "it is a double run for 8" in text, text
