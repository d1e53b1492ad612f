"""The engine's play question asked « Combien marque la dernière carte, R♠? » (« What does the
last card, K♠, peg? »): « la dernière carte » is the rules' name of the point for the last card
of the play (« un pour la dernière carte »), so a club player added that point and answered 1;
and when nothing scored the explanation read « R♠ : rien : ni quinze, ni paire, ni suite. »,
two colons in a row. Now « la carte qu'on vient de jouer » and « R♠ : rien (ni quinze, ni
paire, ni suite). »."""

from __future__ import annotations

import random

import pytest

from bot.drills.quiz_generated import peg_quiz
from bot.i18n import I18n
from bot.views import quiz as view

I18N = I18n.load()
SEEDS = range(60)


@pytest.mark.parametrize(("lang", "rule_name"), [("fr", "dernière carte"), ("en", "last card")])
def test_the_play_question_does_not_name_the_last_card_point(lang: str, rule_name: str) -> None:
    tr = I18N.translator(lang)
    for seed in SEEDS:
        poll = view.peg_poll(peg_quiz(random.Random(seed)), tr)
        assert rule_name not in poll.question, poll.question


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_play_scoring_nothing_is_explained_without_two_colons(lang: str) -> None:
    tr = I18N.translator(lang)
    nothing = 0
    for seed in SEEDS:
        quiz = peg_quiz(random.Random(seed))
        first = view.peg_poll(quiz, tr).explanation.splitlines()[0]
        if quiz.score.total == 0:
            nothing += 1
            assert first.count(":") == 1, first
    assert nothing, "no seed gave a play scoring nothing"
