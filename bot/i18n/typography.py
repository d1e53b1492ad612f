"""French typography of the catalogs: the Québec convention (OQLF) most players read.

- a no-break space U+00A0 before the colon: "Total\u00a0: 29";
- a no-break space U+00A0 inside the guillemets: "«\u00a0quinze\u00a0»";
- no space at all before `;`, `!` and `?`: "Bravo!", "Prêt?".

Left alone: what is not prose. Inside HTML tags (`<a href="https://...">`), inside
`<code>`/`<pre>`, inside `{placeholders}` (format specs such as `{n:>3}`), colons between two
digits (19:30) or followed by `//` (URLs), and a colon opening the text.

`problems(text)` says what is wrong (each with its fix); `fix(text)` applies the fixes.
`python -m bot.i18n check` runs `problems` over every French message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

NBSP: Final = "\u00a0"
NNBSP: Final = "\u202f"
SPACES: Final = frozenset({" ", NBSP, NNBSP, "\t"})
NO_SPACE_BEFORE: Final = frozenset(";!?")

_SKIPPED = re.compile(
    r"<(code|pre)\b[^>]*>.*?</\1>"  # code samples
    r"|<[^<>]*>"  # HTML tags and their attributes
    r"|\{[^{}]*\}"  # format placeholders, with their format specs
    r"|https?://\S+"  # bare URLs
    r"|&#?\w+;",  # HTML entities (&amp; &#33;)
    re.DOTALL,
)


@dataclass(frozen=True)
class Problem:
    """One typography fault: where (index in the text), what, and the fix."""

    index: int
    what: str
    fix: str


def prose_mask(text: str) -> list[bool]:
    """For each character: True when it is prose (subject to the rules)."""
    mask = [True] * len(text)
    for match in _SKIPPED.finditer(text):
        for i in range(match.start(), match.end()):
            mask[i] = False
    return mask


def _colon_is_prose(text: str, i: int) -> bool:
    """A colon in running text (not 19:30, not a URL's ://, not the first character)."""
    before = text[i - 1] if i > 0 else ""
    after = text[i + 1] if i + 1 < len(text) else ""
    if before.isdigit() and after.isdigit():
        return False
    return not text.startswith("//", i + 1) and i > 0 and before not in "\n"


def problems(text: str) -> list[Problem]:
    """The OQLF faults of a French text, in order."""
    mask = prose_mask(text)
    found: list[Problem] = []
    for i, ch in enumerate(text):
        if not mask[i]:
            continue
        before = text[i - 1] if i > 0 else ""
        if ch == ":" and _colon_is_prose(text, i) and before != NBSP:
            kind = "no space" if before not in SPACES else f"U+{ord(before):04X}"
            found.append(Problem(i, f"{kind} before ':'", "put a no-break space U+00A0 before ':'"))
        elif ch in NO_SPACE_BEFORE and before in SPACES:
            found.append(
                Problem(i, f"a space (U+{ord(before):04X}) before {ch!r}", f"remove it: 'x{ch}'")
            )
        elif ch == "«" and (text[i + 1 : i + 2] != NBSP):
            found.append(Problem(i, "no no-break space after '«'", "write '«\\u00a0'"))
        elif ch == "»" and before != NBSP:
            found.append(Problem(i, "no no-break space before '»'", "write '\\u00a0»'"))
    return found


def fix(text: str) -> str:
    """`text` with every fault of `problems` corrected."""
    mask = prose_mask(text)
    out: list[str] = []
    for i, ch in enumerate(text):
        prose = mask[i]
        if prose and ch == ":" and _colon_is_prose(text, i):
            _strip_spaces(out)
            out.append(NBSP + ch)
        elif prose and ch in NO_SPACE_BEFORE:
            _strip_spaces(out)
            out.append(ch)
        elif prose and ch == "»":
            _strip_spaces(out)
            out.append(NBSP + ch)
        elif prose and ch == "«":
            out.append(ch + NBSP)
        elif prose and ch in SPACES and out and out[-1].endswith("«" + NBSP):
            continue  # the space after « is already there
        else:
            out.append(ch)
    return "".join(out)


def _strip_spaces(out: list[str]) -> None:
    """Drop the spaces at the end of what was written so far."""
    while out and out[-1] and out[-1][-1] in SPACES:
        out[-1] = out[-1][:-1]
        if not out[-1]:
            out.pop()


def describe(text: str, problem: Problem) -> str:
    """A short excerpt around the problem, with spaces shown as ␣ (normal) and ⍽ (no-break)."""
    start = max(0, problem.index - 12)
    excerpt = text[start : problem.index + 3].replace(NBSP, "⍽").replace(" ", "␣")
    return f"{problem.what} in {excerpt!r}: {problem.fix}"
