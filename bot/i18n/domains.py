"""Message domains: which source files feed which catalog (locales/<lang>/LC_MESSAGES/<domain>.po).

Each domain is owned by one part of the project. Patterns are globs relative to the repository
root (``**`` recurses). A file matched by several domains belongs to the first domain listed in
``DOMAINS`` that matches it, so ``bot/tg/*.py`` in "app" never re-extracts a file listed earlier
(handlers live under ``bot/tg/handlers/`` and are only matched by "bot" anyway).
"""

from __future__ import annotations

from pathlib import Path

DOMAINS: dict[str, list[str]] = {
    "muggins": [
        "bot/i18n/render.py",
        "bot/i18n/card_input.py",
        "bot/cli.py",
        "bot/commands/score.py",
        "bot/commands/common.py",
    ],
    "discard": ["bot/commands/discard.py"],
    "peg": [
        "bot/drills/peg*.py",
        "bot/views/peg*.py",
        "bot/tg/handlers/peg*.py",
        "bot/commands/drill*.py",
    ],
    "calls": ["bot/views/calls*.py", "bot/views/referee*.py", "bot/drills/referee*.py"],
    "ecart": [
        "bot/drills/ecart*.py",
        "bot/views/ecart*.py",
        "bot/tg/handlers/ecart*.py",
    ],
    "quiz": ["bot/drills/quiz*.py", "bot/views/quiz*.py", "bot/tg/handlers/quiz*.py"],
    "daily": [
        "bot/drills/daily*.py",
        "bot/views/daily*.py",
        "bot/views/remind*.py",
        "bot/tg/handlers/daily*.py",
        "bot/tg/handlers/remind*.py",
    ],
    "club": ["bot/drills/club*.py", "bot/views/club*.py", "bot/tg/handlers/club*.py"],
    "coach": [
        "bot/coach/**/*.py",
        "bot/views/coach*.py",
        "bot/tg/handlers/coach*.py",
        "bot/tg/coaching.py",
    ],
    "pictures": [
        "bot/pictures/**/*.py",
        "bot/views/pictures*.py",
        "bot/tg/handlers/pictures*.py",
        "bot/tg/handlers/inline*.py",
    ],
    "play": [
        "bot/drills/table*.py",
        "bot/views/table*.py",
        "bot/tg/handlers/table*.py",
        "bot/commands/games.py",
    ],
    "tournament": [
        "bot/drills/tournament*.py",
        "bot/views/tournament*.py",
        "bot/tg/handlers/tournament*.py",
        "bot/commands/tournaments.py",
    ],
    "night": [
        "bot/drills/night*.py",
        "bot/views/night*.py",
        "bot/tg/handlers/night*.py",
        "bot/commands/nights.py",
    ],
    "kings": ["bot/drills/kings*.py", "bot/views/kings*.py", "bot/tg/handlers/kings*.py"],
    "members": ["bot/views/members*.py", "bot/tg/handlers/members*.py"],
    "odds": [
        "bot/views/odds*.py",
        "bot/tg/handlers/odds*.py",
        "bot/commands/odds*.py",
        "bot/views/fairness*.py",
        "bot/commands/verify*.py",
    ],
    "webapp": ["bot/webapp/**/*.py"],
    "bot": ["bot/tg/handlers/**/*.py", "bot/drills/**/*.py", "bot/views/**/*.py"],
    "app": [
        "bot/tg/app.py",
        "bot/tg/offline.py",
        "bot/tg/runner.py",
        "bot/commands/bot.py",
        "bot/commands/ops.py",
        "bot/tg/*.py",
    ],
}


def domain_files(domain: str, root: Path) -> list[Path]:
    """The source files of `domain` under `root`, sorted, each in exactly one domain."""
    claimed: set[Path] = set()
    for name, patterns in DOMAINS.items():
        files = sorted({p for pattern in patterns for p in root.glob(pattern) if p.is_file()})
        mine = [p for p in files if p not in claimed]
        if name == domain:
            return mine
        claimed.update(mine)
    raise KeyError(domain)
