"""« /fuseau Tasmanie » offered a button « Tasmania », « /fuseau Nord » one « North »: the tz
database's old names (Australia/Tasmania, Australia/North), named by their last word, English
in a French reply. They are offered as the zone they stand for, named as the reader's
language names its city (« Hobart », « Darwin »)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.views.daily_zone import distinct_zones, zone_label

OLD = {"Tasmania", "North", "West", "South", "Queensland", "Victoria", "Yancowinna", "LHI"}


@pytest.mark.parametrize(("typed", "label"), [("Tasmanie", "Hobart"), ("Australie Nord", "Darwin")])
async def test_an_old_name_is_offered_as_its_zone(
    bot_driver: Driver, local_api: LocalBotApi, typed: str, label: str
) -> None:
    await bot_driver.send(f"/fuseau {typed}", user_id=72, language_code="fr")
    message = local_api.last_message(72)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert label in labels and not OLD & set(labels), labels


def test_the_old_names_of_one_zone_are_one_button() -> None:
    tr = I18n.load().translator("fr")
    names = distinct_zones(("Australia/West", "Australia/Perth", "Australia/Tasmania"), tr)
    assert names == ("Australia/Perth", "Australia/Hobart"), names
    assert [zone_label(name, tr) for name in names] == ["Perth", "Hobart"]
