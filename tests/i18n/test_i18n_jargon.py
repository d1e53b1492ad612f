"""No word a club member would have to decode: every catalog entry (both languages) and every
quiz explanation as sent are searched for the source code's words (issue 19).

Rule ids (« R-000-31 »), seed documents (« seed 000 », « document 000 », « résumé 001 »), « IANA »,
the English « lurch » in French, raw crib model names (« uniform ») stay in the data and the code.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz_generated import hand_quiz, peg_quiz
from bot.i18n import I18n
from bot.views import quiz as quiz_view

LOCALES = Path(__file__).resolve().parents[2] / "locales"
I18N = I18n.load()
PLACEHOLDER = re.compile(r"\{\w*\}")  # {seed} names a value, not a word a player reads

# (pattern, languages where it is forbidden): matched case-insensitively.
FORBIDDEN: list[tuple[str, tuple[str, ...]]] = [
    (r"(?<!-)\bseeds?\b", ("fr", "en")),  # the option --seed is a name, not a word
    (r"\bgraine\b", ("fr",)),
    (r"R-0", ("fr", "en")),
    (r"\bdocuments? 0", ("fr", "en")),
    (r"\brésumé \(?0", ("fr",)),
    (r"\bIANA\b", ("fr", "en")),
    (r"\blurch", ("fr",)),
    (r"\buniform(e|es)?\b", ("fr", "en")),
    (r"Hessel|Colvert", ("fr", "en")),
    (r"\bNet =", ("fr", "en")),
    (r"\bpts espérés|\bpts expected|\bespérés?\b", ("fr", "en")),
    (r"main - crib|hand - crib", ("fr", "en")),
    (r"(?<![\d,.])0 point\b", ("en",)),
    (r"\bempreintes?\b|\bfingerprints?\b", ("fr", "en")),  # a hash: a deal « scellée »
    (r"\bcodes? de contrôle\b|\bcheck codes?\b", ("fr", "en")),  # a hash, said plainly
    (r"\bcotes?\b", ("fr",)),  # a rating: « points de niveau »
]


def _catalog(lang: str) -> list[str]:
    """Every translated string of every domain in `lang` (plural forms each)."""
    strings: list[str] = []
    for path in sorted((LOCALES / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            for message in read_po(f):
                if not message.id:
                    continue
                found = message.string if isinstance(message.string, tuple) else (message.string,)
                strings += [PLACEHOLDER.sub("{}", s) for s in found if s]
    return strings


def _quiz_texts(lang: str) -> list[str]:
    """The quiz as a player reads it: every bank poll (question, options, explanation with its
    source) and a few hundred generated ones."""
    tr = I18N.translator(lang)
    texts: list[str] = []
    for question in shipped_quiz_bank():
        poll = quiz_view.bank_poll(question, tr)
        texts += [poll.question, *poll.options, poll.explanation]
    for seed in range(100):
        for poll in (
            quiz_view.hand_poll(hand_quiz(random.Random(seed)), tr),
            quiz_view.peg_poll(peg_quiz(random.Random(seed)), tr),
        ):
            texts += [poll.question, *poll.options, poll.explanation]
    return texts


CASES = [(pattern, lang) for pattern, langs in FORBIDDEN for lang in langs]


@pytest.mark.parametrize(("pattern", "lang"), CASES)
def test_no_catalog_entry_speaks_like_the_source_code(pattern: str, lang: str) -> None:
    found = [s for s in _catalog(lang) if re.search(pattern, s, re.IGNORECASE)]
    assert found == []


@pytest.mark.parametrize(("pattern", "lang"), CASES)
def test_no_quiz_poll_speaks_like_the_source_code(pattern: str, lang: str) -> None:
    found = [s for s in _quiz_texts(lang) if re.search(pattern, s, re.IGNORECASE)]
    assert found == []


def test_the_test_catches_what_it_is_meant_to_catch() -> None:
    """Each pattern matches the wording the issue found (so none of them can pass vacuously)."""
    seen = [
        "seed 000",
        "(R-000-31)",
        "Conseil de stratégie (document 000)",
        "Selon le résumé 001",
        "à la manière IANA",
        "« lurch »",
        "crib uniforme",
        "méthode de Hessel et Colvert",
        "Net = points",
        "4,2 pts espérés",
        "5,1 espérés",
        "total = main - crib",
        "2 (0 point)",
        "graine 48213",
    ]
    for text in seen:
        assert any(re.search(p, text, re.IGNORECASE) for p, _ in FORBIDDEN), text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_quiz_polls_name_their_source_as_a_player_would(lang: str) -> None:
    tr = I18N.translator(lang)
    sources = {quiz_view.source_names(q.rule, tr)[0] for q in shipped_quiz_bank()}
    expected = {
        "fr": {
            "les règles classiques",
            "les règles du tournoi FADOQ (Rive-Sud-Suroît)",
            "les règlements des Jeux des 50 ans et plus (Gaspésie-Îles-de-la-Madeleine)",
        },
        "en": {
            "the classic rules",
            "the FADOQ tournament rules (Rive-Sud-Suroît)",
            "the rules of the Jeux des 50 ans et plus (Gaspésie-Îles-de-la-Madeleine)",
        },
    }[lang]
    assert expected <= sources
