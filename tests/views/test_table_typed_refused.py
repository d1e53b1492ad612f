"""`table_replies.typed_refused_line`: what /play says above the step shown again of a text
the step cannot take, by why the step refused it (cards not held, « go » too soon, a count
below mine at my count, « les deux 9 », no card, no count), read from the table as it stands
(it was written in the handler, `bot.tg.handlers.table.answer_text`)."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.table import advance, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import CountBelowMine, GoTyped, NotHeld
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views import table_replies as words

I18N = I18n.load()
FR = I18N.translator("fr")
EN = I18N.translator("en")


def _at_lay_away(muggins: bool = True) -> tuple[Table, Waiting]:
    rng = random.Random(39)
    table = new_table(rng, "r", Rules(muggins=muggins), [Seat(7), Seat(None, Level.EASY)])
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    return table, waiting


def test_cards_not_held_and_go_too_soon() -> None:
    table, waiting = _at_lay_away()
    held = table.deal.hands[0]
    stranger = next(c for c in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S") if c not in held)
    said = words.typed_refused_line(table, waiting, "x", NotHeld([stranger], held), EN)
    assert said.startswith("You do not hold "), said
    assert said == words.not_held_step_note([stranger], EN)
    said = words.typed_refused_line(table, waiting, "go", GoTyped(), FR)
    assert said.replace("\u00a0", " ").startswith("Vous pouvez encore jouer une carte"), said


def test_a_count_below_mine() -> None:
    table, waiting = _at_lay_away()
    said = words.typed_refused_line(table, waiting, "quinze 2", CountBelowMine(2, 4), EN)
    assert said.startswith("You count 2, I counted 4: muggins is only for points I missed."), said


def test_both_of_a_rank_not_held_twice() -> None:
    table, waiting = _at_lay_away()
    held = [card.rank for card in table.deal.hands[0]]
    rank = next(r for r in range(1, 14) if 2 <= r <= 10 and held.count(r) != 2)
    text = f"les deux {rank}"
    error = CardError(CardErrorReason.UNKNOWN_RANK, "les")
    said = words.typed_refused_line(table, waiting, text, error, FR)
    assert said == words.both_refused_line(table, waiting, text, FR) is not None
    assert said != words.card_refused_line(Step.LAY_AWAY, text, error, FR)


def test_no_card_and_no_count() -> None:
    table, waiting = _at_lay_away()
    unknown = CardError(CardErrorReason.UNKNOWN_RANK, "zz")
    said = words.typed_refused_line(table, waiting, "zz", unknown, EN)
    assert said == words.card_refused_line(Step.LAY_AWAY, "zz", unknown, EN)
    assert "zz" in said
    dont_know = AnswerError(AnswerErrorReason.DONT_KNOW, "je sais pas")
    said_with: dict[bool, str] = {}
    for muggins in (True, False):  # the table's own muggins rule
        table, waiting = _at_lay_away(muggins)
        at_count = replace(waiting, step=Step.COUNT)
        said = words.typed_refused_line(table, at_count, "je sais pas", dont_know, FR)
        assert said == words.count_refused_line(
            Step.COUNT, "je sais pas", dont_know, FR, muggins=muggins
        )
        said_with[muggins] = said
    assert said_with[True] != said_with[False]
