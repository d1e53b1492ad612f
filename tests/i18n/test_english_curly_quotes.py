"""English replies quote what the player typed with “ ”, as every reply does; /score's and
/odds's refusals said `I cannot read "tent".`, `No cards before the count "12".`. Straight
quotes are left only to the command line's own lines, where a shell's quoting is meant."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parents[2] / "locales" / "en" / "LC_MESSAGES"
TERMINAL: frozenset[str] = frozenset(
    {
        # muggins --help: an argument as typed in a shell
        'judge a called count: --claim "fifteen 2, fifteen 4 and a pair is 6"',
        # muggins drill … (printed sheets, typed at a terminal)
        '"{word}" is neither a role (dealer, pone) nor a number of questions',
        'A card of the play scores the same whoever deals: leave out "{words}" for the {peg} '
        "sheet, or ask for whole rounds of play: {example}",
        'A crib is always the dealer\'s: leave out "{words}".',
        'Kings Cribbage has no dealer nor pone: leave out "{words}" for the {kings} sheet.',
        'The best card sheet draws each position from a round: leave out "{words}".',
    }
)
"""Messages of the command line only, where straight quotes are what one types."""


def _ids() -> list[str]:
    said: list[str] = []
    for path in sorted(LOCALES.glob("*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                ids = message.id if isinstance(message.id, tuple) else (message.id,)
                said += [text for text in ids if text]
    return said


def test_english_messages_quote_with_curly_quotes() -> None:
    ids = _ids()
    assert len(ids) > 1000
    straight = [text for text in ids if '"' in text and text not in TERMINAL]
    # the damaged-database line names a section of docs/operations.md, a file's heading
    straight = [text for text in straight if not re.search(r'docs/\w+\.md, "', text)]
    assert straight == []
