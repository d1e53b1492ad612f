"""« /fuseau Australia/North » confirmed « Votre fuseau horaire : North », the tz database's old
name by its last word (English in a French reply), where its button says « Darwin »
(daily11): a zone saved under an old name is named as the zone it stands for, in both
languages, and so is its clock (« heure de Darwin »)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.views.daily_zone import zone_clock, zone_label

USER = 72


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/fuseau Australia/North", "Votre fuseau horaire\u00a0: <b>Darwin</b>."),
        ("en", "/tz Australia/North", "Your timezone: <b>Darwin</b>."),
        ("fr", "/fuseau Australia/Tasmania", "Votre fuseau horaire\u00a0: <b>Hobart</b>."),
        ("en", "/tz Canada/Eastern", "Your timezone: <b>Eastern time (Quebec, Ontario)</b>."),
    ],
)
async def test_an_old_name_is_confirmed_as_its_button_names_it(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert said in text, text
    assert "North" not in text and "Tasmania" not in text, text


def test_an_old_name_is_named_as_its_zone() -> None:
    fr = I18n.load().translator("fr")
    assert zone_label("Australia/North", fr) == zone_label("Australia/Darwin", fr) == "Darwin"
    assert zone_clock("Australia/North", fr) == "heure de Darwin"
    assert zone_label("Portugal", fr) == "Lisbonne"
