"""« /écart » (typed with its accent, as French players write it) got « Je réponds aux
comptes et aux commandes… »: Telegram marks no command there (a command's name is
[A-Za-z0-9_]), so the message came as a plain text. A text that starts with « / » and a word
whose accents left out name a command is now read as that command, with its arguments."""

from __future__ import annotations

import pytest
from telegram import Update

from bot.tg.context import App
from bot.tg.local import BOT_USERNAME, Driver, texts
from bot.tg.local_updates import make_message_update
from bot.tg.routing import MessageRouter, Route

ACCENTED = [
    ("/écart", "ecart"),
    ("/écarter", "ecarter"),
    ("/soirée", "soiree"),
    ("/règles", "regles"),
    ("/progrès", "progres"),
    ("/entraîneur", "entraineur"),
    ("/défi", "defi"),
    ("/Défi", "defi"),
    ("/DÉFI", "defi"),
    (f"/écart@{BOT_USERNAME}", "ecart"),
    ("/règles?", "regles"),
]


def router_of(app: App) -> MessageRouter:
    routers = [h for group in app.handlers.values() for h in group if isinstance(h, MessageRouter)]
    assert len(routers) == 1
    return routers[0]


@pytest.mark.parametrize(("typed", "name"), ACCENTED)
@pytest.mark.parametrize("chat", ["private", "group"])
async def test_an_accented_command_is_routed_as_its_name(
    local_app: App, typed: str, name: str, chat: str
) -> None:
    router = router_of(local_app)
    chat_id = 5 if chat == "private" else -100
    update = Update.de_json(make_message_update(typed, 5, chat_id, chat_type=chat), local_app.bot)
    assert router.check_update(update) == Route(router.commands[name], [])


async def test_an_accented_command_keeps_its_arguments(local_app: App) -> None:
    router = router_of(local_app)
    update = Update.de_json(make_message_update("/défi  hier  soir", 5, 5), local_app.bot)
    assert router.check_update(update) == Route(router.commands["defi"], ["hier", "soir"])


@pytest.mark.parametrize("typed", ["/écart@other_bot", "/écartez", "/é", "/éxyz 3"])
async def test_other_accented_commands_are_unknown(local_app: App, typed: str) -> None:
    """Another bot's command, or no command's name: an unknown command, as « /xyz » is (« /éxyz »
    under a waiting hand was read as its count: « Je ne connais pas le mot « exyz » »)."""
    router = router_of(local_app)
    update = Update.de_json(make_message_update(typed, 5, 5), local_app.bot)
    assert router.check_update(update) == Route(router.unknown)


@pytest.mark.parametrize("typed", ["/ écart", "a /écart", "écart"])
async def test_a_word_not_after_a_slash_stays_a_text(local_app: App, typed: str) -> None:
    router = router_of(local_app)
    update = Update.de_json(make_message_update(typed, 5, 5), local_app.bot)
    assert router.check_update(update) == Route(router.text)


@pytest.mark.parametrize(
    ("typed", "plain"),
    [("/règles", "/regles"), ("/progrès", "/progres"), ("/entraîneur", "/entraineur")],
)
async def test_an_accented_command_answers_as_its_plain_name(
    bot_driver: Driver, typed: str, plain: str
) -> None:
    said = texts(await bot_driver.send(typed, user_id=11_101, language_code="fr"))
    assert said and not any("Je réponds" in t for t in said), said
    plain_said = texts(await bot_driver.send(plain, user_id=11_102, language_code="fr"))
    assert said == plain_said


async def test_an_accented_ecart_deals_a_discard(bot_driver: Driver) -> None:
    calls = await bot_driver.send("/écart", user_id=11_103, language_code="fr")
    said = " ".join(texts(calls))
    assert "Je réponds" not in said
    assert calls and any("écart" in t.casefold() for t in texts(calls)), said
