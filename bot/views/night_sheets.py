"""The club night on paper (`/soiree feuilles`): a printable A4 PDF — the pairings sheet (every
round, table by table), one scorecard per table and round (the players, the table, a box for
each score and each player's initials), and the standings (final once closed).

Drawn with fpdf2: real text in the shipped font (DejaVu Sans, `bot.pictures.draw.FONT_PATH`),
so the sheets print sharp at any size, stay small, and their words can be found in the file;
Pillow's PDF output would only wrap pictures of the pages. Pure: data in, bytes out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final

from bot.drills.night import Setup, Side, Table
from bot.drills.night_standings import Standing
from bot.i18n import Translator
from bot.pictures.draw import FONT_PATH, font_characters
from bot.views.markup import esc
from bot.views.night import (
    NIGHT,
    absent_text,
    forfeit_text,
    lost_by_default,
    pairing_text,
    side_name,
    standing_parts,
    title,
)
from bot.views.night_close import not_drawn_text
from bot.views.night_rules import ranking_rule

if TYPE_CHECKING:
    from fpdf import FPDF

FONT: Final = "dejavu"
MARGIN: Final = 15.0
"""Millimetres around the page."""
PAGE_W: Final = 210.0
CARDS_PER_PAGE: Final = 3
CARD_H: Final = 84.0
CARD_GAP: Final = 5.0
LINE: Final = 7.5
MIN_SIZE: Final = 9
"""The smallest font a name is shrunk to, to fit its box."""


# -- The paper's words --------------------------------------------------------------------


def sheets_caption(tr: Translator) -> str:
    """The caption of the printable PDF."""
    return esc(tr._("The scorecards to print, one per table and round."))


def standings_title(tr: Translator, *, final: bool) -> str:
    """The standings' heading on paper."""
    return tr._("Final standings") if final else tr._("Standings so far")


def rank_cell(rank: int, tr: Translator) -> str:
    """A rank on paper: « 1. »."""
    return tr._("{n}.").format(n=tr.number(rank))


@dataclass(frozen=True, slots=True)
class Seat:
    """A table of a round on paper: its number (0: the bye), the sides' names and the players
    of the first side (2 for a team: its bye is worded for both); `turned`: the bye turned into
    a game won by default against a latecomer, at no table and without a scorecard (before:
    « Table 3 : Dan Cyr contre Fay Comeau » and a card « Ronde 2 — Table 3 » at a hall of two
    tables)."""

    table: int
    a: str
    b: str | None
    players: int = 1
    turned: bool = False
    late: tuple[str, ...] = ()
    """What the group's round said of the sides late at it, their game lost by default
    (`forfeit_text`): said under the table, which gets no scorecard (before: a card to fill
    in for a game decided already)."""


@dataclass(frozen=True, slots=True)
class Sheets:
    """Everything the PDF prints, already in words."""

    title: str
    target: int
    rounds: list[tuple[int, list[Seat]]]
    standings_title: str
    standings: list[tuple[str, str, str]]
    """Place, name, the rest of the line."""
    rule: str
    absences: list[tuple[int, str]] = field(default_factory=list)
    """Under a round's tables, its line of the sides absent (« Absent this round: … »)."""
    not_drawn: str = ""
    """Under the final standings' title, a night closed before its last round was drawn: the
    rounds never drawn, as the group's close says them (before: « Classement final » alone,
    as after a whole night)."""


def sheets_of(
    about: Setup,
    rounds: Sequence[Sequence[Table]],
    rows: Sequence[Standing],
    names: Mapping[str, str],
    tr: Translator,
    *,
    final: bool,
    absent: Sequence[Side] = (),
    listed: Sequence[Side] = (),
    drawn: int = 0,
    games: int = 0,
    arrivals: Mapping[Side, int] | None = None,
) -> Sheets:
    """The night on paper: its rounds (from the first), the standings (`final` once closed);
    the sides marked `absent` said so under each round to come they sit out and on their
    standings line, as in the group (before: on paper, nowhere in a round and a line of 0 like
    any). Under a round already `drawn`, the `listed` sides it seated at no table: who sat it
    out then, as the group's round said (before: only who is absent now, so that Ben, absent
    at round 1 and back since, was no longer said absent under « Ronde 1 »). A night `final`
    after round `drawn` of its `games`: the rounds never drawn, said under the standings'
    title (`night_close.not_drawn_text`). A side added late (`arrivals`: the round it came
    in) is absent from no round before it: it was not on the list."""
    came = arrivals or {}

    def away_from(round_: int, tables: Sequence[Table]) -> list[Side]:
        sides = [*listed, *(s for s in absent if s not in listed)] if round_ <= drawn else absent
        return [
            s
            for s in sides
            if not any(s in (t.a, t.b) for t in tables) and came.get(s, 1) <= round_
        ]

    def seat(t: Table) -> Seat:
        return Seat(
            t.table,
            side_name(t.a, names, tr),
            None if t.b is None else side_name(t.b, names, tr),
            len(t.a),
            t.turned,
            tuple(forfeit_text(t, side_name(s, names, tr), tr) for s in lost_by_default(t)),
        )

    return Sheets(
        title=title(about, tr).removeprefix(NIGHT).strip(),
        target=about.target,
        rounds=[(r, [seat(t) for t in tables]) for r, tables in enumerate(rounds, start=1)],
        standings_title=standings_title(tr, final=final),
        standings=[
            (
                rank_cell(r.rank, tr),
                *standing_parts(r, names, about, tr, absent=r.side in absent)[1:],
            )
            for r in rows
        ],
        rule=ranking_rule(about, tr),
        absences=[
            (r, absent_text(away, names, tr))
            for r, tables in enumerate(rounds, start=1)
            if (away := away_from(r, tables))
        ],
        not_drawn=(not_drawn_text(drawn, games, tr) or "") if final and rows else "",
    )


def sheets_json(sheets: Sheets) -> dict[str, object]:
    """The sheets as JSON (they wait in the outbox, drawn when sent: `sheets_from_json`)."""
    return {
        "title": sheets.title,
        "target": sheets.target,
        "rounds": [
            [r, [[s.table, s.a, s.b, s.players, s.turned, list(s.late)] for s in seats]]
            for r, seats in sheets.rounds
        ],
        "standings_title": sheets.standings_title,
        "standings": [list(row) for row in sheets.standings],
        "rule": sheets.rule,
        "absences": [list(row) for row in sheets.absences],
        "not_drawn": sheets.not_drawn,
    }


def _seat(
    table: object, a: object, b: object, players: object = 1, turned: object = False, *late: object
) -> Seat:
    """A seat as `sheets_json` wrote it (without its players, whether it is a bye turned
    into a win, or its late sides, before they were written)."""
    seat = Seat(int(str(table)), str(a), None if b is None else str(b), int(str(players)))
    said = late[0] if late and isinstance(late[0], list) else []
    return replace(seat, turned=turned is True, late=tuple(str(line) for line in said))


def sheets_from_json(data: dict[str, object]) -> Sheets:
    """The sheets `sheets_json` wrote (a `TypeError` or `KeyError` for anything else)."""
    rounds = data["rounds"]
    standings = data["standings"]
    if not isinstance(rounds, list) or not isinstance(standings, list):
        raise TypeError("rounds and standings are lists")
    return Sheets(
        title=str(data["title"]),
        target=int(str(data["target"])),
        rounds=[(int(r), [_seat(*seat) for seat in seats]) for r, seats in rounds],
        standings_title=str(data["standings_title"]),
        standings=[(str(a), str(b), str(c)) for a, b, c in standings],
        rule=str(data["rule"]),
        absences=[(int(str(r)), str(text)) for r, text in _list(data.get("absences", []))],
        not_drawn=str(data.get("not_drawn", "")),
    )


def _list(value: object) -> list[tuple[object, object]]:
    """The absences `sheets_json` wrote (none in sheets queued before they were written)."""
    if not isinstance(value, list):
        raise TypeError("absences are a list")
    return [(r, text) for r, text in value]


def printable(text: str) -> str:
    """The text with characters the font cannot draw replaced by "?"."""
    known = font_characters()
    if not known:
        return text
    return "".join(c if c in known or c in " \n" else "?" for c in text)


def file_name(tr: Translator) -> str:
    """The PDF's file name."""
    return tr._("club-night.pdf")


def night_pdf(sheets: Sheets, tr: Translator) -> bytes:
    """The PDF: the pairings sheet, the scorecards, the standings."""
    from fpdf import FPDF  # imported when a PDF is drawn: it loads Pillow (see bot.pictures)

    pdf = FPDF(orientation="P", unit="mm", format="A4")
    pdf.set_auto_page_break(auto=True, margin=MARGIN)
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.add_font(FONT, "", str(FONT_PATH))
    pdf.set_title(printable(sheets.title))
    pdf.set_creator("Muggins")
    _pairings(pdf, sheets, tr)
    _cards(pdf, sheets, tr)
    _standings(pdf, sheets)
    return bytes(pdf.output())


def _line(pdf: FPDF, text: str, size: float, height: float = LINE) -> None:
    pdf.set_font(FONT, size=size)
    pdf.multi_cell(0, height, printable(text), align="L", new_x="LMARGIN", new_y="NEXT")


def _fitted(pdf: FPDF, text: str, width: float, size: float) -> None:
    """Set the font at `size`, or smaller until `text` fits in `width` (a long team name)."""
    while size > MIN_SIZE:
        pdf.set_font(FONT, size=size)
        if pdf.get_string_width(text) <= width:
            return
        size -= 1
    pdf.set_font(FONT, size=MIN_SIZE)


def _pairings(pdf: FPDF, sheets: Sheets, tr: Translator) -> None:
    pdf.add_page()
    _line(pdf, sheets.title, 20, 10)
    _line(pdf, tr._("Pairings"), 16, 9)
    for round_, seats in sheets.rounds:
        pdf.ln(2)
        _line(pdf, tr._("Round {n}").format(n=tr.number(round_)), 16, 9)
        for seat in seats:
            said = pairing_text(
                seat.table, seat.a, seat.b, tr, players=seat.players, turned=seat.turned
            )
            if seat.b is not None or not seat.late:  # a late side's bye: its late line alone
                _line(pdf, said, 14)
            for late in seat.late:
                _line(pdf, late, 14)
        for absent in (text for r, text in sheets.absences if r == round_):
            _line(pdf, absent, 14)


def _cards(pdf: FPDF, sheets: Sheets, tr: Translator) -> None:
    cards = [
        (r, s)
        for r, seats in sheets.rounds
        for s in seats
        if s.b is not None and not s.turned and not s.late
    ]
    for index, (round_, seat) in enumerate(cards):
        slot = index % CARDS_PER_PAGE
        if slot == 0:
            pdf.add_page()
        _card(pdf, MARGIN + slot * (CARD_H + CARD_GAP), round_, seat, sheets, tr)


def _card(pdf: FPDF, top: float, round_: int, seat: Seat, sheets: Sheets, tr: Translator) -> None:
    """One scorecard: a box with the round and table, a row per side with two boxes."""
    width = PAGE_W - 2 * MARGIN
    pdf.set_line_width(0.6)
    pdf.rect(MARGIN, top, width, CARD_H)
    pdf.set_xy(MARGIN + 4, top + 4)
    pdf.set_font(FONT, size=20)
    head = tr._("Round {r} — Table {t}").format(r=tr.number(round_), t=tr.number(seat.table))
    pdf.cell(width - 8, 10, printable(head))
    pdf.set_xy(MARGIN + 4, top + 15)
    pdf.set_font(FONT, size=11)
    pdf.cell(
        width - 8,
        6,
        printable(
            tr.ngettext(
                "Game of {n} point. Write both scores; each player initials.",
                "Game of {n} points. Write both scores; each player initials.",
                sheets.target,
            ).format(n=tr.number(sheets.target))
        ),
    )
    name_w, score_w = width - 8 - 2 * 38, 38.0
    y = top + 26
    pdf.set_font(FONT, size=11)
    pdf.set_xy(MARGIN + 4, y)
    pdf.cell(name_w, 7, printable(tr._("Player")))
    pdf.cell(score_w, 7, printable(tr._("Score")), align="C")
    pdf.cell(score_w, 7, printable(tr._("Initials")), align="C")
    pdf.set_line_width(0.4)
    for row, name in enumerate((seat.a, seat.b or "")):
        ry = y + 8 + row * 24
        pdf.set_xy(MARGIN + 4, ry)
        shown = printable(name)
        _fitted(pdf, shown, name_w - 3, 16)
        pdf.cell(name_w, 20, shown, border=1)
        pdf.cell(score_w, 20, "", border=1)
        pdf.cell(score_w, 20, "", border=1)


def _standings(pdf: FPDF, sheets: Sheets) -> None:
    if not sheets.standings:
        return
    pdf.add_page()
    _line(pdf, sheets.standings_title, 20, 10)
    if sheets.not_drawn:
        _line(pdf, sheets.not_drawn, 12, 6)
    pdf.ln(2)
    for place, name, rest in sheets.standings:
        _line(pdf, f"{place}  {name} — {rest}", 14, 8)
    pdf.ln(4)
    _line(pdf, sheets.rule, 11, 6)
