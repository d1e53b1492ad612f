"""After /ecart's « Qui donne? », the role typed answered it but its two buttons stayed on the
message (they still worked): a question answered keeps no buttons. They go now, as they go when
one is pressed; a role given with the cards (`/ecart … donneur`) answers it too."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

SIX = "5C 5K VP DT 2C 3P"


async def test_the_typed_role_takes_the_buttons_off_who_deals(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send(f"/ecart {SIX}", user_id=611, language_code="fr")
    asked = local_api.last_message(611)
    assert asked is not None and len(inline_buttons(asked)) == 2
    (answer,) = texts(await bot_driver.send("je donne", user_id=611, language_code="fr"))
    assert "Vous êtes le donneur" in answer
    after = local_api.message(611, asked["message_id"])
    assert after is not None and inline_buttons(after) == []
    assert "Qui donne?" in str(after["text"])  # the question stays, its buttons go


async def test_the_role_given_with_the_same_cards_takes_them_off_too(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/discard 5H 5D JS QC 2H 3S", user_id=612, language_code="en")
    asked = local_api.last_message(612)
    assert asked is not None and len(inline_buttons(asked)) == 2
    await bot_driver.send("/discard 5H 5D JS QC 2H 3S pone", user_id=612, language_code="en")
    after = local_api.message(612, asked["message_id"])
    assert after is not None and inline_buttons(after) == []
