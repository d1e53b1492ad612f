"""A reminder names its time zone by place once, never inside a second pair of brackets."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views import daily as view


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
        view.remind_current("08:15", "America/Toronto", tr)[0],
        view.remind_set("08:15", "America/Toronto", tr),
    ):
        text = line.replace("&#x27;", "'")
        assert f"</b>, {place}" in text
        assert "((" not in text and "))" not in text
