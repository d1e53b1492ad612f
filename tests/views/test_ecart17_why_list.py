"""« pourquoi? » after an /ecart verdict or a lookup began « 1. En jetant 2♣ 3♣, … » with no
list around it: a number before a single sentence. A single reason reads as a sentence; the
best and the player's lay-away, two, as a list with a line that says what the numbers are."""

from __future__ import annotations

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import Challenge, grade
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n, Translator
from bot.views.ecart_lookup import lookup_why_text, why_text

DEAL = Challenge(tuple(parse_cards("KD 5H 9S JD 2C 3C")), dealer=True)
FIVE = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=False)


def translator(lang: str) -> Translator:
    return I18n.load().translator(lang)


def lines_of(text: str) -> list[str]:
    return text.replace("\u00a0", " ").split("\n")


def why(laid: str, lang: str) -> list[str]:
    verdict = grade(
        DEAL, parse_cards(laid), tables=shipped_crib_tables(), pegging=shipped_peg_tables()
    )
    return lines_of(why_text(verdict, translator(lang)))


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("fr", "En jetant 2♣ 3♣, votre main garde en moyenne 6,50 points"),
        ("en", "Laying away 2♣ 3♣, your hand keeps 6.50 points on average"),
    ],
)
def test_the_best_alone_is_a_sentence(lang: str, sentence: str) -> None:
    lines = why("2C 3C", lang)
    assert any(line.startswith(sentence) for line in lines), lines
    assert not any(line[:1].isdigit() for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "introduction"),
    [
        ("fr", "Par rang sur les 15 écarts, le meilleur et le vôtre :"),
        ("en", "By rank among the 15 lay-aways, the best and yours:"),
    ],
)
def test_the_best_and_hers_are_a_list_introduced(lang: str, introduction: str) -> None:
    lines = why("KD 5H", lang)
    numbered = [i for i, line in enumerate(lines) if line[:1].isdigit()]
    assert [lines[i][:3] for i in numbered] == ["1. ", "3. "], lines
    assert lines[numbered[0] - 1] == introduction, lines


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("fr", "En jetant 2♥, votre main garde en moyenne 12,64 points"),
        ("en", "Laying away 2♥, your hand keeps 12.64 points on average"),
    ],
)
def test_the_lookups_best_is_a_sentence(lang: str, sentence: str) -> None:
    lines = lines_of(lookup_why_text(FIVE, None, translator(lang)))
    assert any(line.startswith(sentence) for line in lines), lines
    assert not any(line[:1].isdigit() for line in lines), lines
