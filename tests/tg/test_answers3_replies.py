"""The replies to counts typed at /main and /crib (`bot.views.show`, `bot.views.calls`), read
as a club member reads them, in both languages."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import count_hand
from bot.drills.table_moves import count_said
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import Kind
from bot.i18n import I18n, Translator, render
from bot.views import calls as calls_view
from bot.views import calls_unread, show

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})
DEALT = parse_cards("AS 5C 7H JH 2H")


def fr() -> Translator:
    return I18n.load().translator("fr")


def refusal(text: str, tr: Translator) -> str:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    return show.answer_error(caught.value, tr, dealt=DEALT).translate(NB)


@pytest.mark.parametrize("text", ["as de pic", "As de pic, 5 de trèfle", "as de pics"])
def test_pic_is_spades_in_cards_typed_as_a_count(text: str) -> None:
    """« as de pic » (Québec for « as de pique ») was answered « Je ne connais pas le mot
    « pic » »: it is the ace of spades dealt, cards typed where points are asked."""
    assert refusal(text, fr()).startswith("Ce sont des cartes : envoyez les points")


def test_pic_is_spades_in_cards_not_dealt() -> None:
    reply = refusal("valet de pic", fr())
    assert reply.startswith("Ce ne sont pas les cartes données")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hint_calls_the_count_as_the_called_count_does(lang: str) -> None:
    """The hint said « quinze 2, quinze 4 et une paire fait 6 » while every count the bot
    calls says « …, ça fait 6 »: the example is said the same way, and reads as 6."""
    tr = I18n.load().translator(lang)
    called = render.join_calls([(Kind.FIFTEEN, 2, 2), (Kind.FIFTEEN, 2, 4), (Kind.PAIR, 2, 6)], tr)
    assert calls_unread.example_call(tr) == called
    assert parse_answer(calls_unread.example_call(tr)).total == 6
    assert called in refusal("xyz", tr)


@pytest.mark.parametrize(
    ("lang", "muggins", "head"),
    [
        ("fr", True, "19, c'est-à-dire zéro, mais ça fait 5 points : je prends les points oubliés"),
        ("fr", False, "19, c'est-à-dire zéro, mais ça fait 5 points : les 5 points oubliés"),
        ("en", True, "19, that is zero, but it makes 5 points: I take the points you missed"),
        ("en", False, "19, that is zero, but it makes 5 points: the 5 points you missed"),
    ],
)
def test_nineteen_is_said_back_as_the_player_meant_it(lang: str, muggins: bool, head: str) -> None:
    """« 19 » at /main was answered « Vous avez compté 0, ça fait 5 points », then « « Dix-neuf »
    annonce une main sans points : je l'ai lu comme 0. »: said back as /jouer says it."""
    tr = I18n.load().translator(lang)
    deal = Deal(DrillKind.HAND, tuple(parse_cards("AS 5C 7H JH")), parse_card("2H"), False)
    answer = parse_answer("19")
    counted = count_hand(deal, answer, in_game=False, muggins=muggins)
    lines = show.verdict(counted.grade, deal.score(), answer, tr, private=True, name="Rita")
    text = "\n".join(lines).translate(NB)
    assert head in lines[0].translate(NB)
    assert "0" not in lines[0].translate(NB).replace("10", "")
    assert "Dix-neuf" not in text and "Nineteen" not in text


def test_nineteen_on_a_zero_hand_is_right() -> None:
    tr = fr()
    deal = Deal(DrillKind.HAND, tuple(parse_cards("2S 4C 6H 8D")), parse_card("QH"), False)
    answer = parse_answer("dix-neuf")
    counted = count_hand(deal, answer, in_game=False)
    lines = show.verdict(counted.grade, deal.score(), answer, tr, private=True, name="Rita")
    assert "Exact : dix-neuf, comme on dit. Pas un seul point!" in lines[0].translate(NB)


def table_refusal(text: str, tr: Translator) -> str:
    """The reply to a count typed at /jouer's count step (the reader and reply shared)."""
    with pytest.raises(AnswerError) as caught:
        count_said(text)
    return show.answer_error(caught.value, tr).translate(NB)


BAD_POINTS = [
    ("paire 8", "Une paire vaut 2 points, pas 8.", "A pair is worth 2 points, not 8."),
    ("brelan 4", "Un brelan vaut 6 points, pas 4.", "A pair royal is worth 6 points, not 4."),
    (
        "carré 10",
        "Un carré vaut 12 points, pas 10.",
        "A double pair royal is worth 12 points, not 10.",
    ),
    (
        "suite 7",
        "Une suite vaut 3, 4 ou 5 points, un par carte, pas 7.",
        "A run is worth 3, 4 or 5 points, one per card, not 7.",
    ),
    (
        "double suite 9",
        "Une double suite vaut 8 ou 10 points, pas 9.",
        "A double run is worth 8 or 10 points, not 9.",
    ),
    (
        "triple suite 12",
        "Une triple suite vaut 15 points, pas 12.",
        "A triple run is worth 15 points, not 12.",
    ),
    (
        "double double suite 12",
        "Une double double suite vaut 16 points, pas 12.",
        "A double double run is worth 16 points, not 12.",
    ),
    ("flush 3", "Un flush vaut 4 ou 5 points, pas 3.", "A flush is worth 4 or 5 points, not 3."),
    (
        "valet 8",
        "Le valet de la couleur de la carte de départ vaut 1 point, pas 8.",
        "The jack of the starter's suit (his nobs) is worth 1 point, not 8.",
    ),
]


@pytest.mark.parametrize(("text", "french", "english"), BAD_POINTS, ids=[t for t, *_ in BAD_POINTS])
def test_a_part_worth_other_points_is_told_plainly(text: str, french: str, english: str) -> None:
    """A part said with points it can never be worth, at /jouer's count, was told « Points
    pour un pour le valet : 1, pas 8. »: each kind says what it is worth, in a sentence."""
    assert table_refusal(text, fr()) == french
    assert table_refusal(text, I18n.load().translator("en")) == english


OFF = [
    (
        "paire 5",
        "« paire 5 » ne tient pas : une paire vaut 2 points.",
        "“pair 5” looks off: a pair is worth 2 points.",
    ),
    (
        "valet 3",
        "« 3 pour le valet » ne tient pas : "
        "le valet de la couleur de la carte de départ vaut 1 point.",
        "“3 for his nobs” looks off: the jack of the starter's suit (his nobs) is worth 1 point.",
    ),
    (
        "suite 7",
        "« suite 7 » ne tient pas : une suite vaut 3, 4 ou 5 points, un par carte.",
        "“run 7” looks off: a run is worth 3, 4 or 5 points, one per card.",
    ),
]


@pytest.mark.parametrize(("text", "french", "english"), OFF, ids=[t for t, *_ in OFF])
def test_a_part_that_looks_off_says_what_it_is_worth(text: str, french: str, english: str) -> None:
    """At /main « valet 3 » read « « un pour le valet 3 » ne tient pas (un pour le valet :
    1 point). »: the part quoted as said, and what it is worth in a sentence."""
    for tr, line in ((fr(), french), (I18n.load().translator("en"), english)):
        assert calls_view.off_lines(parse_answer(text), tr)[0].translate(NB) == line
