"""French typography (OQLF): no-break space before ':' and inside « », none before ; ! ?"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from bot.i18n import LOCALES_DIR
from bot.i18n.__main__ import fix_typography, main, po_path, typography_problems
from bot.i18n.typography import NBSP, NNBSP, fix, problems

N = NBSP


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        (f"Total{N}: {{points}}", f"Total{N}: {{points}}"),
        ("Total : {points}", f"Total{N}: {{points}}"),
        ("Total: {points}", f"Total{N}: {{points}}"),
        (f"Total{NNBSP}: 29", f"Total{N}: 29"),
        ("{name} : {cards}", f"{{name}}{N}: {{cards}}"),
        ("Bravo !", "Bravo!"),
        (f"Prêt{N}?", "Prêt?"),
        ("Un ; deux", "Un; deux"),
        ("Bravo!", "Bravo!"),
        ("La carte « {card} » est en double.", f"La carte «{N}{{card}}{N}» est en double."),
        ("«quinze»", f"«{N}quinze{N}»"),
        (f"«{N}quinze{N}»", f"«{N}quinze{N}»"),
        ("Rendez-vous à 19:30.", "Rendez-vous à 19:30."),
        ("Voir https://example.org/a?b=1 !", "Voir https://example.org/a?b=1!"),
        ('<a href="tg://user?id=5">vous</a> : ici', f'<a href="tg://user?id=5">vous</a>{N}: ici'),
        ("<code>/score 5H:5D ?</code>", "<code>/score 5H:5D ?</code>"),
        ("{n:>3} points", "{n:>3} points"),
        ("Tom &amp; Jerry ; oui", "Tom &amp; Jerry; oui"),
        (":", ":"),
        ("Lignes :\n- une", f"Lignes{N}:\n- une"),
    ],
)
def test_fix_and_problems_agree(text: str, fixed: str) -> None:
    assert fix(text) == fixed
    assert fix(fixed) == fixed  # idempotent
    assert problems(fixed) == []
    assert bool(problems(text)) == (text != fixed)


def test_the_repository_catalogs_follow_the_rule() -> None:
    for path in sorted((LOCALES_DIR / "fr" / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            catalog = read_po(f, locale="fr", domain=path.stem)
        assert list(typography_problems(catalog, path.name)) == []


def _catalog(locales: Path, strings: dict[str, str]) -> Path:
    path = po_path(locales, "fr", "muggins")
    path.parent.mkdir(parents=True)
    catalog = Catalog(locale="fr", domain="muggins")
    for msgid, msgstr in strings.items():
        catalog.add(msgid, msgstr)
    with path.open("wb") as f:
        write_po(f, catalog)
    return path


def test_check_names_the_file_the_msgid_and_the_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locales = tmp_path / "locales"
    _catalog(locales, {"Total: {points}": "Total : {points}", "Ready?": "Prêt ?"})
    assert main(["--locales", str(locales), "check"]) == 1
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "'Total: {points}'" in x)
    assert "fr/LC_MESSAGES/muggins.po" in line
    assert "typography (OQLF)" in line and "U+00A0" in line
    assert any("'Ready?'" in x and "remove it" in x for x in out.splitlines())


def test_fix_typography_rewrites_the_french_catalog(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    path = _catalog(locales, {"Total: {points}": "Total : {points}", "Hand": "Main"})
    assert fix_typography("muggins", directory=locales) == 1
    with path.open("rb") as f:
        catalog = read_po(f, locale="fr")
    assert catalog.get("Total: {points}").string == f"Total{N}: {{points}}"
    assert catalog.get("Hand").string == "Main"
    assert fix_typography("muggins", directory=locales) == 0
