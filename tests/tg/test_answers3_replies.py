"""The replies to counts typed at /main and /crib (`bot.views.show`, `bot.views.calls`), read
as a club member reads them, in both languages."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import count_hand
from bot.engine.cards import parse_card, parse_cards
from bot.engine.show import Kind
from bot.i18n import I18n, Translator, render
from bot.views import calls as calls_view
from bot.views import show

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
    assert calls_view.example_call(tr) == called
    assert parse_answer(calls_view.example_call(tr)).total == 6
    assert called in refusal("xyz", tr)


@pytest.mark.parametrize(
    ("lang", "muggins", "head"),
    [
        ("fr", True, "19, c'est-à-dire zéro, mais ça fait 5 points : je prends les 5 points"),
        ("fr", False, "19, c'est-à-dire zéro, mais ça fait 5 points : les 5 points oubliés"),
        ("en", True, "19, that is zero, but it makes 5 points: I take the 5 points"),
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
