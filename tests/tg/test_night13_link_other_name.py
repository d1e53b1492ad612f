"""A latecomer whose Telegram name is not the name the organizer typed (« Fay Comeau » added,
« Françoise » on Telegram) opened the reply's link and read « Les rondes ont commencé :
l'organisateur peut vous ajouter en retard », though she was on the list: she was linked by her
name alone, and the organizer had no way to link her by her number. The reply's link now
carries her place on the list, and `/soiree lier 4`, in reply to one of her messages, links
her."""

from __future__ import annotations

from typing import Any

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ANN, BEN, CAT, FAY, GROUP, Hall

OTHER_NAME = "Françoise"


def her_message(text: str = "Bonjour") -> dict[str, Any]:
    """A message Fay wrote in the group, under her Telegram name."""
    return {
        "message_id": 4_242,
        "from": {"id": FAY, "is_bot": False, "first_name": OTHER_NAME},
        "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
        "date": 1_700_000_000,
        "text": text,
    }


async def fay_added_late(hall: Hall) -> str:
    """Ann, Ben and Cat registered, round 1 drawn, « Fay Comeau » added late: the id of the
    night."""
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    return night.id


async def fay_user(hall: Hall, night_id: str) -> int | None:
    fay = next(p for p in await hall.db.nights.night_players(night_id) if p.name == "Fay Comeau")
    return fay.user_id


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_her_link_links_her_under_another_name(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night_id = await fay_added_late(hall)
    said = local_api.last_message(GROUP)
    assert said is not None
    (key,) = inline_buttons(said)
    payload = str(key["url"]).split("?start=", 1)[1]
    await bot_driver.send(
        f"/start {payload}", user_id=FAY, language_code=lang, first_name=OTHER_NAME
    )
    assert await fay_user(hall, night_id) == FAY
    assert not hall.told(FAY)[-1].startswith(("Les rondes ont commencé", "The rounds have begun"))
    await hall.order("ronde", "round")  # round 2: her table reaches her in private
    assert any(t.startswith(("Ronde 2", "Round 2")) for t in hall.told(FAY))


@pytest.mark.parametrize(
    ("lang", "linked", "how"),
    [
        ("fr", "Fay Comeau (numéro 4) reçoit maintenant", "Répondez à un message du joueur"),
        ("en", "Fay Comeau (number 4) now gets", "Reply to a message of the player"),
    ],
)
async def test_the_organizer_links_her_by_her_number(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, linked: str, how: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night_id = await fay_added_late(hall)
    await hall.order("lier", "link", "4")  # not a reply: how to
    assert hall.group()[-1].startswith(how)
    assert await fay_user(hall, night_id) is None
    await hall.say(f"{hall.cmd} {'lier' if lang == 'fr' else 'link'} 4", reply_to=her_message())
    assert await fay_user(hall, night_id) == FAY
    assert hall.group()[-1].startswith(linked)
    await hall.order("lier", "link", "4")  # twice: hers already
    await hall.say(f"{hall.cmd} {'lier' if lang == 'fr' else 'link'} 1", reply_to=her_message())
    assert await fay_user(hall, night_id) == FAY
    await hall.order("ronde", "round")
    assert any(t.startswith(("Ronde 2", "Round 2")) for t in hall.told(FAY))


@pytest.mark.parametrize(("lang", "how"), [("fr", "Répondez à"), ("en", "Reply to")])
async def test_a_forum_topic_s_start_is_no_member_to_link(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, how: str
) -> None:
    """In a group with topics, every message « replies » to the topic's first one: that is
    not the member the organizer means."""
    hall = Hall(bot_driver, local_api, lang)
    night_id = await fay_added_late(hall)
    topic = her_message() | {"forum_topic_created": {"name": "Soirée", "icon_color": 7322096}}
    await hall.say(f"{hall.cmd} {'lier' if lang == 'fr' else 'link'} 4", reply_to=topic)
    assert hall.group()[-1].startswith(how)
    assert await fay_user(hall, night_id) is None
