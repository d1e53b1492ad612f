"""« /fuseau Saint » answered « Votre ville n'y est pas? Écrivez la grande ville la plus
proche : Montréal, Québec ou Gaspé », and « Saint-Hyacinthe » then written, as told, got « Je
réponds aux comptes et aux commandes » (a town alone is no command): the reply says the name
goes after the command, with the whole of it to copy (« /fuseau Gaspé », « /club fuseau
Gaspé » for the club's)."""

from __future__ import annotations

import pytest
from test_club_handlers import ADMIN, GROUP, add_bot

from bot.tg.local import Driver, LocalBotApi, texts

USER = 72


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/fuseau Saint",
            "Écrivez ce nom après la commande, comme <code>/fuseau Gaspé</code>.",
        ),
        (
            "fr",
            "/fuseau Lyon",
            "Écrivez ce nom après la commande, comme <code>/fuseau Gaspé</code>.",
        ),
        ("en", "/tz Lyon", "Write the name after the command, like <code>/tz Gaspé</code>."),
    ],
)
async def test_the_reply_says_to_write_the_name_after_the_command(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert text.split("\n")[-1] == said, text


async def test_the_club_is_told_its_own_command(bot_driver: Driver, local_api: LocalBotApi) -> None:
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    group = {"user_id": ADMIN, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    (text,) = texts(await bot_driver.send("/club fuseau Lyon", **group))  # type: ignore[arg-type]
    last = text.split("\n")[-1]
    assert last == "Écrivez ce nom après la commande, comme <code>/club fuseau Gaspé</code>.", text
