"""A reminder names its time zone by place once, never inside a second pair of brackets."""

from __future__ import annotations

import pytest

from bot.drills.remind_args import Remind, read_remind
from bot.i18n import I18n, render
from bot.views import daily_zone as view
from bot.views import remind as remind_view


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize(
    ("lang", "place"),
    [("fr", "heure de l'Est (Québec, Ontario)"), ("en", "Eastern time (Quebec, Ontario)")],
)
def test_the_reminder_names_its_zone_once(i18n: I18n, lang: str, place: str) -> None:
    tr = i18n.translator(lang)
    assert view.zone_label("America/Toronto", tr) == place
    for line in (
        remind_view.remind_current("08:15", "America/Toronto", tr)[0],
        remind_view.remind_set("08:15", "America/Toronto", tr),
    ):
        text = line.replace("&#x27;", "'")
        assert f"</b>, {place}" in text
        assert "((" not in text and "))" not in text


@pytest.mark.parametrize(
    ("typed", "at", "says"),
    [
        ("", None, "No daily reminder."),
        ("", "08:15", "8:15\u202fAM"),
        ("tomorrow", "08:15", "I can't read “tomorrow” as a time."),
        ("off", "08:15", "Done: no more daily reminders."),
        ("19:30", None, "7:30\u202fPM"),
    ],
)
def test_remind_reply(i18n: I18n, typed: str, at: str | None, says: str) -> None:
    """/remind's answer to each kind of words: the reminder as it stands only when nothing is
    typed, the time typed (not the one stored) when set."""
    asked = read_remind(typed)
    tr = i18n.translator("en")
    text = remind_view.remind_reply(asked, typed, at, "America/Toronto", tr)
    assert says in text.replace("&#x27;", "'")
    if asked is not Remind.SHOW and at is not None and at != typed:
        assert at not in text and render.clock(at, tr) not in text


@pytest.mark.parametrize(
    ("lang", "zone", "place"),
    [
        ("fr", "Indian/Mauritius", "Maurice"),  # was « Mauritius » in a French reply
        ("en", "Indian/Mauritius", "Mauritius"),
        ("fr", "Asia/Ho_Chi_Minh", "Hô-Chi-Minh-Ville"),
        ("fr", "America/Montreal", "heure de l'Est (Québec, Ontario)"),  # was « Montreal »
        ("en", "America/Montreal", "Eastern time (Quebec, Ontario)"),
        # an old name, as the zone it stands for is named on its buttons (daily15: « North »
        # was confirmed for Australia/North, its button « Darwin »)
        ("fr", "Asia/Saigon", "Hô-Chi-Minh-Ville"),
        ("fr", "America/Argentina/Buenos_Aires", "Buenos Aires"),
        ("fr", "UTC", "UTC"),
    ],
)
def test_a_zone_is_named_in_the_readers_language(
    i18n: I18n, lang: str, zone: str, place: str
) -> None:
    assert view.zone_label(zone, i18n.translator(lang)) == place


@pytest.mark.parametrize(
    ("lang", "zone", "clock"),
    [
        ("fr", "Europe/Paris", "19 h 30</b>, heure de Paris, si"),
        ("fr", "Europe/Amsterdam", "19 h 30</b>, heure d'Amsterdam, si"),
        ("en", "Europe/Paris", "7:30\u202fPM</b>, Paris time, if"),
        ("fr", "America/Toronto", "19 h 30</b>, heure de l'Est (Québec, Ontario), si"),
    ],
)
def test_a_reminder_in_a_city_s_zone_names_its_clock(
    i18n: I18n, lang: str, zone: str, clock: str
) -> None:
    """Played: /fuseau Paris, then /rappel 19h30 read « chaque jour à 19 h 30, Paris, si vous
    n'avez pas fini le défi » (a place where the clock was meant); now « heure de Paris »,
    « heure d'Amsterdam », "Paris time"."""
    tr = i18n.translator(lang)
    text = remind_view.remind_set("19:30", zone, tr).replace("&#x27;", "'").replace("\u00a0", " ")
    assert clock in text, text
    shown = remind_view.remind_current("19:30", zone, tr)[0]
    shown = shown.replace("&#x27;", "'").replace("\u00a0", " ")
    assert clock.removesuffix(", si").removesuffix(", if") + "." in shown, shown
