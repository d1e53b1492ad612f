"""The quiz's wording: engine polls fit Telegram's limits in both languages, the series
summary and the /stats line."""

from __future__ import annotations

import random

import pytest

from bot.content_quiz import shipped_quiz_bank
from bot.drills.quiz import poll_problems
from bot.drills.quiz_generated import Choice, HandQuiz, Mistake, Trap, hand_quiz, peg_quiz
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, Translator
from bot.storage.repo_quiz import QuizPollRecord, QuizScore, QuizStats
from bot.views import quiz as view

I18N = I18n.load()
LANGS = ("fr", "en")


@pytest.fixture(params=LANGS)
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18N.translator(request.param)


def test_engine_polls_fit_telegram_in_both_languages(tr: Translator) -> None:
    for seed in range(400):
        hand = hand_quiz(random.Random(seed))
        poll = view.numbered(view.hand_poll(hand, tr), 30, 30, tr)
        assert poll_problems(poll, hand.correct) == [], (seed, poll)
        assert poll.explanation.endswith(view.source_lines(hand.rule, tr)), (seed, poll)
        first = poll.explanation.split("\n")[0]
        assert tr.number(hand.score.total) in first or hand.score.total == 0
        peg = peg_quiz(random.Random(seed))
        poll = view.numbered(view.peg_poll(peg, tr), 30, 30, tr)
        assert poll_problems(poll, peg.correct) == [], (seed, poll)
        assert poll.explanation.endswith(view.source_lines(peg.rule, tr)), (seed, poll)


@pytest.mark.parametrize("cards", ["5H 5D 5C JS 5S", "6H 6D 7C 7S 8H", "3H 3D 3C 4S 5H"])
def test_the_longest_counts_still_explain_and_cite(tr: Translator, cards: str) -> None:
    deal = parse_cards(cards)
    score = score_hand(deal[:4], deal[4])
    choices = (Choice(score.total, None), Choice(score.total + 2, Mistake.EXTRA_FIFTEEN))
    quiz = HandQuiz(tuple(deal[:4]), deal[4], False, Trap.DOUBLE_RUN, score, choices)
    poll = view.hand_poll(quiz, tr)
    assert poll_problems(poll, quiz.correct) == []
    first, *_, last = poll.explanation.split("\n")
    assert tr.number(score.total) in first and last in view.source_lines("R-000-25", tr)
    assert "R-0" not in poll.explanation


def test_a_hand_poll_shows_the_cards_the_count_and_the_rule() -> None:
    tr = I18N.translator("en")
    hand = hand_quiz(random.Random(3), Trap.CRIB_FLUSH)
    poll = view.hand_poll(hand, tr)
    assert poll.question.startswith("How many points does this crib score?")
    assert "starter" in poll.question
    assert poll.explanation.endswith("According to the classic rules.")
    assert hand.rule not in poll.explanation
    assert poll.options[hand.correct].startswith(str(hand.score.total))


def test_french_polls_are_in_french() -> None:
    tr = I18N.translator("fr")
    hand = hand_quiz(random.Random(4), Trap.NOBS)
    assert view.hand_poll(hand, tr).question.startswith("Combien de points vaut")
    assert "carte de départ" in view.hand_poll(hand, tr).question
    peg = peg_quiz(random.Random(4))
    assert "Combien marque la carte qu'on vient de jouer" in view.peg_poll(peg, tr).question


def test_bank_polls_follow_the_translator() -> None:
    question = shipped_quiz_bank()[0]
    for lang in LANGS:
        poll = view.bank_poll(question, I18N.translator(lang))
        assert poll.question == question.text(lang).question


def test_numbered_polls_keep_within_the_question_limit(tr: Translator) -> None:
    for question in shipped_quiz_bank():
        poll = view.numbered(view.bank_poll(question, tr), 10, 30, tr)
        assert len(poll.question) <= 300
    assert view.numbered(view.bank_poll(question, tr), 1, 1, tr) == view.bank_poll(question, tr)


def _missed(rule: str, topic: str, position: int) -> QuizPollRecord:
    return QuizPollRecord("p", 1, 1, position, "ref", topic, rule, 0)


def test_the_summary_gives_the_score_and_the_rules_to_review() -> None:
    tr = I18N.translator("en")
    scores = [QuizScore(1, "Ann", 3, 2)]
    missed = [_missed("R-002-24", "fadoq", 2), _missed("R-002-24", "fadoq", 3)]
    text = view.series_summary(scores, 1, 3, missed, tr)
    assert "Quiz over: 2 out of 3." in text
    assert "R-002-24" not in text
    assert text.count("the FADOQ rules") == 1
    assert "Scores:" not in text


@pytest.mark.parametrize(
    ("lang", "topic", "again"),
    [("fr", None, "On recommence : /quiz 3"), ("en", "kings", "Another round: /quiz kings 3")],
)
def test_a_perfect_series_offers_another_round_too(
    lang: str, topic: str | None, again: str
) -> None:
    """A series with a rule to review ended with « On recommence : /quiz 3 »; one answered
    without a miss ended on « Aucune règle à revoir : bravo! », and the player who did best
    was the one not told how to play again. Both end with the command now."""
    tr = I18N.translator(lang)
    text = view.series_summary([QuizScore(1, "Ann", 3, 3)], 1, 3, [], tr, topic=topic)
    lines = text.replace("\u00a0", " ").split("\n")
    assert lines[-2] in ("Aucune règle à revoir : bravo!", "No rule to review: well done!")
    assert lines[-1] == again


def test_the_group_summary_lists_everyone_escaped() -> None:
    """In a group, the heading gave the starter's score alone (« Quiz terminé : 1 sur 2. »)
    above everyone's, as if it were the group's: now it says how many questions there were,
    and each member's score is in the list."""
    tr = I18N.translator("fr")
    scores = [QuizScore(2, "<Bob>", 2, 2), QuizScore(1, "Ann", 2, 1)]
    text = view.series_summary(scores, 1, 2, [_missed("R-000-22", "nobs", 1)], tr)
    assert "&lt;Bob&gt;" in text and "<Bob>" not in text
    heading, *_ = text.split("\n")
    assert heading == "<b>Quiz terminé\u00a0: 2 questions.</b>"
    assert "Ann\u00a0: 1 sur 2" in text
    assert "Règles à revoir" in text


def test_a_group_series_intro_says_whose_answer_brings_the_next_poll() -> None:
    """In a group, « the next one comes as soon as you have answered » read as if any member's
    answer brought the next poll; only the starter's does, and the intro names them."""
    for lang, said in (("fr", "quand Marie a répondu"), ("en", "as soon as Marie has answered")):
        tr = I18N.translator(lang)
        text = view.series_intro(3, tr, group_starter="Marie")
        assert said in text
        assert "Marie" not in view.series_intro(3, tr)


def test_a_starter_whose_name_starts_with_a_vowel_reads_as_french_says_it() -> None:
    """Émile started a series in the club's group: the group read « le suivant arrive dès que
    Émile a répondu » and « Le quiz de Émile est en cours ici », where French elides
    (« qu'Émile », « d'Émile »). The French now names the starter where nothing elides."""
    tr = I18N.translator("fr")
    intro = view.series_intro(3, tr, group_starter="Émile")
    running = view.series_running("Émile", 2, 3, tr).replace("\u00a0", " ")
    assert "le suivant arrive quand Émile a répondu." in intro
    assert running.startswith("Un quiz lancé par Émile est en cours ici : question 2 sur 3.")
    for text in (intro, running):
        assert "de Émile" not in text and "que Émile" not in text


def test_the_stats_line_says_quiz_in_both_languages(tr: Translator) -> None:
    for stats in (QuizStats(0, 0, None), QuizStats(4, 3, "go"), QuizStats(4, 4, None)):
        (line,) = view.stats_lines(stats, tr)
        assert "quiz" in line.lower()
    (line,) = view.stats_lines(QuizStats(4, 3, "go"), tr)
    assert view.topic_name("go", tr) in line and "75" in line


def test_every_topic_has_a_translated_name() -> None:
    from bot.drills.quiz import TOPICS

    fr, en = I18N.translator("fr"), I18N.translator("en")
    for topic in TOPICS:
        assert view.topic_name(topic, en) != topic or topic == "muggins"
        assert view.topic_name(topic, fr) != view.topic_name(topic, en) or topic == "kings"
