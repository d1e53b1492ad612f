"""In English a game between members said "Your turn: play a card." and "Bob cannot play a
card: go.", while /play said "Your turn: lay a card." and "I cannot lay a card: go." and /peg
"Your turn to lay a card.": in English a card is *played* to the count and *laid away* to the
crib (GLOSSARY, the play). Every English line of /play's and /peg's play now says play."""

from __future__ import annotations

import re

from bot.drills.peg_best import PlayPosition
from bot.drills.table_moves import PlayCall
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Step, Waiting
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.pegging import CannotPlay
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views import table as view
from bot.views.peg_play import go_verdict_lines, typed_play_of
from bot.views.peg_play import play_question_lines as peg_question_lines
from bot.views.peg_replies import play_help, typed_play_refused_line
from bot.views.table_replies import go_typed_note, play_call_line, refusal_note
from bot.webapp.words import page_words

TR = I18n.load().translator("en")
LAY = re.compile(r"\b(?:lay|lays|laid)\b(?! away)", re.IGNORECASE)


def _position(opponent_cards: int) -> PlayPosition:
    return PlayPosition(
        tuple(parse_cards("7C 2H")),
        tuple(parse_cards("10H 8S")),
        (False, True),
        (),
        parse_card("5S"),
        opponent_cards,
        False,
    )


def _lines() -> list[str]:
    hand = parse_cards("7C 2H KD")
    waiting = Waiting(Step.PLAY, PLAYER_SEAT, tuple(parse_cards("7C 2H")))
    html = [
        view.event_line(CannotPlay(PLAYER_SEAT, 24), 0, TR) or "",
        view.event_line(CannotPlay(BOT_SEAT, 24), 0, TR) or "",
        *view.play_question_lines(hand, 24, TR, past=parse_cards("KD"), alone=True),
        *view.play_question_lines(hand, 24, TR, past=parse_cards("KD 7C")),
        refusal_note(waiting, TR, parse_cards("KD")),
        refusal_note(waiting, TR),
        go_typed_note(TR),
        play_call_line(PlayCall.MUGGINS, TR),
        play_call_line(PlayCall.MUGGINS, TR, members=True),
        play_call_line(PlayCall.COUNT, TR),
        play_help(TR, go=False),
        typed_play_refused_line(typed_play_of(_position(2), "go", TR), _position(2), TR),
    ]
    return [
        *(html_to_text(line) for line in html),
        *peg_question_lines(_position(2), TR),
        *peg_question_lines(_position(0), TR),
        *go_verdict_lines(TR),
    ]


def test_the_play_says_play_in_english() -> None:
    lines = _lines()
    assert "Your turn: play a card." in lines
    assert "I cannot play a card: go." in lines
    assert "Your turn to play a card." in lines
    assert [line for line in lines if LAY.search(line)] == []


def test_the_web_app_page_says_play_in_english() -> None:
    said = page_words(TR)
    assert said["pile"] == "Cards played"
    assert said["cannot_lay"] == "cannot be played now"
    assert not [text for text in said.values() if LAY.search(text) and "away" not in text]
