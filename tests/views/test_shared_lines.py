"""Lines written once in the views and said in several places: a place on a board, points for
and against, a table of a round, the cards of a /score lookup, the pile of the play."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.drills.table_state import Deal as TableDeal
from bot.drills.table_state import PlayEntry
from bot.engine.cards import card_value, parse_card, parse_cards
from bot.i18n import I18n, Translator
from bot.views import calls, club, night, show, table


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


def tr_of(i18n: I18n, lang: str) -> Translator:
    return i18n.translator(lang)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_rank_mark_medals_then_numbers(i18n: I18n, lang: str) -> None:
    tr = tr_of(i18n, lang)
    marks = [club.rank_mark(rank, tr) for rank in (1, 2, 3, 4, 12)]
    assert marks == ["🥇", "🥈", "🥉", "4.", "12."]


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "1\u202f234 pour, 6 contre"), ("en", "1,234 for, 6 against")],
)
def test_totals_for_and_against(i18n: I18n, lang: str, said: str) -> None:
    assert club.totals(1234, 6, tr_of(i18n, lang)) == said


@pytest.mark.parametrize(
    ("lang", "table", "bye"),
    [
        ("fr", "Table 3\u00a0: Rita contre Marc", "Exempt\u00a0: Rita"),
        ("en", "Table 3: Rita against Marc", "Bye: Rita"),
    ],
)
def test_pairing_text_a_table_or_a_bye(i18n: I18n, lang: str, table: str, bye: str) -> None:
    tr = tr_of(i18n, lang)
    assert night.pairing_text(3, "Rita", "Marc", tr) == table
    assert night.pairing_text(0, "Rita", None, tr) == bye


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", [DrillKind.HAND, DrillKind.CRIB])
def test_score_lookup_and_referee_open_with_the_same_cards(
    i18n: I18n, lang: str, kind: DrillKind
) -> None:
    tr = tr_of(i18n, lang)
    deal = Deal(kind, tuple(parse_cards("5H 5D JC 4S")), parse_card("6S"), True)
    head = calls.cards_lines(deal, tr)
    assert len(head) == 2
    lookup = show.score_text(deal, deal.score(), tr).split("\n")
    referee = calls.referee_html(deal, judge(deal.score(), "12"), tr).split("\n")
    assert lookup[:2] == head == referee[:2]
    word = {
        ("fr", DrillKind.HAND): "Main",
        ("fr", DrillKind.CRIB): "Crib",
        ("en", DrillKind.HAND): "Hand",
        ("en", DrillKind.CRIB): "Crib",
    }[lang, kind]
    assert head[0].startswith(word) and "<b>" in head[0] and "<b>" in head[1]


def _card_entry(by: int, card: str, count: int) -> PlayEntry:
    return {"by": by, "card": card, "count": count, "points": 0}


GO: PlayEntry = {"by": 1, "go": True, "points": 1}

PILES: list[tuple[list[PlayEntry], list[tuple[str, int]], int]] = [
    ([], [], 0),
    ([_card_entry(1, "5H", 5), _card_entry(0, "10S", 15)], [("5H", 1), ("10S", 0)], 15),
    ([_card_entry(1, "KH", 10), _card_entry(0, "QS", 20), GO], [], 0),
    ([_card_entry(1, "KH", 10), GO, _card_entry(0, "7C", 7)], [("7C", 0)], 7),
    (
        [
            _card_entry(1, "KH", 10),
            _card_entry(0, "QS", 20),
            _card_entry(1, "JD", 30),
            _card_entry(0, "AC", 31),
        ],
        [],
        0,
    ),
    (
        [
            _card_entry(1, "KH", 10),
            _card_entry(0, "QS", 20),
            _card_entry(1, "JD", 30),
            _card_entry(0, "AC", 31),
            _card_entry(1, "5D", 5),
        ],
        [("5D", 1)],
        5,
    ),
]


@pytest.mark.parametrize(("plays", "pile", "count"), PILES)
def test_pile_under_way_starts_again_after_31_or_a_go(
    plays: list[PlayEntry], pile: list[tuple[str, int]], count: int
) -> None:
    """The pile the private step, the group and the web page show: the cards since the count
    last started again, who laid each, and their count."""
    deal = TableDeal(0, [[], []], [], [0, 0], [0, 0], [None, None], plays=plays)
    cards, total = table.pile_under_way(deal)
    assert [(str(card), by) for card, by in cards] == pile
    assert total == count == sum(card_value(card.rank) for card, _ in cards)
