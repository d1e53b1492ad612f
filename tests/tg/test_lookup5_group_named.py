"""/score and /ecart answers in a group did not name the member they answer (« Main : 5♥ 5♦ …
29 points » under three members' commands: whose?), where /chances, /langue and /annuler do:
each now starts with the member's name."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

GROUP = -100_516
SIX = "5C 5K VP DT 2C 3P"


@pytest.mark.parametrize(
    "command",
    [
        "/score 5C 5K 5T VP 5P",
        "/score 5C 5K 5T VP 5P = 29",
        "/score 5C 5K 5T VP ZZ",
        "/score",
        f"/ecart {SIX} donneur",
        "/ecart 5C 5K VP DT 2C ZZ",
        "/ecart 3",
    ],
)
async def test_a_group_answer_names_the_member(bot_driver: Driver, command: str) -> None:
    group = {"chat_type": "group", "language_code": "fr"}
    (text,) = texts(await bot_driver.send(command, 521, GROUP, first_name="Zoé", **group))
    assert text.startswith("<b>Zoé</b>"), text


async def test_the_role_buttons_answer_names_the_member(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    group = {"chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    await bot_driver.send(f"/ecart {SIX}", user_id=522, first_name="Léo", **group)
    message = local_api.last_message(GROUP)
    assert message is not None
    data = inline_buttons(message)[1]["callback_data"]
    await bot_driver.press(data, message["message_id"], user_id=522, first_name="Léo", **group)
    edited = local_api.message(GROUP, message["message_id"])
    assert edited is not None and str(edited["text"]).startswith("Léo"), edited
    await bot_driver.send(f"/ecart {SIX}", user_id=522, first_name="Léo", **group)
    (typed,) = texts(
        await bot_driver.send("je donne", 522, GROUP, first_name="Léo", chat_type="group")
    )
    assert typed.startswith("<b>Léo</b>"), typed


@pytest.mark.parametrize("command", ["/score 5C 5K 5T VP 5P", f"/ecart {SIX} donneur"])
async def test_in_private_no_name(bot_driver: Driver, command: str) -> None:
    (text,) = texts(await bot_driver.send(command, user_id=523, first_name="Zoé"))
    assert "Zoé" not in text
