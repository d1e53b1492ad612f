"""Rendering engine data as text: cards, combination names, called counts, breakdowns."""

from __future__ import annotations

import re
from datetime import date, time

import pytest

from bot.drills.typed_time import parse_clock
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card, Suit
from bot.engine.dealing import new_deck
from bot.engine.show import Combo, Kind, Score, called_count, score_hand
from bot.i18n import LANGUAGES, I18n, Translator, render
from bot.views import daily as daily_view
from bot.views import tournament as tournament_view

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS


def _score(text: str, *, crib: bool = False) -> Score:
    cards = parse_cards(text)
    return score_hand(cards[:4], cards[4], crib=crib)


# -- Cards -----------------------------------------------------------------------------------

RANKS = {
    "en": ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"],
    "fr": ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_all_52_cards(i18n: I18n, lang: str) -> None:
    """new_deck() is spades, hearts, diamonds, clubs, each ace to king."""
    expected = [rank + suit for suit in "♠♥♦♣" for rank in RANKS[lang]]
    tr = i18n.translator(lang)
    assert [render.card(c, tr) for c in new_deck()] == expected
    assert render.cards(new_deck(), tr) == " ".join(expected)
    assert len(set(expected)) == 52


@pytest.mark.parametrize(
    ("card", "expected_fr", "expected_en"),
    [
        pytest.param(Card(5, H), "5♥", "5♥", id="five"),
        pytest.param(Card(10, S), "10♠", "10♠", id="ten"),
        pytest.param(Card(11, C), "V♣", "J♣", id="jack"),
        pytest.param(Card(12, D), "D♦", "Q♦", id="queen"),
        pytest.param(Card(13, S), "R♠", "K♠", id="king"),
        pytest.param(Card(1, H), "A♥", "A♥", id="ace"),
    ],
)
def test_card_examples(
    fr: Translator, en: Translator, card: Card, expected_fr: str, expected_en: str
) -> None:
    assert (render.card(card, fr), render.card(card, en)) == (expected_fr, expected_en)


def test_cards_are_space_separated(fr: Translator) -> None:
    assert render.cards([Card(5, H), Card(11, S), Card(10, D)], fr) == "5♥ V♠ 10♦"
    assert render.cards([], fr) == ""


# -- Names -----------------------------------------------------------------------------------

KIND_NAMES = {
    Kind.FIFTEEN: (("quinze", "quinze"), ("fifteen", "fifteens")),
    Kind.PAIR: (("paire", "paires"), ("pair", "pairs")),
    Kind.PAIR_ROYAL: (("brelan", "brelans"), ("pair royal", "pairs royal")),
    Kind.DOUBLE_PAIR_ROYAL: (("carré", "carrés"), ("double pair royal", "double pairs royal")),
    Kind.RUN: (("suite", "suites"), ("run", "runs")),
    Kind.DOUBLE_RUN: (("double suite", "doubles suites"), ("double run", "double runs")),
    Kind.TRIPLE_RUN: (("triple suite", "triples suites"), ("triple run", "triple runs")),
    Kind.DOUBLE_DOUBLE_RUN: (
        ("double double suite", "doubles doubles suites"),
        ("double double run", "double double runs"),
    ),
    Kind.FLUSH: (("flush", "flushs"), ("flush", "flushes")),
    Kind.NOBS: (("un pour le valet", "un pour le valet"), ("his nobs", "his nobs")),
    Kind.HEELS: (("deux pour le valet", "deux pour le valet"), ("his heels", "his heels")),
    Kind.THIRTY_ONE: (("trente et un", "trente et un"), ("thirty-one", "thirty-ones")),
    Kind.GO: (("go", "go"), ("go", "gos")),
    Kind.LAST_CARD: (("dernière carte", "dernières cartes"), ("last card", "last cards")),
}


def test_every_kind_has_names() -> None:
    assert set(KIND_NAMES) == set(Kind)


@pytest.mark.parametrize("kind", list(Kind), ids=str)
def test_kind_name(fr: Translator, en: Translator, kind: Kind) -> None:
    (fr_one, fr_many), (en_one, en_many) = KIND_NAMES[kind]
    assert [render.kind_name(kind, fr, n) for n in (0, 1, 2)] == [fr_one, fr_one, fr_many]
    assert [render.kind_name(kind, en, n) for n in (0, 1, 2)] == [en_many, en_one, en_many]
    assert render.kind_name(kind, fr) == fr_one


@pytest.mark.parametrize(
    ("n", "expected_fr", "expected_en"),
    [
        pytest.param(0, "0 point", "0 points", id="zero"),
        pytest.param(1, "1 point", "1 point", id="one"),
        pytest.param(2, "2 points", "2 points", id="two"),
        pytest.param(29, "29 points", "29 points", id="twenty-nine"),
        pytest.param(1234, "1\u202f234 points", "1,234 points", id="grouped"),
    ],
)
def test_points(fr: Translator, en: Translator, n: int, expected_fr: str, expected_en: str) -> None:
    assert (render.points(n, fr), render.points(n, en)) == (expected_fr, expected_en)


# -- The called count ------------------------------------------------------------------------

CALLS = [
    pytest.param(
        "5H 5D 5C JS 5S",
        False,
        "quinze 2, quinze 4, quinze 6, quinze 8, quinze 10, quinze 12, quinze 14, quinze 16, "
        "un carré et un pour le valet, ça fait 29",
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12, fifteen 14, "
        "fifteen 16, a double pair royal and one for his nobs makes 29",
        id="29",
    ),
    pytest.param(
        "8H 7S 7D 6C 2S",
        False,
        "quinze 2, quinze 4, quinze 6, quinze 8 et une double suite 8, ça fait 16",
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and a double run for 8 makes 16",
        id="8-7-7-6-2",
    ),
    pytest.param(
        "6C 7S 8D 8H 9S",
        False,
        "quinze 2, quinze 4, quinze 6 et une double suite 10, ça fait 16",
        "fifteen 2, fifteen 4, fifteen 6 and a double run for 10 makes 16",
        id="double-run-of-four",
    ),
    pytest.param(
        "2H 4S 6D 8C KS", False, "dix-neuf! (0 point)", "nineteen! (no points)", id="zero"
    ),
    pytest.param("2H 4H 6H 8H KS", False, "un flush de 4", "a flush for 4", id="four-flush"),
    pytest.param("2H 4H 6H 8H KH", True, "un flush de 5", "a flush for 5", id="crib-five-flush"),
    pytest.param(
        "2H 4H 6H 8H KS", True, "dix-neuf! (0 point)", "nineteen! (no points)", id="crib-4-flush"
    ),
    pytest.param(
        "JH 2S 4D 8C 9H",
        False,
        "quinze 2 et un pour le valet, ça fait 3",
        "fifteen 2 and one for his nobs makes 3",
        id="nobs",
    ),
    pytest.param(
        "3H 3S 4D 4C 5H",
        False,
        "quinze 2, quinze 4 et une double double suite 16, ça fait 20",
        "fifteen 2, fifteen 4 and a double double run for 16 makes 20",
        id="double-double-run",
    ),
    pytest.param(
        "3H 3S 3D 4C 5H",
        False,
        "quinze 2, quinze 4, quinze 6 et une triple suite 15, ça fait 21",
        "fifteen 2, fifteen 4, fifteen 6 and a triple run for 15 makes 21",
        id="triple-run",
    ),
    pytest.param(
        "KH KS 2D 4C AH",
        False,
        "quinze 2, quinze 4 et une paire, ça fait 6",
        "fifteen 2, fifteen 4 and a pair makes 6",
        id="fifteens-and-a-pair",
    ),
    pytest.param(
        "KH KS 2D 4C 8H", False, "une paire, ça fait 2", "a pair makes 2", id="pair-alone"
    ),
    pytest.param(
        "6H 6D 9C 9S AS",
        False,
        "quinze 2, quinze 4, quinze 6, quinze 8 et deux paires, ça fait 12",
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and two pairs make 12",
        id="fifteens-and-two-pairs",
    ),
    pytest.param(
        "KH KS 4D 4C 8H", False, "deux paires, ça fait 4", "two pairs make 4", id="two-pairs"
    ),
    pytest.param(
        "AH 2S 3D 9C 9H",
        False,
        "quinze 2, quinze 4, une paire et une suite de 3, ça fait 9",
        "fifteen 2, fifteen 4, a pair and a run of 3 makes 9",
        id="pair-and-run",
    ),
    pytest.param(
        "5H KS 2D 4C 8H", False, "quinze 2, quinze 4", "fifteen 2, fifteen 4", id="fifteens-only"
    ),
    pytest.param(
        "7H 7S 7D 8C AH",
        False,
        "quinze 2, quinze 4, quinze 6, quinze 8, quinze 10, quinze 12 et un brelan, ça fait 18",
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8, fifteen 10, fifteen 12 and a pair "
        "royal makes 18",
        id="pair-royal",
    ),
    pytest.param(
        "2H 3H 4H JH 5H",
        False,
        "quinze 2, quinze 4, une suite de 4, un flush de 5 et un pour le valet, ça fait 14",
        "fifteen 2, fifteen 4, a run of 4, a flush for 5 and one for his nobs makes 14",
        id="run-flush-nobs",
    ),
]


@pytest.mark.parametrize(("cards", "crib", "expected_fr", "expected_en"), CALLS)
def test_called_count_text(
    fr: Translator, en: Translator, cards: str, crib: bool, expected_fr: str, expected_en: str
) -> None:
    score = _score(cards, crib=crib)
    assert render.called_count_text(score, fr) == expected_fr
    assert render.called_count_text(score, en) == expected_en


@pytest.mark.parametrize(("cards", "crib"), [p.values[:2] for p in CALLS])
def test_called_count_ends_with_the_total(tr: Translator, cards: str, crib: bool) -> None:
    """Several calls end with the total; a single call states it (its points or fifteen 2)."""
    score = _score(cards, crib=crib)
    text = render.called_count_text(score, tr)
    numbers = re.findall(r"\d+", text)
    if len(called_count(score)) > 1:
        assert numbers[-1] == tr.number(score.total)
    elif score.total:
        assert tr.number(score.total) in numbers
    assert "<" not in text and "&" not in text  # safe in Telegram HTML as is


def test_call_text_renders_each_call(fr: Translator, en: Translator) -> None:
    calls = called_count(_score("8H 7S 7D 6C 2S"))
    assert [render.call_text(c, fr) for c in calls] == [
        "quinze 2",
        "quinze 4",
        "quinze 6",
        "quinze 8",
        "une double suite 8",
    ]
    assert render.call_text(calls[-1], en) == "a double run for 8"


# -- Breakdown -------------------------------------------------------------------------------

BREAKDOWNS = [
    pytest.param(
        "8H 7S 7D 6C 2S",
        [
            "quinze\u00a0: 7♦ 8♥ (2 points)",
            "quinze\u00a0: 7♠ 8♥ (2 points)",
            "quinze\u00a0: 2♠ 6♣ 7♦ (2 points)",
            "quinze\u00a0: 2♠ 6♣ 7♠ (2 points)",
            "double suite de 3\u00a0: 6♣ 7♦ 7♠ 8♥ (8 points = 2 suites de 3 + 1 paire)",
        ],
        [
            "fifteen: 7♦ 8♥ (2 points)",
            "fifteen: 7♠ 8♥ (2 points)",
            "fifteen: 2♠ 6♣ 7♦ (2 points)",
            "fifteen: 2♠ 6♣ 7♠ (2 points)",
            "double run of 3: 6♣ 7♦ 7♠ 8♥ (8 points = 2 runs of 3 + 1 pair)",
        ],
        id="8-7-7-6-2",
    ),
    pytest.param(
        "5H 5D 5C JS 5S",
        [
            "quinze\u00a0: 5♣ V♠ (2 points)",
            "quinze\u00a0: 5♦ V♠ (2 points)",
            "quinze\u00a0: 5♥ V♠ (2 points)",
            "quinze\u00a0: 5♠ V♠ (2 points)",
            "quinze\u00a0: 5♣ 5♦ 5♥ (2 points)",
            "quinze\u00a0: 5♣ 5♦ 5♠ (2 points)",
            "quinze\u00a0: 5♣ 5♥ 5♠ (2 points)",
            "quinze\u00a0: 5♦ 5♥ 5♠ (2 points)",
            "carré\u00a0: 5♣ 5♦ 5♥ 5♠ (12 points)",
            "un pour le valet\u00a0: V♠ (1 point)",
        ],
        [
            "fifteen: 5♣ J♠ (2 points)",
            "fifteen: 5♦ J♠ (2 points)",
            "fifteen: 5♥ J♠ (2 points)",
            "fifteen: 5♠ J♠ (2 points)",
            "fifteen: 5♣ 5♦ 5♥ (2 points)",
            "fifteen: 5♣ 5♦ 5♠ (2 points)",
            "fifteen: 5♣ 5♥ 5♠ (2 points)",
            "fifteen: 5♦ 5♥ 5♠ (2 points)",
            "double pair royal: 5♣ 5♦ 5♥ 5♠ (12 points)",
            "his nobs: J♠ (1 point)",
        ],
        id="29",
    ),
    pytest.param(
        "3H 3S 4D 4C 5H",
        [
            "quinze\u00a0: 3♥ 3♠ 4♣ 5♥ (2 points)",
            "quinze\u00a0: 3♥ 3♠ 4♦ 5♥ (2 points)",
            "double double suite\u00a0: 3♥ 3♠ 4♣ 4♦ 5♥ (16 points = 4 suites de 3 + 2 paires)",
        ],
        [
            "fifteen: 3♥ 3♠ 4♣ 5♥ (2 points)",
            "fifteen: 3♥ 3♠ 4♦ 5♥ (2 points)",
            "double double run: 3♥ 3♠ 4♣ 4♦ 5♥ (16 points = 4 runs of 3 + 2 pairs)",
        ],
        id="double-double-run",
    ),
    pytest.param(
        "3H 3S 3D 4C 5H",
        [
            "quinze\u00a0: 3♦ 3♥ 4♣ 5♥ (2 points)",
            "quinze\u00a0: 3♦ 3♠ 4♣ 5♥ (2 points)",
            "quinze\u00a0: 3♥ 3♠ 4♣ 5♥ (2 points)",
            "triple suite\u00a0: 3♦ 3♥ 3♠ 4♣ 5♥ (15 points = 3 suites de 3 + 1 brelan)",
        ],
        [
            "fifteen: 3♦ 3♥ 4♣ 5♥ (2 points)",
            "fifteen: 3♦ 3♠ 4♣ 5♥ (2 points)",
            "fifteen: 3♥ 3♠ 4♣ 5♥ (2 points)",
            "triple run: 3♦ 3♥ 3♠ 4♣ 5♥ (15 points = 3 runs of 3 + 1 pair royal)",
        ],
        id="triple-run",
    ),
    pytest.param(
        "2H 3H 4H JH 5H",
        [
            "quinze\u00a0: 5♥ V♥ (2 points)",
            "quinze\u00a0: 2♥ 3♥ V♥ (2 points)",
            "suite de 4\u00a0: 2♥ 3♥ 4♥ 5♥ (4 points)",
            "flush\u00a0: 2♥ 3♥ 4♥ V♥ 5♥ (5 points)",
            "un pour le valet\u00a0: V♥ (1 point)",
        ],
        [
            "fifteen: 5♥ J♥ (2 points)",
            "fifteen: 2♥ 3♥ J♥ (2 points)",
            "run of 4: 2♥ 3♥ 4♥ 5♥ (4 points)",
            "flush: 2♥ 3♥ 4♥ J♥ 5♥ (5 points)",
            "his nobs: J♥ (1 point)",
        ],
        id="run-flush-nobs",
    ),
    pytest.param("2H 4S 6D 8C KS", [], [], id="zero"),
]


@pytest.mark.parametrize(("cards", "expected_fr", "expected_en"), BREAKDOWNS)
def test_breakdown_lines(
    fr: Translator, en: Translator, cards: str, expected_fr: list[str], expected_en: list[str]
) -> None:
    score = _score(cards)
    assert render.breakdown_lines(score, fr) == expected_fr
    assert render.breakdown_lines(score, en) == expected_en


# -- Calls in the play (pegging) -------------------------------------------------------------


def _combo(kind: Kind, cards: str, pts: int) -> Combo:
    return Combo(kind, tuple(parse_cards(cards)), pts)


PLAY_CALLS = [
    pytest.param([_combo(Kind.FIFTEEN, "8H 7S", 2)], "quinze 2", "fifteen 2", id="fifteen"),
    pytest.param(
        [_combo(Kind.THIRTY_ONE, "KH QS AD", 2)],
        "trente et un pour 2",
        "thirty-one for 2",
        id="thirty-one",
    ),
    pytest.param(
        [_combo(Kind.PAIR, "4C 4H", 2)], "une paire, ça fait 2", "a pair makes 2", id="pair"
    ),
    pytest.param(
        [_combo(Kind.PAIR_ROYAL, "4C 4H 4S", 6)],
        "un brelan, ça fait 6",
        "a pair royal makes 6",
        id="pair-royal",
    ),
    pytest.param(
        [_combo(Kind.DOUBLE_PAIR_ROYAL, "4C 4H 4S 4D", 12)],
        "un carré, ça fait 12",
        "a double pair royal makes 12",
        id="double-pair-royal",
    ),
    pytest.param(
        [_combo(Kind.RUN, "9H 6S 8D 7C", 4)],
        "une suite de 4, ça fait 4",
        "a run of 4 makes 4",
        id="run-of-4",
    ),
    pytest.param(
        [_combo(Kind.RUN, "4H 5S 6D", 3), _combo(Kind.FIFTEEN, "4H 5S 6D", 2)],
        "quinze 2 et une suite de 3, ça fait 5",
        "fifteen 2 and a run of 3 makes 5",
        id="fifteen-called-first",
    ),
    pytest.param([_combo(Kind.GO, "3H", 1)], "un pour le go", "one for the go", id="go"),
    pytest.param(
        [_combo(Kind.LAST_CARD, "3H", 1)],
        "un pour la dernière carte",
        "one for last",
        id="last-card",
    ),
    pytest.param(
        [_combo(Kind.HEELS, "JH", 2)], "deux pour le valet", "two for his heels", id="his-heels"
    ),
    pytest.param([], "", "", id="nothing"),
]


@pytest.mark.parametrize(("combos", "expected_fr", "expected_en"), PLAY_CALLS)
def test_play_call_text(
    fr: Translator, en: Translator, combos: list[Combo], expected_fr: str, expected_en: str
) -> None:
    score = Score(tuple(combos))
    assert (render.play_call_text(score, fr), render.play_call_text(score, en)) == (
        expected_fr,
        expected_en,
    )


@pytest.mark.parametrize(
    ("pile", "expected_fr", "expected_en"),
    [
        pytest.param(
            "5H 5S 5D",
            "quinze 2 et un brelan, ça fait 8",
            "fifteen 2 and a pair royal makes 8",
            id="fifteen-and-pair-royal",
        ),
        pytest.param(
            "KH 5S 8D 4C 4H",
            "trente et un pour 2 et une paire, ça fait 4",
            "thirty-one for 2 and a pair makes 4",
            id="thirty-one-and-pair",
        ),
        pytest.param("8H 7S 7D", "une paire, ça fait 2", "a pair makes 2", id="pair-after-fifteen"),
    ],
)
def test_play_call_text_from_the_pegging_engine(
    fr: Translator, en: Translator, pile: str, expected_fr: str, expected_en: str
) -> None:
    from bot.engine.pegging import score_play

    score = score_play(parse_cards(pile))
    assert (render.play_call_text(score, fr), render.play_call_text(score, en)) == (
        expected_fr,
        expected_en,
    )


NNBSP = "\u202f"
"""The narrow no-break space Babel (CLDR) puts before AM and PM."""


@pytest.mark.parametrize(
    ("hhmm", "fr", "en"),
    [
        ("19:30", "19\u00a0h\u00a030", f"7:30{NNBSP}PM"),
        ("19:00", "19\u00a0h", f"7:00{NNBSP}PM"),
        ("07:05", "7\u00a0h\u00a005", f"7:05{NNBSP}AM"),
        # « 0 h » and "12:00 AM": a player stopped to count; midnight and noon by name (CLDR).
        ("00:00", "minuit", "midnight"),
        ("12:00", "midi", "noon"),
        ("00:30", "0\u00a0h\u00a030", f"12:30{NNBSP}AM"),
        ("12:05", "12\u00a0h\u00a005", f"12:05{NNBSP}PM"),
        ("23:59", "23\u00a0h\u00a059", f"11:59{NNBSP}PM"),
        ("01:00", "1\u00a0h", f"1:00{NNBSP}AM"),
    ],
)
def test_times_of_day_as_each_language_writes_them(hhmm: str, fr: str, en: str) -> None:
    """French as the OQLF writes it; English by Babel for the English locale (12-hour clock,
    as an English-speaking Canadian reads it); midnight and noon as they are said."""
    i18n = I18n.load()
    assert render.clock(hhmm, i18n.translator("fr")) == fr
    assert render.clock(hhmm, i18n.translator("en")) == en
    assert render.clock(time.fromisoformat(hhmm), i18n.translator("en")) == en


@pytest.mark.parametrize("lang", LANGUAGES)
def test_times_shown_are_read_back(lang: str) -> None:
    """Every minute of the day, as the bot writes it, is read back as that minute: a player
    who types what they were shown gets it (the English form from Babel, the French one)."""
    tr = I18n.load().translator(lang)
    for minutes in range(24 * 60):
        moment = time(minutes // 60, minutes % 60)
        assert parse_clock(render.clock(moment, tr)) == moment


def test_clock_keeps_text_that_is_not_a_time() -> None:
    assert render.clock("soon", I18n.load().translator("en")) == "soon"


# -- Texts kept once written -----------------------------------------------------------------


def test_kept_texts_are_those_written_afresh_in_each_language(
    fr: Translator, en: Translator
) -> None:
    """Cards, points, names and calls are written once per translator and kept: read again,
    in both languages interleaved, they are what writing them afresh gives."""
    calls = [(kind, pts, total) for kind in Kind for pts in (1, 2, 8) for total in (2, 12, 29)]
    for _ in range(2):
        for tr in (fr, en):
            for card in new_deck():
                assert (
                    render.card(card, tr)
                    == render.rank_text(card.rank, tr) + render.SUIT_SYMBOLS[card.suit]
                )
            for n in range(-2, 40):
                assert render.points(n, tr) == tr.ngettext("{n} point", "{n} points", n).format(
                    n=tr.number(n)
                )
            for kind in Kind:
                for n in (0, 1, 2, 5):
                    assert render.kind_name(kind, tr, n) == render._kind_name.__wrapped__(
                        kind, tr, n
                    )
            for kind, pts, total in calls:
                assert render._call(kind, pts, total, tr) == render._call.__wrapped__(
                    kind, pts, total, tr
                )
    assert render.card(Card(11, C), fr) == "V♣" and render.card(Card(11, C), en) == "J♣"
    assert render.points(0, fr) == "0 point" and render.points(0, en) == "0 points"


# -- Dates -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("day", "style", "fr", "en"),
    [
        (date(2026, 11, 1), "medium", "1er nov. 2026", "Nov 1, 2026"),
        (date(2026, 11, 2), "medium", "2 nov. 2026", "Nov 2, 2026"),
        (date(2026, 11, 11), "medium", "11 nov. 2026", "Nov 11, 2026"),
        (date(2026, 11, 21), "medium", "21 nov. 2026", "Nov 21, 2026"),
        (date(2026, 11, 30), "medium", "30 nov. 2026", "Nov 30, 2026"),
        (date(2027, 1, 1), "medium", "1er janv. 2027", "Jan 1, 2027"),
        (date(2026, 11, 1), "full", "dimanche 1er novembre 2026", "Sunday, November 1, 2026"),
        (date(2026, 11, 10), "full", "mardi 10 novembre 2026", "Tuesday, November 10, 2026"),
        (date(2026, 12, 1), "d MMMM", "1er décembre", "1 December"),
        (date(2026, 12, 31), "d MMMM", "31 décembre", "31 December"),
        (date(2026, 12, 1), "MMM d", "déc. 1er", "Dec 1"),
    ],
)
def test_dates_write_the_first_of_the_month_as_french_does(
    i18n: I18n, day: date, style: str, fr: str, en: str
) -> None:
    """French writes the first day of a month « 1er » (OQLF), every other day as a number;
    English keeps Babel's figures."""
    assert i18n.translator("fr").date(day, style) == fr
    assert i18n.translator("en").date(day, style) == en


def test_words_day_and_tournament_day_say_1er(i18n: I18n) -> None:
    """The other date writers go through the same helper (the /defi example day is a 1st)."""
    fr = i18n.translator("fr")
    assert daily_view.words_day(date(2026, 11, 1), fr) == "1er novembre"
    assert tournament_view.day(date(2026, 11, 1), fr) == "dimanche 1er novembre 2026"
    assert daily_view.words_day(date(2026, 11, 1), i18n.translator("en")) == "Nov 1"


@pytest.mark.parametrize(
    ("day", "fr", "en"),
    [
        (date(2026, 12, 5), "samedi 5 décembre", "Saturday, December 5"),
        (date(2026, 11, 1), "dimanche 1er novembre", "Sunday, November 1"),
        (date(2026, 11, 29), "dimanche 29 novembre", "Sunday, November 29"),
        (date(2027, 1, 1), "vendredi 1er janvier", "Friday, January 1"),
    ],
)
def test_a_day_in_words_has_its_weekday_and_month_and_no_year(
    i18n: I18n, day: date, fr: str, en: str
) -> None:
    """/fuseau's « 18 h 35 le 29 nov. 2026 » was a date to decode: « le dimanche 29 novembre »,
    "Sunday, November 29", the language's full date (Babel) without its year."""
    assert i18n.translator("fr").day(day) == fr
    assert i18n.translator("en").day(day) == en
