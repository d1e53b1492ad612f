"""Lines written once in the views and said in several places: a place on a board, points for
and against, a table of a round, the cards of a /score lookup, the pile of the play."""

from __future__ import annotations

from random import Random

import pytest

from bot.drills.answer_words import AnswerError, AnswerErrorReason
from bot.drills.answers import parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.peg_calls import parse_peg_call
from bot.drills.referee import judge
from bot.drills.table import new_table
from bot.drills.table_state import Deal as TableDeal
from bot.drills.table_state import PlayEntry, Seat, ShowRecord, What
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.cards import Card, card_value
from bot.engine.pegging import Go, Reset
from bot.engine.show import Combo, Kind
from bot.engine.variants import Rules
from bot.i18n import I18n, Translator
from bot.views import (
    calls_unread,
    club,
    members_deal,
    members_private,
    night,
    peg,
    show,
    table,
    table_show,
)
from bot.views import referee as referee_view
from bot.views.markup import esc
from bot.views.members import Names


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
    ("lang", "table", "bye", "team_bye"),
    [
        ("fr", "Table 3\u00a0: Rita contre Marc", "Exempt\u00a0: Rita",
         "Exempts\u00a0: Rita et Marc"),
        ("en", "Table 3: Rita against Marc", "Bye: Rita", "Bye: Rita and Marc"),
    ],
)  # fmt: skip
def test_pairing_text_a_table_or_a_bye(
    i18n: I18n, lang: str, table: str, bye: str, team_bye: str
) -> None:
    """A team's bye was worded as one player's: « Exempt : Rita et Marc »."""
    tr = tr_of(i18n, lang)
    assert night.pairing_text(3, "Rita", "Marc", tr) == table
    assert night.pairing_text(0, "Rita", None, tr) == bye
    team = night.side_name(("r", "m"), {"r": "Rita", "m": "Marc"}, tr)
    assert night.pairing_text(0, team, None, tr, players=2) == team_bye


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", [DrillKind.HAND, DrillKind.CRIB])
def test_score_lookup_and_referee_open_with_the_same_cards(
    i18n: I18n, lang: str, kind: DrillKind
) -> None:
    tr = tr_of(i18n, lang)
    deal = Deal(kind, tuple(parse_cards("5H 5D JC 4S")), parse_card("6S"), True)
    head = referee_view.cards_lines(deal, tr)
    assert len(head) == 2
    lookup = show.score_text(deal, deal.score(), tr).split("\n")
    referee = referee_view.referee_html(deal, judge(deal.score(), "12"), tr).split("\n")
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


SHOWN: list[tuple[str, int, What, tuple[str, str, str], str]] = [
    ("fr", 0, "hand", ("Votre main", "Main de A&lt;&amp;&gt;B", "Votre main"), "4♠ 5♦ 5♥ V♣"),
    ("fr", 1, "crib", ("Mon crib", "Crib de Rita", "Votre crib"), "A♥ 2♣ 6♠ R♦"),
    ("en", 0, "hand", ("Your hand", "A&lt;&amp;&gt;B's hand", "Your hand"), "4♠ 5♦ 5♥ J♣"),
    ("en", 1, "crib", ("My crib", "Rita's crib", "Your crib"), "A♥ 2♣ 6♠ K♦"),
]


@pytest.mark.parametrize(("lang", "seat", "what", "titles", "cards"), SHOWN)
def test_a_show_says_its_cards_and_the_starter_alike_everywhere(
    i18n: I18n, lang: str, seat: int, what: What, titles: tuple[str, str, str], cards: str
) -> None:
    """The cards of a show at the bot's table, in a club table's group (the member's name
    escaped) and in a member's private count: one line, only its title told apart."""
    tr = tr_of(i18n, lang)
    hands = [parse_cards("5H 5D JC 4S 6S KD"), parse_cards("AH 2C 3D 7S 8S 9H")]
    discards: list[list[Card] | None] = [parse_cards("6S KD"), parse_cards("AH 2C")]
    deal = TableDeal(0, hands, [], [0, 0], [0, 0], discards, starter=parse_card("5C"))
    game = new_table(Random(0), "g", Rules(), [Seat(1), Seat(2)], first_dealer=0)
    game.deals.append(deal)
    names = Names(("A<&>B", "Rita"))
    said = (
        table_show.show_cards_line(deal, seat, what, tr),
        members_deal.show_cards_line(deal, ShowRecord(seat, what, (), 0, 0, 0), names, tr),
        members_private.private_count_lines(game, seat, what, tr)[0],
    )
    rest = f"\u00a0: {cards}, carte de départ 5♣" if lang == "fr" else f": {cards}, starter 5♣"
    assert said == tuple(title + rest for title in titles)


@pytest.mark.parametrize(
    ("lang", "reason", "said"),
    [
        ("fr", AnswerErrorReason.NEGATIVE, "Un compte n'est jamais négatif."),
        ("en", AnswerErrorReason.TOO_LARGE, "A hand or a crib makes 29 points at most."),
        ("en", AnswerErrorReason.UNKNOWN_WORD, "I don't know the word “&lt;b&gt;”. Count with"),
    ],
)
def test_a_count_not_read_is_explained_alike_in_a_drill_and_by_the_referee(
    i18n: I18n, lang: str, reason: AnswerErrorReason, said: str
) -> None:
    """The drills' hint (HTML, the token escaped) and the referee's line (plain) say these
    reasons in the same words; a negative count, and one past 29 (« 30 » got « Une main ou un
    crib fait au plus 29 points. » and nothing of what to send), get the drills' hint after
    it."""
    tr = tr_of(i18n, lang)
    error = AnswerError(reason, "<b>")
    hint = show.answer_error(AnswerError(AnswerErrorReason.EMPTY), tr)
    drill = show.answer_error(error, tr)
    assert drill.startswith(said)
    tail = " " + hint if reason in (AnswerErrorReason.NEGATIVE, AnswerErrorReason.TOO_LARGE) else ""
    assert drill == esc(calls_unread.error_text(error, tr)) + tail


GO_KINDS = (Kind.GO, Kind.LAST_CARD)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_barred_go_and_a_new_count_are_said_alike_at_every_table(i18n: I18n, lang: str) -> None:
    """Against the bot and at a club table, whoever played: the FADOQ rule barring a go or
    the last card, and the count starting again; a go that pegs names who pegs it."""
    tr = tr_of(i18n, lang)
    names = Names(("A<&>B", "Rita"))
    five = parse_card("5H")
    barred = [Go(seat, 0, Combo(kind, (five,), 1), True) for seat in (0, 1) for kind in GO_KINDS]
    for event in [*barred, Reset(31, 0), Reset(12, 1)]:
        said = table.said_alike_line(event, 116, tr)
        assert said == table.event_line(event, 116, tr)
        assert said == members_deal.event_line(event, names, 116, tr)
    assert table.said_alike_line(Reset(31, 0), 116, tr) == (
        "<i>Le compte repart de 0.</i>" if lang == "fr" else "<i>The count starts again from 0.</i>"
    )
    assert "FADOQ" in str(table.said_alike_line(barred[0], 116, tr))
    pegged = Go(1, 1, Combo(Kind.GO, (five,), 1))
    assert table.said_alike_line(pegged, 116, tr) is None
    assert "Rita" in str(members_deal.event_line(pegged, names, 116, tr))


@pytest.mark.parametrize("typed", ["5♥", "V♠ 5♥", "5♥\ufe0f", "5C", "10h", "10♥ 5"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cards_typed_as_a_count_are_told_the_points_are_wanted(
    i18n: I18n, lang: str, typed: str
) -> None:
    """« 5♥ » typed for a count was « Je ne connais pas le mot « ♥ » » (a suit symbol is not
    a word); cards typed where the points are asked are told so, in a drill, by the referee
    and in /jeu compte."""
    tr = tr_of(i18n, lang)
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    said = {
        "fr": "Ce sont des cartes\u00a0: envoyez les points qu'elles font, un nombre comme 12,",
        "en": "Those are cards: send the points they make, a number like 12,",
    }[lang]
    assert show.answer_error(caught.value, tr).startswith(esc(said))
    assert calls_unread.error_text(caught.value, tr).startswith(said)
    if not typed[0].isdigit():
        return  # /jeu compte reads a lone « V » as a word first
    with pytest.raises(AnswerError) as peg_caught:
        parse_peg_call(typed)
    assert peg.call_error(peg_caught.value, tr).startswith(said.split(":")[0].rstrip("\u00a0"))


@pytest.mark.parametrize("typed", ["bla", "VP"])
def test_words_are_not_taken_for_cards(i18n: I18n, typed: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert not calls_unread.typed_cards(caught.value)


@pytest.mark.parametrize(
    "typed",
    ["VP 5C", "vp rk", "JS QH", "as de pique et roi de cœur", "VP, 5C 5K", "5 de cœur"],
)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cards_by_letter_code_typed_as_a_count_are_told_the_points_are_wanted(
    i18n: I18n, lang: str, typed: str
) -> None:
    """« VP 5C » for a count was « Je ne connais pas le mot « VP » », « 5 de cœur » « « cœur » :
    vouliez-vous dire « couleur »? »: a whole answer of cards is cards, however written. So
    too in /jeu compte, which said « Je ne connais pas le mot « vp » »."""
    tr = tr_of(i18n, lang)
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    said = {"fr": "Ce sont des cartes\u00a0: ", "en": "Those are cards: "}[lang]
    assert show.answer_error(caught.value, tr).startswith(esc(said))
    assert calls_unread.error_text(caught.value, tr).startswith(said)
    with pytest.raises(AnswerError) as peg_caught:
        parse_peg_call(typed)
    assert peg.call_error(peg_caught.value, tr).startswith(said)


@pytest.mark.parametrize("typed", ["as", "a", "as a", "as is", "VP bla", "AS", "VP", "12 ou 14"])
def test_an_answer_with_a_word_or_one_letter_code_is_not_taken_for_cards(typed: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert not calls_unread.typed_cards(caught.value)
