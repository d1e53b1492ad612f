"""The sentences the handlers say, now in views: user text escaped, each branch its own
sentence, and every sentence translated for both languages by the merged catalogs (a
sentence whose catalog domain changed when it moved keeps its French)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from datetime import date
from types import ModuleType

import pytest

from bot.drills.daily import DayRefused
from bot.drills.grading import Verdict
from bot.drills.night_args import BadWords
from bot.drills.night_args import Refusal as ArgRefusal
from bot.drills.night_state import EntryRefusal
from bot.drills.table_show import Refusal
from bot.drills.table_state import Step, Waiting
from bot.i18n import I18n, Translator
from bot.views import (
    daily,
    kings,
    kings_play,
    members_words,
    night_list,
    night_replies,
    night_score_replies,
    peg_replies,
    practice,
    replies,
    table_replies,
    tournament_replies,
    variant,
)

SENTENCE_MODULES = (
    replies,
    table_replies,
    members_words,
    tournament_replies,
    night_replies,
    night_list,
    night_score_replies,
    peg_replies,
    practice,
)
SAME_IN_BOTH: frozenset[str] = frozenset({"Go", "Go!", "Muggins!"})
"""Words that French players say in English too."""


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.fixture(scope="module")
def fr(i18n: I18n) -> Translator:
    return i18n.translator("fr")


@pytest.fixture(scope="module")
def en(i18n: I18n) -> Translator:
    return i18n.translator("en")


def _sentences(module: ModuleType) -> list[tuple[str, Callable[[Translator], str]]]:
    """The module's functions of the translator alone (its fixed sentences)."""
    found = []
    for name, function in inspect.getmembers(module, inspect.isfunction):
        if function.__module__ != module.__name__:
            continue
        if list(inspect.signature(function).parameters) == ["tr"]:
            found.append((f"{module.__name__}.{name}", function))
    return found


SENTENCES = [pair for module in SENTENCE_MODULES for pair in _sentences(module)]


def test_the_modules_hold_sentences() -> None:
    assert len(SENTENCES) > 100


@pytest.mark.parametrize(("name", "sentence"), SENTENCES, ids=[n for n, _ in SENTENCES])
def test_every_sentence_is_french_in_french(
    name: str, sentence: Callable[[Translator], str], fr: Translator, en: Translator
) -> None:
    french, english = sentence(fr), sentence(en)
    assert french and english
    if isinstance(french, (tuple, list)):  # button labels, or a post's lines
        assert all(f != e for f, e in zip(french, english, strict=True))
    elif english not in SAME_IN_BOTH:
        assert french != english, f"{name} is not translated"


def _refusals(tr: Translator) -> list[str]:
    """Every sentence of the functions that word a refusal by its reason (one call each)."""
    night = (ArgRefusal.ROUNDS, ArgRefusal.WHICH, ArgRefusal.WORD)
    return [
        *(
            members_words.muggins_refused_note(r, tr, teams=t)
            for r in Refusal
            for t in (True, False)
        ),
        *(tournament_replies.bad_words_note(BadWords(r, "31/02"), tr) for r in ArgRefusal),
        *(night_replies.bad_words_note(BadWords(r, "zzz"), tr) for r in night),
        *(night_score_replies.entry_refused_line(r, 121, tr) for r in EntryRefusal),
        *(table_replies.refusal_note(Waiting(s, 0), tr) for s in (Step.LAY_AWAY, Step.PLAY)),
        table_replies.refusal_note(Waiting(Step.COUNT, 0), tr),
        *(daily.day_refused(r, date(2026, 11, 23), tr, "31/11") for r in DayRefused),
    ]


def test_every_refusal_is_its_own_sentence_and_french_in_french(
    fr: Translator, en: Translator
) -> None:
    french, english = _refusals(fr), _refusals(en)
    assert len(set(english)) == len(english) - len(Refusal) + 1  # teams: only own side differs
    for f, e in zip(french, english, strict=True):
        assert f and e and f != e, e


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fr", "Je ne comprends pas «\xa0&lt;b&gt;&amp;x\xa0»."),
        ("en", "I do not understand “&lt;b&gt;&amp;x”."),
    ],
)
def test_a_word_not_understood_is_quoted_escaped(i18n: I18n, lang: str, expected: str) -> None:
    tr = i18n.translator(lang)
    assert replies.not_understood("<b>&x", tr) == expected
    assert replies.not_understood_note("<b>", tr) != replies.not_understood("<b>", tr)


def test_names_and_titles_are_escaped(fr: Translator, en: Translator) -> None:
    assert night_list.added_line(["Rita <i>"], fr) == "Rita &lt;i&gt; est sur la liste."
    assert tournament_replies.club_line("Club & Co", en) == "Club: Club &amp; Co"
    assert peg_replies.unknown_kind_line("<x>", en) == (
        "I don't know <b>&lt;x&gt;</b>: choose count, round or play."
    )
    assert kings.unknown_action_line("<x>", en) == (
        "I don't know <b>&lt;x&gt;</b>: choose count, best, play or help "
        "(stop ends a game in progress)."
    )
    assert variant.unknown_text("<script>" * 4, en) == (
        "I don't know the variant <b>&lt;script&gt;&lt;script&gt;&lt;scr</b>. "
        "Choose: <code>standard</code>, <code>fadoq</code>."
    )


def test_an_invitation_without_a_name(en: Translator) -> None:
    assert members_words.invited_other_note(None, en) == (
        "This invitation is for ?; /play invites someone yourself."
    )
    assert "Rita" in members_words.invited_other_note("Rita", en)


def test_each_branch_says_its_own_sentence(en: Translator) -> None:
    busy = {
        members_words.busy_note(en, retired=r, waiting=w, host=h)
        for r, w, h in (
            (True, False, False),
            (True, True, False),
            (False, True, False),
            (False, False, False),
            (False, True, True),
        )
    }
    assert len(busy) == 4  # the host of a waiting table, resigned, waiting, playing
    muggins = {
        members_words.muggins_refused_note(r, en, teams=t) for r in Refusal for t in (True, False)
    }
    assert len(muggins) == len(Refusal) + 1  # own side or own count: two sentences
    assert len({night_replies.late_note("Rita", en, under_way=u) for u in (True, False)}) == 2
    assert (
        len({night_score_replies.finished_score_line(121, en, example=e) for e in (True, False)})
        == 2
    )
    assert len({tournament_replies.not_counted_line(en, cancelled=c) for c in (True, False)}) == 2
    dealers = {tournament_replies.first_dealer_line(en, player_deals=p) for p in (True, False)}
    assert len(dealers) == 2
    assert {practice.toast(v, en) for v in Verdict} == {"Right!", "Muggins!", "Too high."}
    assert [practice.margin_label(r, en) for r in ("skunk", "lurch", "none")] == [
        "skunk",
        "lurch",
        "no margins",
    ]


def test_numbers_and_plurals_follow_the_language(fr: Translator, en: Translator) -> None:
    assert practice.race_button(121, "lurch", en) == "121, lurch"
    assert night_replies.full_note(1, en) == "The list is full: 1 player at most."
    assert night_replies.full_note(32, en) == "The list is full: 32 players at most."
    assert tournament_replies.finished_lead("Rita", None, 3, en) == "Rita just finished game 3."
    assert tournament_replies.finished_lead("Rita", "Paul", 3, en) == (
        "Rita and Paul just finished their game."
    )
    assert kings_play.new_game_note(kings_play.Level.EASY, fr) != kings_play.new_game_note(
        kings_play.Level.EASY, en
    )
