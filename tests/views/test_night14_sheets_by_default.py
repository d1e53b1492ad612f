"""The printed sheets of a night with a latecomer: the bye turned into a game won by default
(« /soiree ajouter Fay Comeau » during round 1) was printed « Table 3 : Dan Cyr contre Fay
Comeau », with a scorecard « Ronde 1 — Table 3 », at a hall of two tables. Now « Par défaut,
sans table : … », no card, and the sheets waiting in the outbox keep it."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup, Table, draw, latecomer_table
from bot.drills.night_standings import standings
from bot.i18n import I18n
from bot.views.night_sheets import Seat, night_pdf, sheets_from_json, sheets_json, sheets_of

pdfium = pytest.importorskip("pypdfium2")

NAMES = {"a": "Ann Leblanc", "b": "Ben Roy", "c": "Cat Poirier", "d": "Dan Cyr", "e": "Eve Hache"}


@pytest.mark.parametrize(
    ("lang", "said", "card"),
    [
        ("fr", "Par défaut, sans table : Ann Leblanc contre Fay Comeau", "Ronde 1 — Table 3"),
        ("en", "By default, no table: Ann Leblanc against Fay Comeau", "Round 1 — Table 3"),
    ],
)
def test_no_table_and_no_card_for_a_game_won_by_default(lang: str, said: str, card: str) -> None:
    tr = I18n.load().translator(lang)
    about = Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)
    sides = [(p,) for p in "abcde"]
    drawn = draw(sides, 1)
    fay = latecomer_table(drawn, 1, ("f",), 121)
    round1 = [
        *(Table(1, t.table, t.a, t.b, (121, 90), True) for t in drawn if t.b is not None),
        fay,
    ]
    names = NAMES | {"f": "Fay Comeau"}
    rows = standings(about.ranking, [*sides, ("f",)], round1, about.target)
    paper = sheets_of(about, [round1], rows, names, tr, final=False)
    assert paper.rounds[0][1][-1] == Seat(3, names[fay.a[0]], "Fay Comeau", 1, True)
    assert sheets_from_json(sheets_json(paper)) == paper
    pages = [
        page.get_textpage().get_text_range().replace("\u00a0", " ").replace("\r", "")
        for page in pdfium.PdfDocument(night_pdf(paper, tr))
    ]
    assert said in pages[0].replace("\n", " ")
    assert not any(card in page for page in pages)
    assert "Table 3" not in pages[0]
