"""✅ pressed after round 1 was drawn (a stale screen: the ✅ comes off the night's message at
round 1) answered « l'organisateur peut vous ajouter en retard (/soiree ajouter Fay Comeau),
puis appuyez de nouveau sur ✅. », a button no longer there. Once added, her way in is the
button under the organizer's reply (« Recevoir mes tables en privé »): the alert says so."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ANN, BEN, CAT, FAY, GROUP, Hall, answers

SAID = {
    "fr": "Les rondes ont commencé\xa0: l'organisateur peut vous ajouter en retard (/soiree"
    " ajouter Fay Comeau), puis appuyez sur le bouton sous sa réponse.",
    "en": "The rounds have begun: the organizer can add you late (/night add Fay Comeau), then"
    " press the button under their reply.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_press_after_round_one_points_to_the_button_that_is_there(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    presented = local_api.message(GROUP, night.message_id or 0)
    assert presented is not None and not inline_buttons(presented)  # the ✅ is gone
    assert answers(await hall.join(night, FAY)) == [SAID[lang]]
    await hall.order("ajouter", "add", "Fay Comeau")
    reply = local_api.last_message(GROUP)
    assert reply is not None and len(inline_buttons(reply)) == 1  # the button the alert names
