"""Why a club link made nobody a member, told in both languages; why a setting typed after
/club was not understood."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from bot.drills.club import Improvement, Period, Streak, TieBreak, WeeklySummary
from bot.drills.club_args import SET_PATTERN, USAGE, Unread, button_setting, read_setting
from bot.drills.daily import challenge_for
from bot.i18n import I18n, render
from bot.storage.repo_club import Club
from bot.views.club import (
    Board,
    ClubRanks,
    board_lines,
    club_rank_lines,
    days_span,
    joined,
    link_refused,
    period_phrase,
    welcome_back,
    welcome_group,
)
from bot.views.club_posts import card_lines, streak_names, summary_lines
from bot.views.club_settings import (
    club_settings_lines,
    example_time,
    settings_buttons,
    settings_usage,
    unread_setting,
)

I18N = I18n.load()
CLUB = Club(
    -100, "Les Dames de Cœur", "x" * 22, True, None, None, None, True, TieBreak.CONTRE, "", ""
)


@pytest.mark.parametrize(
    ("club", "member", "en", "fr"),
    [
        (None, None, "is not valid", "n'est pas valide"),
        (
            replace(CLUB, active=False),
            None,
            "no longer in the group",
            "ne suis plus dans le groupe",
        ),
        (CLUB, False, "Join the group first", "Joignez-vous d'abord au groupe"),
        (CLUB, None, "could not check", "pas pu vérifier"),
    ],
)
def test_link_refused(club: Club | None, member: bool | None, en: str, fr: str) -> None:
    for lang, words in (("en", en), ("fr", fr)):
        text = link_refused(club, member, I18N.translator(lang))
        assert words in text.replace("\u2019", "'")
        assert club is None or club.title in text


@pytest.mark.parametrize(
    ("unread", "text"),
    [
        (
            Unread("time", "25h"),
            "I can't read the time 25h. Write it like <code>/club time 8:00\u202fAM</code>, or "
            "<code>/club time off</code> to stop posting the card every day.",
        ),
        (
            Unread("timezone", "Atlantis", ("Atlantic/Azores", "Atlantic/Azores")),
            "I don't know the timezone Atlantis. Did you mean Azores?",
        ),
        (  # « Write a city » after a city (« /club fuseau Lyon »): the big cities, the country
            Unread("timezone", "Lyon"),
            "I don't know the timezone <code>Lyon</code>.\nIn Canada, write the nearest big "
            "city: <code>Montreal</code>, <code>Quebec City</code> or <code>Gaspé</code>.\n"
            "Outside Canada, write your country, like <code>France</code>.",
        ),
        (USAGE, "/club alone shows the settings."),
        (Unread("usage", "de"), "I do not understand “de”.\n/club alone shows the settings."),
    ],
)
def test_unread_setting(unread: Unread, text: str) -> None:
    assert unread_setting(unread, I18N.translator("en")).startswith(text)


def test_a_time_not_read_says_plainly_how_to_turn_the_card_off() -> None:
    """Not the cryptic « Écrivez-la comme 08:00, ou non »: the whole command, and what it does;
    its hour as the settings write it (« 8 h », not « 08:00 »)."""
    assert unread_setting(Unread("time", "25h"), I18N.translator("fr")) == (
        "Je ne comprends pas l'heure 25h. Écrivez-la comme <code>/club heure 8\u00a0h</code>, ou "
        "<code>/club heure non</code> pour ne plus afficher la carte chaque jour."
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_club_examples_hour_is_written_as_the_settings_write_it_and_read_back(
    lang: str,
) -> None:
    """/club showed « /club heure 08:00 » above « Carte du jour : chaque jour à 8 h »; the
    example is now the hour as shown, and /club heure reads it back."""
    tr = I18N.translator(lang)
    shown = example_time(tr)
    assert shown == render.clock("08:00", tr) and "08:00" not in shown
    for text in (settings_usage(tr), unread_setting(Unread("time", "25h"), tr)):
        assert f" {shown}</code>," in text
    assert read_setting(["heure", *shown.split()], {}) == {"post_time": "08:00"}


def test_a_quebec_typo_is_offered_the_zone_as_quebec_players_name_it() -> None:
    """Played: « /club fuseau Quebecc » answered « Vouliez-vous dire Toronto? »: the name of
    the tz database, a city of another province to a club of Québec."""
    typo = Unread("timezone", "Quebecc", ("America/Toronto",))
    assert unread_setting(typo, I18N.translator("fr")) == (
        "Je ne connais pas le fuseau horaire Quebecc."
        " Vouliez-vous dire heure de l'Est (Québec, Ontario)?"
    )
    two = Unread("timezone", "Halifx", ("America/Halifax", "America/Toronto"))
    assert unread_setting(two, I18N.translator("en")) == (
        "I don't know the timezone Halifx. Did you mean Atlantic time"
        " (Magdalen Islands, Maritimes) or Eastern time (Quebec, Ontario)?"
    )


@pytest.mark.parametrize("weekly", [True, False])
@pytest.mark.parametrize("muggins", [True, False])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_club_button_is_read_back_and_the_switches_flip(
    weekly: bool, muggins: bool, lang: str
) -> None:
    club = replace(CLUB, weekly=weekly, muggins=muggins)
    rows = settings_buttons(club, I18N.translator(lang))
    settings = []
    for row in rows:
        for label, data in row:
            match = SET_PATTERN.match(f"cs:{data}")
            assert label and match is not None, data
            settings.append(button_setting(match))
    assert [len(row) for row in rows] == [3, 1, 2, 1]
    assert settings == [
        {"lang": "fr"},
        {"lang": "en"},
        {"lang": None},
        {"weekly": not weekly},
        {"tiebreak": TieBreak.CONTRE},
        {"tiebreak": TieBreak.DIFFERENCE},
        {"muggins": not muggins},
    ]


@pytest.mark.parametrize(
    ("lang", "count", "expected"),
    [
        ("fr", 1, "M0"),
        ("fr", 2, "M0 et M1"),
        ("en", 3, "M0, M1, and M2"),
        ("fr", 5, "M0, M1, M2, M3 et M4"),
        ("fr", 6, "M0, M1, M2, M3, M4 et 1 autre"),
        ("en", 8, "M0, M1, M2, M3, M4, and 3 others"),
    ],
)
def test_streak_names_name_five_and_count_the_others(lang: str, count: int, expected: str) -> None:
    tr = I18N.translator(lang)
    streaks = [Streak(n, f"M{n}", 4) for n in range(count)]
    assert streak_names(streaks, tr) == expected


def test_the_french_usage_spells_the_tie_break_words_with_their_accents() -> None:
    """Played: the French /club usage showed « /club egalite difference », two words a French
    reader sees misspelled (/club reads « égalité différence » too)."""
    usage = unread_setting(USAGE, I18N.translator("fr"))
    assert "<code>/club égalités différence</code>," in usage and "egalite" not in usage
    assert read_setting(["égalité", "différence"], {}) == {"tiebreak": TieBreak.DIFFERENCE}
    assert read_setting(["égalités", "différence"], {}) == {"tiebreak": TieBreak.DIFFERENCE}


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "aujourd'hui (samedi 5 décembre)"), ("en", "today (Saturday, December 5)")],
)
def test_todays_board_names_the_day_in_words(lang: str, said: str) -> None:
    """/classement jour was titled « aujourd'hui (5 déc. 2026) », today's date to decode."""
    tr = I18N.translator(lang)
    assert period_phrase(Period.TODAY, date(2026, 12, 5), tr).replace("\u2019", "'") == said


@pytest.mark.parametrize(
    ("first", "fr", "en"),
    [
        (date(2026, 11, 23), "23 - 29 novembre", "November 23 - 29"),
        (date(2026, 10, 26), "26 octobre - 1er novembre", "October 26 - November 1"),
        (date(2027, 2, 1), "1er - 7 février", "February 1 - 7"),
        (date(2026, 12, 28), "28 décembre - 3 janvier", "December 28 - January 3"),
        (date(2027, 3, 15), "15 - 21 mars", "March 15 - 21"),
    ],
)
def test_a_week_is_written_in_words_with_the_first_of_the_month_as_french_writes_it(
    first: date, fr: str, en: str
) -> None:
    """The boards and the weekly summary said « (26 oct. - 1 nov. 2026) »: months shortened,
    this year's year, and « 1 » where the bot's other dates write « 1er »."""
    last = first + timedelta(days=6)
    for lang, said in (("fr", fr), ("en", en)):
        shown = days_span(first, last, I18N.translator(lang))
        assert shown.replace("\u2009\u2013\u2009", " - ") == said


def test_a_club_named_les_dames_de_coeur_is_named_as_french_says_it() -> None:
    """The group « Les Dames de Cœur » read « 🃏 Le défi du jour de Les Dames de Cœur » on its
    card and « Vous êtes déjà membre de Les Dames de Cœur. » (French says « des Dames », « d'Amis
    du crible »). The French names the club where no « de » stands before its title."""
    tr = I18N.translator("fr")
    title, *_ = card_lines(CLUB.title, challenge_for(date(2026, 11, 30)), 0, tr)
    assert title == "<b>🃏 Les Dames de Cœur\u00a0: le défi du jour</b>"
    assert joined(CLUB.title, False, tr) == "Vous êtes déjà membre du club Les Dames de Cœur."
    english = I18N.translator("en")
    assert joined(CLUB.title, False, english) == "You are already a member of Les Dames de Cœur."


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_club_settings_end_with_how_to_change_them(lang: str) -> None:
    """/club read « Changez-les avec les boutons, ou tapez /club fuseau Gaspé… », then one
    more setting, « Muggins activé dans ce club… », after the words that closed the list. The
    muggins rule now comes with the other rules of the club's counts, the how-to last."""
    tr = I18N.translator(lang)
    lines = club_settings_lines(CLUB, "America/Toronto", "09:00", 12, tr)
    *settings, how_to = lines
    assert how_to.startswith(("Changez-les avec les boutons", "Change them with the buttons"))
    muggins = [line for line in settings if line.startswith("Muggins")]
    assert len(muggins) == 1
    assert lines.index(muggins[0]) == len(lines) - 2


@pytest.mark.parametrize(
    ("lang", "before", "after", "said"),
    [
        ("fr", 3.0, 9.0, "de 3 à 9 points par jour"),  # not « de 3,0 à 9,0 »
        ("fr", 2.5, 7.44, "de 2,5 à 7,4 points par jour"),
        ("en", 3.0, 10.5, "from 3 to 10.5 points a day"),
    ],
)
def test_most_improved_averages_as_players_write_them(
    lang: str, before: float, after: float, said: str
) -> None:
    summary = WeeklySummary(date(2026, 11, 23), 2, (), (Improvement(4, "Cat", before, after),), ())
    lines = summary_lines("Club", summary, I18N.translator(lang))
    assert any(said in line for line in lines), lines


@pytest.mark.parametrize(
    ("lang", "improved", "said"),
    [
        (
            "fr",
            [(1, "Zoé", 5.0, 8.0), (2, "Marc", 5.0, 8.0)],
            "Meilleure progression\u00a0: Zoé et Marc, de 5 à 8 points par jour",
        ),
        (
            "en",
            [(1, "Zoé", 5.0, 8.0), (2, "Marc", 5.0, 8.0)],
            "Most improved: Zoé and Marc, from 5 to 8 points a day",
        ),
        (
            "fr",
            [(2, "Marc", 6.0, 9.0), (1, "Zoé", 5.0, 8.0), (3, "Léa", 4.5, 7.5)],
            "Meilleure progression, 3 points de plus par jour\u00a0: Marc (de 6 à 9), Zoé (de 5"
            " à 8) et Léa (de 4,5 à 7,5)",
        ),
        (
            "en",
            [(2, "Marc", 6.0, 9.0), (1, "Zoé", 5.0, 8.0)],
            "Most improved, 3 more points a day: Marc (from 6 to 9) and Zoé (from 5 to 8)",
        ),
        (
            "fr",
            [(2, "Marc", 1.0, 2.5), (1, "Zoé", 0.5, 2.0)],
            "Meilleure progression, 1,5 point de plus par jour\u00a0: Marc (de 1 à 2,5) et Zoé"
            " (de 0,5 à 2)",
        ),
    ],
)
def test_most_improved_names_every_member_tied(
    lang: str, improved: list[tuple[int, str, float, float]], said: str
) -> None:
    """Zoé and Marc tied for the best gain: the weekly post named one of them. Everyone tied is
    named, as the language lists names; the same averages said once, else each member's with
    the gain they share."""
    tied = tuple(Improvement(*i) for i in improved)
    summary = WeeklySummary(date(2026, 11, 23), 4, (), tied, ())
    lines = summary_lines("Club", summary, I18N.translator(lang))
    assert said in lines, lines


HEBREW_CLUB = "\u05de\u05d5\u05e2\u05d3\u05d5\u05df"  # « club » in Hebrew


def test_a_right_to_left_group_title_stays_an_island_on_the_boards() -> None:
    """A Hebrew group title opened the board's first line with right-to-left letters, so the
    whole line read from the right (« 🏆 מועדון : cette semaine (…) », dates first), and a
    U+202E in a title reversed the rest; now the title is isolated on the board, in /stats
    and private /top, and in the club's other messages."""
    fr, en = I18N.translator("fr"), I18N.translator("en")
    day = date(2026, 11, 30)
    board = Board(HEBREW_CLUB, Period.WEEK, day, (), None, 0, False, TieBreak.CONTRE)
    title = board_lines(board, "Zoé", fr)[0]
    assert title.startswith(f"🏆 \u2068{HEBREW_CLUB}\u2069\u00a0: cette semaine"), title
    forged = replace(board, title="\u202eClub")
    assert board_lines(forged, "Zoé", en)[0].startswith("🏆 Club: this week")
    ranks = club_rank_lines([ClubRanks(HEBREW_CLUB, (1, 3), None)], en)
    assert ranks[1] == f"• \u2068{HEBREW_CLUB}\u2069: this week, rank 1 of 3; all time, not ranked"
    hebrew = replace(CLUB, title=HEBREW_CLUB)
    island = f"\u2068{HEBREW_CLUB}\u2069"
    assert island in joined(HEBREW_CLUB, True, fr)
    assert island in link_refused(replace(hebrew, active=False), None, fr)
    assert island in welcome_group(HEBREW_CLUB, en) and island in welcome_back(HEBREW_CLUB, en)
    assert island in card_lines(HEBREW_CLUB, challenge_for(day), 0, fr)[0]
    summary = WeeklySummary(day, 0, (), (), ())
    assert island in summary_lines(HEBREW_CLUB, summary, fr)[0]
    assert island in club_settings_lines(hebrew, "America/Toronto", "18:00", 3, fr)[0]
