"""The daily's counted parts graded as their drills grade them (`bot.views.daily_parts`)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.daily import Part, PartQuestion, challenge_for
from bot.i18n import I18n, Translator
from bot.views.daily_parts import GRADERS, Graded

DAY = date(2026, 11, 23)


@pytest.fixture(scope="module")
def tr() -> Translator:
    return I18n.load().translator("fr")


def question(part: Part) -> PartQuestion:
    challenge = challenge_for(DAY)
    deal = {Part.HAND: challenge.hand, Part.CRIB: challenge.crib, Part.PEG: challenge.peg}[part]
    return PartQuestion(DAY, part, False, deal.to_dict())


def expected_points(part: Part) -> int:
    challenge = challenge_for(DAY)
    deal = {Part.HAND: challenge.hand, Part.CRIB: challenge.crib, Part.PEG: challenge.peg}[part]
    return deal.score().total


@pytest.mark.parametrize("part", [Part.HAND, Part.CRIB, Part.PEG])
@pytest.mark.parametrize("off", [0, 1, 2])
def test_a_count_scores_pour_and_contre_by_its_error(tr: Translator, part: Part, off: int) -> None:
    expected = expected_points(part)
    graded = GRADERS[part](question(part), str(expected + off), tr, "Rita")
    assert isinstance(graded, Graded)
    assert graded.result.part is part
    assert (graded.result.expected, graded.result.answered) == (expected, expected + off)
    assert graded.result.exact == (off == 0)
    assert graded.result.contre == off
    assert graded.result.pour == max(0, expected - off)
    assert graded.lines


@pytest.mark.parametrize("part", [Part.HAND, Part.CRIB, Part.PEG])
@pytest.mark.parametrize("text", ["bonjour", "-3"])
def test_an_unreadable_answer_is_a_hint(tr: Translator, part: Part, text: str) -> None:
    hint = GRADERS[part](question(part), text, tr, "Rita")
    assert isinstance(hint, str) and hint


def test_the_ecart_is_not_graded_here() -> None:
    assert Part.ECART not in GRADERS


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("part", [Part.HAND, Part.CRIB, Part.PEG])
def test_a_count_too_high_says_the_daily_law_not_the_drills(lang: str, part: Part) -> None:
    """Played: counted 5 on a 2-point hand, the daily said "corrected, you peg 2 points
    (points counted over: corrected only)" then "0 for, 3 against": now the verdict says the
    excess counts against the player, as the part line does."""
    tr = I18n.load().translator(lang)
    expected = expected_points(part)
    graded = GRADERS[part](question(part), str(expected + 3), tr, "Rita")
    assert isinstance(graded, Graded)
    head = graded.lines[0]
    law = {"fr": "comptent contre vous", "en": "count against you"}[lang]
    assert law in head
    corrected = {"fr": ("corrigé", "vous marquez"), "en": ("corrected", "you peg")}[lang]
    assert not any(word in head for word in corrected)
    assert graded.result.contre == 3


@pytest.mark.parametrize("part", [Part.HAND, Part.CRIB, Part.PEG])
def test_a_count_too_high_is_marked_as_every_count_too_high(tr: Translator, part: Part) -> None:
    """Played: in the daily, a hand or crib counted too high said « ❌ Trop haut. », the card
    of the play « Trop haut. » with no mark (and all of it in bold), as /jeu compte never does."""
    graded = GRADERS[part](question(part), str(expected_points(part) + 3), tr, "Rita")
    assert isinstance(graded, Graded)
    assert graded.lines[0].startswith("❌ <b>Trop haut.</b> Vous dites ")


@pytest.mark.parametrize("part", [Part.HAND, Part.PEG])
def test_a_count_too_low_keeps_the_drills_muggins(tr: Translator, part: Part) -> None:
    expected = expected_points(part)
    if expected == 0:
        pytest.skip("nothing to miss")
    graded = GRADERS[part](question(part), str(expected - 1), tr, "Rita")
    assert isinstance(graded, Graded)
    assert "Muggins" in graded.lines[0]
