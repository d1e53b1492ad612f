"""A latecomer on Telegram, added by name once the rounds had begun, could not get her tables
in private: the ✅ is taken off the night's message at round 1, and the private link
(/start ns…) answered « Appuyez sur ✅ sous la soirée… », a button no longer there. The reply
to « /soiree ajouter » now carries the private link, which links her by her name."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ANN, BEN, CAT, FAY, Hall


@pytest.mark.parametrize(
    ("lang", "label"), [("fr", "Recevoir mes tables en privé"), ("en", "Get my tables in private")]
)
async def test_a_latecomer_links_herself_by_the_link(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, label: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.order("ajouter", "add", "Fay Comeau")
    said = local_api.last_message(-100_800)
    assert said is not None
    (key,) = inline_buttons(said)
    assert key["text"] == label and str(key["url"]).endswith(f"?start=ns{night.id}_4")
    await bot_driver.send(
        f"/start ns{night.id}", user_id=FAY, language_code=lang, first_name="Fay Comeau"
    )
    fay = next(p for p in await hall.db.nights.night_players(night.id) if p.name == "Fay Comeau")
    assert fay.user_id == FAY
    assert "✅" not in hall.told(FAY)[-1]
    await hall.order("ronde", "round")  # round 2: her table reaches her in private
    assert any(t.startswith(("Ronde 2", "Round 2")) for t in hall.told(FAY))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Les rondes ont commencé : l'organisateur peut vous ajouter en retard"),
        ("en", "The rounds have begun: the organizer can add you late"),
    ],
)
async def test_the_link_before_being_added_says_how(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await bot_driver.send(
        f"/start ns{night.id}", user_id=FAY, language_code=lang, first_name="Fay Comeau"
    )
    assert hall.told(FAY)[-1].startswith(said)
    assert "Fay Comeau" in hall.told(FAY)[-1]
