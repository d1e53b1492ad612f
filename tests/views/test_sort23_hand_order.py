"""A game showed the hand as dealt (« Vos cartes : A♦ 3♣ 3♦ 2♦ 6♠ 2♣ »), where a club player
holds and reads one by rank (A 2 2 3 3 6): every place a game shows a player's own hand or a
show lists it in one order, `hand_order` (by rank, then ♣ ♦ ♥ ♠): /jouer's lines, buttons and
picture, the show's hand and crib, a member's private steps, and the Mini App's tiles; a
lay-away button still names the card it shows (the hand stays stored as dealt)."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import TypedMove, step_cards
from bot.drills.table_show import accept, count
from bot.drills.table_state import PLAYER_SEAT, Seat, Step, Table, Waiting
from bot.drills.table_turn import show_cards
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card, hand_order
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.i18n import I18n, Translator, render
from bot.views import table as table_view
from bot.views import table_keys
from bot.views.members import Names
from bot.views.members_private import (
    did_line,
    private_count_lines,
    private_lay_away_lines,
    private_play_lines,
)
from bot.views.members_words import laid_note
from bot.views.table_replies import not_held_note
from bot.webapp import table as webapp_table

I18N = I18n.load()
YOUR_CARDS = {"fr": "Vos cartes\u00a0: ", "en": "Your cards: "}


def test_hand_order_is_by_rank_then_clubs_diamonds_hearts_spades() -> None:
    dealt = parse_cards("AD 3C 3D 2D 6S 2C")
    assert hand_order(dealt) == tuple(parse_cards("AD 2C 2D 3C 3D 6S"))
    assert hand_order(parse_cards("KS KH KD KC")) == tuple(parse_cards("KC KD KH KS"))
    assert hand_order(parse_cards("10H AS QC")) == tuple(parse_cards("AS 10H QC"))


def _table() -> tuple[Table, Waiting, random.Random]:
    """A game whose first hand comes unsorted (so every check below can fail)."""
    rng = random.Random(23)
    table = new_table(rng, "sort23", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[PLAYER_SEAT]
    assert tuple(hand) != hand_order(hand)
    return table, waiting, rng


def _step_text(table: Table, waiting: Waiting, tr: Translator) -> str:
    about, ask = table_view.waiting_parts(table, waiting, tr, chat=True)
    return "\n".join([*about, *ask])


def _text(cards: tuple[Card, ...] | list[Card], tr: Translator) -> str:
    return render.cards(hand_order(cards), tr)


def _lay_away(table: Table, waiting: Waiting, tr: Translator, lang: str) -> None:
    hand = table.deal.hands[PLAYER_SEAT]
    line = YOUR_CARDS[lang] + _text(hand, tr)
    assert line in "\n".join(table_view.lay_away_lines(table, tr))
    assert line in "\n".join(private_lay_away_lines(table, 0, Names(("Marie", "Bob")), tr))
    rows = table_keys.step_rows(table, waiting, lambda a: a, tr)
    assert rows is not None
    buttons = rows[0] + rows[1]
    assert [label for label, _ in buttons] == [render.card(c, tr) for c in hand_order(hand)]
    for label, action in buttons:  # each button taps the card it shows
        assert render.card(hand[int(action[1:])], tr) == label
    assert step_cards(table, waiting)[0] == hand_order(hand)
    tiles = [tile["card"] for tile in webapp_table._hand(table, waiting, tr)]
    assert tiles == [str(c) for c in hand_order(hand)]


def _play(table: Table, waiting: Waiting, tr: Translator, lang: str) -> None:
    held = table.deal.held(PLAYER_SEAT)
    line = YOUR_CARDS[lang] + _text(held, tr)
    assert line in _step_text(table, waiting, tr)
    assert line in "\n".join(private_play_lines(table, 0, tr))
    rows = table_keys.step_rows(table, waiting, lambda a: a, tr)
    assert rows == [[(render.card(c, tr), f"c{c}") for c in hand_order(waiting.legal)]]
    assert step_cards(table, waiting)[0] == hand_order(held)
    tiles = [tile["card"] for tile in webapp_table._hand(table, waiting, tr)]
    assert tiles == [str(c) for c in hand_order(held)]


def _shown(table: Table, waiting: Waiting, cards: tuple[Card, ...], tr: Translator) -> None:
    text = _text(cards, tr) + ", "
    assert text in _step_text(table, waiting, tr)
    if waiting.step is Step.COUNT:
        lines = private_count_lines(table, 0, waiting.what or "hand", tr)
        assert text in "\n".join(lines)
    assert step_cards(table, waiting)[0] == hand_order(cards)
    tiles = [tile["card"] for tile in webapp_table._shown(table, waiting, tr)]
    assert tiles[:-1] == [str(c) for c in hand_order(cards)]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_game_shows_every_hand_by_rank(lang: str) -> None:
    tr = I18N.translator(lang)
    table, waiting, rng = _table()
    seen: set[Step] = set()
    unsorted_shows = 0
    for _ in range(120):
        seen.add(waiting.step)
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            _lay_away(table, waiting, tr, lang)
            lay_away_cards(table, 0, deal.hands[PLAYER_SEAT][:2])
        elif waiting.step is Step.PLAY:
            _play(table, waiting, tr, lang)
            lay_card(table, 0, waiting.legal[-1])
        elif waiting.step is Step.COUNT:
            cards = show_cards(deal, 0, waiting.what or "hand")
            unsorted_shows += cards != hand_order(cards)
            _shown(table, waiting, cards, tr)
            assert deal.starter is not None
            crib = waiting.what == "crib"
            count(table, 0, hand_points(cards, deal.starter, crib=crib))
        elif waiting.step is Step.VERDICT:
            assert deal.call is not None
            unsorted_shows += deal.call.cards != hand_order(deal.call.cards)
            _shown(table, waiting, tuple(deal.call.cards), tr)
            accept(table, 0)
        else:
            break
        following = advance(table, rng)
        if following is None:
            break
        waiting = following
    assert {Step.LAY_AWAY, Step.PLAY, Step.COUNT, Step.VERDICT} <= seen
    assert unsorted_shows  # some show came unsorted: its check could fail


@pytest.mark.parametrize(
    ("lang", "laid", "not_held"),
    [
        ("fr", "Cartes écartées\u00a0: A♦ D♥", "Vous n'avez pas"),
        ("en", "Laid away: A♦ Q♥", "You do not hold"),
    ],
)
def test_the_cards_laid_away_and_the_hand_of_a_refusal_by_rank(
    lang: str, laid: str, not_held: str
) -> None:
    tr = I18N.translator(lang)
    move = TypedMove(Step.LAY_AWAY, 0, tuple(parse_cards("QH AD")))
    assert laid_note(move, tr) == laid
    assert render.cards(parse_cards("AD QH"), tr) + "." in did_line(move, tr)
    held = parse_cards("QH 5S AD 5C")
    note = not_held_note(parse_cards("KS"), held, tr)
    assert note.startswith(not_held) and note.endswith(render.cards(hand_order(held), tr) + ".")
