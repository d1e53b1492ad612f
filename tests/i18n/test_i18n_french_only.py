"""The French catalogs speak French (issue 43, finding 5): no English command, no English word
where the clubs have a French one, no tz database name.

The allowed exceptions are listed here with why each stays; each must still be found, so the
list cannot go stale and the test cannot pass on an empty catalog.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from bot.tg.handlers.registry import all_commands

LOCALES = Path(__file__).resolve().parents[2] / "locales"
PLACEHOLDER = re.compile(r"\{\w*\}")

ALLOWED_COMMANDS: dict[str, str] = {
    "score": "no French alias: « score » is what the clubs write on their sheets (issue 43)",
    "crib": "« le crib » is the Québec word for the crib (GLOSSARY §1 #7)",
    "club": "a French word",
    "quiz": "a French word (Larousse: « quiz »)",
    "ecart": "a French word (« écart »)",
    "start": "Telegram's own « Démarrer » button sends /start; it cannot be renamed",
}
"""Commands a French message may name though they have no French alias, and why."""

ALLOWED_WORDS: dict[str, str] = {
    "muggins": "no French word: the French seeds keep « Muggins » (GLOSSARY §1 #31)",
    "go": "« faire Go » in the FADOQ rules, « Go » in the Jeux des 50 ans (GLOSSARY §1 #23)",
    "skunk": "« un skunk (partie double) » in the French rules; « capot » means another thing",
    "flush": "« flush » in the Jeux des 50 ans rules (GLOSSARY §1 #22); « couleur » is the suit",
}
"""English words the Québec clubs use as they are, and why."""

FORBIDDEN_WORDS = (
    r"\boff\b",
    r"/\w+ on\b",
    r"\bpegging\b",
    r"\bhands?\b",
    r"\bboard\b",
    r"\bratings?\b",
    r"\bdeals?\b",
    r"\bround\b",
    r"\bstarter\b",
    r"\bheels\b",
    r"\bnobs\b",
    r"\blurch\b",
    r"\bduplicate\b",
    r"\b(America|Europe|Pacific|Asia|Africa|Australia)/\w+",
)
"""English words (and tz database names) a French reply must not show."""


OPTION = re.compile(r"--[a-z][\w-]*")
"""A command-line option (`--deals`) is typed as it is: it is not a word of the reply."""


def _french() -> list[str]:
    strings: list[str] = []
    for path in sorted((LOCALES / "fr" / "LC_MESSAGES").glob("*.po")):
        if path.stem == "app":  # the command line's own words (muggins run --webhook, …)
            continue
        with path.open("rb") as f:
            for message in read_po(f):
                if not message.id:
                    continue
                found = message.string if isinstance(message.string, tuple) else (message.string,)
                strings += [OPTION.sub("{}", PLACEHOLDER.sub("{}", s)) for s in found if s]
    return strings


def _french_names() -> set[str]:
    return {name for command in all_commands() for name in command.fr}


def test_french_messages_name_only_french_commands() -> None:
    allowed = _french_names() | set(ALLOWED_COMMANDS)
    found = {
        (name, text)
        for text in _french()
        for name in re.findall(r"(?<![\w<])/([a-z_]+)", text)
        if name not in allowed
    }
    assert found == set()


def test_every_allowed_command_is_still_used_and_has_no_french_alias() -> None:
    used = {name for text in _french() for name in re.findall(r"(?<![\w<])/([a-z_]+)", text)}
    assert set(ALLOWED_COMMANDS) <= used
    assert not set(ALLOWED_COMMANDS) & _french_names()


@pytest.mark.parametrize("pattern", FORBIDDEN_WORDS)
def test_french_messages_have_no_english_word(pattern: str) -> None:
    assert [s for s in _french() if re.search(pattern, s, re.IGNORECASE)] == []


@pytest.mark.parametrize("word", sorted(ALLOWED_WORDS))
def test_every_allowed_english_word_is_still_used(word: str) -> None:
    assert any(re.search(rf"\b{word}\b", s, re.IGNORECASE) for s in _french())


def test_the_patterns_catch_what_the_issue_found() -> None:
    seen = [
        "ou envoyez /variant fadoq",
        "Règles : FADOQ (/variant pour en changer)",
        "Envoyez /pictures off",
        "/rappel off l'arrête",
        "Le jeu (pegging)",
        "(America/Toronto)",
        "/classement on vous y remet",
    ]
    allowed = _french_names() | set(ALLOWED_COMMANDS)
    for text in seen:
        bad_command = any(n not in allowed for n in re.findall(r"(?<![\w<])/([a-z_]+)", text))
        bad_word = any(re.search(p, text, re.IGNORECASE) for p in FORBIDDEN_WORDS)
        assert bad_command or bad_word, text
