"""newcomer10: what a newcomer types alone in private with nothing waiting. « les commandes »
(« la liste des commandes », "the commands") answered « Je réponds aux comptes et aux
commandes : … /aide explique le reste »: the article kept it from reading as the list asked
for; it is /help now, as « commandes » alone is."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_for_help
from bot.drills.unasked import lost_typed
from bot.tg.local import Driver, texts

HELP = {
    "fr": "/aide tout : chaque commande en détail.",
    "en": "/help all: every command in detail.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "les commandes"),
        ("fr", "Les commandes svp"),
        ("fr", "la liste des commandes"),
        ("fr", "vos commandes?"),
        ("en", "the commands"),
        ("en", "the list of commands please"),
    ],
)
async def test_the_commands_typed_alone_is_help(bot_driver: Driver, lang: str, typed: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=10_020, language_code=lang))
    assert text.replace("\u00a0", " ").endswith(HELP[lang]), text


def test_articles_alone_are_not_help() -> None:
    assert not asks_for_help("les")
    assert not asks_for_help("le crible")
    assert not asks_for_help("les 12 commandes")


@pytest.mark.parametrize(("lang", "typed"), [("fr", "?"), ("fr", " ?? "), ("en", "?")])
async def test_a_question_mark_alone_is_help(bot_driver: Driver, lang: str, typed: str) -> None:
    """« ? » alone with nothing waiting got « Je réponds aux comptes et aux commandes … »:
    the short /help serves a lost newcomer better."""
    (text,) = texts(await bot_driver.send(typed, user_id=10_021, language_code=lang))
    assert text.replace("\u00a0", " ").endswith(HELP[lang]), text
    assert "Je réponds" not in text and "I answer" not in text


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "comment ça marche?"),
        ("fr", "je comprends pas"),
        ("fr", "Hein?"),
        ("en", "how does it work?"),
        ("en", "I don't understand"),
    ],
)
async def test_a_lost_newcomer_gets_help(bot_driver: Driver, lang: str, typed: str) -> None:
    """« comment ça marche? » or « je comprends pas » with nothing waiting got « Je réponds
    aux comptes et aux commandes … »: the short /help now, as « ? » alone."""
    (text,) = texts(await bot_driver.send(typed, user_id=10_024, language_code=lang))
    assert text.replace("\u00a0", " ").endswith(HELP[lang]), text


@pytest.mark.parametrize(
    ("typed", "lost"),
    [
        ("?", True),
        (" ? ?", True),
        ("", False),
        ("12?", False),
        ("comment ça marche", True),
        ("j'comprends rien", True),
        ("how does this work", True),
        ("comment ça va", False),  # a greeting, not a lost player
        ("how are you", False),
        ("c'est quoi ça", False),
        ("12", False),
    ],
)
def test_lost_typed(typed: str, lost: bool) -> None:
    assert lost_typed(typed) is lost


@pytest.mark.parametrize(
    ("lang", "typed", "greeted"),
    [
        ("fr", "bonjour", "Bonjour! Je réponds aux comptes"),
        ("fr", "Allô!", "Bonjour! Je réponds aux comptes"),
        ("fr", "bonsoir", "Bonsoir! Je réponds aux comptes"),
        ("en", "hi", "Hello! I answer counts"),
        ("en", "good evening", "Good evening! I answer counts"),
    ],
)
async def test_a_greeting_alone_is_greeted_back(
    bot_driver: Driver, lang: str, typed: str, greeted: str
) -> None:
    """« bonjour » with nothing waiting got « Je réponds aux comptes et aux commandes … », no
    greeting: greeted back first now."""
    (text,) = texts(await bot_driver.send(typed, user_id=10_022, language_code=lang))
    assert text.replace("\u00a0", " ").startswith(greeted), text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "bonne nuit", "À bientôt!"),
        ("en", "bye", "See you soon!"),
    ],
)
async def test_goodbyes_alone_are_answered_in_kind(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    """« bonne nuit » or "bye" with nothing waiting got « Je réponds aux comptes et aux
    commandes … »: seen off now."""
    (text,) = texts(await bot_driver.send(typed, user_id=10_023, language_code=lang))
    assert text.replace("\u00a0", " ").startswith(said), text
