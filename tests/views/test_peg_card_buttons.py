"""/peg play's card buttons (`peg_replies.card_rows`) and a card typed instead of pressed
(`peg_play.typed_play_of`), read as the chat's handler uses them."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition
from bot.drills.peg_typed import PlayTyped, TypedPlay
from bot.engine.card_parsing import parse_card, parse_cards
from bot.i18n import I18n
from bot.views.peg_play import typed_play_of
from bot.views.peg_replies import card_buttons, card_rows, typed_play_refused_line

I18N = I18n.load()


def _position(hand: str, pile: str) -> PlayPosition:
    cards = parse_cards(pile) if pile else []
    return PlayPosition(
        tuple(parse_cards(hand)),
        tuple(cards),
        tuple(i % 2 == 1 for i in range(len(cards))),
        (),
        parse_card("2S"),
        2,
        False,
    )


def test_the_legal_cards_in_one_row_labelled_in_the_player_s_notation() -> None:
    position = _position("AC 3D 4H 5S", "")
    rows = card_rows(position, I18N.translator("fr"))
    assert [[card for _, card in row] for row in rows] == [list(parse_cards("AC 3D 4H 5S"))]
    assert [label for label, _ in rows[0]] == ["A♣", "3♦", "4♥", "5♠"]


def test_cards_past_31_get_no_button() -> None:
    position = _position("KC 3D", "10H 10S 5D")  # the count is 25: the king would pass 31
    assert card_rows(position, I18N.translator("en")) == [[("3♦", parse_card("3D"))]]


@pytest.mark.parametrize(("lang", "label"), [("en", "Go"), ("fr", "Go")])
def test_at_a_go_one_button_that_lays_nothing(lang: str, label: str) -> None:
    position = _position("KC QD", "10H 10S JD")  # 30: neither fits
    assert position.is_go
    assert card_rows(position, I18N.translator(lang)) == [[(label, None)]]


@pytest.mark.parametrize(
    ("lang", "text", "card"),
    [
        ("fr", "7T", "7C"),
        ("fr", "7 de trèfle", "7C"),
        ("en", "7C", "7C"),
        ("en", "seven of clubs", "7C"),
        ("fr", "quinze 2", None),
        ("en", "7C 8D", None),  # two cards: not one to lay
    ],
)
def test_a_card_typed_with_its_suit(lang: str, text: str, card: str | None) -> None:
    position = _position("7C 5H JD", "")
    said = typed_play_of(position, text, I18N.translator(lang))
    if card is None:
        assert said == TypedPlay(PlayTyped.NOTHING)
    else:
        assert said == TypedPlay(PlayTyped.LAY, parse_card(card))


@pytest.mark.parametrize(
    ("lang", "text", "card"),
    [
        ("fr", "5", "5H"),
        ("fr", "cinq", "5H"),
        ("fr", "le valet", "JD"),
        ("fr", "V", "JD"),
        ("fr", "5♥", "5H"),
        ("fr", "je joue le 5", "5H"),
        ("fr", "j'ai un valet", "JD"),
        ("en", "5", "5H"),
        ("en", "the jack", "JD"),
        ("en", "I play the 7", "7C"),
    ],
)
def test_a_card_typed_as_play_reads_it(lang: str, text: str, card: str) -> None:
    """« 5 », « le valet », « 5♥ » got « Touchez un des boutons de carte sous la question. »:
    read as /jouer reads them, a rank alone the card of it held."""
    position = _position("7C 5H JD", "")
    assert typed_play_of(position, text, I18N.translator(lang)) == TypedPlay(
        PlayTyped.LAY, parse_card(card)
    )


def test_a_card_not_held_a_rank_not_held_and_one_past_31() -> None:
    tr = I18N.translator("fr")
    position = _position("KC 3D", "10H 10S 5D")  # 25: the king would pass 31
    assert typed_play_of(position, "roi", tr) == TypedPlay(PlayTyped.PAST_31, parse_card("KC"))
    assert typed_play_of(position, "5♥", tr) == TypedPlay(PlayTyped.NOT_HELD, parse_card("5H"))
    said = typed_play_of(position, "7", tr)
    assert said.what is PlayTyped.RANK_NOT_HELD
    line = typed_play_refused_line(said, position, tr)
    assert line.startswith("Vous n'avez pas de «\u00a07\u00a0» parmi vos cartes."), line
    assert "Touchez un des boutons de carte" in line


def test_at_a_go_only_go_lays() -> None:
    tr = I18N.translator("fr")
    position = _position("KC QD", "10H 10S JD")  # 30: neither fits
    assert typed_play_of(position, "go", tr) == TypedPlay(PlayTyped.LAY)
    assert typed_play_of(position, "Passe!", tr) == TypedPlay(PlayTyped.LAY)
    assert typed_play_of(position, "roi", tr) == TypedPlay(PlayTyped.NOTHING)
    line = typed_play_refused_line(typed_play_of(position, "roi", tr), position, tr)
    assert "touchez «\u00a0Go\u00a0»" in line, line


def test_card_buttons_carry_the_question_and_the_card() -> None:
    """The keyboard's data, once made by the chat's handler (`peg.cards_keyboard`):
    `pp:<question id>:<card>`, `go` at a go."""
    tr = I18N.translator("fr")
    position = _position("KC 3D", "10H 10S 5D")
    assert card_buttons(12, position, tr) == [[("3♦", "pp:12:3D")]]
    assert card_buttons(12, _position("KC QD", "10H 10S JD"), tr) == [[("Go", "pp:12:go")]]
