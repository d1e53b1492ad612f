"""The words of the club commands, read: /top's periods and the settings typed after /club."""

from __future__ import annotations

import pytest

from bot.drills.club import Period, TieBreak
from bot.drills.club_args import (
    SET_PATTERN,
    Unread,
    button_setting,
    period_at,
    period_of,
    read_setting,
    top_games_wanted,
)
from bot.i18n import I18n
from bot.views.daily_zone import place_zones

LANGUAGES = {"fr": "fr", "en": "en", "français": "fr", "english": "en", "anglais": "en"}
"""/club lang's words, as the handler gives them (`LANGUAGE_CODES`)."""


@pytest.mark.parametrize(
    ("word", "period"),
    [
        (None, Period.WEEK),
        ("jour", Period.TODAY),
        ("aujourdhui", Period.TODAY),
        ("semaine", Period.WEEK),
        ("mois", Period.MONTH),
        ("toujours", Period.ALL),
        ("ever", Period.ALL),
        ("demain", Period.WEEK),  # was « hier », now yesterday's board (daily14)
        ("hier", Period.TODAY),
    ],
)
def test_period_of(word: str | None, period: Period) -> None:
    assert period_of(word) is period


@pytest.mark.parametrize(
    ("args", "read"),
    [
        (["tz", "Gaspé"], {"timezone": "America/Toronto"}),
        (["FUSEAU", "Montreal"], {"timezone": "America/Toronto"}),
        (["time", "8:00"], {"post_time": "08:00"}),
        (["heure", "aucune"], {"post_time": None}),
        (["time", "25:99"], Unread("time", "25:99")),
        (["lang", "FR"], {"lang": "fr"}),
        (["langue", "chacun"], {"lang": None}),
        (["lang", "auto"], {"lang": None}),
        (["lang", "de"], Unread("usage", "de")),
        # the words /lang takes, and the word the settings show (« Language: English »)
        (["language", "English"], {"lang": "en"}),
        (["langue", "français"], {"lang": "fr"}),
        (["lang", "anglais"], {"lang": "en"}),
        (["weekly", "non"], {"weekly": False}),
        (["hebdo", "oui"], {"weekly": True}),
        (["muggins", "off"], {"muggins": False}),
        (["hebdo", "peut-être"], Unread("usage", "peut-être")),
        (["ties", "diff"], {"tiebreak": TieBreak.DIFFERENCE}),
        (["égalité", "contre"], {"tiebreak": TieBreak.CONTRE}),
        (["ties", "x"], Unread("usage", "x")),
        (["couleur", "rouge"], Unread("usage", "couleur")),
        (["tz"], {}),  # a setting alone: no change, /club shows the settings
        (["time", " "], {}),
    ],
)
def test_read_setting(args: list[str], read: dict[str, object] | Unread) -> None:
    assert read_setting(args, LANGUAGES) == read


def test_an_unknown_timezone_comes_with_suggestions() -> None:
    read = read_setting(["tz", "Atlantis"], LANGUAGES)
    assert isinstance(read, Unread)
    assert (read.problem, read.typed) == ("timezone", "Atlantis")
    # Atlantic time first: « Atlantis » is a near spelling of « Atlantic » (as /tz says it)
    first, *others = read.suggestions
    assert first == "America/Halifax"
    assert others and all(name.startswith("Atlantic/") for name in others)


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        ([], False),
        (["parties"], True),
        (["Partie", "mois"], True),
        (["GAMES"], True),
        (["game", "week"], True),
        (["semaine"], False),
        (["mois", "parties"], False),
        (["off"], False),
    ],
)
def test_top_games_is_asked_by_its_first_word(args: list[str], wanted: bool) -> None:
    assert top_games_wanted(args) is wanted


@pytest.mark.parametrize(
    ("data", "setting"),
    [
        ("cs:lang:fr", {"lang": "fr"}),
        ("cs:lang:en", {"lang": "en"}),
        ("cs:lang:auto", {"lang": None}),
        ("cs:weekly:on", {"weekly": True}),
        ("cs:weekly:off", {"weekly": False}),
        ("cs:tie:contre", {"tiebreak": TieBreak.CONTRE}),
        ("cs:tie:difference", {"tiebreak": TieBreak.DIFFERENCE}),
        ("cs:mug:on", {"muggins": True}),
        ("cs:mug:off", {"muggins": False}),
        ("cs:lang:auto:en", {"lang": None}),  # then the settings message's language
        ("cs:tie:contre:fr", {"tiebreak": TieBreak.CONTRE}),
    ],
)
def test_a_club_button_sets_one_field(data: str, setting: dict[str, object]) -> None:
    match = SET_PATTERN.match(data)
    assert match is not None and button_setting(match) == setting


@pytest.mark.parametrize(
    "data", ["cs:lang:de", "cs:weekly:yes", "cs:tie:diff", "cs:mug", "cs:x:on"]
)
def test_other_club_button_data_is_not_a_setting(data: str) -> None:
    assert SET_PATTERN.match(data) is None


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        (["midi"], "12:00"),
        (["Minuit"], "00:00"),
        (["à", "8", "h", "30"], "08:30"),
        (["7", "h", "du", "soir"], "19:00"),
        (["8", "h", "du", "matin"], "08:00"),
        (["jamais"], None),
    ],
)
def test_the_card_time_is_read_as_a_reminder_time_is(value: list[str], stored: str | None) -> None:
    """Played: « /club heure midi » answered « Je ne comprends pas l'heure midi », while
    « /rappel midi » was understood: the club's time reads the words /rappel reads."""
    assert read_setting(["heure", *value], LANGUAGES) == {"post_time": stored}


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("égalités le moins contre", {"tiebreak": TieBreak.CONTRE}),
        ("égalités moins contre", {"tiebreak": TieBreak.CONTRE}),
        ("ties fewest against", {"tiebreak": TieBreak.CONTRE}),
        ("bilan désactiver", {"weekly": False}),
        ("hebdo activer", {"weekly": True}),
        ("weekly turn off", {"weekly": False}),
        ("muggins désactiver", {"muggins": False}),
        ("bilan arrêter", {"weekly": False}),
        ("bilan stop", {"weekly": False}),
        ("hebdo arrêté", {"weekly": False}),
        ("bilan en marche", {"weekly": True}),
        ("langue celle de chaque membre", {"lang": None}),
        ("lang each member\u2019s own", {"lang": None}),
        ("égalités le plus contre", Unread("usage", "le plus contre")),
    ],
)
def test_the_words_of_the_settings_buttons_are_read_when_typed(
    typed: str, read: dict[str, object] | Unread
) -> None:
    """Played: after « /club égalités différence » (the one /club's usage shows), an admin
    typed the button's « /club égalités le moins contre » to go back and read « Je ne
    comprends pas « le moins contre » », then the same usage again, without the way back;
    « /club bilan désactiver » likewise. What /club's buttons say is understood typed."""
    assert read_setting(typed.split(), LANGUAGES) == read


@pytest.mark.parametrize(
    ("words", "at"),
    [
        ([], None),
        (["mois"], 0),
        (["ce", "mois-ci"], 1),
        (["depuis", "toujours"], 1),
        (["this", "month"], 1),
        (["cette"], 0),  # a leading word alone: the word not understood
        (["hier"], 0),
    ],
)
def test_period_at_skips_the_words_before_a_period(words: list[str], at: int | None) -> None:
    assert period_at(words) == at


@pytest.mark.parametrize(
    ("lang", "typed", "zone"),
    [
        ("fr", "Bruxelles", "Europe/Brussels"),
        ("fr", "France", "Europe/Paris"),
        ("en", "Brussels", "Europe/Brussels"),
    ],
)
def test_the_club_timezone_reads_places_as_tz_does(lang: str, typed: str, zone: str) -> None:
    """« /club fuseau Bruxelles » is read as « /fuseau Bruxelles » is (the places the asker's
    language names), not refused with a suggestion of the same name."""
    places = place_zones(I18n.load().translator(lang))
    assert read_setting(["tz", typed], LANGUAGES, places) == {"timezone": zone}
