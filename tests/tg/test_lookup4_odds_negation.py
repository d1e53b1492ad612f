"""/chances with who deals said in the negative (« je donne pas », « c'est pas moi qui donne »,
"not my deal", "I don't deal"): the player is the pone. It said « Je ne comprends pas « pas » »
and the usage, as if the player had typed a word of no meaning."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, html_to_text, texts
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    ("typed", "dealer"),
    [
        ("95 110 je donne pas", False),
        ("95 110 je ne donne pas", False),
        ("95 110 c'est pas moi qui donne", False),
        ("95 110 ce n\u2019est pas moi qui donne", False),
        ("95 110 il ne donne pas", True),
        ("95 110 je ne suis pas receveur", True),
        ("95 110 not my deal", False),
        ("95 110 I don't deal", False),
        ("95 110 I'm not the dealer", False),
        ("95 110 je donne", True),
        ("95 110 ma donne", True),
        ("95 110 il donne", False),
    ],
)
def test_a_negated_role_is_the_other(typed: str, dealer: bool) -> None:
    tr = I18n.load().translator("fr")
    assert read_request(typed.split(), tr) == Request(95, 110, dealer)


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/chances 95 110 je donne pas", "Vous êtes receveur, à 95 contre 110"),
        ("en", "/odds 95 110 not my deal", "You are the pone, at 95 to 110"),
    ],
)
async def test_the_chat_reads_the_negation(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5431, language_code=lang))[-1])
    assert text.startswith(said), text


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("en", "95 110 the other player deals"), ("fr", "95 110 l'autre joueur donne")],
)
def test_the_other_player_as_the_role_buttons_say_it(lang: str, typed: str) -> None:
    """/odds 95 110 the other player deals (the words of /discard's button) said « I cannot
    read "other" »."""
    tr = I18n.load().translator(lang)
    assert read_request(typed.split(), tr) == Request(95, 110, False)
