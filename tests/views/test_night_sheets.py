"""The club night's PDF: one scorecard per table and round (three to a page, byes without a
card), the pairings first, the standings last, every name in the file's text (a long team
name shrunk to its box, a character the font lacks shown as "?")."""

from __future__ import annotations

import json
import re

import pytest

from bot.drills.night import Format, Ranking, Setup, Table, draw
from bot.drills.night_standings import standings
from bot.i18n import I18n
from bot.views.night import absent_text
from bot.views.night_sheets import (
    CARDS_PER_PAGE,
    Seat,
    Sheets,
    night_pdf,
    printable,
    rank_cell,
    sheets_from_json,
    sheets_json,
    sheets_of,
    standings_title,
)

pdfium = pytest.importorskip("pypdfium2")


def sheets(rounds: int, tables: int, standings: bool) -> Sheets:
    long = "Marie-Ève Thériault-Bérubé et Jean-Sébastien Beauchemin"
    seats = [Seat(t, f"A{t}", long if t == 1 else f"B{t}") for t in range(1, tables + 1)]
    return Sheets(
        title="Soirée de club",
        target=121,
        rounds=[(r, [*seats, Seat(0, "Cat Poirier", None)]) for r in range(1, rounds + 1)],
        standings_title="Classement final",
        standings=[("1.", "A1", "242 points")] if standings else [],
        rule="Classement : le plus de points gagne.",
    )


def texts(pdf: bytes) -> list[str]:
    document = pdfium.PdfDocument(pdf)
    return [document[i].get_textpage().get_text_range() for i in range(len(document))]


@pytest.mark.parametrize(("rounds", "tables", "standings"), [(1, 1, False), (2, 5, True)])
def test_pages_and_cards(rounds: int, tables: int, standings: bool) -> None:
    tr = I18n.load().translator("fr")
    pages = texts(night_pdf(sheets(rounds, tables, standings), tr))
    cards = rounds * tables
    card_pages = -(-cards // CARDS_PER_PAGE)
    assert len(pages) == 1 + card_pages + int(standings)
    found = [
        (r, t)
        for page in pages[1 : 1 + card_pages]
        for r in range(1, rounds + 1)
        for t in range(1, tables + 1)
        if re.search(rf"Ronde {r} — Table {t}\b", page)
    ]
    assert sorted(found) == [(r, t) for r in range(1, rounds + 1) for t in range(1, tables + 1)]
    assert "Exempt" in pages[0] and "Cat Poirier" not in "".join(pages[1 : 1 + card_pages])
    assert "Marie-Ève Thériault-Bérubé et Jean-Sébastien Beauchemin" in pages[1]
    if standings:
        assert pages[-1].startswith("Classement final")


def test_unprintable_characters_become_question_marks() -> None:
    assert printable("Rita 🃏 Cormier") == "Rita ? Cormier"
    assert printable("Éloïse Côté « à »") == "Éloïse Côté « à »"


def test_sheets_of_a_night_name_every_side_and_its_standing() -> None:
    tr = I18n.load().translator("fr")
    about = Setup(Format.FADOQ, Ranking.POINTS, True, 6, 121)
    names = {"a": "Rita", "b": "Gaston", "c": "Cat", "d": "Paul", "e": "Lise", "f": "Yves"}
    sides = [("a", "b"), ("c", "d"), ("e", "f")]
    tables = [Table(1, 1, sides[0], sides[1], (121, 80), True), Table(1, 0, sides[2], None)]
    rows = standings(about.ranking, sides, tables, about.target)
    paper = sheets_of(about, [tables, draw(sides, 2)], rows, names, tr, final=True)
    assert paper.target == 121 and not paper.title.startswith("🃏")
    assert [r for r, _ in paper.rounds] == [1, 2]
    assert paper.rounds[0][1] == [
        Seat(1, "Rita et Gaston", "Cat et Paul", 2),
        Seat(0, "Lise et Yves", None, 2),
    ]
    assert paper.standings_title == standings_title(tr, final=True)
    assert [row[1] for row in paper.standings] == ["Rita et Gaston", "Lise et Yves", "Cat et Paul"]
    assert paper.standings[0][0] == rank_cell(1, tr)


def test_sheets_waiting_from_before_a_seat_had_its_players_are_read() -> None:
    """Sheets queued in the outbox before a seat said its players (three fields) still read."""
    tr = I18n.load().translator("fr")
    about = Setup(Format.FADOQ, Ranking.POINTS, True, 6, 121)
    data = sheets_json(sheets_of(about, [], [], {}, tr, final=False))
    data["rounds"] = [[1, [[1, "Rita et Gaston", "Cat et Paul"], [0, "Lise et Yves", None]]]]
    rounds = sheets_from_json(data).rounds
    assert rounds == [
        (1, [Seat(1, "Rita et Gaston", "Cat et Paul"), Seat(0, "Lise et Yves", None)])
    ]


@pytest.mark.parametrize(
    ("lang", "away", "said"),
    [("fr", "Absence à cette ronde : Lise", "absent"), ("en", "Absent this round: Lise", "absent")],
)
def test_the_sheets_say_who_is_absent(lang: str, away: str, said: str) -> None:
    """Before: the group's round said « Absence à cette ronde : Lise » and her standings line
    « · absent », but the printed sheets had her in no round and a line of 0 like any other
    player. Now the pairings sheet says she sits out each round, and her line says absent."""
    tr = I18n.load().translator(lang)
    about = Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)
    names = {"a": "Rita", "b": "Gaston", "c": "Cat", "e": "Lise"}
    sides = [("a",), ("b",), ("c",), ("e",)]
    first = draw(sides, 1, absent=[("e",)])
    tables = [
        t if t.b is None else Table(t.round, t.table, t.a, t.b, (121, 80), True) for t in first
    ]
    rows = standings(about.ranking, sides, tables, about.target)
    paper = sheets_of(
        about,
        [tables, draw(sides, 2, absent=[("e",)])],
        rows,
        names,
        tr,
        final=False,
        absent=[("e",)],
    )
    assert [(r, text.replace("\u00a0", " ")) for r, text in paper.absences] == [
        (1, away),
        (2, away),
    ]
    (lise,) = [row for row in paper.standings if row[1] == "Lise"]
    assert lise[2].endswith(f"· {said}")
    assert not any(row[2].endswith(said) for row in paper.standings if row[1] != "Lise")
    again = sheets_from_json(json.loads(json.dumps(sheets_json(paper))))
    assert again == paper
    pages = texts(night_pdf(paper, tr))
    assert pages[0].replace("\u00a0", " ").count(away) == 2


def test_sheets_waiting_from_before_the_absences_were_written_are_read() -> None:
    tr = I18n.load().translator("fr")
    about = Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)
    data = sheets_json(sheets_of(about, [], [], {}, tr, final=False))
    del data["absences"]
    assert sheets_from_json(data).absences == []


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Absences à cette ronde : Cat et Paul; Lise et Yves"),
        ("en", "Absent this round: Cat and Paul; Lise and Yves"),
    ],
)
def test_two_absent_teams_are_told_apart(lang: str, said: str) -> None:
    """Before: « Cat et Paul et Lise et Yves », two teams read as four players."""
    tr = I18n.load().translator(lang)
    names = {"c": "Cat", "d": "Paul", "e": "Lise", "f": "Yves"}
    text = absent_text([("c", "d"), ("e", "f")], names, tr).replace("\u00a0", " ")
    assert text == said
    assert (
        absent_text([("c",), ("e",)], names, tr)
        .replace("\u00a0", " ")
        .endswith("Cat " + ("et" if lang == "fr" else "and") + " Lise")
    )
