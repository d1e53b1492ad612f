"""The rules quiz bank (content/quiz_bank.json): Telegram's limits for every question in both
languages, both languages present, and every rule of GLOSSARY §4 covered by its topic."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from typing import Any

import pytest

from bot.content_quiz import QUIZ_BANK_PATH, read_quiz_bank, shipped_quiz_bank
from bot.drills.quiz import LANGS, TOPICS, BankQuestion, QuizError, bank_from_json
from bot.i18n import I18n
from bot.views import quiz as quiz_view

BANK = shipped_quiz_bank()
I18N = I18n.load()
NBSP = "\u00a0"

# Every rule of GLOSSARY §4 (R-000-.. to R-004-..) and the topic that must ask about it.
RULE_TOPICS: dict[str, str] = {
    "R-000-01": "players", "R-000-02": "values", "R-000-03": "deal", "R-000-04": "deal",
    "R-000-05": "deal", "R-000-06": "game", "R-000-07": "crib", "R-000-08": "starter",
    "R-000-09": "fifteen_31", "R-000-10": "go", "R-000-11": "fifteen_31",
    "R-000-12": "go", "R-000-13": "last_card", "R-000-14": "last_card",
    "R-000-15": "play_pairs", "R-000-16": "foreign_card", "R-000-17": "flush",
    "R-000-18": "show_order", "R-000-19": "starter", "R-000-20": "show_combos",
    "R-000-21": "flush", "R-000-22": "nobs", "R-000-23": "show_combos",
    "R-000-24": "values", "R-000-25": "show_combos", "R-000-26": "show_combos",
    "R-000-27": "muggins", "R-000-28": "game", "R-000-29": "skunk", "R-000-30": "skunk",
    "R-000-31": "game", "R-000-32": "crib",
    "R-001-01": "players", "R-001-02": "deal", "R-001-03": "starter", "R-001-04": "go",
    "R-001-05": "last_card", "R-001-06": "play_pairs", "R-001-07": "show_combos",
    "R-001-08": "show_order",
    "R-002-01": "game", "R-002-02": "players", "R-002-03": "values", "R-002-04": "players",
    "R-002-05": "players", "R-002-06": "show_order", "R-002-07": "fadoq",
    "R-002-08": "players", "R-002-09": "play_runs", "R-002-10": "fifteen_31",
    "R-002-11": "go", "R-002-12": "go", "R-002-13": "fifteen_31", "R-002-14": "show_order",
    "R-002-15": "starter", "R-002-16": "nobs", "R-002-17": "flush",
    "R-002-18": "show_combos", "R-002-19": "show_combos", "R-002-20": "players",
    "R-002-21": "fadoq", "R-002-22": "fadoq", "R-002-23": "fadoq", "R-002-24": "fadoq",
    "R-002-25": "impossible", "R-002-26": "impossible", "R-002-27": "fadoq",
    "R-003-01": "tournament", "R-003-02": "tournament", "R-003-03": "tournament",
    "R-003-04": "tournament", "R-003-05": "deal", "R-003-06": "crib", "R-003-07": "values",
    "R-003-08": "starter", "R-003-09": "deal", "R-003-10": "fifteen_31",
    "R-003-11": "fifteen_31", "R-003-12": "fifteen_31", "R-003-13": "go",
    "R-003-14": "show_order", "R-003-15": "muggins", "R-003-16": "show_combos",
    "R-003-17": "flush", "R-003-18": "show_combos", "R-003-19": "nobs",
    **{f"R-004-{n:02d}": "kings" for n in range(1, 20)},
}  # fmt: skip

# The topics the issue names: the deal and cut, the crib, the starter and his heels, the play
# (15, 31, go, pairs, runs, foreign card, last card), the order of the show, nobs, flushes,
# the board and games to 121 and 61, lurch / skunk, muggins, three and four players, FADOQ,
# the tournament of seed 003, Kings Cribbage, the impossible scores.
ISSUE_TOPICS = (
    "deal", "crib", "starter", "fifteen_31", "go", "play_pairs", "play_runs",
    "foreign_card", "last_card", "show_order", "nobs", "flush", "game", "skunk", "muggins",
    "players", "fadoq", "tournament", "kings", "impossible",
)  # fmt: skip


def test_the_bank_has_at_least_80_questions() -> None:
    assert len(BANK) >= 80
    assert len({q.id for q in BANK}) == len(BANK)


def test_every_rule_of_the_glossary_is_asked_under_its_topic() -> None:
    assert len(RULE_TOPICS) == 105
    missing = [
        (rule, topic)
        for rule, topic in RULE_TOPICS.items()
        if not any(q.topic == topic and rule in q.rules for q in BANK)
    ]
    assert missing == []


def test_every_topic_the_issue_lists_has_questions() -> None:
    counts = Counter(q.topic for q in BANK)
    assert set(ISSUE_TOPICS) <= set(TOPICS)
    assert [t for t in ISSUE_TOPICS if counts[t] < 3] == []
    assert set(RULE_TOPICS.values()) <= set(counts)


def test_every_rule_cited_exists_and_belongs_to_its_seed() -> None:
    for q in BANK:
        assert set(q.rules) <= set(RULE_TOPICS), q.id
        assert q.rule.startswith(f"R-{q.seed}-"), q.id


@pytest.mark.parametrize("lang", LANGS)
def test_every_poll_fits_telegram_quiz_limits(lang: str) -> None:
    for q in BANK:
        poll = quiz_view.bank_poll(q, I18N.translator(lang))
        assert 1 <= len(poll.question) <= 300, q.id
        assert 2 <= len(poll.options) <= 10, q.id
        assert all(1 <= len(option) <= 100 for option in poll.options), q.id
        assert len(set(poll.options)) == len(poll.options), q.id
        assert len(poll.explanation) <= 200, q.id
        assert poll.explanation.count("\n") <= 2, q.id
        assert 0 <= q.correct < len(poll.options), q.id
        assert q.rule not in poll.explanation, q.id
        assert poll.explanation.endswith(quiz_view.source_lines(q.rule, I18N.translator(lang)))


def test_french_and_english_are_both_there_and_differ() -> None:
    for q in BANK:
        fr, en = q.text("fr"), q.text("en")
        assert fr.question and en.question, q.id
        assert fr.question != en.question, q.id
        assert fr.explanation != en.explanation, q.id
        assert len(fr.options) == len(en.options), q.id


def test_french_follows_quebec_typography() -> None:
    for q in BANK:
        fr, en = q.text("fr"), q.text("en")
        for text in (fr.question, fr.explanation, *fr.options):
            assert " :" not in text and " ?" not in text and " ;" not in text, (q.id, text)
            assert "« " not in text and " »" not in text, (q.id, text)
        for text in (en.question, en.explanation, *en.options):
            assert NBSP not in text and "«" not in text, (q.id, text)


def test_french_names_the_bot_in_a_players_words() -> None:
    """« bot » is the operator's word; a player reads « Muggins » (nobs-03 said « le bot
    aussi »)."""
    for q in BANK:
        fr = q.text("fr")
        for text in (fr.question, fr.explanation, *fr.options):
            assert not re.search(r"\bbots?\b", text, re.IGNORECASE), (q.id, text)


def test_questions_where_the_seeds_disagree_say_which_rule_set() -> None:
    # GLOSSARY §4.6: team deal, who cuts, lurch vs skunk, after a go, players, tournaments.
    conflicts = {"R-002-04", "R-002-05", "R-000-30", "R-001-05", "R-001-01", "R-002-24"}
    names = ("FADOQ", "classi", "résumé", "summary", "Bicycle", "skunk", "50")
    for q in BANK:
        if q.rule in conflicts:
            for lang in LANGS:
                text = q.text(lang)
                assert any(n in text.question + text.explanation for n in names), (q.id, lang)


def test_the_skunk_answer_names_the_losers_score() -> None:
    """Before: « the loser ends at 95 » answered by "The loser reached 91: no skunk", which
    read as a wrong score; the English answer now says where 95 stands against the line."""
    (question,) = [q for q in BANK if q.id == "skunk-05"]
    assert "95" in question.text("en").question
    assert question.text("en").explanation == (
        "At 95 the loser is past the skunk line (91): no skunk, it is a single game."
    )


def test_the_shipped_file_reads_back() -> None:
    assert read_quiz_bank(QUIZ_BANK_PATH) == BANK


def _raw() -> dict[str, Any]:
    with QUIZ_BANK_PATH.open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return {"questions": [copy.deepcopy(data["questions"][0])]}


def _set(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    data = _raw()
    target: Any = data["questions"][0]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("fr", "question"), "x" * 301),
        (("en", "options"), ["only one"]),
        (("en", "options"), ["a", "a", "b", "c"]),
        (("fr", "options"), ["a", "b", "c", "d" * 101]),
        (("en", "explanation"), "a\nb\nc\nd"),
        (("en", "explanation"), "x" * 195),
        (("correct_option_id",), 4),
        (("correct_option_id",), -1),
        (("topic",), "weather"),
        (("seed",), "009"),
        (("rule",), "R-003-07"),
        (("rule",), "rule seven"),
        (("also",), ["R-1"]),
        (("fr",), None),
    ],
)
def test_a_bad_question_is_refused(path: tuple[str | int, ...], value: Any) -> None:
    with pytest.raises(QuizError):
        bank_from_json(_set(path, value))


def test_duplicate_ids_are_refused() -> None:
    data = _raw()
    data["questions"].append(copy.deepcopy(data["questions"][0]))
    with pytest.raises(QuizError):
        bank_from_json(data)


def test_a_question_is_added_as_data_alone() -> None:
    data = _raw()
    extra = copy.deepcopy(data["questions"][0])
    extra["id"] = "values-new"
    data["questions"].append(extra)
    bank = bank_from_json(data)
    assert [q.id for q in bank][-1] == "values-new"
    assert isinstance(bank[-1], BankQuestion)


def test_english_names_the_last_card_and_the_lurch_as_the_rules_do() -> None:
    """Before: the last card's point was « pegs 1 for the go (one for last) », two calls for
    one point (the French said « un pour la dernière carte »), and a wrong answer to the
    skunk question read « A lurch: three games », though a lurch is two (the French: « Une
    partie triple »). Now « one for last » alone, and « A triple game »."""
    questions = {q.id: q for q in BANK}
    last = questions["last-01"].text("en")
    assert "go" not in last.explanation and "one for last" in last.explanation
    for q in BANK:
        en = q.text("en")
        for option in en.options:
            assert "lurch" not in option.casefold() or "two games" in option, (q.id, option)
    assert "A triple game: three games" in questions["skunk-03"].text("en").options
