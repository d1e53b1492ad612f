"""/tournament's words, read (`bot.drills.tournament_args`): tables of what organizers type."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.night_args import BadWords, Refusal
from bot.drills.table_args import ARG_CHARS
from bot.drills.tournament import Format, Kind
from bot.drills.tournament_args import (
    CANCEL_WORDS,
    DOUBLES_WORDS,
    DUPLICATE_WORDS,
    FORMAT_WORDS,
    HELP_WORDS,
    PLAY_WORDS,
    ROBIN_WORDS,
    TEAM_WORDS,
    Wanted,
    closes_at,
    is_example_partner,
    read_wanted,
    tournament_rules,
    typed_partner_name,
)

TODAY = date(2026, 11, 28)
WEEK = date(2026, 12, 5)
"""A tournament closes a week after it opens unless its creator says otherwise."""


@pytest.mark.parametrize(
    ("words", "wanted"),
    [
        ("fadoq", Wanted(Format.FADOQ, 6, 121, WEEK)),
        ("jeux50 61", Wanted(Format.JEUX50, 16, 61, WEEK)),
        ("JEUX 10j", Wanted(Format.JEUX50, 16, 121, date(2026, 12, 8))),
        ("fadoq 3days", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 1))),
        ("fadoq 3 days", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 1))),
        ("jeux50 61 10 jours", Wanted(Format.JEUX50, 16, 61, date(2026, 12, 8))),
        ("fadoq 1 jour", Wanted(Format.FADOQ, 6, 121, date(2026, 11, 29))),
        ("4 3 j", Wanted(Format.CUSTOM, 4, 121, date(2026, 12, 1))),
        ("fadoq 2026-12-25", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 25))),
        ("2 dupliqué 61", Wanted(Format.CUSTOM, 2, 61, WEEK)),
        ("fadoq ronde", Wanted(Format.FADOQ, 6, 121, WEEK, Kind.ROUND_ROBIN)),
        ("fadoq équipes", Wanted(Format.FADOQ, 6, 121, WEEK, Kind.DOUBLES)),
        ("4 robin", Wanted(Format.CUSTOM, 4, 121, WEEK, Kind.ROUND_ROBIN)),
        ("robin duplicate 3", Wanted(Format.CUSTOM, 3, 121, WEEK)),
        # « /tournoi jeux 50 » answered « 50 serait le nombre de points de chaque partie »
        ("jeux 50", Wanted(Format.JEUX50, 16, 121, WEEK)),
        ("Jeux 50+ 61", Wanted(Format.JEUX50, 16, 61, WEEK)),
        ("jeux50+ ronde", Wanted(Format.JEUX50, 16, 121, WEEK, Kind.ROUND_ROBIN)),
        # « /tournoi 6 parties » answered « Je ne comprends pas « parties » », « /tournoi
        # fadoq 3 semaines » « 3 serait le nombre de points de chaque partie »
        ("6 parties", Wanted(Format.CUSTOM, 6, 121, WEEK)),
        ("4 games 61", Wanted(Format.CUSTOM, 4, 61, WEEK)),
        ("2 parties ronde", Wanted(Format.CUSTOM, 2, 121, WEEK, Kind.ROUND_ROBIN)),
        ("fadoq 4 parties", Wanted(Format.FADOQ, 4, 121, WEEK)),  # seed 002: fewer games
        ("4 parties fadoq", Wanted(Format.FADOQ, 4, 121, WEEK)),
        ("fadoq 3 semaines", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 19))),
        ("fadoq 1 week", Wanted(Format.FADOQ, 6, 121, WEEK)),
        ("jeux50 2semaines", Wanted(Format.JEUX50, 16, 121, date(2026, 12, 12))),
        # « /tournoi fadoq 25 décembre » answered « 25 serait le nombre de points de chaque
        # partie », « /tournoi fadoq jusqu'au 1er décembre » « Je ne comprends pas « jusqu'au » »
        ("fadoq 24 décembre", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 24))),
        ("fadoq jusqu'au 1er décembre", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 1))),
        ("jeux50 le 8 Decembre 2026 61", Wanted(Format.JEUX50, 16, 61, date(2026, 12, 8))),
        ("4 until December 3rd", Wanted(Format.CUSTOM, 4, 121, date(2026, 12, 3))),
        ("fadoq 15 janvier", Wanted(Format.FADOQ, 6, 121, date(2027, 1, 15))),  # the next one
        ("fadoq 2 janvier 2027", Wanted(Format.FADOQ, 6, 121, date(2027, 1, 2))),
        # « /tournoi fadoq, 61 » answered « Je ne comprends pas « fadoq, » »
        ("fadoq, 61.", Wanted(Format.FADOQ, 6, 61, WEEK)),
        ("«fadoq» , ronde", Wanted(Format.FADOQ, 6, 121, WEEK, Kind.ROUND_ROBIN)),
        # « /tournoi fadoq 24/12 » (day first, as Québec writes it) and « /tournoi fadoq
        # semaine » answered « Je ne comprends pas « 24/12 » », « … « semaine » »
        ("fadoq 24/12", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 24))),
        ("fadoq jusqu'au 5/1", Wanted(Format.FADOQ, 6, 121, date(2027, 1, 5))),
        ("fadoq 24/12/2026", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 24))),
        ("fadoq 12/24/26", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 24))),  # month first
        ("fadoq 24 déc.", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 24))),
        ("4 until Dec 3", Wanted(Format.CUSTOM, 4, 121, date(2026, 12, 3))),
        ("fadoq semaine", Wanted(Format.FADOQ, 6, 121, WEEK)),
        ("jeux50 week 61", Wanted(Format.JEUX50, 16, 61, WEEK)),
        ("fadoq pendant une semaine", Wanted(Format.FADOQ, 6, 121, WEEK)),
        ("fadoq deux semaines", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 12))),
        ("fadoq for two weeks", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 12))),
        ("4 a week", Wanted(Format.CUSTOM, 4, 121, WEEK)),
        # « /tournoi fadoq 61 semaine » answered « Un tournoi dure au plus 90 jours » (61 weeks)
        ("fadoq 61 semaine", Wanted(Format.FADOQ, 6, 61, WEEK)),
        ("jeux50 121 week", Wanted(Format.JEUX50, 16, 121, WEEK)),
        ("fadoq 61 jours", Wanted(Format.FADOQ, 6, 121, date(2027, 1, 28))),  # plural: days
        # « /tournoi fadoq vendredi » answered « Je ne comprends pas « vendredi » » (a Saturday)
        ("fadoq vendredi", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 4))),
        ("fadoq jusqu'à Vendredi", Wanted(Format.FADOQ, 6, 121, date(2026, 12, 4))),
        ("fadoq jusqu\u2019à samedi prochain", Wanted(Format.FADOQ, 6, 121, WEEK)),  # not today
        ("4 until Thursday", Wanted(Format.CUSTOM, 4, 121, date(2026, 12, 3))),
    ],
)
def test_the_tournament_asked_for(words: str, wanted: Wanted) -> None:
    assert read_wanted(words.split(), TODAY) == wanted


@pytest.mark.parametrize(
    ("words", "refusal", "word"),
    [
        ("", Refusal.WHICH, ""),
        ("robin équipes", Refusal.WHICH, "doubles"),  # the kind kept for the example
        ("robin 61", Refusal.WHICH, "round_robin 61"),  # 61 and 121 are the games' points
        ("121", Refusal.WHICH, "121"),
        ("0", Refusal.ROUNDS, ""),
        ("25", Refusal.ROUNDS, ""),
        ("fadoq 7", Refusal.TARGET, "7"),
        ("fadoq 3 jours jours", Refusal.WORD, "jours"),
        ("fadoq 0 jour", Refusal.DAYS, ""),
        ("5 robin", Refusal.MEETINGS, ""),
        ("5 parties ronde", Refusal.MEETINGS, ""),
        ("fadoq 3 parties ronde", Refusal.ROBIN_GAMES, "fadoq round_robin"),  # games unsaid
        ("jeux50 équipes 2 parties", Refusal.ROBIN_GAMES, "jeux50 doubles"),
        ("fadoq 30 parties", Refusal.ROUNDS, ""),
        ("fadoq 14 semaines", Refusal.DAYS, ""),
        ("fadoq 0j", Refusal.DAYS, ""),
        ("fadoq 91d", Refusal.DAYS, ""),
        ("fadoq 2026-11-28", Refusal.DAYS, ""),
        ("fadoq 2026-02-30", Refusal.DATE, "2026-02-30"),
        ("fadoq Demain", Refusal.WORD, "Demain"),
        ("fadoq 30 février", Refusal.DATE, "30 février"),
        ("fadoq 28 novembre", Refusal.DAYS, ""),  # today's date: the next one is a year away
        ("fadoq 1er mars 2020", Refusal.DAYS, ""),
        ("fadoq 31/11", Refusal.DATE, "31/11"),
        ("fadoq 13/13", Refusal.DATE, "13/13"),
        ("fadoq 28/11", Refusal.DAYS, ""),
        ("fadoq semaine semaine", Refusal.WORD, "semaine"),
    ],
)
def test_words_refused_say_why(words: str, refusal: Refusal, word: str) -> None:
    with pytest.raises(BadWords) as raised:
        read_wanted(words.split(), TODAY)
    assert (raised.value.refusal, raised.value.word) == (refusal, word)


def test_the_kinds_and_orders_share_no_word() -> None:
    kinds = [*ROBIN_WORDS, *DOUBLES_WORDS, *DUPLICATE_WORDS, *FORMAT_WORDS]
    assert len(kinds) == len(set(kinds))
    orders = [*CANCEL_WORDS, *HELP_WORDS, *TEAM_WORDS, *PLAY_WORDS]
    assert len(orders) == len(set(orders))
    assert not set(orders) & set(FORMAT_WORDS)


@pytest.mark.parametrize(
    ("fmt", "target", "fadoq116"),
    [
        (Format.FADOQ, 121, True),
        (Format.FADOQ, 61, False),
        (Format.JEUX50, 121, False),
        (Format.CUSTOM, 121, False),
    ],
)
def test_the_rules_of_its_games(fmt: Format, target: int, fadoq116: bool) -> None:
    rules = tournament_rules(fmt, target, muggins=True)
    assert (rules.target, rules.margin_rule, rules.muggins) == (target, "none", True)
    assert (rules.fadoq116 is not None) == fadoq116
    assert not tournament_rules(fmt, target, muggins=False).muggins


@pytest.mark.parametrize(
    ("closes", "tz", "at"),
    [
        (date(2026, 12, 1), "America/Montreal", "2026-12-02T05:00:00.000+00:00"),
        (date(2026, 7, 1), "America/Montreal", "2026-07-02T04:00:00.000+00:00"),
        (date(2026, 12, 1), "UTC", "2026-12-02T00:00:00.000+00:00"),
    ],
)
def test_it_closes_at_the_end_of_its_day_in_the_club(closes: date, tz: str, at: str) -> None:
    assert closes_at(closes, tz) == at


def test_typed_partner_name_leaves_out_the_words_around_it() -> None:
    """« /tournoi équipe avec Gaston Roy »: the name is « Gaston Roy », without « avec »."""
    assert typed_partner_name(["avec", "Gaston", "Roy"]) == "Gaston Roy"
    assert typed_partner_name(["with", "my", "Lise"]) == "Lise"
    assert typed_partner_name(["  Avec ", "Mon"]) is None
    assert typed_partner_name([]) is None


def test_typed_partner_name_is_cut_to_the_length_of_an_argument() -> None:
    named = typed_partner_name(["x" * 100])
    assert named is not None and len(named) == ARG_CHARS


@pytest.mark.parametrize(
    ("handle", "example"),
    [("@partenaire", True), ("@Partner", True), ("partner", True), ("@paul_b", False)],
)
def test_the_hints_partner_word_is_told_from_a_username(handle: str, example: bool) -> None:
    assert is_example_partner(handle) is example
