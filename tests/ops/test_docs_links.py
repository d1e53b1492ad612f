"""The README and docs/: every relative link and #anchor resolves, the README stays short and
keeps the two quick-start commands word for word, the French players' guide speaks French.

Anchors are GitHub's: a heading's text, lowercased, without what is not a letter, a digit, a
space, `-` or `_`, each space a `-`; a repeated heading gets `-1`, `-2`... Links and headings
inside fenced code blocks and inline code are not links nor headings.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from bot.i18n import typography
from bot.tg.handlers.registry import all_commands

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
DOCS = REPO / "docs"
README_MAX_LINES = 250
PERFORMANCE_MAX_LINES = 150
DOC_FILES = ("guide.md", "guide-joueur.md", "operations.md", "architecture.md", "performance.md")

QUICK_START = (
    "```sh\npip install -e . && muggins\n```",
    '```sh\npip install -e ".[test]" && pytest\n```',
)
"""The README's two quick-start commands, each in its fenced block, exactly as CI runs them."""
CI_COMMAND = 'pip install -e ".[test]" && pytest'

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:|^//")
MARKUP_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
TAG = re.compile(r"<[^>]+>")
COMMAND = re.compile(r"(?<![\w/.:@-])/([a-z]+)\b")


def prose_lines(text: str, *, spans: bool = False) -> Iterator[tuple[int, str]]:
    """The lines outside fenced code blocks (1-based numbers), inline code removed (`spans`:
    kept, without its backticks)."""
    for number, line in outside_fences(text):
        yield number, CODE_SPAN.sub(lambda m: m.group(2) if spans else "", line)


def outside_fences(text: str) -> Iterator[tuple[int, str]]:
    """The lines outside fenced code blocks, as they are, with their 1-based numbers."""
    fence: str | None = None
    for number, line in enumerate(text.splitlines(), 1):
        opened = FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            continue
        if opened:
            fence = opened.group(1)
            continue
        yield number, line


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's Markdown text (before the `-1` of a repeat)."""
    text = CODE_SPAN.sub(lambda m: m.group(2), heading)
    text = MARKUP_LINK.sub(lambda m: m.group(1), text)
    text = TAG.sub("", text).replace("*", "").strip().lower()
    kept = (
        ch
        for ch in text
        if ch in " -_" or unicodedata.category(ch)[0] in "LMN" or unicodedata.category(ch) == "Pc"
    )
    return "".join(kept).replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every heading anchor of a Markdown text, repeats numbered as GitHub numbers them."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for _, line in outside_fences(text):
        heading = HEADING.match(line)
        if heading is None:
            continue
        base = slug(heading.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(text: str) -> Iterator[tuple[int, str]]:
    """Every link target (inline or reference definition) outside code, with its line."""
    for number, line in prose_lines(text):
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1)
        reference = REFERENCE.match(line)
        if reference:
            yield number, reference.group(1)


def broken_links(files: Iterable[Path], root: Path) -> list[str]:
    """`file:line: target: why` for each relative link that does not resolve: a file or
    folder missing (or outside `root`), or an anchor that is no heading of its Markdown file."""
    problems: list[str] = []
    for source in files:
        where = source.relative_to(root)
        for number, target in links(source.read_text(encoding="utf-8")):
            if not target or SCHEME.match(target):
                continue
            path_part, _, anchor = target.partition("#")
            resolved = (source.parent / unquote(path_part)).resolve() if path_part else source
            if not resolved.is_relative_to(root.resolve()) or not resolved.exists():
                problems.append(f"{where}:{number}: {target}: no such file")
                continue
            if not anchor:
                continue
            if resolved.suffix != ".md":
                problems.append(f"{where}:{number}: {target}: an anchor into a non-Markdown file")
            elif unquote(anchor) not in anchors(resolved.read_text(encoding="utf-8")):
                problems.append(f"{where}:{number}: {target}: no such heading")
    return problems


def documents() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


# -- The repository's documents ---------------------------------------------------------------


def test_the_docs_exist() -> None:
    assert set(DOC_FILES) <= {p.name for p in DOCS.glob("*.md")}


def test_every_relative_link_and_anchor_resolves() -> None:
    assert broken_links(documents(), REPO) == []


def test_the_readme_links_every_doc() -> None:
    targets = {target.partition("#")[0] for _, target in links(README.read_text())}
    assert {f"docs/{name}" for name in DOC_FILES} <= targets


def test_the_readme_is_read_in_two_minutes() -> None:
    assert len(README.read_text().splitlines()) <= README_MAX_LINES


def test_the_performance_page_is_short() -> None:
    assert len((DOCS / "performance.md").read_text().splitlines()) <= PERFORMANCE_MAX_LINES


@pytest.mark.parametrize("block", QUICK_START)
def test_the_quick_start_commands_are_in_the_readme_word_for_word(block: str) -> None:
    assert block in README.read_text()


def test_ci_runs_the_readmes_second_command_word_for_word() -> None:
    assert CI_COMMAND in QUICK_START[1]
    assert CI_COMMAND in (REPO / ".ci" / "run").read_text().splitlines()


def command_names(text: str) -> set[str]:
    """The `/commands` a text cites, in inline code or not (paths and URLs left out)."""
    lines = prose_lines(text, spans=True)
    return {m.group(1) for _, line in lines for m in COMMAND.finditer(line)}


def test_the_readme_cites_only_commands_that_exist() -> None:
    known = {name for command in all_commands() for name in command.names}
    not_commands = {"quit", "healthz"}  # the offline chat's way out; an HTTP path
    assert command_names(README.read_text()) - known - not_commands == set()


def test_the_french_guide_cites_french_commands_that_exist() -> None:
    """Each command of the players' guide is a French name: a French alias, or the command's
    own name when it has none (/crib, /score)."""
    french = {name for c in all_commands() for name in (c.fr or (c.name,))}
    cited = command_names((DOCS / "guide-joueur.md").read_text())
    assert {"main", "jouer", "aide", "defi"} <= cited
    assert cited - french == set()


def guide_table() -> str:
    """The players' guide's table of commands (« In Telegram », up to the text under it)."""
    guide = (DOCS / "guide.md").read_text()
    return guide.partition("## In Telegram")[2].partition("\nThe same names work")[0]


def test_the_players_guide_cites_only_commands_that_exist() -> None:
    known = {name for command in all_commands() for name in command.names}
    assert command_names((DOCS / "guide.md").read_text()) - known == set()


def test_the_players_guides_table_names_every_command() -> None:
    """Played: the table of « every command » had no row for /odds (/chances) nor /night
    (/soiree), which /help lists; each command now has its row, by its own name."""
    cited = command_names(guide_table())
    assert {command.name for command in all_commands()} - cited == set()


def test_the_french_guide_is_in_quebec_typography() -> None:
    text = (DOCS / "guide-joueur.md").read_text()
    assert "\N{NO-BREAK SPACE}:" in text and "«\N{NO-BREAK SPACE}" in text
    problems = [(n, typography.problems(line)) for n, line in prose_lines(text)]
    assert [(n, found) for n, found in problems if found] == []


# -- The checker itself -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("Quick start", "quick-start"),
        ("A whole game (`/play`)", "a-whole-game-play"),
        ("Playing in a club (games between members)", "playing-in-a-club-games-between-members"),
        ("The games' record", "the-games-record"),
        ("Clubs: the bot in a group", "clubs-the-bot-in-a-group"),
        ("Configuration (environment only)", "configuration-environment-only"),
        ("1. Ouvrir Muggins", "1-ouvrir-muggins"),
        ("Besoin d'aide?", "besoin-daide"),
        ("Écart à « 5 »", "écart-à--5-"),
        ("`MUGGINS_DB` and **the** [file](x.md)", "muggins_db-and-the-file"),
        ("✅ Done -- twice", "-done----twice"),
    ],
)
def test_slugs_are_githubs(heading: str, expected: str) -> None:
    assert slug(heading) == expected


def test_repeated_headings_are_numbered_and_code_is_no_heading() -> None:
    text = "# Notes\n## Notes\n```sh\n# not a heading\n```\n## Notes\n    text\n"
    assert anchors(text) == {"notes", "notes-1", "notes-2"}


def test_the_checker_finds_each_kind_of_broken_link(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text(
        "# Title\n\n## Quick start\n\n"
        "[ok](docs/a.md) [ok](docs/a.md#part-one) [ok](#quick-start) [ok](docs/)\n"
        "[gone](docs/missing.md) [bad anchor](#quick-stop)\n"
        "[web](https://example.org/x) [mail](mailto:a@b.c) `[code](nowhere.md)`\n"
        "```\n[fenced](nowhere.md)\n```\n"
        "[outside](../elsewhere.md)\n",
        encoding="utf-8",
    )
    (tmp_path / "docs" / "a.md").write_text(
        "# Part one\n\n[back](../README.md#quick-start) [wrong](../README.md#setup)\n"
        "[title](../README.md#title) [into code](../x.py#L3)\n[ref]: b.md\n",
        encoding="utf-8",
    )
    (tmp_path / "x.py").write_text("", encoding="utf-8")
    files = [tmp_path / "README.md", tmp_path / "docs" / "a.md"]
    assert broken_links(files, tmp_path) == [
        "README.md:6: docs/missing.md: no such file",
        "README.md:6: #quick-stop: no such heading",
        "README.md:11: ../elsewhere.md: no such file",
        "docs/a.md:3: ../README.md#setup: no such heading",
        "docs/a.md:4: ../x.py#L3: an anchor into a non-Markdown file",
        "docs/a.md:5: b.md: no such file",
    ]


def test_the_checker_passes_a_tree_without_faults(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("# A\n\n[self](#a) [twin](#a-1)\n\n# A\n")
    assert broken_links([tmp_path / "README.md"], tmp_path) == []


README_ROW = re.compile(r"^\| `muggins ([a-z-]+)(?: ([^`|]*(?:\\\|[^`|]*)*))?` \|", re.MULTILINE)
"""A row of the README's table of commands: `muggins NAME …` and what follows the name."""


def subcommand_options() -> dict[str, set[str]]:
    """Each `muggins` subcommand's long options (`--help` left out), from the real parser."""
    from argparse import _SubParsersAction

    from bot.cli import build_parser

    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, _SubParsersAction))
    return {
        name: {
            option
            for action in sub._actions
            for option in action.option_strings
            if option.startswith("--") and option != "--help"
        }
        for name, sub in commands.choices.items()
    }


def test_the_readmes_commands_table_names_each_lookups_lang_and_json() -> None:
    """Played: the table gave `muggins odds ME OPP --dealer|--pone [--target 121|61] [--json]`
    and `muggins verify KEY SEAL`, and both speak `--lang` (verify prints `--json` too), as
    the paragraph below the table says of every lookup. Each row names the options it cites
    as its command takes them; a command printing `--json` (a lookup, a listing) names its
    `--lang` and `--json` in one of its rows."""
    options = subcommand_options()
    cited: dict[str, set[str]] = {}
    for row in README_ROW.finditer(README.read_text()):
        name, rest = row.group(1), row.group(2) or ""
        said = set(re.findall(r"--[a-z-]+", rest))
        assert said <= options[name], (name, said - options[name])
        cited.setdefault(name, set()).update(said)
    for name, said in cited.items():
        if "--json" in options[name]:
            assert {"--lang", "--json"} <= said, name
