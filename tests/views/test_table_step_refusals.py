"""What /play says of a text a step cannot take, of a number typed at my count and of « aide »
at a step (`bot.views.table_replies`: `card_refused_line`, `count_refused_line`,
`step_help_at`; `bot.views.table_verdict`: `verdict_read_lines`), read from the table as it
stands."""

from __future__ import annotations

import random

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_moves import Chatter, PlayCall, VerdictRead
from bot.drills.table_show import count
from bot.drills.table_state import Seat, Step, Table, Waiting
from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.i18n import I18n, card_input
from bot.views import show as show_view
from bot.views import table_replies as words
from bot.views import table_verdict as verdict_words

I18N = I18n.load()
FR = I18N.translator("fr")
EN = I18N.translator("en")


def _at_verdict() -> tuple[Table, Waiting]:
    """A game at my count (the player counted right before it)."""
    for seed in range(100):
        rng = random.Random(seed)
        table = new_table(rng, "v", Rules(muggins=True), [Seat(7), Seat(None, Level.EASY)])
        waiting = advance(table, rng)
        while waiting is not None and waiting.step is not Step.VERDICT:
            deal = table.deal
            if waiting.step is Step.LAY_AWAY:
                lay_away_cards(table, 0, deal.hands[0][:2])
            elif waiting.step is Step.PLAY:
                lay_card(table, 0, waiting.legal[-1])
            elif waiting.step is Step.COUNT:
                assert deal.starter is not None
                crib = waiting.what == "crib"
                held = deal.crib() if crib else deal.kept(0)
                count(table, 0, hand_points(held, deal.starter, crib=crib))
            else:
                break
            waiting = advance(table, rng)
        if waiting is not None and waiting.step is Step.VERDICT and table.deal.call is not None:
            return table, waiting
    raise AssertionError("no deal reaches my count")


def test_a_card_refused_answers_chatter_a_call_or_the_card_error() -> None:
    unknown = CardError(CardErrorReason.UNKNOWN_RANK, "bonjour")
    assert words.card_refused_line(Step.LAY_AWAY, "bonjour", unknown, FR) == words.chatter_line(
        Chatter.GREETING, Step.LAY_AWAY, FR
    )
    said = CardError(CardErrorReason.UNKNOWN_RANK, "quinze")
    assert words.card_refused_line(Step.PLAY, "quinze 2", said, FR) == words.play_call_line(
        PlayCall.COUNT, FR
    )
    muggins = CardError(CardErrorReason.UNKNOWN_RANK, "Muggins")
    line = words.card_refused_line(Step.PLAY, "Muggins!", muggins, EN, members=True)
    assert line == words.play_call_line(PlayCall.MUGGINS, EN, members=True)
    assert "opponent" in line
    typo = CardError(CardErrorReason.UNKNOWN_RANK, "<zz>")
    assert words.card_refused_line(Step.PLAY, "<zz>", typo, EN) == card_input.card_error(typo, EN)
    assert "<zz>" not in words.card_refused_line(Step.PLAY, "<zz>", typo, EN)  # escaped


@pytest.mark.parametrize(
    ("step", "reason", "expected"),
    [
        (
            Step.VERDICT,
            AnswerErrorReason.EMPTY,
            lambda: words.esc(verdict_words.verdict_typed_note(FR)),
        ),
        (
            Step.CLAIM,
            AnswerErrorReason.NOT_A_NUMBER,
            lambda: words.esc(verdict_words.claim_typed_note(FR)),
        ),
        (Step.COUNT, AnswerErrorReason.DONT_KNOW, lambda: words.dont_know_line(True, FR)),
    ],
)
def test_a_count_refused_says_what_the_step_asks(
    step: Step, reason: AnswerErrorReason, expected: object
) -> None:
    error = AnswerError(reason, "zut")
    assert callable(expected)
    assert words.count_refused_line(step, "zut", error, FR, muggins=True) == expected()


def test_a_count_refused_answers_chatter_first_else_why_it_does_not_read() -> None:
    error = AnswerError(AnswerErrorReason.NOT_A_NUMBER, "merci")
    assert words.count_refused_line(
        Step.VERDICT, "merci", error, FR, muggins=True
    ) == words.chatter_line(Chatter.THANKS, Step.VERDICT, FR)
    far = AnswerError(AnswerErrorReason.TOO_LARGE, "40", values=(40,))
    assert words.count_refused_line(
        Step.COUNT, "40", far, EN, muggins=False
    ) == show_view.answer_error(far, EN)


def test_a_number_at_my_count_is_said_as_read() -> None:
    table, waiting = _at_verdict()
    assert table.deal.call is not None
    claimed = table.deal.call.claimed
    said = claimed + 2
    count_of = verdict_words.verdict_read_lines(table, waiting, f"quinze {said}", EN)
    assert count_of == [verdict_words.verdict_read_line(VerdictRead.COUNT, said, claimed, EN)]
    assert verdict_words.verdict_read_lines(table, waiting, "deux", FR) == [
        verdict_words.verdict_read_line(VerdictRead.MISSED, 2, claimed, FR)
    ]
    assert verdict_words.verdict_read_lines(table, waiting, str(claimed), EN) == [
        f"You count {claimed}, as I did."
    ]  # my count said back: « oui, 4 »
    assert verdict_words.verdict_read_lines(table, waiting, "Muggins 2", FR) is None
    assert verdict_words.verdict_read_lines(table, Waiting(Step.CLAIM, 0), "2", FR) is None


def test_the_help_at_a_step_names_the_players_cards() -> None:
    table, _ = _at_verdict()
    rng = random.Random(3)
    fresh = new_table(rng, "h", Rules(), [Seat(7), Seat(None, Level.EASY)])
    lay_away = advance(fresh, rng)
    assert lay_away is not None
    help_text = words.step_help_at(fresh, lay_away, EN)
    assert help_text == words.step_help(
        lay_away,
        EN,
        lay_away=2,
        dealer=fresh.deal.dealer == 0,
        hand=fresh.deal.hands[0],
    )
    assert words.step_help_at(table, Waiting(Step.VERDICT, 0), FR) == words.esc(
        verdict_words.verdict_typed_note(FR)
    )
