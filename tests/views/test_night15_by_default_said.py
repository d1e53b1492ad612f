"""A game won by default (seed 002: a late side « perd la première partie par défaut cumulant
ainsi « 0 » point »: a game of the night, lost without a card played) read three ways: the
standings counted it « 1 partie » like a game played at a table, the printed pairings said
« Table 1 : Ben Roy contre Eve Hache » with a scorecard « Ronde 1 — Table 1 » to fill in for
a game already decided by default, while the group's round said « Table 1 : Ben Roy en
retard, partie perdue par défaut ». Now the standings say which games were by default, the
sheets say the table's game is lost by default as the group does and print no card for it,
and the rule says that a bye turned into a game won by default is still that side's bye (as
the rotation counts it: `byes_had`)."""

from __future__ import annotations

import pytest

from bot.drills.night import Format, Ranking, Setup, Table, draw, forfeits, latecomer_table
from bot.drills.night_standings import standings
from bot.i18n import I18n
from bot.views.night import standing_parts
from bot.views.night_rules import ranking_rule
from bot.views.night_sheets import night_pdf, sheets_from_json, sheets_json, sheets_of

pdfium = pytest.importorskip("pypdfium2")

NAMES = {
    "a": "Ann Leblanc",
    "b": "Ben Roy",
    "c": "Cat Poirier",
    "d": "Dan Cyr",
    "e": "Eve Hache",
    "f": "Fay Comeau",
}
ABOUT = Setup(Format.FADOQ, Ranking.POINTS, False, 6, 121)


def night() -> tuple[list[Table], list[tuple[str, ...]]]:
    """Round 1 of five, Ben marked late (his table 1 lost by default), Fay added during it
    (Ann's bye turned into a game won by default), Cat beating Dan at table 2."""
    sides = [(p,) for p in "abcde"]
    drawn, _ = forfeits(draw(sides, 1), {("b",)}, 121)
    fay = latecomer_table(drawn, 1, ("f",), 121)
    played = [t if t.confirmed else Table(1, t.table, t.a, t.b, (121, 90), True) for t in drawn]
    return [*(t for t in played if t.b is not None), fay], [*sides, ("f",)]


@pytest.mark.parametrize(
    ("lang", "by_default", "played", "late", "card", "bye"),
    [
        (
            "fr",
            "1 partie (1 par défaut)",
            "1 partie",
            "Table 1 : Ben Roy en retard, partie perdue par défaut.",
            "Ronde 1 — Table 1",
            "Une exemption devenue une partie gagnée par défaut contre un retardataire compte"
            " comme cette exemption",
        ),
        (
            "en",
            "1 game (1 by default)",
            "1 game",
            "Table 1: Ben Roy late, this game is lost by default.",
            "Round 1 — Table 1",
            "A bye turned into a game won by default against a latecomer counts as that bye",
        ),
    ],
)
def test_a_game_by_default_said_alike(
    lang: str, by_default: str, played: str, late: str, card: str, bye: str
) -> None:
    tr = I18n.load().translator(lang)
    tables, sides = night()
    rows = {r.side[0]: r for r in standings(ABOUT.ranking, sides, tables, 121)}
    said = {p: standing_parts(r, NAMES, ABOUT, tr)[2] for p, r in rows.items()}
    for p in "abef":  # Ann and Eve won by default, Ben and Fay lost so
        assert said[p].endswith(by_default), said[p]
    assert said["c"].endswith(played) and said["d"].endswith(played)
    assert rows["a"].games == 1  # a game of the night, as `muggins nights --json` writes it
    paper = sheets_of(ABOUT, [tables], list(rows.values()), NAMES, tr, final=False)
    assert sheets_from_json(sheets_json(paper)) == paper
    pages = [
        page.get_textpage().get_text_range().replace("\u00a0", " ").replace("\r", "")
        for page in pdfium.PdfDocument(night_pdf(paper, tr))
    ]
    text = "\n".join(pages)
    assert late in pages[0].replace("\n", " ")
    assert card not in text and card.replace("Table 1", "Table 2") in text
    assert bye in ranking_rule(ABOUT, tr).replace("\u00a0", " ")
    assert by_default in text.replace("\n", " ")
