"""« Qui donne? » under five cards (the deal of three and four players) offered « Je donne »
and « Un adversaire donne » only: at four, a player whose partner deals had to guess that
« mon partenaire donne » could be typed. A third button, « Mon partenaire donne », looks the
cards up with the crib the team's; six cards (two players) have no partner and no such
button."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, inline_buttons
from bot.tg.local_updates import JSON

ASKED = {
    "fr": ("/ecart 5C 5K VP DT 2C", "Mon partenaire donne", "le crib est à votre équipe"),
    "en": ("/discard 5H 5D JS QC 2H", "My partner deals", "the crib is your team's"),
}


def asked_in(api: LocalBotApi, chat: int) -> JSON:
    message = api.last_message(chat)
    assert message is not None
    return message


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_five_cards_offer_the_partners_deal(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    typed, label, said = ASKED[lang]
    await bot_driver.send(typed, user_id=1701, language_code=lang)
    asked = asked_in(local_api, 1701)
    buttons = inline_buttons(asked)
    labels = [str(b["text"]) for b in buttons]
    assert label in labels, labels
    data = [str(b["callback_data"]) for b in buttons]
    assert all(d.startswith("e:r:") and len(d.encode()) < 64 for d in data), data
    number = labels.index(label) + 1
    calls = await bot_driver.press_button(asked, number, user_id=1701, language_code=lang)
    [edited] = [str(c.params["text"]) for c in calls if c.method == "editMessageText"]
    text = html_to_text(edited).replace("\u00a0", " ")
    assert said in text, text


async def test_the_partners_button_in_a_group_is_hers(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    group = -100_1701
    await bot_driver.send(
        "/ecart 5C 5K VP DT 2C",
        user_id=1702,
        chat_id=group,
        chat_type="supergroup",
        first_name="Rita",
        language_code="fr",
    )
    asked = asked_in(local_api, group)
    labels = [str(b["text"]) for b in inline_buttons(asked)]
    number = labels.index("Mon partenaire donne") + 1
    data = str(inline_buttons(asked)[number - 1]["callback_data"])
    assert len(data.encode()) < 64, data
    calls = await bot_driver.press_button(
        asked, number, user_id=1703, first_name="Jean", chat_type="supergroup"
    )
    assert not [c for c in calls if c.method == "editMessageText"]  # not Jean's cards
    calls = await bot_driver.press_button(
        asked, number, user_id=1702, first_name="Rita", chat_type="supergroup"
    )
    [edited] = [str(c.params["text"]) for c in calls if c.method == "editMessageText"]
    assert "le crib est à votre équipe" in html_to_text(edited).replace("\u00a0", " ")


async def test_six_cards_have_no_partner(bot_driver: Driver, local_api: LocalBotApi) -> None:
    await bot_driver.send("/ecart 5C 5K VP DT 2C 3P", user_id=1704, language_code="fr")
    asked = asked_in(local_api, 1704)
    labels = [str(b["text"]) for b in inline_buttons(asked)]
    assert labels == ["Je donne", "L'autre joueur donne"], labels
